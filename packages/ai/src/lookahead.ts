// L1 and L2 turn play. L1 is greedy over the current turn: each action is the best by the
// evaluation one action ahead, and the Action card is the one whose greedily played turn
// ends best. L2 searches a few sampled worlds one turn deep: for each of the most promising
// actions it completes its own turn greedily, lets the opponent play its best (greedy) reply
// turn, and keeps the action whose outcome averages best. Both choose among `moves`, the
// seat's legal moves (the host's legal actions read into the first world), by index.
import { CLASSIC, MoveKind, play, type MoveList, type Rng, type Seat, type State } from '@dt/engine';
import { settledValue } from './cards.ts';
import { SIMULATED_MOVES, greedyPick, scoreMove, simulateUntil } from './policy.ts';
import { suicidal } from './random-bot.ts';
import type { Scratch } from './scratch.ts';

export interface LookaheadBudget {
  /** Candidate first actions examined. */
  width: number;
  /** Most movements each greedy step of the simulated turns weighs (see candidates). */
  cap: number;
  /** Simulate the opponent's reply turn too. */
  reply: boolean;
}

export const L1_BUDGET: LookaheadBudget = { width: 4, cap: 16, reply: false };
export const L2_BUDGET: LookaheadBudget = { width: 8, cap: SIMULATED_MOVES, reply: true };

/**
 * L2 in the 2004 set follows the 16 best first actions. Classic positions have many first
 * actions of nearly equal one-step score (eight characters a side, most of them weak, jammed in
 * narrow corridors), and the one that gets out of a deadlock may be only the 12th by that
 * score: with 8 lines L2 never followed it, and more games stalled to the turn limit
 * (docs/ai-experiments.md). Prison keeps 8 lines, with which its ladder was measured.
 */
export const L2_CLASSIC_BUDGET: LookaheadBudget = { ...L2_BUDGET, width: 16 };

/** L2's budget for the set a world is played with. */
export const l2Budget = (w: State): LookaheadBudget =>
  w.set.name === CLASSIC.name ? L2_CLASSIC_BUDGET : L2_BUDGET;

/** L1 in the actions phase: the best action one step ahead. */
export function greedyDecision(
  worlds: readonly State[],
  moves: MoveList,
  seat: Seat,
  rng: Rng,
  scratch: Scratch,
): number {
  return greedyPick(worlds, moves, seat, rng, scratch);
}

/**
 * Each candidate first action is followed, in every world, by the rest of the turn (and the
 * opponent's reply turn when the budget says so); the best average evaluation wins.
 */
export function lookaheadDecision(
  worlds: readonly State[],
  moves: MoveList,
  seat: Seat,
  rng: Rng,
  budget: LookaheadBudget,
  scratch: Scratch,
  onStep?: (done: number, best: number) => void,
): number {
  const w0 = worlds[0]!;
  // Rank first actions by the one-step evaluation, then look deeper at the best few.
  const ranked: { i: number; s: number }[] = [];
  for (let i = 0; i < moves.length; i++)
    if (!suicidal(w0, moves, i, scratch)) ranked.push({ i, s: scoreMove(worlds, moves, i, seat, scratch) });
  const firsts = ranked
    .sort((x, y) => y.s - x.s)
    .slice(0, budget.width)
    .map((x) => x.i);
  if (!firsts.length) return greedyPick(worlds, moves, seat, rng, scratch);
  const end = endIndex(moves);
  if (!firsts.some((i) => moves.kind(i) === MoveKind.End) && end >= 0) firsts.push(end);
  let best = firsts[0]!;
  let bestScore = -Infinity;
  firsts.forEach((i, k) => {
    let sum = 0;
    for (const w of worlds) {
      const t = scratch.take(w);
      play(t, moves, i);
      const reached = simulateUntil(t, w.turn + (budget.reply ? 1 : 0), rng, budget.cap, scratch, true);
      sum += settledValue(reached, seat, scratch);
      scratch.give();
    }
    const score = sum / worlds.length + (moves.kind(i) === MoveKind.End ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
    onStep?.(k + 1, best);
  });
  return best;
}

function endIndex(moves: MoveList): number {
  for (let i = 0; i < moves.length; i++) if (moves.kind(i) === MoveKind.End) return i;
  return -1;
}
