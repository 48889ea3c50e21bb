// The evaluation of Classic positions (CLASSIC-DATA.md sections 1-2) reads the set's data: an
// escape is worth what it scores (the Goblin 2, the Treasure 1 more), the Thief's way out walks
// over pit traps and the Wall-Walker's goes through walls for 1 AP, a wounded Troll stands up
// by himself, and the Speed Potion's AP count until they are spent.
import { describe, expect, it } from 'vitest';
import { parsePosition, type State } from '@dt/engine';
import { WEIGHTS, evaluate } from '../src/evaluate.ts';

const PLAIN = `room P 1 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** Room slot 2 (a6-e10) barred across by walls (W) or pit traps (O) on row 8. */
const barred = (what: 'W' | 'O'): string => `room B 2 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
${what === 'W' ? '+-+-+-+-+-+' : '+ + + + + +'}
${what === 'W' ? ' . . . . . ' : ' O O O O O '}
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** A Classic position; slots 2 and 3 barred when asked (else plain), pieces as given. */
function classic(pieces: string, bar: 'W' | 'O' | null = null, more = ''): State {
  const r = parsePosition(`DT-Classic position 1
scenario classic
${PLAIN}
${barred(bar ?? 'W')}
rooms P/0* P/0* ${bar ? 'B/0* B/0*' : 'P/0* P/0*'} P/0* P/0* P/0* P/0*
${more}
pieces ${pieces} bMk:j21`);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const BLUE = 'bWr:j20';

describe('evaluate (Classic)', () => {
  it('values a way out by what the escape scores: the Goblin twice, the Treasure once more', () => {
    const near = (c: string): number =>
      evaluate(classic(`${c}:c18 ${BLUE}`), 0) - evaluate(classic(`${c}:c2 ${BLUE}`), 0);
    // Goblin and Cleric both move 4: the Goblin's progress is worth twice the Cleric's.
    expect(near('yGb')).toBeCloseTo(2 * near('yCl'), 6);
    const carrying = (o: string): number =>
      evaluate(classic(`yCl:c18>${o} ${BLUE}`), 0) - evaluate(classic(`yCl:c2>${o} ${BLUE}`), 0);
    expect(carrying('yTs')).toBeCloseTo(2 * carrying('ySw'), 6);
  });

  it('sees the Thief’s way over pit traps and the Wall-Walker’s through walls', () => {
    // What a yellow character on c7 adds to yellow's side, on a plain board and behind the bar
    // (blue's way out crosses the bar too: taken out by comparing with and without it).
    const worth = (c: string, bar: 'W' | 'O' | null): number =>
      evaluate(classic(`${c}:c7 ${BLUE}`, bar), 0) - evaluate(classic(BLUE, bar), 0);
    const loss = (c: string, bar: 'W' | 'O'): number => worth(c, null) - worth(c, bar);
    expect(loss('yTh', 'O')).toBeCloseTo(0, 6);
    expect(loss('yMk', 'O')).toBeGreaterThan(1);
    expect(loss('yWw', 'W')).toBeGreaterThan(0);
    expect(loss('yWw', 'W')).toBeLessThan(loss('yCl', 'W') / 2);
  });

  it('counts a wounded Troll half the harm of another wounded character (he regenerates)', () => {
    const alone = evaluate(classic(`yWr*:c9 ${BLUE}`), 0);
    expect(alone - evaluate(classic(`yTr*:c7 yWr*:c9 ${BLUE}`), 0)).toBeCloseTo(WEIGHTS.wounded / 2, 6);
    expect(alone - evaluate(classic(`yGb*:c7 yWr*:c9 ${BLUE}`), 0)).toBeCloseTo(WEIGHTS.wounded, 6);
  });

  it('counts the Speed Potion’s unspent AP for the player whose turn it is', () => {
    const s = classic(`yTh:c7 ${BLUE}`);
    const t = classic(`yTh:c7 ${BLUE}`, null, 'marks own-ap=yTh:4');
    expect(evaluate(t, 0) - evaluate(s, 0)).toBeCloseTo(4 * WEIGHTS.ownAp, 6);
  });
});
