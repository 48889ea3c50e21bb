// Combat cards are a simultaneous secret choice (R9): the bot plays a mixed strategy, found by
// regret matching on the matrix of outcomes (my card x the opponent's card), each cell the
// evaluation after the combat resolves, averaged over sampled worlds. Both hands follow from
// the cards revealed so far, so the matrix is exact apart from the hidden rooms and tokens.
// The Telepath's announcement (R15 mind control) is chosen on the same matrices: naming a
// card the opponent holds forces it, so the Telepath's side then gets its best reply to it.
import {
  MoveList,
  SEATS,
  clone,
  fromAction,
  play,
  type Action,
  type Rng,
  type Seat,
  type State,
} from '@dt/engine';
import { evaluate } from './evaluate.ts';
import { handValues } from './combat-odds.ts';

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

const card = new MoveList();

/** The world after `seat` plays Combat card `value` (null when the engine refuses it). */
function withCard(w: State, seat: Seat, value: number): State | null {
  if (!fromAction(w, { type: 'combat', seat: SEATS[seat], value }, card).ok) return null;
  const t = clone(w);
  play(t, card, 0);
  return t;
}

export function payoffMatrix(worlds: readonly State[], seat: Seat, mine: number[]): Matrix {
  const opp = (seat ^ 1) as Seat;
  const theirs = choicesOf(worlds[0]!, opp);
  const value = mine.map(() => theirs.map(() => 0));
  for (const w0 of worlds) {
    // The opponent may have chosen already in this world: the matrix still ranges over its hand.
    const w = clone(w0);
    w.combat = { ...w0.combat!, cards: [-1, -1] };
    mine.forEach((a, i) => {
      const w1 = withCard(w, seat, a);
      if (!w1) throw new Error(`combat card ${a} refused`);
      theirs.forEach((b, j) => {
        const w2 = withCard(w1, opp, b);
        value[i]![j]! += w2 ? evaluate(w2, seat) / worlds.length : 0;
      });
    });
  }
  return { mine, theirs, value };
}

/** Regret matching for both players; returns my average strategy and the game's value. */
export function solve(m: Matrix, rounds = 400): { strategy: number[]; value: number } {
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
export function combatCardIndex(worlds: readonly State[], mine: number[], seat: Seat, rng: Rng): number {
  if (mine.length === 1) return 0;
  const { strategy } = solve(payoffMatrix(worlds, seat, mine));
  return sampleIndex(strategy, rng);
}

/** The same choice among a seat's legal Combat card actions. */
export function chooseCombatCard(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
): Action {
  return legal[combatCardIndex(worlds, legal.map(valueOf), seat, rng)]!;
}

/**
 * The Telepath's announcement, as the index of its value in `legal` (the values the engine
 * allows, 0 for none): the card whose forced play is worth most, or none.
 */
export function announcementIndex(worlds: readonly State[], legal: number[], seat: Seat): number {
  const { card } = announcementValue(worlds, seat, legal);
  const i = legal.indexOf(card ?? 0);
  return i >= 0 ? i : legal.indexOf(0);
}

/** The same choice among a seat's legal announcement actions. */
export function chooseAnnouncement(worlds: readonly State[], legal: readonly Action[], seat: Seat): Action {
  return legal[announcementIndex(worlds, legal.map(valueOf), seat)]!;
}

/** The value of a Combat card or announcement action (0: no announcement). */
const valueOf = (a: Action): number => (a.type === 'combat' || a.type === 'announce' ? (a.value ?? 0) : 0);

const announce = new MoveList();

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
  rounds?: number,
): { card: number | null; value: number } {
  const free: State[] = [];
  for (const w of worlds) {
    if (!fromAction(w, { type: 'announce', seat: SEATS[seat], value: null }, announce).ok) continue;
    const t = clone(w);
    play(t, announce, 0);
    free.push(t);
  }
  if (!free.length) return { card: null, value: evaluate(worlds[0]!, seat) };
  if (free[0]!.phase !== 'combat') return { card: null, value: evaluate(free[0]!, seat) };
  const m = payoffMatrix(free, seat, handValues(free[0]!, seat));
  let card: number | null = null;
  let value = solve(m, rounds).value;
  m.theirs.forEach((held, j) => {
    if (held === 0 || !legal.includes(held)) return; // +0 cannot be announced
    const reply = Math.max(...m.value.map((row) => row[j]!));
    if (reply > value + 1e-9) {
      value = reply;
      card = held;
    }
  });
  return { card, value };
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
export function settledValue(w: State, seat: Seat): number {
  if (w.phase === 'announce') {
    const telepath = w.combat!.telepath as Seat;
    const { value } = announcementValue([w], telepath, ANNOUNCEMENTS, SETTLE_ROUNDS);
    return telepath === seat ? value : -value;
  }
  if (w.phase !== 'combat') return evaluate(w, seat);
  const mine = choicesOf(w, seat);
  if (!mine.length) return evaluate(w, seat);
  return solve(payoffMatrix([w], seat, mine), SETTLE_ROUNDS).value;
}
