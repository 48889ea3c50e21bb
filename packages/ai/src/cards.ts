// Combat cards are a simultaneous secret choice (R9): the bot plays a mixed strategy, found by
// regret matching on the matrix of outcomes (my card x the opponent's card), each cell the
// evaluation after the combat resolves, averaged over sampled worlds. Both hands follow from
// the cards revealed so far, so the matrix is exact apart from the hidden rooms and tokens.
// The Telepath's announcement (R15 mind control) is chosen on the same matrices: naming a
// card the opponent holds forces it, so the Telepath's side then gets its best reply to it.
import {
  SEATS,
  combatTotals,
  fromAction,
  play,
  type Action,
  type Rng,
  type Seat,
  type State,
} from '@dt/engine';
import { evaluate } from './evaluate.ts';
import { handValues } from './combat-odds.ts';
import type { Scratch } from './scratch.ts';
import type { SolveCache, Solved } from './solve-cache.ts';

export interface Matrix {
  mine: number[];
  theirs: number[];
  /** value[i][j]: evaluation for me when I play mine[i] and they play theirs[j]. */
  value: number[][];
}

/** The opponent's possible cards in the pending combat of this world. */
function choicesOf(w: State, seat: Seat): number[] {
  const c = w.combat!;
  if (c.forced && c.telepath === ((seat ^ 1) as Seat) && c.announced !== null) return [c.announced];
  return handValues(w, seat);
}

/**
 * The payoff matrix of the card game for `seat`: mine x the opponent's possible cards, each cell
 * the evaluation after the combat resolves, averaged over the worlds. The world after a combat
 * depends on the cards only through who wins (attacker, defender, or neither: one world each,
 * resolved by the engine once) and the cards left in both hands (written per cell), so a matrix
 * costs at most three resolutions and one evaluation per cell, on scratch copies.
 */
export function payoffMatrix(worlds: readonly State[], seat: Seat, mine: number[], scratch: Scratch): Matrix {
  const opp = (seat ^ 1) as Seat;
  const theirs = choicesOf(worlds[0]!, opp);
  const value = mine.map(() => theirs.map(() => 0));
  for (const w0 of worlds) addWorld(w0, seat, mine, theirs, value, worlds.length, scratch);
  return { mine, theirs, value };
}

/** Adds one world's share (1/n of the evaluation) to every cell of the matrix. */
function addWorld(
  w0: State,
  seat: Seat,
  mine: number[],
  theirs: number[],
  value: number[][],
  n: number,
  scratch: Scratch,
): void {
  const opp = (seat ^ 1) as Seat;
  // The opponent may have chosen already in this world: the matrix still ranges over its hand.
  const w = scratch.take(w0);
  w.combat = { ...w0.combat!, cards: [-1, -1] };
  const refused = theirs.map((b) => !legalCard(w, opp, b, scratch));
  for (const a of mine) if (!legalCard(w, seat, a, scratch)) throw new Error(`combat card ${a} refused`);
  const hand = Array.from(w.combatHand);
  const [atk, def] = combatTotals(w, w.combat);
  const atkSeat = (w.combat.initiator >> 3) as Seat;
  // The world after the combat, per winner (0 the attacker, 1 the defender, 2 neither), when met.
  const after: (State | undefined)[] = [undefined, undefined, undefined];
  mine.forEach((a, i) => {
    theirs.forEach((b, j) => {
      if (refused[j]) return;
      const atkTotal = atk + (atkSeat === seat ? a : b);
      const defTotal = def + (atkSeat === seat ? b : a);
      const winner = atkTotal > defTotal ? 0 : defTotal > atkTotal ? 1 : 2;
      const r = (after[winner] ??= resolved(w, seat, a, b, scratch));
      for (let k = 0; k < 14; k++) r.combatHand[k] = hand[k]!;
      if (a > 0) r.combatHand[seat * 7 + a]!--;
      if (b > 0) r.combatHand[opp * 7 + b]!--;
      value[i]![j]! += evaluate(r, seat, scratch.weights) / n;
    });
  });
  for (const r of after) if (r) scratch.give();
  scratch.give();
}

