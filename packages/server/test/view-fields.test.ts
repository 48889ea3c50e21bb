// A frame's view is encoded from the engine's shared, frozen parts (fanout.ts viewFields) and
// sent as a patch against the viewer's last frame, changed pieces by index (patchOf, the
// protocol's viewPatch and viewItems). Whatever is reused, each field's JSON must be exactly
// JSON.stringify's of the view that viewer is shown, and the view a client rebuilds from the
// patch (GameClient's withItems) must be that view, after every action, for every viewer (R5, R6).
import { describe, expect, it } from 'vitest';
import { Rng, apply, legalActions, newGame, view, type Viewer } from '@dt/engine';
import { withItems } from '@dt/protocol/client';
import { jsonOf, patchOf, viewFields, type Fields } from '../src/view-patch.ts';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

describe('view fields and patches as frames carry them', () => {
  it('encode every field as JSON.stringify does, and rebuild every view from the last one, for every viewer', () => {
    const g = newGame({ scenario: 'standalone', maxTurns: 10 }, 11);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = new Rng('view-fields');
    const last = new Map<Viewer, { view: object; fields: Fields }>();
    let byItems = 0;
    let checked = 0;
    for (let step = 0; s.phase !== 'over' && step < 300; step++) {
      const r = apply(s, rng.pick(legalActions(s)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      for (const viewer of VIEWERS) {
        const v = view(s, viewer);
        const fields = viewFields(v);
        expect([...fields.keys()]).toEqual(Object.keys(v).map((k) => JSON.stringify(k)));
        for (const [k, x] of Object.entries(v))
          expect(jsonOf(fields.get(JSON.stringify(k))!)).toBe(JSON.stringify(x));
        const before = last.get(viewer);
        if (before) {
          const { body, items } = patchOf(before.fields, fields);
          const patch = JSON.parse(`{${body}}`) as object;
          const rebuilt = withItems(
            { ...before.view, ...patch },
            items ? (JSON.parse(`{${items}}`) as never) : undefined,
          );
          expect(rebuilt).toEqual(JSON.parse(JSON.stringify(v)));
          if (items) byItems++;
        }
        last.set(viewer, { view: JSON.parse(JSON.stringify(v)) as object, fields });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    // Most moves send their pieces by index.
    expect(byItems).toBeGreaterThan(checked / 3);
  });

  it('a client refuses items it cannot lay over its view (no such array, an index outside it)', () => {
    const v = { pieces: [{ id: 'a' }, { id: 'b' }], ap: 3 };
    expect(withItems(v, { pieces: { '1': { id: 'c' } } })).toEqual({
      pieces: [{ id: 'a' }, { id: 'c' }],
      ap: 3,
    });
    expect(v.pieces[1]).toEqual({ id: 'b' });
    expect(withItems(v, { ap: { '0': 1 } })).toBeNull();
    expect(withItems(v, { pieces: { '2': { id: 'x' } } })).toBeNull();
    expect(withItems(v, { pieces: { '-1': { id: 'x' } } })).toBeNull();
    expect(withItems(v, { pieces: { x: { id: 'x' } } })).toBeNull();
  });
});
