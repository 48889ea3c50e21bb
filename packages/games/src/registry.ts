// kind -> module: every kind's rules, found from its registry entry (kinds.ts): this package's
// own modules for the kinds whose entry says BUILT_IN, listed below, the module a kind's entry
// loads otherwise (facets.ts). A host looks a kind up here and from then on talks to the module
// only. Typed per kind, so code that holds a kind `K` gets `K`'s own types. The home screen
// never imports this file (it reads the catalog): the modules, their engines and zod come with
// a game.
import type { BaseConfig, GameModule, GameResult, RecordOf } from './contract.ts';
import { cardgameRules } from './cardgame.ts';
import { classicRules } from './classic.ts';
import { facetTable, type BuiltInFacets, type KindModule } from './facets.ts';
import { GAME_KINDS, KINDS, type GameKind } from './kinds.ts';
import { prisonRules } from './prison.ts';

export type { KindModule } from './facets.ts';

/**
 * A module of any kind, as a host generic over kinds holds it: states, actions and views are
 * `unknown` to it, handed back to the same module (the contract's methods accept that).
 */
export type AnyGameModule = GameModule<BaseConfig, unknown, unknown, unknown, unknown, GameKind>;

const OWN: BuiltInFacets<'rules'> = {
  prison: prisonRules(KINDS.prison),
  classic: classicRules(KINDS.classic),
  cardgame: cardgameRules(KINDS.cardgame),
};

export const GAMES: { readonly [K in GameKind]: KindModule<K> } = facetTable('rules', OWN);

export const gameModule = (kind: GameKind): AnyGameModule => GAMES[kind];

/**
 * The kind a record belongs to, and the record read by it: each module reads only its own
 * (a Prison record of the Classic scenario, as written before Classic was a kind, is Classic's).
 */
export function readRecord(text: string): GameResult<{ kind: GameKind; record: RecordOf<unknown, unknown> }> {
  let first: GameResult<never> | null = null;
  for (const kind of GAME_KINDS) {
    const r = gameModule(kind).parseRecord(text);
    if (r.ok) return { ok: true, value: { kind, record: r.value } };
    first ??= r;
  }
  return first!;
}

/**
 * The kind of a request that names no kind (clients written when Prison, and its `classic`
 * scenario, were the only game): the first kind that has the scenario, or null.
 */
export const kindOfScenario = (scenario: unknown): GameKind | null =>
  GAME_KINDS.find((k) => gameModule(k).scenarios.includes(scenario as string)) ?? null;
