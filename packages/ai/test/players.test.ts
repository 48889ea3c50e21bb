// Player names for matches and tournaments: a level, optionally with its own iteration budget.
import { describe, expect, it } from 'vitest';
import { WEIGHTS, withWeights } from '../src/evaluate.ts';
import { matchProblem, parsePlayer } from '../src/players.ts';

describe('player names', () => {
  it('reads levels with or without the L and an optional @budget', () => {
    expect(parsePlayer('L3')).toEqual({ level: 3 });
    expect(parsePlayer('0')).toEqual({ level: 0 });
    expect(parsePlayer('L4@1200')).toEqual({ level: 4, iterations: 1200 });
  });

  it('refuses anything else', () => {
    for (const bad of ['L12', 'L', 'L3@', 'L3@0', 'hard', 'L1,L2']) expect(parsePlayer(bad)).toBeNull();
  });

  it("checks a match's levels against its kind's bots", () => {
    expect(matchProblem('prison', [{ level: 4 }, { level: 0 }])).toBeNull();
    expect(matchProblem('classic', [{ level: 4 }, { level: 3 }])).toBeNull();
    expect(matchProblem('cardgame', [{ level: 2 }, { level: 3 }])).toMatch(/L0-L2/);
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
