// One board game between two random players, checked as it goes: the kernel's self-play loop
// (shared with the card game) given the board engine's rules. Shared by `dt selfplay` (in
// process or in worker threads) and `dt bench`. The board's self-play picks uniformly among the
// legal actions, as it always has (its runs stay comparable); `typedAction`, the kernel's
// policy by type, reaches varied mid-game positions in far fewer actions (bench, tests).
import {
  playRandomGame as kernelRandomGame,
  randomAction as kernelRandomAction,
  type Check,
  type GameOutcome,
  type SelfplayGame,
} from '@dt/kernel';
import {
  apply,
  checkInvariants,
  checkViewSecrecy,
  legalActions,
  makeAction,
  newGame,
  type Action,
  type GameConfig,
  type Rng,
  type State,
} from '@dt/engine';

export { CHECKS, type Check, type GameOutcome } from '@dt/kernel';

/** The board engine as the kernel's self-play loop sees it (its view secrecy has no strict part). */
export const BOARD_SELFPLAY: SelfplayGame<GameConfig, State, Action> = {
  rng: 'sfc32',
  newGame,
  legalActions: (s) => legalActions(s),
  apply,
  makeAction,
  checkInvariants,
  checkViewSecrecy: (s) => checkViewSecrecy(s),
  outcome: (s) => ({ over: s.phase === 'over', winner: s.winner, endReason: s.endReason, turn: s.turn }),
  policy: (legal, rng) => rng.pick(legal),
};

/** A uniformly random legal action; both seats' choices are listed during simultaneous phases. */
export const randomAction = (rng: Rng, s: State): Action => rng.pick(legalActions(s));

/** The kernel's random policy: the action type first, ending the turn less often. */
export const typedAction = (rng: Rng, s: State): Action => kernelRandomAction(legalActions(s), rng);

export const playRandomGame = (
  config: GameConfig,
  runSeed: string,
  index: number,
  check: Check,
): GameOutcome => kernelRandomGame(BOARD_SELFPLAY, config, runSeed, index, check);
