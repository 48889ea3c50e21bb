// A game kind's entry in the registry of kinds (kinds.ts), the one place that lists the kinds.
// An entry is what every host may know of its kind with nothing loaded (names, scenarios, the
// choices a menu offers, the record header, the levels its bots play: plain data, so the web's
// home screen, issue 38's first load, imports the registry and nothing heavier), its types, and
// where each host layer finds the rest of the kind, its facets: the rules (its game module, for
// the server, the protocol, `dt`, the web's sessions), its bots (@dt/ai's hosts: the Node pool,
// the browser's worker) and its `dt` hooks (@dt/cli). A kind in a package of its own names
// loaders of its package's entry points (`() => import('@dt/<kind>/bots')`): a bundle keeps each
// facet in a file of its own and a host loads only the facets it uses (the server and the
// protocol no bots, the browser no benches), awaiting `loadKinds` (facets.ts) before it plays.
// The web's facet, its presenter (option fields, scenario names, online table), is React code no
// other host loads: @dt/web says what it is (presenters/web-facet.ts `WebFacet`), and this
// package only where it comes from. The contract's types (contract.ts, bot.ts, dt-hooks.ts) are
// what the other facets are.
import type { BotKind } from './bot.ts';
import type { BaseConfig, GameModule, Words } from './contract.ts';
import type { DtHooks } from './dt-hooks.ts';

/**
 * A facet built into its host layer: the first three kinds' rules are @dt/games' own modules,
 * their bots @dt/ai's (the board AI serves Prison and Classic alike and is also the tuning,
 * analysis and review tools' engine) and their `dt` hooks @dt/cli's; @dt/ai and @dt/cli import
 * this registry, so it cannot load from them. Each layer lists its own by kind, typed from the
 * entries that say BUILT_IN (facets.ts `BuiltInFacets`), so a missing one does not compile.
 */
export const BUILT_IN = 'built-in';
export type BuiltIn = typeof BUILT_IN;
/** A facet: built into its layer, or loaded from the kind's package. */
export type Facet<F> = BuiltIn | (() => Promise<F>);

/** The types a kind plays with: its configuration, state, actions, views and events. */
export interface KindTypeSet {
  config: BaseConfig;
  state: unknown;
  action: unknown;
  view: unknown;
  event: unknown;
}

/** The types of a kind's rules, read from its module. */
export type TypesOfRules<M> =
  M extends GameModule<infer C, infer S, infer A, infer V, infer E, string>
    ? { config: C; state: S; action: A; view: V; event: E }
    : never;

/**
 * A kind's types as its entry gives them: spelled (`types: kindTypes<T>()`, no value at run
 * time), or read from the module its rules loader gives.
 */
export type TypesOfEntry<E> = E extends { readonly types?: infer T }
  ? NonNullable<T> extends KindTypeSet
    ? NonNullable<T>
    : TypesOfLoader<E>
  : TypesOfLoader<E>;
type TypesOfLoader<E> = E extends { readonly rules: () => Promise<infer M> } ? TypesOfRules<M> : never;

/** An entry's `types`: the types `T` for the compiler, nothing at run time. */
export const kindTypes = <T extends KindTypeSet>(): T | undefined => undefined;

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
  /** Its types (for an entry whose rules are built in). */
  readonly types?: T;
  /** Its rules: the game module. */
  readonly rules: Facet<GameModule<T['config'], T['state'], T['action'], T['view'], T['event'], K>>;
  /** Its bots, playing exactly `botLevels`. */
  readonly bots: Facet<BotKind<T['view'], T['action']>>;
  /** What `dt` draws, plays and times of it. */
  readonly dt: Facet<DtHooks<T['view']>>;
  /**
   * Its web presenter: @dt/web's `WebFacet` of the kind, typed there (React is the web's), which
   * refuses to compile a loader of another shape; a kind's package loads it from its `./web`.
   */
  readonly web: Facet<object>;
}
