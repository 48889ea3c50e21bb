// Moves by pointing (table/route.ts): the marks a player points at pick one of the engine's
// legal movements to a destination, never build one (R10, R11: one legal entry per distinct
// outcome of a movement).
import { describe, expect, it } from 'vitest';
import { optionsTo, routeTo, spotsOf, toggleMark, type Mark } from '../src/table/route.ts';
import type { MoveAction } from '../src/intents.ts';

const mv = (path: string[], exchanges: MoveAction['exchanges'] = []): MoveAction => ({
  type: 'move',
  piece: 'yNg',
  path,
  exchanges,
});

const plain = mv(['a1', 'a2', 'a3', 'a4']);
const viaKey = mv(['a1', 'a2', 'a3', 'a4'], [{ at: 1, op: 'take', item: 'yKy' }]);
const longWay = mv(['a1', 'b1', 'b2', 'a2', 'a3', 'a4'], [{ at: 3, op: 'take', item: 'yKy' }]);
const dropEnd = mv(['a1', 'a2', 'a3', 'a4'], [{ at: 3, op: 'drop', item: 'yRp' }]);
const take: Mark = { op: 'take', item: 'yKy', square: 'a2' };

describe('moves by pointing', () => {
  it('with nothing pointed at, the movement with no exchange is played', () => {
    expect(routeTo([viaKey, dropEnd, plain], [])).toBe(plain);
  });

  it('a token pointed at on the way: the legal movement that takes it, the shortest of those', () => {
    expect(routeTo([plain, longWay, viaKey], [take])).toBe(viaKey);
  });

  it('no legal movement makes the marks: nothing is chosen (the table says why)', () => {
    expect(routeTo([plain, dropEnd], [take])).toBeNull();
    expect(routeTo([viaKey], [take, { op: 'drop', item: 'yRp', square: 'a4' }])).toBeNull();
  });

  it('the board marks the tokens to take and the friends to give to, not every square to drop on', () => {
    const spots = spotsOf(new Map([['a4', [plain, viaKey, longWay, dropEnd]]]));
    expect([...spots.keys()]).toEqual(['a2']);
    expect(spots.get('a2')).toEqual([take]);
    expect(optionsTo([viaKey, dropEnd])).toHaveLength(2);
  });

  it('pointing at a chosen token again leaves it', () => {
    const once = toggleMark([], take);
    expect(once).toEqual([take]);
    expect(toggleMark(once, take)).toEqual([]);
  });
});
