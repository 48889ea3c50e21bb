// Combat cards are a simultaneous secret choice (R9): the bot plays a mixed strategy, found by
// regret matching on the matrix of outcomes (my card x the opponent's card), each cell the
// evaluation after the combat resolves, averaged over sampled worlds. Both hands follow from
// the cards revealed so far, so the matrix is exact apart from the hidden rooms and tokens.
// The Telepath's announcement (R15 mind control) is chosen on the same matrices: naming a
// card the opponent holds forces it, so the Telepath's side then gets its best reply to it.
import { SEATS, apply, legalActionsFor, type Action, type Rng, type Seat, type State } from '@dt/engine';
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

export function payoffMatrix(worlds: readonly State[], seat: Seat, mine: number[]): Matrix {
  const opp = (seat ^ 1) as Seat;
  const theirs = choicesOf(worlds[0]!, opp);
  const value = mine.map(() => theirs.map(() => 0));
  for (const w0 of worlds) {
    // The opponent may have chosen already in this world: the matrix still ranges over its hand.
    const w = { ...w0, combat: { ...w0.combat!, cards: [-1, -1] as [number, number] } };
    mine.forEach((a, i) => {
      const r1 = apply(w, { type: 'combat', seat: SEATS[seat], value: a });
      if (!r1.ok) throw new Error(`combat card ${a}: ${r1.error.message}`);
      theirs.forEach((b, j) => {
        const r2 = apply(r1.value.state, { type: 'combat', seat: SEATS[opp], value: b });
        value[i]![j]! += r2.ok ? evaluate(r2.value.state, seat) / worlds.length : 0;
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

/** A Combat card drawn from the regret-matching strategy. */
export function chooseCombatCard(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
): Action {
  const mine = legal.map((a) => (a.type === 'combat' ? a.value : 0));
  if (mine.length === 1) return legal[0]!;
  const { strategy } = solve(payoffMatrix(worlds, seat, mine));
  return legal[sampleIndex(strategy, rng)]!;
}

/** The Telepath's announcement: the card whose forced play is worth most, or none. */
export function chooseAnnouncement(worlds: readonly State[], legal: readonly Action[], seat: Seat): Action {
  const none = legal.find((a) => a.type === 'announce' && a.value === null)!;
  const { card } = announcementValue(worlds, seat, legal);
  return legal.find((a) => a.type === 'announce' && a.value === card) ?? none;
}

/**
 * For the Telepath's `seat`: the announcement worth most (null: none) and the combat's value
 * after it. Naming a card the opponent holds forces it, and the Telepath's side then plays its
 * best reply; after no announcement both hands are free and the card game is played out.
 * Naming a card not held only shows the opponent's hand: never worth more here. `legal`: the
 * announcements the engine allows.
 */
function announcementValue(
  worlds: readonly State[],
  seat: Seat,
  legal: readonly Action[],
  rounds?: number,
): { card: number | null; value: number } {
  const free = worlds
    .map((w) => apply(w, { type: 'announce', seat: SEATS[seat], value: null }))
    .flatMap((r) => (r.ok ? [r.value.state] : []));
  if (!free.length) return { card: null, value: evaluate(worlds[0]!, seat) };
  if (free[0]!.phase !== 'combat') return { card: null, value: evaluate(free[0]!, seat) };
  const m = payoffMatrix(free, seat, handValues(free[0]!, seat));
  let card: number | null = null;
  let value = solve(m, rounds).value;
  m.theirs.forEach((held, j) => {
    if (!legal.some((a) => a.type === 'announce' && a.value === held)) return;
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

/**
 * The worth for `seat` of a world whose combat is pending: the value of the card game that
 * follows, after the Telepath's best announcement when one is due, or the plain evaluation
 * when no combat is pending.
 */
export function settledValue(w: State, seat: Seat): number {
  if (w.phase === 'announce') {
    const telepath = w.combat!.telepath as Seat;
    const { value } = announcementValue([w], telepath, legalActionsFor(w, telepath), SETTLE_ROUNDS);
    return telepath === seat ? value : -value;
  }
  if (w.phase !== 'combat') return evaluate(w, seat);
  const mine = choicesOf(w, seat);
  if (!mine.length) return evaluate(w, seat);
  return solve(payoffMatrix([w], seat, mine), SETTLE_ROUNDS).value;
}
