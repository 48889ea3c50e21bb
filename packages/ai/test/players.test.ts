// Player names for matches and tournaments: a level, optionally with its own iteration budget.
import { describe, expect, it } from 'vitest';
import { clone, newGame } from '@dt/engine';
import { WEIGHTS, evaluate, weightsWith } from '../src/evaluate.ts';
import { Scratch } from '../src/scratch.ts';
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
  it('are handed to its evaluations, never written into the shared defaults', () => {
    const g = newGame({ scenario: 'tutorial-3' }, 3);
    if (!g.ok) throw new Error(g.error.message);
    const s = clone(g.value);
    s.kills[0]++;
    // Tutorial 3 counts an elimination as one victory point more: the player's vp, not the default.
    const base = evaluate(g.value, 0);
    expect(evaluate(s, 0, weightsWith({ vp: 7 })) - evaluate(g.value, 0, weightsWith({ vp: 7 }))).toBeCloseTo(
      7,
      9,
    );
    expect(evaluate(s, 0) - base).toBeCloseTo(WEIGHTS.vp, 9);
    expect(Object.isFrozen(WEIGHTS)).toBe(true);
    expect(weightsWith(undefined)).toBe(WEIGHTS);
    expect(new Scratch(weightsWith({ vp: 7 })).weights.vp).toBe(7);
    expect(new Scratch().weights).toBe(WEIGHTS);
  });
});
