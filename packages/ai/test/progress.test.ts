// While it thinks, a bot reports its iterations and its best line so far (issue 5): the rest
// of the turn as the tree search plans it, its decision first. Reporting changes nothing.
import { describe, expect, it } from 'vitest';
import {
  Rng,
  apply,
  legalActions,
  legalActionsFor,
  makeAction,
  newGame,
  toMove,
  view,
  type Action,
  type Result,
} from '@dt/engine';
import { decide, type Progress } from '../src/index.ts';

function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

// A stand-alone game played at random into its sixth turn, at a seat with 3 or more AP left.
let s = ok(newGame({ scenario: 'standalone' }, 'progress'));
const rng = new Rng('progress');
while (!(s.turn >= 6 && s.phase === 'actions' && s.ap >= 3))
  s = ok(apply(s, rng.pick(legalActions(s)))).state;
const seat = toMove(s)[0]!;

describe('progress while thinking', () => {
  it('L3 reports a line of its own legal actions for the turn, its decision first', () => {
    const seen: Progress[] = [];
    const opts = { level: 3 as const, seed: 5, iterations: 300 };
    const legal = legalActionsFor(s, seat);
    const a = decide(view(s, seat), legal, { ...opts, onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.map((p) => p.iterations)).toEqual([...seen.map((p) => p.iterations)].sort((x, y) => x - y));
    const last = seen.at(-1)!;
    expect(last.iterations).toBe(300);
    expect(makeAction(last.line[0]!)).toBe(makeAction(a));
    expect(last.line.length).toBeGreaterThan(1);
    // The line is played by the seat alone, one legal action after the other, on the true state.
    let w = s;
    for (const step of last.line) {
      expect(legalActionsFor(w, seat, { maxExchanges: 1 }).map(makeAction)).toContain(makeAction(step));
      w = ok(apply(w, step)).state;
    }
    // Asking for progress does not change the decision.
    expect(makeAction(decide(view(s, seat), legal, opts))).toBe(makeAction(a));
  });

  it('L4 spends its iteration budget in rounds of sequential halving, never more, its decision first in its line', () => {
    const seen: Progress[] = [];
    const legal = legalActionsFor(s, seat);
    const a = decide(view(s, seat), legal, {
      level: 4,
      seed: 5,
      iterations: 400,
      onProgress: (p) => seen.push(p),
    });
    const last = seen.at(-1)!;
    // The rounds share the budget out in whole worlds: nearly all of it is used, never more.
    expect(last.iterations).toBeLessThanOrEqual(400);
    expect(last.iterations).toBeGreaterThan(360);
    expect(makeAction(last.line[0]!)).toBe(makeAction(a));
    expect(legal.map(makeAction)).toContain(makeAction(a));
    expect(makeAction(decide(view(s, seat), legal, { level: 4, seed: 5, iterations: 400 }))).toBe(
      makeAction(a),
    );
  });

  it('the other levels report their decision as the line', () => {
    for (const level of [0, 1, 2] as const) {
      const lines: Action[][] = [];
      const a = decide(view(s, seat), legalActionsFor(s, seat), {
        level,
        seed: 5,
        onProgress: (p) => lines.push(p.line),
      });
      expect(lines.at(-1)!.map(makeAction)).toEqual([makeAction(a)]);
    }
  });
});
