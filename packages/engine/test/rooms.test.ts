// The eight Prison rooms as data (rooms.ts, drawn in the format of roomdef.ts) and the
// board geometry built from them (R1-R3): what the rooms must satisfy to be playable, and
// how the starting lines and face-down rooms join the labyrinth.
import { describe, expect, it } from 'vitest';
import { PRISON_ROOMS, dotSquare, parseRoom, squareName, type RoomDef } from '../src/index.ts';
import { game, legalFor, moveEnds, play, position, rejects } from './helpers.ts';

const WALL = 1;
const SLIT = 2;
const PORTCULLIS = 3;
const FLOOR = 0;
const PIT = 1;
const GEAR = 2;

const DX = [0, 1, 0, -1];
const DY = [1, 0, -1, 0];
const onBorder = (sq: number, d: number): boolean => {
  const x = sq % 5;
  const y = (sq - x) / 5;
  return (d === 0 && y === 4) || (d === 1 && x === 4) || (d === 2 && y === 0) || (d === 3 && x === 0);
};
const count = (r: RoomDef, t: number): number => r.terrain.filter((x) => x === t).length;
/** Inner edges of a kind, each counted once (from its south or west square). */
function innerEdges(r: RoomDef, e: number): number {
  let n = 0;
  for (let sq = 0; sq < 25; sq++)
    for (const d of [0, 1]) if (!onBorder(sq, d) && r.edges[sq * 4 + d] === e) n++;
  return n;
}
/** Squares of a side of the room whose border is open, side d in the room's own frame. */
function openings(r: RoomDef, d: number): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 25; sq++) if (onBorder(sq, d) && r.edges[sq * 4 + d] === 0) out.push(sq);
  return out;
}
/** Squares reached from sq with portcullises open and pits crossable, arrow-slits not crossed. */
function reach(r: RoomDef, from: number): Set<number> {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length) {
    const sq = todo.pop()!;
    for (let d = 0; d < 4; d++) {
      if (onBorder(sq, d)) continue;
      const e = r.edges[sq * 4 + d];
      if (e === WALL || e === SLIT) continue;
      const nb = sq + DX[d]! + 5 * DY[d]!;
      if (!seen.has(nb)) {
        seen.add(nb);
        todo.push(nb);
      }
    }
  }
  return seen;
}
/** The drawing turned a quarter clockwise, walls written alike whichever way they run. */
const turn = (art: readonly string[]): string[] =>
  art.map((_, i) =>
    art
      .map((line) => line[i]!)
      .reverse()
      .join(''),
  );
const norm = (art: readonly string[]): string => art.join('\n').replace(/\|/g, '-');

describe('the eight Prison rooms (GAME-DATA.md Board)', () => {
  it('are four twin pairs 37-40, twin A turning clockwise and twin B the other way', () => {
    expect(PRISON_ROOMS.map((r) => r.name)).toEqual(['37A', '37B', '38A', '38B', '39A', '39B', '40A', '40B']);
    for (const pair of [37, 38, 39, 40]) {
      const twins = PRISON_ROOMS.filter((r) => r.pair === pair);
      expect(twins.map((r) => r.clockwise)).toEqual([true, false]);
    }
  });

  it('are 5x5 squares drawn on 11 lines of 11 characters', () => {
    for (const r of PRISON_ROOMS) {
      expect(r.terrain).toHaveLength(25);
      expect(r.art).toHaveLength(11);
      for (const line of r.art) expect(line).toHaveLength(11);
    }
  });

  it('each have exactly one rotation gear (rulebook p. 6)', () => {
    for (const r of PRISON_ROOMS) expect(count(r, GEAR), r.name).toBe(1);
  });

  it('have only walls and openings on their borders (N5)', () => {
    for (const r of PRISON_ROOMS)
      for (let sq = 0; sq < 25; sq++)
        for (let d = 0; d < 4; d++)
          if (onBorder(sq, d)) expect([0, WALL], `${r.name} ${sq}/${d}`).toContain(r.edges[sq * 4 + d]);
  });

  it('have at least one opening on every side (rooms.ts design constraint)', () => {
    for (const r of PRISON_ROOMS)
      for (let d = 0; d < 4; d++) expect(openings(r, d).length, `${r.name} side ${d}`).toBeGreaterThan(0);
  });

  it('let every square be reached from every opening, portcullises open, pits crossed, slits not', () => {
    for (const r of PRISON_ROOMS) {
      for (let d = 0; d < 4; d++) {
        for (const sq of openings(r, d)) {
          const seen = reach(r, sq);
          for (let t = 0; t < 25; t++) {
            expect([FLOOR, PIT, GEAR]).toContain(r.terrain[t]);
            expect(seen.has(t), `${r.name}: ${t} from opening ${sq}`).toBe(true);
          }
        }
      }
    }
  });

  it('each hold at least one pit trap, one portcullis and one arrow-slit', () => {
    for (const r of PRISON_ROOMS) {
      expect(count(r, PIT), r.name).toBeGreaterThan(0);
      expect(r.portcullisCount, r.name).toBeGreaterThan(0);
      expect(innerEdges(r, PORTCULLIS), r.name).toBe(r.portcullisCount);
      expect(innerEdges(r, SLIT), r.name).toBeGreaterThan(0);
    }
  });

  it('give each pair a character: 37 the portcullises, 38 the pit traps, 39 the arrow-slits', () => {
    const measures: [number, (r: RoomDef) => number][] = [
      [37, (r) => r.portcullisCount],
      [38, (r) => count(r, PIT)],
      [39, (r) => innerEdges(r, SLIT)],
    ];
    for (const [pair, measure] of measures) {
      const fewest = Math.min(...PRISON_ROOMS.filter((r) => r.pair === pair).map(measure));
      const others = Math.max(...PRISON_ROOMS.filter((r) => r.pair !== pair).map(measure));
      expect(fewest, `pair ${pair}`).toBeGreaterThan(others);
    }
  });

  it('all differ, however they are turned', () => {
    const seen = new Map<string, string>();
    for (const r of PRISON_ROOMS) {
      let art = [...r.art];
      for (let o = 0; o < 4; o++) {
        const key = norm(art);
        expect(seen.get(key), `${r.name} turned ${o} is ${seen.get(key)}`).toBeUndefined();
        art = turn(art);
      }
      for (let o = 0; o < 4; o++) {
        seen.set(norm(art), r.name);
        art = turn(art);
      }
    }
    expect(seen.size).toBe(32);
  });
});

