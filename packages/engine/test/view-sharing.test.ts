// The view shares its rooms, terrain and edges, frozen, between viewers and between states
// of the same rooms (view.ts boardView, roomsView), so that a server encodes them once. What
// it shares must be exactly what a view made afresh would show (R3, R5: face-down rooms and
// their token counts), after every kind of action, and nobody may change it in place.
import { describe, expect, it } from 'vitest';
import {
  ALL_SCENARIOS,
  Rng,
  apply,
  legalActions,
  view,
  type Action,
  type State,
  type Viewer,
} from '../src/index.ts';
import { buildBoard } from '../src/core/board.ts';
import { clone } from '../src/core/state.ts';
import { game } from './helpers.ts';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

/** The same position in new objects: its own layout and board, so no shared part of a view applies. */
function afresh(s: State): State {
  const t = clone(s);
  t.layout = s.layout.slice();
  t.board = buildBoard(t);
  return t;
}

/** Random play biased towards reveals, rotations and the end of turns, where rooms change. */
function playRandom(scenario: string, seed: number, each: (s: State) => void): void {
  let s = game({ scenario, maxTurns: 12 } as Parameters<typeof game>[0], seed);
  const rng = new Rng(`share/${scenario}/${seed}`);
  const RARE = new Set(['reveal', 'rotate', 'token', 'place', 'attack', 'fireball']);
  for (let step = 0; s.phase !== 'over' && step < 300; step++) {
    const acts = legalActions(s);
    const rare = acts.filter((a) => RARE.has(a.type));
    const a: Action = rare.length && rng.int(2) === 0 ? rng.pick(rare) : rng.pick(acts);
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    each(s);
  }
}

describe('shared parts of views', () => {
  it.each(ALL_SCENARIOS.map((s) => [s]))(
    '%s: every view equals a view of the same position made afresh',
    (scenario) => {
      let checked = 0;
      playRandom(scenario, 3, (s) => {
        for (const v of VIEWERS) expect(view(s, v), `${scenario} ${s.phase}`).toEqual(view(afresh(s), v));
        checked++;
      });
      expect(checked).toBeGreaterThan(10);
    },
  );

  it('viewers of one position share the same rooms, terrain and edges, frozen', () => {
    const s = game({ scenario: 'standalone' }, 7);
    const [a, b, c] = VIEWERS.map((v) => view(s, v));
    expect(a!.rooms).toBe(b!.rooms);
    expect(b!.rooms).toBe(c!.rooms);
    expect(a!.terrain).toBe(c!.terrain);
    expect(a!.edges).toBe(c!.edges);
    for (const x of [a!.rooms, a!.rooms[0]!, a!.rooms[0]!.faceDown, a!.terrain, a!.edges])
      expect(Object.isFrozen(x)).toBe(true);
    expect(() => (a!.terrain[0] = 9)).toThrow(TypeError);
  });

  it('a move that changes no room keeps the rooms and the unmoved pieces; a reveal makes new rooms and a new board', () => {
    let kept = 0;
    let renewed = 0;
    let prev: State | null = null;
    playRandom('standalone', 5, (s) => {
      if (prev && s.phase !== 'over') {
        const [before, after] = [view(prev, 0), view(s, 0)];
        const roomsSame = JSON.stringify(before.rooms) === JSON.stringify(after.rooms);
        // Equal rooms are the same array; different rooms never are.
        expect(after.rooms === before.rooms).toBe(roomsSame);
        expect(after.edges === before.edges).toBe(prev.board === s.board);
        // A piece shown alike at the same place in the list is the same frozen object; no other is.
        after.pieces.forEach((p, i) => {
          const b = before.pieces[i];
          expect(p === b).toBe(!!b && JSON.stringify(p) === JSON.stringify(b));
          expect(Object.isFrozen(p)).toBe(true);
        });
        if (roomsSame) kept++;
        else renewed++;
      }
      prev = s;
    });
    expect(kept).toBeGreaterThan(0);
    expect(renewed).toBeGreaterThan(0);
  });
});
