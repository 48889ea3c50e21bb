// Player names for matches and tournaments: a level, optionally with its own iteration budget.
import { describe, expect, it } from 'vitest';
import { WEIGHTS, withWeights } from '../src/evaluate.ts';
import { parsePlayer } from '../src/players.ts';

describe('player names', () => {
  it('reads levels with or without the L and an optional @budget', () => {
    expect(parsePlayer('L3')).toEqual({ level: 3 });
    expect(parsePlayer('0')).toEqual({ level: 0 });
    expect(parsePlayer('L4@1200')).toEqual({ level: 4, iterations: 1200 });
  });

  it('refuses anything else', () => {
    for (const bad of ['L5', 'L', 'L3@', 'L3@0', 'hard', 'L1,L2']) expect(parsePlayer(bad)).toBeNull();
  });
});

describe("a player's own evaluation weights (self-play tuning)", () => {
  it('apply while it decides and are put back after, even when it fails', () => {
    const before = { ...WEIGHTS };
    expect(withWeights({ progress: 1 }, () => WEIGHTS.progress)).toBe(1);
    expect(() =>
      withWeights({ wounded: 2 }, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(WEIGHTS).toEqual(before);
    expect(withWeights(undefined, () => WEIGHTS.progress)).toBe(before.progress);
  });
});
