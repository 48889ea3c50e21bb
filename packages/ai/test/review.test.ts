// The analysis of a position and the review of a finished game (issue 42): bounded by
// iterations only, so the same record, seed and budget give the same review on any machine.
import { describe, expect, it } from 'vitest';
import { makeAction, makeRecord, parseRecord, type Action, type GameConfig } from '@dt/engine';
import { decide } from '../src/index.ts';
import { analyse } from '../src/analysis.ts';
import { playMatch } from '../src/match.ts';
import { decisionsOf, review } from '../src/review.ts';
import { standalone } from './positions.ts';

/** A short game between two L1 bots, as a record (the turn limit makes it a draw at turn 4). */
function shortGame(seed: number) {
  const config: GameConfig = { scenario: 'standalone', maxTurns: 4 };
  const actions: Action[] = [];
  const bot = (v: Parameters<typeof decide>[0], legal: Action[], _s: unknown, d: number) => {
    const a = decide(v, legal, { level: 1, seed: d });
    actions.push(a);
    return a;
  };
  playMatch(config, seed, [bot, bot]);
  return { config, seed, actions };
}

describe('the analysis of a position set up with everything known', () => {
  // Yellow's Mekanork stands on blue's starting line with yellow at 4 VP: leaving wins (R1, p. 4).
  // Blue's Cleric stands as close to its own way out at 4 VP: ending the turn instead loses.
  const escape = standalone(
    [],
    'P/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*',
    'yMk:c20 bCl:j1',
    '-',
    'phase actions active=yellow ap=3\nyellow vp=4\nblue vp=4',
  );

  it('finds the winning escape as the best action, with a high win chance, for the seat to move', () => {
    const a = analyse(escape, { iterations: 64, seed: 1, complete: true })!;
    expect(a.seat).toBe(0);
    expect(a.value).toBeGreaterThan(0.9);
    expect(a.line[0]).toEqual(a.best);
    expect(makeAction(a.best)).toMatch(/^move yMk .*c21/);
  });

  it('values a probed action that throws the win away below the best one', () => {
    const end = { type: 'end' } as Action;
    const a = analyse(escape, { iterations: 64, seed: 1, complete: true, probe: end })!;
    expect(a.probeValue).toBeLessThan(a.value - 0.2);
  });

  it('gives the same answer for the same position, seed and iterations', () => {
    const one = analyse(escape, { iterations: 48, seed: 7, complete: true });
    const two = analyse(escape, { iterations: 48, seed: 7, complete: true });
    expect(two).toEqual(one);
  });
});

describe('the review of a finished game', () => {
  const game = shortGame(3);

  it('judges only the turns’ decisions where the seat had a choice', () => {
    const d = decisionsOf(game);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.length).toBeGreaterThan(5);
    for (const j of d.value) expect(['actions', 'card']).toContain(j.state.phase);
  });

  it('reports progress to the end and marks only drops beyond the threshold, at most perSeat a side', () => {
    const seen: [number, number][] = [];
    const r = review(game, {
      iterations: 12,
      seed: 2,
      threshold: 0.05,
      perSeat: 2,
      onProgress: (d, t) => seen.push([d, t]),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const total = seen[0]![1];
    expect(seen.at(-1)).toEqual([total, total]);
    expect(r.value.decisions).toHaveLength(total);
    for (const seat of [0, 1])
      expect(r.value.marked.filter((m) => m.seat === seat).length).toBeLessThanOrEqual(2);
    // L1's greedy play makes mistakes the search sees: the check below is not vacuous.
    expect(r.value.marked.length).toBeGreaterThan(0);
    for (const m of r.value.marked) {
      expect(m.drop).toBeGreaterThanOrEqual(0.05);
      expect(makeAction(m.best)).not.toBe(makeAction(m.played));
    }
    for (const d of r.value.decisions) {
      expect(d.drop).toBeCloseTo(Math.max(0, d.value - d.playedValue), 9);
      expect(d.yellow).toBeCloseTo(d.seat === 0 ? d.value : 1 - d.value, 9);
    }
  });

  it('is the same review twice (no clock, no shared state)', () => {
    const a = review(game, { iterations: 8, seed: 5 });
    const b = review(game, { iterations: 8, seed: 5 });
    expect(b).toEqual(a);
  });

  it('refuses a record with an action the rules refuse (one after the end), naming it', () => {
    const bad = parseRecord(`${makeRecord(game).trimEnd()}\nend\n`);
    expect(bad.ok).toBe(true);
    if (!bad.ok) return;
    const r = review(bad.value, { iterations: 8 });
    expect(r).toEqual({
      ok: false,
      error: expect.stringMatching(new RegExp(`^action ${game.actions.length + 1}: `)),
    });
  });
});
