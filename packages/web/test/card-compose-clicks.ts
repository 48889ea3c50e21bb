// How a test makes a set-up decision asked one card at a time (src/cardgame/compose.ts): the
// selectors to press, in order (each card's value, then Confirm), or null for any other action.
import type { Action } from '@dt/cardgame';
import { isComposite, partsOf } from '../src/cardgame/compose.ts';

export function composeClicks(a: Action): string[] | null {
  if (!isComposite(a)) return null;
  const parts = Object.entries(partsOf(a)).map(
    ([card, value]) => `[data-testid=card-compose] [data-part="${card}"][data-value="${value}"]`,
  );
  return [...parts, '[data-testid=card-compose-confirm]'];
}
