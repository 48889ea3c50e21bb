// One board game (Prison or the 2004 Classic set, by its scenario) between two bots, each
// deciding from its own seat's view only (the loop is module-match.ts, over the game-module
// contract). Shared by the tests and `dt tune`.
import type { Action, GameConfig, Seat, State, View } from '@dt/engine';
import { classicModule, prisonModule, type BoardModule } from '@dt/games';
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
  // The board kind whose scenario it is: each board module plays only its own set's.
  const m: BoardModule<GameConfig> = classicModule.scenarios.includes(config.scenario)
    ? classicModule
    : prisonModule;
  return playModuleMatch(m, config, seed, players, MAX_DECISIONS, onState);
}
