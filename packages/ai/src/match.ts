// One Prison game between two bots, each deciding from its own seat's view only (the loop is
// module-match.ts, over the game-module contract). Shared by the tests, `dt tournament` and
// the pool's workers.
import type { Action, GameConfig, Seat, State, View } from '@dt/engine';
import { prisonModule } from '@dt/games';
import { playModuleMatch, type MatchResult } from './module-match.ts';

export type { MatchResult } from './module-match.ts';
export type Decider = (v: View, legal: Action[], seat: Seat, decision: number) => Action;

/** Safety net against a bot that never ends a turn. */
const MAX_DECISIONS = 20_000;

export function playMatch(
  config: GameConfig,
  seed: number | string,
  players: [Decider, Decider],
  onState?: (s: State) => void,
): MatchResult {
  return playModuleMatch(prisonModule, config, seed, players, MAX_DECISIONS, onState);
}
