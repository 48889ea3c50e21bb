// Seeded random games of the card game, for `dt selfplay --game cardgame` and the tests: the
// kernel's self-play loop and random policy, given the card game's rules. A game depends only
// on its configuration, the run's seed and its index. `--checks strict` also checks that no
// seat's legal actions depend on what it may not know.
import {
  CHECKS,
  playRandomGame as kernelRandomGame,
  randomAction as kernelRandomAction,
  summarise,
  type Check,
  type GameOutcome,
  type Rng,
  type SelfplayGame,
  type SelfplaySummary,
} from '@dt/kernel';
import {
  SELECTIONS,
  apply,
  checkInvariants,
  checkViewSecrecy,
  legalActions,
  makeAction,
  newGame,
  type Action,
  type GameConfig,
  type State,
} from './index.ts';

export { CHECKS, summarise, type Check, type GameOutcome, type SelfplaySummary };
export { gameSeed } from '@dt/kernel';

/** The card game as the kernel's self-play loop sees it. */
export const CARDGAME_SELFPLAY: SelfplayGame<GameConfig, State, Action> = {
  rng: 'xoshiro128',
  newGame,
  legalActions,
  apply,
  makeAction,
  checkInvariants,
  checkViewSecrecy: (s, strict) => checkViewSecrecy(s, { actions: strict }),
  outcome: (s) => ({ over: s.phase === 'over', winner: s.winner, endReason: s.endReason, turn: s.turn }),
};

/** A run's configuration for game i: with `selection: 'all'`, the three modes in turn. */
export type RunConfig = Omit<GameConfig, 'selection'> & { selection?: GameConfig['selection'] | 'all' };
export const configFor = (run: RunConfig, index: number): GameConfig =>
  run.selection === 'all'
    ? { ...run, selection: SELECTIONS[index % SELECTIONS.length]! }
    : (run as GameConfig);

/** The self-play policy's choice in `s` (the kernel's random policy over the legal actions). */
export const randomAction = (rng: Rng, s: State): Action => kernelRandomAction(legalActions(s), rng);

/** Game `index` of a run between two random players, checked after every action. */
export const playRandomGame = (
  config: GameConfig,
  runSeed: string,
  index: number,
  check: Check,
): GameOutcome => kernelRandomGame(CARDGAME_SELFPLAY, config, runSeed, index, check);
