// Every level's decisions over seeded games are legal: each is among the seat's legal actions
// and the engine applies it (playMatch throws otherwise). Short games keep the suite fast.
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

  it('L1 against L0 plays a whole game', () => {
    const r = playMatch({ scenario: 'standalone', maxTurns: 30 }, 4, [bot(1, 4), bot(0, 5)]);
    expect(r.turns).toBeGreaterThan(0);
  });

  it('L2 against L3 and L4 (small budgets) play short games', () => {
    const r = playMatch({ scenario: 'standalone', maxTurns: 8 }, 5, [bot(2, 6), bot(3, 7, 30)]);
    expect(r.turns).toBe(8);
    const r2 = playMatch({ scenario: 'standalone', maxTurns: 6 }, 6, [bot(4, 8, 30), bot(1, 9)]);
    expect(r2.decisions).toBeGreaterThan(6);
  });

  it('every level plays the tutorials', () => {
    for (const scenario of ['tutorial-1', 'tutorial-3', 'tutorial-4'] as const) {
      const r = playMatch({ scenario, maxTurns: 6 }, 7, [bot(3, 1, 20), bot(2, 2)]);
      expect(r.decisions).toBeGreaterThan(0);
    }
  });

  it('every level, L0 to L4, plays the 2004 set legally', () => {
    const high = playMatch({ scenario: 'classic', maxTurns: 6 }, 3, [bot(3, 3, 20), bot(4, 4, 20)]);
    expect(high.decisions).toBeGreaterThan(6);
    const low = playMatch({ scenario: 'classic', maxTurns: 6 }, 4, [bot(1, 5), bot(2, 6)]);
    expect(low.decisions).toBeGreaterThan(6);
    const random = playMatch({ scenario: 'classic', maxTurns: 6 }, 5, [bot(0, 7), bot(0, 8)]);
    expect(random.decisions).toBeGreaterThan(6);
  });
});
