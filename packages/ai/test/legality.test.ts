// Every level's decisions over seeded games are legal: each is among the seat's legal actions
// and the engine applies it (playMatch throws otherwise).
import { describe, expect, it } from 'vitest';
import { decide, type Level } from '../src/index.ts';
import { playMatch, type Decider } from '../src/match.ts';

const bot =
  (level: Level, seed: number, iterations?: number): Decider =>
  (v, legal, _seat, n) =>
    decide(v, legal, { level, seed: seed * 1000 + n, iterations });

describe('bots play only legal actions', () => {
  it('L0 against L0 finishes stand-alone games', () => {
    for (const seed of [1, 2, 3]) {
      const r = playMatch({ scenario: 'standalone', maxTurns: 40 }, seed, [bot(0, seed), bot(0, seed + 7)]);
      expect(r.decisions).toBeGreaterThan(40);
      expect([-1, 0, 1]).toContain(r.winner);
    }
  });
});