/** Whether the engine lets `seat` play Combat card `value` in world w. */
const legalCard = (w: State, seat: Seat, value: number, scratch: Scratch): boolean =>
  fromAction(w, { type: 'combat', seat: SEATS[seat], value }, scratch.card).ok;

/** A scratch copy of w after `seat` plays card a and the opponent card b (the combat resolved). */
function resolved(w: State, seat: Seat, a: number, b: number, scratch: Scratch): State {
  const t = scratch.take(w);
  for (const [who, v] of [
    [seat, a],
    [(seat ^ 1) as Seat, b],
  ] as const) {
    fromAction(t, { type: 'combat', seat: SEATS[who], value: v }, scratch.card);
    play(t, scratch.card, 0);
  }
  return t;
}

/**
 * Regret matching for both players; returns my average strategy and the game's value. With a
 * cache, a matrix solved before is not solved again (the same numbers give the same answer).
 */
export function solve(m: Matrix, rounds = 400, cache?: SolveCache): Solved {
  if (!cache) return regretMatching(m, rounds);
  const key = cache.keyOf(m.mine.length, m.theirs.length, rounds, m.value);
  const known = cache.get(key);
  if (known) return known;
  const solved = regretMatching(m, rounds);
  cache.set(key, solved);
  return solved;
}

function regretMatching(m: Matrix, rounds: number): Solved {
  const n = m.mine.length;
  const k = m.theirs.length;
  const rA = new Float64Array(n);
  const rB = new Float64Array(k);
  const avgA = new Float64Array(n);
  const avgB = new Float64Array(k);
  // This round's strategies and payoffs (no allocation per round: settledValue runs it often).
  const a = new Float64Array(n);
  const b = new Float64Array(k);
  const ua = new Float64Array(n);
  const ub = new Float64Array(k);
  /** `out`: each positive regret's share of them, or uniform when none is positive. */
  const sigma = (r: Float64Array, out: Float64Array): void => {
    let pos = 0;
    for (const x of r) pos += Math.max(0, x);
    for (let i = 0; i < r.length; i++) out[i] = pos > 0 ? Math.max(0, r[i]!) / pos : 1 / r.length;
  };
  for (let t = 0; t < rounds; t++) {
    sigma(rA, a);
    sigma(rB, b);
    ua.fill(0);
    ub.fill(0);
    let v = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < k; j++) {
        const x = m.value[i]![j]!;
        ua[i]! += b[j]! * x;
        ub[j]! -= a[i]! * x;
        v += a[i]! * b[j]! * x;
      }
    for (let i = 0; i < n; i++) {
      rA[i]! += ua[i]! - v;
      avgA[i]! += a[i]!;
    }
    for (let j = 0; j < k; j++) {
      rB[j]! += ub[j]! + v;
      avgB[j]! += b[j]!;
    }
  }
  const strategy = Array.from(avgA, (x) => x / rounds);
  const bStrat = Array.from(avgB, (x) => x / rounds);
  let value = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < k; j++) value += strategy[i]! * bStrat[j]! * m.value[i]![j]!;
  return { strategy, value };
}

const sampleIndex = (p: readonly number[], rng: Rng): number => {
  let x = rng.int(1_000_000) / 1_000_000;
  for (let i = 0; i < p.length; i++) {
    x -= p[i]!;
    if (x < 0) return i;
  }
  return p.length - 1;
};

/** A Combat card drawn from the regret-matching strategy: the index of its value in `mine`. */
export function combatCardIndex(
  worlds: readonly State[],
  mine: number[],
  seat: Seat,
  rng: Rng,
  scratch: Scratch,
): number {
  if (mine.length === 1) return 0;
  const { strategy } = solve(payoffMatrix(worlds, seat, mine, scratch), 400, scratch.solves);
  return sampleIndex(strategy, rng);
}