describe('parseRoom (roomdef.ts)', () => {
  const good = [
    '+-+ +-+ +-+',
    '|. . .#. .|',
    '+ + + + + +',
    ' . O @ . . ',
    '+ + + + + +',
    '|. . . . .|',
    '+ + +:+ + +',
    '|. . . . .|',
    '+ + + + + +',
    ' . . . . .|',
    '+-+ +-+ +-+',
  ];

  it('reads squares and edges, south row first', () => {
    const r = parseRoom('T', 40, true, good);
    expect(r.terrain[3 * 5 + 1]).toBe(PIT);
    expect(r.terrain[3 * 5 + 2]).toBe(GEAR);
    expect(r.edges[(4 * 5 + 2) * 4 + 1]).toBe(PORTCULLIS);
    expect(r.edges[(4 * 5 + 3) * 4 + 3]).toBe(PORTCULLIS);
    expect(r.portcullisCount).toBe(1);
    expect(r.edges[(2 * 5 + 2) * 4 + 2]).toBe(SLIT);
    expect(r.edges[0 * 4 + 2]).toBe(WALL);
    expect(r.edges[1 * 4 + 2]).toBe(0);
  });

  it('rejects malformed drawings', () => {
    const variants: [string, string[]][] = [
      ['too few lines', good.slice(1)],
      ['a short line', good.map((l, i) => (i === 3 ? l.slice(1) : l))],
      ['an unknown square', good.map((l, i) => (i === 3 ? ' . X @ . . ' : l))],
      ['an edge where a square belongs', good.map((l, i) => (i === 3 ? ' - O @ . . ' : l))],
      ['an unknown edge', good.map((l, i) => (i === 2 ? '+ + +=+ + +' : l))],
      ['a missing corner', good.map((l, i) => (i === 2 ? '+ +   + + +' : l))],
      ['a portcullis on the border', good.map((l, i) => (i === 0 ? '+-+#+-+ +-+' : l))],
    ];
    for (const [why, art] of variants) expect(() => parseRoom('T', 40, true, art), why).toThrow(/room T/);
  });
});

// A room open on every side, with one wall in front of its south-west square.
const GATE = `room G 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+-+ + + + +`;

