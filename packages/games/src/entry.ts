// A game kind's entry in the registry of kinds (kinds.ts), the one place that lists the kinds.
// An entry is what every host may know of its kind with nothing loaded (names, scenarios, the
// choices a menu offers, the record header, the levels its bots play: plain data, so the web's
// home screen, issue 38's first load, imports the registry and nothing heavier), and where each
// host layer finds the rest of the kind, its facets: the rules (its game module, for the
// server, the protocol, `dt`, the web's sessions), its bots (@dt/ai's hosts: the Node pool, the
// browser's worker) and its `dt` hooks (@dt/cli). A facet is a loader of the kind's own entry
// point (`() => import(...)`): a bundle keeps it in a file of its own and a host loads only the
// facets it uses (the server and the protocol no bots, the browser no benches). A kind's web
// presenter is the web's (packages/web/src/presenters/), since it is React code the other hosts
// never load. The contract's types (contract.ts, bot.ts, dt-hooks.ts) are what each facet is.
import type { BotKind } from './bot.ts';
import type { BaseConfig, GameModule, Words } from './contract.ts';
import type { DtHooks } from './dt-hooks.ts';

/**
 * A facet the host layer has built in: the first kinds' bots are part of @dt/ai (the board
 * AI serves Prison and Classic alike and is also the tuning, analysis and review tools' engine)
 * and their `dt` hooks part of @dt/cli, packages that import the registry and so cannot be
 * loaded from it. The layer lists them by kind, typed from the entries that say BUILT_IN
 * (facets.ts): a kind that brings its own facets names loaders instead.
 */
export const BUILT_IN = 'built-in';
export type BuiltIn = typeof BUILT_IN;
export type Facet<F> = BuiltIn | (() => Promise<F>);

/** The types a kind plays with: its configuration, state, actions, views and events. */
export interface KindTypeSet {
  config: BaseConfig;
  state: unknown;
  action: unknown;
  view: unknown;
  event: unknown;
}

/** The types of a kind's rules, read from its module (its entry need not spell them). */
export type TypesOfRules<M> =
  M extends GameModule<infer C, infer S, infer A, infer V, infer E, string>
    ? { config: C; state: S; action: A; view: V; event: E }
    : never;

/** What every kind's entry holds: `K` its name, `T` its types. */
export interface KindEntry<K extends string, T extends KindTypeSet> {
  readonly kind: K;
  /** The game's name, for menus, lists and usage lines. */
  readonly title: Words;
  /** One sentence on what the game is, for a menu. */
  readonly description: Words;
  /** Its scenarios, in the order a menu offers them. */
  readonly scenarios: readonly T['config']['scenario'][];
  /** The scenario a host starts when none is asked for (the full game). */
  readonly defaultScenario: T['config']['scenario'];
  /** The first line of its records (R24); the board kinds share one, told apart by scenario. */
  readonly recordHeader: string;
  /** The levels its bots play, lowest first (a menu offers them without loading a bot). */
  readonly botLevels: readonly number[];
  /** Its rules: the game module. */
  readonly rules: () => Promise<GameModule<T['config'], T['state'], T['action'], T['view'], T['event'], K>>;
  /** Its bots, playing exactly `botLevels`. */
  readonly bots: Facet<BotKind<T['view'], T['action']>>;
  /** What `dt` draws, plays and times of it. */
  readonly dt: Facet<DtHooks<T['view']>>;
}
