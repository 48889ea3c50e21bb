// A frame's view fields are encoded from the engine's shared, frozen parts (fanout.ts
// viewFields): whatever it reuses, each field's JSON must be exactly JSON.stringify's of the
// view that viewer is shown, after every action of a game, for every viewer (R5, R6).
import { describe, expect, it } from 'vitest';
import { Rng, apply, legalActions, newGame, view, type Viewer } from '@dt/engine';
import { viewFields } from '../src/fanout.ts';

describe('view fields as frames encode them', () => {
  it('equal JSON.stringify of every field, for every viewer, after every action of a random game', () => {
    const g = newGame({ scenario: 'standalone', maxTurns: 10 }, 11);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = new Rng('view-fields');
    let reused = 0;
    let checked = 0;
    for (let step = 0; s.phase !== 'over' && step < 300; step++) {
      const r = apply(s, rng.pick(legalActions(s)));
      if (!r.ok) throw new Error(r.error.message);
      const before = view(s, 0).pieces;
      s = r.value.state;
      for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
        const v = view(s, viewer) as unknown as Record<string, unknown>;
        const fields = viewFields(v);
        expect([...fields.keys()]).toEqual(Object.keys(v).map((k) => JSON.stringify(k)));
        for (const [k, x] of Object.entries(v)) expect(fields.get(JSON.stringify(k))).toBe(JSON.stringify(x));
        checked++;
      }
      reused += view(s, 0).pieces.filter((p) => before.includes(p)).length;
    }
    expect(checked).toBeGreaterThan(30);
    // Most pieces are the same objects from one version to the next.
    expect(reused).toBeGreaterThan(checked);
  });
});