describe('board geometry', () => {
  it('puts the starting dots on squares 1, 3, 6 and 8 of each line, from its owner\u2019s left (R2)', () => {
    const s = game({ scenario: 'tutorial-1' });
    const dots = (seat: 0 | 1): string[] => [0, 1, 2, 3].map((k) => squareName(dotSquare(s, seat, k)));
    expect(dots(0)).toEqual(['b0', 'd0', 'g0', 'i0']);
    expect(dots(1)).toEqual(['i11', 'g11', 'd11', 'b11']);
    const long = game({ scenario: 'standalone' });
    expect(squareName(dotSquare(long, 1, 0))).toBe('i21');
  });

  it('makes the squares of a starting line adjacent to each other (R1)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/0 40B/0 38A/0 38B/0
pieces yNg:a0 bNg:j11`);
    expect(moveEnds(s, 'yNg')).toEqual(['b0', 'c0', 'd0', 'e0', 'f0', 'g0']);
    const blue = position(`DT-Prison position 1
scenario tutorial-3
phase actions active=blue
rooms 40A/0 40B/0 38A/0 38B/0
pieces yNg:a0 bNg:j11`);
    expect(moveEnds(blue, 'bNg')).toEqual(['d11', 'e11', 'f11', 'g11', 'h11', 'i11']);
  });

  it('joins a starting-line square to the room square in front unless the border has a wall (R1)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
${GATE}
rooms G/0* 40B/0 G/2* 38B/0
pieces yMk:a0 bMk:e11`);
    expect(moveEnds(s, 'yMk')).toEqual(['a1', 'b0', 'b1', 'b2', 'c0', 'c1', 'd0']);
    rejects(s, 'move yMk a0-a1');
    // The same room turned half-way: its wall now faces blue's line, at e10.
    const blue = position(`DT-Prison position 1
scenario tutorial-3
phase actions active=blue
${GATE}
rooms G/0* 40B/0 G/2* 38B/0
pieces yMk:a0 bMk:e11`);
    expect(moveEnds(blue, 'bMk')).toContain('d10');
    rejects(blue, 'move bMk e11-e10');
    expect(play(blue, 'move bMk e11-d11-d10-e10').state.loc[8]).toBe(10 * 10 + 4);
  });

  /** On yellow's starting line or in room slot 0 (a1-e5). */
  const inSlot0OrLine = (sq: string): boolean =>
    sq.slice(1) === '0' || (sq[0]! <= 'e' && Number(sq.slice(1)) <= 5);

  it('lets nothing enter a face-down room (R3)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
${GATE}
rooms G/0* 40B/0 38A/0 38B/0
pieces yNg:e1 yMk:f0`);
    expect(moveEnds(s, 'yNg')).toContain('e5');
    expect(moveEnds(s, 'yNg').filter((sq) => !inSlot0OrLine(sq))).toEqual([]);
    rejects(s, 'move yNg e1-f1');
    rejects(s, 'move yNg e1-e2-e3-e4-e5-e6');
    expect(moveEnds(s, 'yMk')).toContain('i0');
    expect(moveEnds(s, 'yMk').filter((sq) => !inSlot0OrLine(sq))).toEqual([]);
    rejects(s, 'move yMk f0-f1');
  });

  it('lets no line of sight cross a face-down room (R3)', () => {
    const fx = (slot2: string): string => `DT-Prison position 1
scenario tutorial-3
${GATE}
rooms G/0* G/0* ${slot2} 38B/0*
pieces yWz:b3>yFw bMk:b11`;
    expect(legalFor(position(fx('G/0')), 'fireball')).toEqual([]);
    rejects(position(fx('G/0')), 'fireball yWz n');
    expect(legalFor(position(fx('G/0*')), 'fireball')).toEqual(['fireball yWz n']);
  });

  it('lets no scream push a character into a face-down room, nor a jump land there (R3)', () => {
    const fx = (slot1: string): string => `DT-Prison position 1
scenario tutorial-3
room J 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . O 
+ + + + + +
${GATE}
rooms J/0* ${slot1} G/0* G/0*
pieces yBn:b3 bMk:e3 yMk:d1`;
    const hidden = position(fx('40B/0'));
    expect(legalFor(hidden, 'scream')).toEqual([]);
    expect(legalFor(hidden, 'jump')).toEqual(['jump yMk e2', 'jump yMk e0']);
    rejects(hidden, 'scream yBn e');
    rejects(hidden, 'jump yMk f1');
    const open = position(fx('G/0*'));
    expect(legalFor(open, 'scream')).toEqual(['scream yBn e']);
    expect(legalFor(open, 'jump')).toEqual(['jump yMk e2', 'jump yMk f1', 'jump yMk e0']);
  });
  it('lets a wall on either side of a border stop what an arrow-slit on the other would let by', () => {
    // Custom rooms only (N5): S has an arrow-slit on its east border at e3; W a wall on its west border.
    const fx = (east: string): string => `DT-Prison position 1
scenario tutorial-3
room S 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . .:
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
room W 38 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
|. . @ . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
${GATE}
rooms S/0* ${east} G/0* G/0*
pieces yNg:e3 yWz:a1>yFw bMk:g3`;
    const slit = position(fx('G/0*'));
    expect(play(slit, 'move yNg e3-f3').state.loc[1]).toBe(35);
    const wall = position(fx('W/0*'));
    rejects(wall, 'move yNg e3-f3');
    expect(legalFor(position(fx('G/0*').replace('yNg:e3 yWz:a1', 'yWz:e3')), 'fireball')).toEqual([
      'fireball yWz e',
    ]);
    expect(legalFor(position(fx('W/0*').replace('yNg:e3 yWz:a1', 'yWz:e3')), 'fireball')).toEqual([]);
  });
});
