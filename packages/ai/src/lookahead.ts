// L1 and L2 turn play. L1 is greedy over the current turn: each action is the best by the
// evaluation one action ahead, and the Action card is the one whose greedily played turn
// ends best. L2 searches a few sampled worlds one turn deep: for each of the most promising
// actions it completes its own turn greedily, lets the opponent play its best (greedy) reply
// turn, and keeps the action whose outcome averages best.
import { apply, type Action, type Rng, type Seat, type State } from '@dt/engine';
import { settledValue } from './cards.ts';
import { SIMULATED_MOVES, greedyPick, scoreAction, simulateUntil } from './policy.ts';
import { suicidal } from './random-bot.ts';

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

/** L1 in the action phase: the best action one step ahead. */
export function greedyDecision(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
): Action {
  return greedyPick(worlds, legal, seat, rng);
}

/**
 * Each candidate first action is followed, in every world, by the rest of the turn (and the
 * opponent's reply turn when the budget says so); the best average evaluation wins.
 */
export function lookaheadDecision(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
  budget: LookaheadBudget,
  onStep?: (done: number, best: Action) => void,
): Action {
  const w0 = worlds[0]!;
  // Rank first actions by the one-step evaluation, then look deeper at the best few.
  const firsts = legal
    .filter((a) => !suicidal(w0, a))
    .map((a) => ({ a, s: scoreAction(worlds, a, seat) }))
    .sort((x, y) => y.s - x.s)
    .slice(0, budget.width)
    .map((x) => x.a);
  if (!firsts.length) return greedyPick(worlds, legal, seat, rng);
  if (!firsts.some((a) => a.type === 'end') && legal.some((a) => a.type === 'end'))
    firsts.push({ type: 'end' });
  let best = firsts[0]!;
  let bestScore = -Infinity;
  firsts.forEach((a, i) => {
    let sum = 0;
    for (const w of worlds) {
      const r = apply(w, a);
      if (!r.ok) continue;
      const end = simulateUntil(r.value.state, w.turn + (budget.reply ? 1 : 0), rng, budget.cap);
      sum += settledValue(end, seat);
    }
    const score = sum / worlds.length + (a.type === 'end' ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
    onStep?.(i + 1, best);
  });
  return best;
}
