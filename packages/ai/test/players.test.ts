// Player names for matches and tournaments: a level, optionally with its own iteration budget.
import { describe, expect, it } from 'vitest';
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
