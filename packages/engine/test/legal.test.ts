// The legalActions contract: every listed decision applies, and each distinct outcome is
// listed exactly once (no two listed actions lead to the same position).
import { describe, expect, it } from 'vitest';
import { Rng, ALL_SCENARIOS, apply, legalActions, makeAction, makePosition, toMove } from '../src/index.ts';
import { game } from './helpers.ts';

describe('legalActions', () => {
  for (const scenario of ALL_SCENARIOS) {
    it(`lists only legal decisions, each outcome once (${scenario})`, () => {
      const rng = new Rng(scenario);
      let checked = 0;
      for (let g = 0; g < 4; g++) {
        let s = game({ scenario, maxTurns: 24 }, `${scenario}-${g}`);
        while (s.phase !== 'over') {
          const acts = legalActions(s);
          expect(acts.length, `no legal action in phase ${s.phase}`).toBeGreaterThan(0);
          if (rng.int(8) === 0 && acts.length < 1500) {
            const seen = new Map<string, string>();
            for (const a of acts) {
              const r = apply(s, a);
              expect(r.ok, `${makeAction(a)}: ${r.ok ? '' : r.error.message}`).toBe(true);
              if (!r.ok) continue;
              const key = makePosition(r.value.state);
              // Simultaneous choices by different seats may coincide in effect; compare per seat.
              const tag = `${'seat' in a ? a.seat : 'active'}|${key}`;
              expect(seen.get(tag), `${makeAction(a)} repeats ${seen.get(tag)}`).toBeUndefined();
              seen.set(tag, makeAction(a));
            }
            checked++;
          }
          expect(toMove(s).length).toBeGreaterThan(0);
          const r = apply(s, rng.pick(acts));
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
        }
        expect(toMove(s)).toEqual([]);
        expect(legalActions(s)).toEqual([]);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

describe('legalActions with maxExchanges (the searches’ subset)', () => {
  it('lists exactly the movements with at most that many exchanges, and every other action', () => {
    const rng = new Rng('max-exchanges');
    let compared = 0;
    for (let g = 0; g < 3; g++) {
      let s = game({ scenario: 'standalone', maxTurns: 40 }, `max-exchanges-${g}`);
      while (s.phase !== 'over') {
        const all = legalActions(s);
        if (s.phase === 'actions' && rng.int(4) === 0) {
          // Each outcome is listed once, so compare outcomes: the positions reached.
          const reached = (acts: ReturnType<typeof legalActions>): Map<string, number> =>
            new Map(
              acts.map((a) => {
                const r = apply(s, a);
                if (!r.ok) throw new Error(r.error.message);
                return [makePosition(r.value.state), a.type === 'move' ? a.exchanges.length : 0];
              }),
            );
          const full = reached(all);
          for (const max of [0, 1]) {
            const lean = reached(legalActions(s, { maxExchanges: max }));
            for (const [pos, n] of lean) {
              expect(full.has(pos)).toBe(true);
              expect(n).toBeLessThanOrEqual(max);
            }
            for (const [pos, n] of full) if (n === 0) expect(lean.has(pos)).toBe(true);
          }
          compared++;
        }
        const r = apply(s, rng.pick(all));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
