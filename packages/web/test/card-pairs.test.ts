// Killer rage (the Berserker attacking alone in close combat plays two Combat cards, rulebook:
// "Killer rage"): the table asks the pair one card at a time (src/cardgame/combat-pairs.ts).
// Every legal pair must be reachable that way, and nothing else: the first card's values are
// those some pair holds, the second's those paired with it, and the two make a legal action.
import { describe, expect, it } from 'vitest';
import { legalActionsFor, toMove, type Action } from '@dt/cardgame';
import { firstValues, isPair, pairOf, secondValues, type Pair } from '../src/cardgame/combat-pairs.ts';
import { cardPlayOut } from './card-positions.ts';

const pair = (a: number, b: number): Pair => ({ type: 'combat', seat: 'yellow', cards: [a, b] });
const same = (x: Pair, a: number, b: number) =>
  [...x.cards].sort((p, q) => p - q).join() === [a, b].sort((p, q) => p - q).join();

/** Every pair the two-step choice can make, as sorted value lists. */
function reachable(pairs: Pair[]): string[] {
  const out = new Set<string>();
  for (const first of firstValues(pairs))
    for (const second of secondValues(pairs, first)) {
      const a = pairOf(pairs, first, second);
      expect(a, `${first} then ${second}`).not.toBeNull();
      expect(same(a!, first, second)).toBe(true);
      out.add([first, second].sort((p, q) => p - q).join());
    }
  return [...out].sort();
}

const sortedPairs = (pairs: Pair[]) =>
  [...new Set(pairs.map((p) => [...p.cards].sort((a, b) => a - b).join()))].sort();

describe("Killer rage's two Combat cards, one at a time", () => {
  it('reaches every pair the engine lists, and only those, in a real rage at seed 53 (22 pairs)', () => {
    const { state } = cardPlayOut({ scenario: 'advanced', selection: 'mutual' }, 53, (s) => {
      if (s.phase !== 'combat' || !toMove(s).includes(0)) return false;
      return legalActionsFor(s, 0).some((a) => a.type === 'combat' && a.cards.length === 2);
    });
    const legal: Action[] = legalActionsFor(state, 0);
    const pairs = legal.filter(isPair);
    expect(pairs.length).toBeGreaterThan(8);
    expect(reachable(pairs)).toEqual(sortedPairs(pairs));
    // A handful of buttons at each step instead of every pair.
    expect(firstValues(pairs).length).toBeLessThanOrEqual(8);
  });

  it('offers a doubled value only when two such cards are in hand, and plays either order as the same pair', () => {
    const pairs = [pair(1, 3), pair(3, 1), pair(1, 1), pair(2, 3)];
    expect(firstValues(pairs)).toEqual([1, 2, 3]);
    expect(secondValues(pairs, 1)).toEqual([1, 3]);
    expect(secondValues(pairs, 2)).toEqual([3]);
    expect(pairOf(pairs, 3, 1)).toBe(pairs[0]);
    expect(pairOf(pairs, 2, 2)).toBeNull();
    expect(reachable(pairs)).toEqual(['1,1', '1,3', '2,3']);
  });

  it('leaves single cards to the plain buttons', () => {
    expect(isPair({ type: 'combat', seat: 'blue', cards: [4] })).toBe(false);
    expect(isPair(pair(0, 6))).toBe(true);
  });
});
