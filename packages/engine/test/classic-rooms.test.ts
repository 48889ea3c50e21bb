// The 2004 rooms (CLASSIC-DATA.md 3.2), checked square by square and side by side against the
// data's machine-readable block, and the constraints they satisfy: the counter-clockwise rooms
// have pockets reachable only from outside, so the validator checks each room against the data
// instead of asking for connected interiors. The block is copied here (CI runs on a clean clone);
// when the shared rules folder is present, the copy must still equal it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLASSIC, CLASSIC_ROOMS, Edge, Terrain, validateRooms } from '../src/index.ts';

const BLOCK = `
1D: F1100 F0010 F0010 F0010 O0000 F0002 F1200 F1000 F1001 F0101 F0001 F0100 G0000 F0001 F0100 F0001 F0110 F0000 F0010 F0010 F0110 F1000 F0000 F1000 F1011
1G: F0001 F0111 O0101 F0111 F0100 F0001 F1100 F0000 F1001 F0100 F0002 F0200 F0000 F0002 F0200 F0001 F0110 F0000 F0001 F0100 F0001 F1100 O0000 G0001 F0100
2D: F1100 F0011 F1100 F1010 F0010 F0101 G1110 F0001 F1100 O1001 O0010 F1010 F0001 F0101 F0101 F1000 F1010 F0012 F0201 F0100 F0101 F1100 F1010 F0010 F0011
2G: F0011 F1100 F0000 F1001 F0110 F1000 F0011 O0101 F0110 F1000 F0102 F1210 G0000 F1012 F0200 F0010 F1001 O0101 F1100 F0010 O1001 F0100 F0000 F0011 F1100
3D: F0001 F0110 F0010 F1010 F0000 F0100 O1000 F1010 F1000 O0000 F0120 F0000 F1001 G0101 F0101 F2001 F0110 F0021 F0101 F0100 F0010 F1001 F2100 F0012 F0200
3G: F0100 F0001 F0120 F1010 F0000 F0001 F0101 F2100 G1001 F0110 F0001 O0110 F0010 F0010 F1001 F0110 F1001 F1100 F1012 F0200 F1001 F0100 F0010 F1000 O0000
4D: O0100 F1001 F1100 F0011 F1100 F0101 F0101 F0100 F1010 F0011 F0001 F0110 F0010 G1011 F1100 F0100 F1000 F1010 F1021 F0101 F0110 F0001 F1110 F2010 F0001
4G: F1010 F0011 F0101 F0110 F1001 F1100 F1010 O0010 F1001 F0110 F0101 F1100 F1001 F0110 F1001 F0001 F0121 F0100 G1011 F0100 F0110 F2001 F0101 F1100 F0011
`;

/** The project's names of DTApp's rooms (CLASSIC-DATA.md, room names). */
const NAMES: Record<string, string> = {
  '1D': '1A',
  '1G': '1B',
  '2D': '2A',
  '2G': '2B',
  '3D': '3A',
  '3G': '3B',
  '4G': '4A',
  '4D': '4B',
};

const TERRAIN: Record<string, number> = { F: Terrain.Floor, O: Terrain.Pit, G: Terrain.Gear };
const SIDE: Record<string, number> = { '0': Edge.Open, '1': Edge.Wall, '2': Edge.Closed };

/** Where the shared rules live: DT_SHARED_DIR, ../shared next to the repository, or /work/shared. */
function sharedFile(name: string): string | null {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const dirs = [process.env['DT_SHARED_DIR'], join(repo, '../shared'), '/work/shared'];
  for (const d of dirs) if (d && existsSync(join(d, name))) return join(d, name);
  return null;
}

const rows = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[1-4][DG]: /.test(l));

describe('the 2004 rooms (CLASSIC-DATA.md 3.2)', () => {
  it('are the data block square by square: terrain and all four sides, in this engine’s frame', () => {
    // Data square (r, c) is this engine's room-local column r - 1 and row c - 1; its sides
    // N, W, S, E are this frame's west, south, east and north (rooms.ts).
    let checked = 0;
    for (const line of rows(BLOCK)) {
      const [id, rest] = line.split(': ') as [string, string];
      const room = CLASSIC_ROOMS.find((r) => r.name === NAMES[id])!;
      expect(room.pair).toBe(Number(id[0]));
      expect(room.clockwise, `${id} turns ${id[1] === 'D' ? 'clockwise' : 'counter-clockwise'}`).toBe(
        id[1] === 'D',
      );
      rest.split(' ').forEach((code, i) => {
        const [t, n, w, s, e] = code as unknown as string[];
        const sq = (i % 5) * 5 + Math.floor(i / 5);
        expect(room.terrain[sq], `${id} r${Math.floor(i / 5) + 1}c${(i % 5) + 1}`).toBe(TERRAIN[t!]);
        const sides = [0, 1, 2, 3].map((d) => room.edges[sq * 4 + d]);
        expect(sides, `${id} r${Math.floor(i / 5) + 1}c${(i % 5) + 1} sides`).toEqual([
          SIDE[e!],
          SIDE[s!],
          SIDE[w!],
          SIDE[n!],
        ]);
        checked++;
      });
    }
    expect(checked).toBe(8 * 25);
  });

  it('copy the block of the shared CLASSIC-DATA.md exactly, when it is there', () => {
    const file = sharedFile('rules/CLASSIC-DATA.md');
    if (file) expect(rows(readFileSync(file, 'utf8'))).toEqual(rows(BLOCK));
    expect(rows(BLOCK)).toHaveLength(8);
  });

  it('each hold one gear, pits and portcullises, an opening on every side and only walls or openings on their borders', () => {
    expect(CLASSIC.rooms.map((r) => r.name)).toEqual(['1A', '1B', '2A', '2B', '3A', '3B', '4A', '4B']);
    expect(validateRooms(CLASSIC.rooms, CLASSIC.roomRules)).toEqual([]);
    for (const r of CLASSIC.rooms) {
      const pits = r.terrain.filter((t) => t === Terrain.Pit).length;
      expect(pits, r.name).toBeGreaterThanOrEqual(1);
      expect(pits, r.name).toBeLessThanOrEqual(3);
      expect(r.portcullisCount, r.name).toBeGreaterThanOrEqual(1);
      expect(r.portcullisCount, r.name).toBeLessThanOrEqual(3);
      // No arrow-slits in the 2004 rooms.
      expect(r.edges.includes(Edge.Slit), r.name).toBe(false);
    }
  });

  it('have pockets reachable only from outside in the counter-clockwise rooms 1B, 2B, 3B and 4A only', () => {
    const problems = validateRooms(CLASSIC.rooms, { ...CLASSIC.roomRules, connected: true });
    const rooms = [...new Set(problems.map((p) => p.split(':')[0]))].sort();
    expect(rooms).toEqual(['1B', '2B', '3B', '4A']);
    for (const name of rooms) expect(CLASSIC.rooms.find((r) => r.name === name)!.clockwise).toBe(false);
  });

  it('come in four twin pairs, one room of each turning each way', () => {
    for (const pair of [1, 2, 3, 4]) {
      const twins = CLASSIC.rooms.filter((r) => r.pair === pair);
      expect(twins.map((r) => r.clockwise).sort()).toEqual([false, true]);
    }
  });
});
