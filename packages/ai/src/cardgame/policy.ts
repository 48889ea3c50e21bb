// The card game's L1 and L2 decisions on sampled worlds, searched through the engine's move
// core: compact moves generated into reused lists and played unchecked on copies; the seat's
// real legal Actions enter a world once, through the engine's boundary (fromAction).
//   L1 (greedy): each legal action is played in the worlds and the result valued; a movement
//     started is first carried on greedily step by step, and a fight is settled with the
//     Combat cards both sides may play (at random), so a move or an attack is valued by where
//     it leads, not by the action point it costs.
//   L2 (lookahead): the L1 values of the best few candidates are refined by playing the rest of
//     the own turn greedily and then the opponent's whole turn greedily, in more worlds; the
//     action that leaves the best position after the opponent's reply is chosen.
import {
  MoveKind,
  MoveList,
  clone,
  fromAction,
  generateMovesFor,
  play,
  toMove,
  type Action,
  type Rng,
  type State,
} from '@dt/cardgame';
import { evaluate } from './evaluate.ts';
import { purposefulBest } from './purpose.ts';

type Seat = 0 | 1;
const FIGHT = new Set(['combat', 'berserk', 'announce']);
/** Safety net for greedy play-outs. */
const MAX_STEPS = 60;

/**
 * The move lists a decision's search reuses: one for the candidates weighed at a level, one
 * for the play-outs that value each of them (settling fights, carrying a movement on).
 */
export interface Scratch {
  pick: MoveList;
  inner: MoveList;
  /** Where an Action is written as a move in a world. */
  action: MoveList;
}

export const scratch = (): Scratch => ({
  pick: new MoveList(),
  inner: new MoveList(),
  action: new MoveList(),
});

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

/** The same choice among moves: the indices of `moves` a greedy player weighs. */
function purposefulMoves(moves: MoveList, carrying: boolean): number[] {
  const kept: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    const k = moves.head(i) & 63;
    if (k !== MoveKind.Drop && k !== MoveKind.Give && !(carrying && k === MoveKind.Take)) kept.push(i);
  }
  return kept.length ? kept : Array.from({ length: moves.length }, (_, i) => i);
}

/** Whether the character moving in world `s` carries something. */
const carryingIn = (s: State): boolean => s.moving !== null && s.carrier.includes(s.moving.piece);

/** A copy of `s` after move i of `moves`. */
function after(s: State, moves: MoveList, i: number): State {
  const t = clone(s);
  play(t, moves, i);
  return t;
}

/** A copy of world `w` after the seat's real action `a`, or null where the world refuses it. */
function applied(w: State, a: Action, x: Scratch): State | null {
  return fromAction(w, a, x.action).ok ? after(w, x.action, 0) : null;
}

/**
 * Plays out what nobody has a real choice in for the valuation: Combat cards (both sides at
 * random among their legal choices, which is all a seat knows of the other's), announcements,
 * the cards of a revealed room (at random).
 */
export function settle(s: State, rng: Rng, x: Scratch): State {
  for (let i = 0; i < MAX_STEPS && (FIGHT.has(s.phase) || s.phase === 'place'); i++) {
    const seats = toMove(s);
    if (seats.length === 0) break;
    let next = s;
    for (const seat of seats) {
      const moves = generateMovesFor(next, seat, x.inner);
      if (moves.length === 0) break;
      next = after(next, moves, rng.int(moves.length));
    }
    s = next;
  }
  return s;
}

/** The value of a world for `seat` once fights and placements are settled. */
const settledValue = (s: State, seat: Seat, rng: Rng, x: Scratch): number =>
  evaluate(settle(s, rng, x), seat);

/** A movement under way by `seat`, carried on one step at a time to the best next place. */
export function finishMovement(s: State, seat: Seat, rng: Rng, x: Scratch): State {
  for (let i = 0; i < MAX_STEPS && s.phase === 'moving' && s.active === seat; i++) {
    const moves = generateMovesFor(s, seat, x.inner);
    let best: State | null = null;
    let bestValue = -Infinity;
    for (const k of purposefulMoves(moves, carryingIn(s))) {
      const next = after(s, moves, k);
      const v = evaluate(next, seat) + rng.int(1000) * 1e-6;
      if (v > bestValue) [best, bestValue] = [next, v];
    }
    if (!best) break;
    s = best;
  }
  return s;
}

/** The value for `seat` of the world `s` a decision led to: fights settled, a movement carried on. */
const valueAfter = (s: State, seat: Seat, rng: Rng, x: Scratch): number =>
  settledValue(finishMovement(settle(s, rng, x), seat, rng, x), seat, rng, x);

/** L1's value of action `a` in world `w`. */
export function greedyValue(w: State, a: Action, seat: Seat, rng: Rng, x: Scratch): number {
  const s = applied(w, a, x);
  return s ? valueAfter(s, seat, rng, x) : -Infinity;
}

/** The legal action of best summed value over the worlds (ties broken at random), moving only with a purpose (purpose.ts). */
export function greedyPick(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
  x: Scratch,
): { action: Action; values: number[] } {
  const values = legal.map((a) => {
    let v = 0;
    for (const w of worlds) v += greedyValue(w, a, seat, rng, x);
    return v / worlds.length + rng.int(1000) * 1e-6;
  });
  let still = 0;
  for (const w of worlds) still += settledValue(w, seat, rng, x);
  return { action: legal[purposefulBest(legal, values, still / worlds.length)]!, values };
}

/** One greedy decision of whichever seat must decide in `s` (both play greedily). */
function greedyStep(s: State, rng: Rng, x: Scratch): State | null {
  if (FIGHT.has(s.phase) || s.phase === 'place') return settle(s, rng, x);
  const seat = toMove(s)[0];
  if (seat === undefined) return null;
  const moves = generateMovesFor(s, seat, x.pick);
  const kept = purposefulMoves(moves, carryingIn(s));
  if (moves.length === 0) return null;
  let best = kept[0]!;
  let bestValue = -Infinity;
  for (const k of kept) {
    const v = valueAfter(after(s, moves, k), seat, rng, x) + rng.int(1000) * 1e-6;
    if (v > bestValue) [best, bestValue] = [k, v];
  }
  return finishMovement(settle(after(s, moves, best), rng, x), seat, rng, x);
}

/** The world after `seat` finishes its turn and the opponent plays its own, both greedily. */
export function replyValue(w: State, a: Action, seat: Seat, rng: Rng, x: Scratch): number {
  let s = applied(w, a, x);
  if (!s) return -Infinity;
  s = finishMovement(settle(s, rng, x), seat, rng, x);
  const turn = s.turn;
  // The rest of this turn, then the opponent's whole turn.
  for (let i = 0; i < MAX_STEPS && s.phase !== 'over' && s.turn <= turn + 1; i++) {
    const next = greedyStep(s, rng, x);
    if (!next) break;
    s = next;
  }
  return settledValue(s, seat, rng, x);
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
  x: Scratch,
): Action {
  const first = greedyPick(worlds.slice(0, 1), legal, seat, rng, x);
  const order = legal.map((_, i) => i).sort((p, q) => first.values[q]! - first.values[p]!);
  const kept = order.slice(0, budget.candidates);
  let best = kept[0]!;
  let bestValue = -Infinity;
  for (const i of kept) {
    let v = 0;
    for (const w of worlds) v += replyValue(w, legal[i]!, seat, rng, x);
    v /= worlds.length;
    if (v > bestValue) [best, bestValue] = [i, v];
  }
  return legal[best]!;
}
