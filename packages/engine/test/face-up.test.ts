// The end of a game turns every room face up (issue 38 item 8), and nothing earlier does: a
// face-down room shows no name, orientation or terrain to any viewer while the game goes on
// (R5), whoever looks.
import { describe, expect, it } from 'vitest';
import { Rng, apply, legalActionsFor, toMove, view, type State, type Viewer } from '../src/index.ts';
import { game, play } from './helpers.ts';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

/** The terrain of a room's 25 squares in a view (rows from 1 + 5 per pair of slots, as geometry). */
function roomTerrain(terrain: readonly number[], slot: number, cols = 10): number[] {
  const x0 = (slot % 2) * 5;
  const y0 = 1 + Math.floor(slot / 2) * 5;
  const out: number[] = [];
  for (let y = y0; y < y0 + 5; y++) for (let x = x0; x < x0 + 5; x++) out.push(terrain[y * cols + x]!);
  return out;
}

/** Random play (bounded) from a new game, checking every view on the way; stops on a turn with rooms still down. */
function playOn(scenario: 'standalone' | 'classic', seed: number): State {
  const rng = new Rng(seed);
  let s = game({ scenario }, seed);
  for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
    for (const v of VIEWERS)
      for (const r of view(s, v).rooms)
        if (!s.revealed[r.slot])
          expect([r.revealed, r.name, r.orientation, r.art]).toEqual([false, null, null, null]);
    if (s.phase === 'actions' && s.turn >= 3 && s.revealed.some((r) => r === 0)) return s;
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0)!;
    const legal = legalActionsFor(s, seat);
    const r = apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  throw new Error('no turn with a face-down room reached');
}

describe('every room face up at the end of the game', () => {
  for (const scenario of ['standalone', 'classic'] as const)
    it(`${scenario}: face-down rooms stay hidden during play and are all shown, with their terrain, once a player resigns`, () => {
      const s = playOn(scenario, 11);
      const down = [...s.revealed.keys()].filter((slot) => s.revealed[slot] === 0);
      expect(down.length).toBeGreaterThan(0);
      const before = view(s, 'spectator');
      const over = play(s, `resign ${toMove(s)[0] === 0 ? 'yellow' : 'blue'}`).state;
      expect(over.phase).toBe('over');
      // The state itself is not changed: only what is shown.
      expect(down.every((slot) => over.revealed[slot] === 0)).toBe(true);
      for (const v of VIEWERS) {
        const after = view(over, v);
        for (const slot of down) {
          const room = after.rooms[slot]!;
          expect(room.revealed).toBe(true);
          expect(room.name).toBe(s.roomDefs[s.layout[slot]!]!.name);
          expect(room.orientation).toBe(s.orient[slot]);
          expect(roomTerrain(after.terrain, slot)).not.toEqual(roomTerrain(before.terrain, slot));
        }
      }
    });
});