/** The same choice among a seat's legal Combat card actions. */
export function chooseCombatCard(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
  scratch: Scratch,
): Action {
  return legal[combatCardIndex(worlds, legal.map(valueOf), seat, rng, scratch)]!;
}

/**
 * The Telepath's announcement, as the index of its value in `legal` (the values the engine
 * allows, 0 for none): the card whose forced play is worth most, or none.
 */
export function announcementIndex(
  worlds: readonly State[],
  legal: number[],
  seat: Seat,
  scratch: Scratch,
): number {
  const { card } = announcementValue(worlds, seat, legal, scratch, 400);
  const i = legal.indexOf(card ?? 0);
  return i >= 0 ? i : legal.indexOf(0);
}

/** The same choice among a seat's legal announcement actions. */
export function chooseAnnouncement(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  scratch: Scratch,
): Action {
  return legal[announcementIndex(worlds, legal.map(valueOf), seat, scratch)]!;
}

/** The value of a Combat card or announcement action (0: no announcement). */
const valueOf = (a: Action): number => (a.type === 'combat' || a.type === 'announce' ? (a.value ?? 0) : 0);

/**
 * For the Telepath's `seat`: the announcement worth most (null: none) and the combat's value
 * after it. Naming a card the opponent holds forces it, and the Telepath's side then plays its
 * best reply; after no announcement both hands are free and the card game is played out.
 * Naming a card not held only shows the opponent's hand: never worth more here. `legal`: the
 * announcements the engine allows (0: none).
 */
function announcementValue(
  worlds: readonly State[],
  seat: Seat,
  legal: number[],
  scratch: Scratch,
  rounds: number,
): { card: number | null; value: number } {
  const free: State[] = [];
  for (const w of worlds) {
    if (!fromAction(w, { type: 'announce', seat: SEATS[seat], value: null }, scratch.card).ok) continue;
    const t = scratch.take(w);
    play(t, scratch.card, 0);
    free.push(t);
  }
  try {
    if (!free.length) return { card: null, value: evaluate(worlds[0]!, seat, scratch.weights) };
    if (free[0]!.phase !== 'combat') return { card: null, value: evaluate(free[0]!, seat, scratch.weights) };
    const m = payoffMatrix(free, seat, handValues(free[0]!, seat), scratch);
    let card: number | null = null;
    let value = solve(m, rounds, scratch.solves).value;
    m.theirs.forEach((held, j) => {
      if (held === 0 || !legal.includes(held)) return; // +0 cannot be announced
      const reply = Math.max(...m.value.map((row) => row[j]!));
      if (reply > value + 1e-9) {
        value = reply;
        card = held;
      }
    });
    return { card, value };
  } finally {
    for (let i = 0; i < free.length; i++) scratch.give();
  }
}

/** Regret-matching rounds when a pending combat is only scored, not played. */
const SETTLE_ROUNDS = 150;
/** Every announcement (0: none): the engine allows them all. */
const ANNOUNCEMENTS = [0, 1, 2, 3, 4, 5, 6];

/**
 * The worth for `seat` of a world whose combat is pending: the value of the card game that
 * follows, after the Telepath's best announcement when one is due, or the plain evaluation
 * when no combat is pending.
 */
export function settledValue(w: State, seat: Seat, scratch: Scratch): number {
  if (w.phase === 'announce') {
    const telepath = w.combat!.telepath as Seat;
    const { value } = announcementValue([w], telepath, ANNOUNCEMENTS, scratch, SETTLE_ROUNDS);
    return telepath === seat ? value : -value;
  }
  if (w.phase !== 'combat') return evaluate(w, seat, scratch.weights);
  const mine = choicesOf(w, seat);
  if (!mine.length) return evaluate(w, seat, scratch.weights);
  return solve(payoffMatrix([w], seat, mine, scratch), SETTLE_ROUNDS, scratch.solves).value;
}
