// How a test makes a set-up decision asked one card at a time (src/cardgame/compose.ts): the
// selectors to press, in order (each card's value, then Confirm), or null for any other action.
// Killer rage's two Combat cards are asked the same way (src/cardgame/combat-pairs.ts): the
// first card, then the second.
import type { Action } from '@dt/cardgame';
import { isPair } from '../src/cardgame/combat-pairs.ts';
import { isComposite, partsOf } from '../src/cardgame/compose.ts';

/** `choices`: how many the table offers (a lone set-up decision is a plain button). */
export function composeClicks(a: Action, choices: number): string[] | null {
  if (isPair(a)) {
    const [first, second] = a.cards;
    return [
      `[data-testid=card-pair] [data-first="${first}"]`,
      `[data-testid=card-pair] [data-second="${second}"]`,
    ];
  }
  if (!isComposite(a) || choices < 2) return null;
  const parts = Object.entries(partsOf(a)).map(
    ([card, value]) => `[data-testid=card-compose] [data-part="${card}"][data-value="${value}"]`,
  );
  return [...parts, '[data-testid=card-compose-confirm]'];
}
