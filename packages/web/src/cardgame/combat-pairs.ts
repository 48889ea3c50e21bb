// Killer rage (the Berserker attacking alone) plays two Combat cards: the engine lists every
// pair of the hand's values (up to about twenty), more buttons than a phone shows at once. The
// table asks one card at a time instead: the first card's value among those some pair holds,
// then its partner among the values paired with it; the action played is the legal pair made
// of those two values (the engine sorts a pair, so either order is the same play). Nothing
// here knows a rule: it only reads the actions the engine lists.
import type { Action } from '@dt/cardgame';

export type Pair = Extract<Action, { type: 'combat' }>;

/** A choice of two Combat cards at once. */
export const isPair = (a: Action): a is Pair => a.type === 'combat' && a.cards.length === 2;

const sorted = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);

/** The values a first card may have: every value some pair holds, lowest first. */
export const firstValues = (pairs: readonly Pair[]): number[] => sorted(pairs.flatMap((p) => p.cards));

/** The values the second card may have once the first is `first`. */
export function secondValues(pairs: readonly Pair[], first: number): number[] {
  const out: number[] = [];
  for (const [a, b] of pairs.map((p) => p.cards as [number, number])) {
    if (a === first) out.push(b);
    else if (b === first) out.push(a);
  }
  return sorted(out);
}

/** The legal pair of the two values, in either order, if any. */
export const pairOf = (pairs: readonly Pair[], first: number, second: number): Pair | null =>
  pairs.find(({ cards: [a, b] }) => (a === first && b === second) || (a === second && b === first)) ?? null;
