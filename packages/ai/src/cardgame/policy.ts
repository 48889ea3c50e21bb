// The card game's L1 and L2 decisions on sampled worlds.
//   L1 (greedy): each legal action is applied in the worlds and the result valued; a movement
//     started is first carried on greedily step by step, and a fight is settled with the
//     Combat cards both sides may play (at random), so a move or an attack is valued by where
//     it leads, not by the action point it costs.
//   L2 (lookahead): the L1 values of the best few candidates are refined by playing the rest of
//     the own turn greedily and then the opponent's whole turn greedily, in more worlds; the
//     action that leaves the best position after the opponent's reply is chosen.
import { apply, legalActionsFor, toMove, type Action, type Rng, type State } from '@dt/cardgame';
import { evaluate } from './evaluate.ts';

type Seat = 0 | 1;
const FIGHT = new Set(['combat', 'berserk', 'announce']);
/** Safety net for greedy play-outs. */
const MAX_STEPS = 60;

/**
 * The decisions a greedy player weighs. The engine lets a movement take and drop objects
 * without end (a character holding something who takes more must then drop one), and a
 * greedy choice, which sees the moment in between, would cycle: so a character that already
 * carries something takes nothing more, and drops or hands over nothing while anything else
 * is possible.
 */
export function purposeful(legal: readonly Action[], carrying: boolean): readonly Action[] {
  const kept = legal.filter(
    (a) => a.type !== 'drop' && a.type !== 'give' && !(carrying && a.type === 'take'),
  );
  return kept.length ? kept : legal;
}

/** Whether the character moving in world `s` carries something. */
const carryingIn = (s: State): boolean => s.moving !== null && s.carrier.includes(s.moving.piece);

function applied(s: State, a: Action): State | null {
  const r = apply(s, a);
  return r.ok ? r.value.state : null;
}

/**
 * Plays out what nobody has a real choice in for the valuation: Combat cards (both sides at
 * random among their legal choices, which is all a seat knows of the other's), announcements,
 * the cards of a revealed room (at random).
 */
export function settle(s: State, rng: Rng): State {
  for (let i = 0; i < MAX_STEPS && (FIGHT.has(s.phase) || s.phase === 'place'); i++) {
    const seats = toMove(s);
    if (seats.length === 0) break;
    let next: State | null = s;
    for (const seat of seats) {
      const legal = legalActionsFor(next!, seat);
      if (legal.length === 0) break;
      next = applied(next!, rng.pick(legal));
      if (!next) return s;
    }
    s = next!;
  }
  return s;
}

/** The value of a world for `seat` once fights and placements are settled. */
const settledValue = (s: State, seat: Seat, rng: Rng): number => evaluate(settle(s, rng), seat);

/** A movement under way by `seat`, carried on one step at a time to the best next place. */
export function finishMovement(s: State, seat: Seat, rng: Rng): State {
  for (let i = 0; i < MAX_STEPS && s.phase === 'moving' && s.active === seat; i++) {
    const legal = purposeful(legalActionsFor(s, seat), carryingIn(s));
    let best: State | null = null;
    let bestValue = -Infinity;
    for (const a of legal) {
      const next = applied(s, a);
      if (!next) continue;
      const v = evaluate(next, seat) + rng.int(1000) * 1e-6;
      if (v > bestValue) [best, bestValue] = [next, v];
    }
    if (!best) break;
    s = best;
  }
  return s;
}

/** L1's value of action `a` in world `w`. */
export function greedyValue(w: State, a: Action, seat: Seat, rng: Rng): number {
  let s = applied(w, a);
  if (!s) return -Infinity;
  s = finishMovement(settle(s, rng), seat, rng);
  return settledValue(s, seat, rng);
}

/** The legal action of best summed value over the worlds (ties broken at random). */
export function greedyPick(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
): { action: Action; values: number[] } {
  const values = legal.map((a) => {
    let v = 0;
    for (const w of worlds) v += greedyValue(w, a, seat, rng);
    return v / worlds.length + rng.int(1000) * 1e-6;
  });
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  return { action: legal[best]!, values };
}

/** One greedy decision of whichever seat must decide in `s` (both play greedily). */
function greedyStep(s: State, rng: Rng): State | null {
  if (FIGHT.has(s.phase) || s.phase === 'place') return settle(s, rng);
  const seat = toMove(s)[0];
  if (seat === undefined) return null;
  const legal = purposeful(legalActionsFor(s, seat), carryingIn(s));
  if (legal.length === 0) return null;
  const { action } = greedyPick([s], legal, seat, rng);
  let next = applied(s, action);
  if (!next) return null;
  next = finishMovement(settle(next, rng), seat, rng);
  return next;
}

/** The world after `seat` finishes its turn and the opponent plays its own, both greedily. */
export function replyValue(w: State, a: Action, seat: Seat, rng: Rng): number {
  let s = applied(w, a);
  if (!s) return -Infinity;
  s = finishMovement(settle(s, rng), seat, rng);
  const turn = s.turn;
  // The rest of this turn, then the opponent's whole turn.
  for (let i = 0; i < MAX_STEPS && s.phase !== 'over' && s.turn <= turn + 1; i++) {
    const next = greedyStep(s, rng);
    if (!next) break;
    s = next;
  }
  return settledValue(s, seat, rng);
}

export interface LookaheadBudget {
  /** Candidates kept from L1's ranking for the deeper look. */
  candidates: number;
}

export function lookaheadPick(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
  budget: LookaheadBudget,
): Action {
  const first = greedyPick(worlds.slice(0, 1), legal, seat, rng);
  const order = legal.map((_, i) => i).sort((x, y) => first.values[y]! - first.values[x]!);
  const kept = order.slice(0, budget.candidates);
  let best = kept[0]!;
  let bestValue = -Infinity;
  for (const i of kept) {
    let v = 0;
    for (const w of worlds) v += replyValue(w, legal[i]!, seat, rng);
    v /= worlds.length;
    if (v > bestValue) [best, bestValue] = [i, v];
  }
  return legal[best]!;
}
