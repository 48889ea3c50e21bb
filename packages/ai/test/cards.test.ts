// Combat cards are scored as the card game they lead to (R9), and a Telepath's mind control
// (rulebook p. 16) is part of that game: an attack on a lone Telepath is worth what is left
// after its controller's best announcement, not what a free card game would give.
import { describe, expect, it } from 'vitest';
import { apply, legalActionsFor, parseAction, type State } from '@dt/engine';
import { chooseAnnouncement, settledValue as settled } from '../src/cards.ts';
import { Scratch } from '../src/scratch.ts';
import { standalone } from './positions.ts';

const position = (pieces: string): State =>
  standalone([], 'P/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*', pieces, '-', 'phase actions active=blue ap=5');

const settledValue = (w: State, seat: 0 | 1): number => settled(w, seat, new Scratch());

function after(s: State, action: string): State {
  const a = parseAction(action);
  if (!a.ok) throw new Error(a.error.message);
  const r = apply(s, a.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe("the value of a pending combat (R9, the Telepath's mind control p. 16)", () => {
  // Blue's Mekanork (combat 2) attacks yellow's Telepath (combat 0) alone: yellow announces.
  const attacked = after(position('yTp:c5 bMk:c6'), 'attack bMk yTp');

  it("counts the Telepath's best announcement, which makes the attack worth less than a free card game", () => {
    expect(attacked.phase).toBe('announce');
    const free = after(attacked, 'announce yellow -');
    expect(settledValue(attacked, 1)).toBeLessThan(settledValue(free, 1) - 10);
    expect(settledValue(attacked, 0)).toBeCloseTo(-settledValue(attacked, 1), 6);
  });

  it('announces a card the opponent must then play, one the rules allow (not +0)', () => {
    const legal = legalActionsFor(attacked, 0);
    const choice = chooseAnnouncement([attacked], legal, 0, new Scratch());
    expect(choice).not.toEqual({ type: 'announce', seat: 'yellow', value: null });
    expect(legal).toContainEqual(choice);
    const forced = after(attacked, `announce yellow ${(choice as { value: number }).value}`);
    // Forced to one card, blue's side of the card game is that card: yellow's best reply wins it.
    expect(settledValue(forced, 0)).toBeGreaterThan(settledValue(after(attacked, 'announce yellow -'), 0));
  });
});
