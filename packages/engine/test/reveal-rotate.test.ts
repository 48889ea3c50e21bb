// Revealing a room (rulebook pp. 6, 15; Figure 2; R4, R14, N13) and rotating rooms
// (rulebook pp. 6, 8; R13, N12).
import { describe, expect, it } from 'vitest';
import {
  clone,
  parsePieceCode,
  parseSquare,
  squareName,
  toMove,
  turnedBoard,
  turnedSquare,
  type State,
} from '../src/index.ts';
import { rotate } from '../src/rules/rooms-play.ts';
import { game, legalFor, play, playAll, position, rejects } from './helpers.ts';

/** Where a piece is, as a square name (or the location word for pieces off the board). */
const at = (s: State, code: string): string => {
  const l = s.loc[parsePieceCode(code)!]!;
  return l >= 0 ? squareName(l) : String(l);
};
const terrainAt = (s: State, sq: string): number => s.board.terrain[parseSquare(sq, s.geo)!]!;
const GEAR = 2;
const PIT = 1;

// Slot 0 has openings on its east side at e1 and e3 only, and on its north side at a5 only.
const EDGED = `room E 40 cw
+ +-+-+-+-+
|. . . . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . @ . . 
+ + + + + +
|. . . . .|
+ + + + + +
|. . . . . 
+ + + + + +`;

// A plain room with a pit trap in its north-west corner, for placing revealed tokens.
const PLAIN = `room R 38 cw
+ + + + + +
 O . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

describe('revealing a room: direct access (rulebook p. 6; R4)', () => {
  it('costs 1 AP from the starting line: squares 0-4 face the left room, 5-9 the right one', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/0 40B/0 38A/0 38B/0
pieces yMk:e0 yNg:f0 bMk:e11 bNg:f11`);
    expect(legalFor(s, 'reveal')).toEqual(['reveal 0', 'reveal 1']);
    const r = play(s, 'reveal 1');
    expect(r.state.ap).toBe(4);
    expect(Array.from(r.state.revealed)).toEqual([0, 1, 0, 0]);
    expect(r.state.phase).toBe('actions');
    expect(r.events).toContainEqual({ type: 'revealed', slot: 1, room: 7, orientation: 0 });
    // Blue counts from its own left: e11 is its square 5, in front of slot 2.
    const blue = position(`DT-Prison position 1
scenario tutorial-3
phase actions active=blue
rooms 40A/0 40B/0 38A/0 38B/0
pieces yMk:e0 bMk:e11`);
    expect(legalFor(blue, 'reveal')).toEqual(['reveal 2']);
    rejects(blue, 'reveal 3');
  });

  it('from inside the labyrinth needs an opening of the miniature\u2019s own room border on that side', () => {
    const fx = (sq: string): State =>
      position(`DT-Prison position 1
scenario tutorial-3
${EDGED}
rooms E/0* 40B/0 38A/0 38B/0
pieces yNg:${sq}`);
    expect(legalFor(fx('e1'), 'reveal')).toEqual(['reveal 1']);
    // 40B's own west border has a wall at f3 (hidden, so it does not count): the access is E's opening.
    expect(legalFor(fx('e3'), 'reveal')).toEqual(['reveal 1']);
    expect(legalFor(fx('a5'), 'reveal')).toEqual(['reveal 2']);
    for (const sq of ['e2', 'e5', 'b5', 'c3']) {
      expect(legalFor(fx(sq), 'reveal'), sq).toEqual([]);
      rejects(fx(sq), 'reveal 1');
      rejects(fx(sq), 'reveal 2');
    }
    // A corner square touches slot 3 only diagonally.
    rejects(fx('e5'), 'reveal 3');
  });

  it('from a starting line reaches the room in front, even on the opponent\u2019s line (tutorial 3)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/0* 40B/0* 38A/0 38B/0
pieces yNg:h11`);
    expect(legalFor(s, 'reveal')).toEqual(['reveal 3']);
  });

  it('never goes through an arrow-slit, not even for the Naga (p. 8; R4; custom room, N5)', () => {
    const fx = (border: string): State =>
      position(`DT-Prison position 1
scenario tutorial-3
room S 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . .${border}
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
rooms S/0* 40B/0 38A/0 38B/0
pieces yNg:e3`);
    expect(legalFor(fx(' '), 'reveal')).toEqual(['reveal 1']);
    expect(legalFor(fx(':'), 'reveal')).toEqual([]);
    rejects(fx(':'), 'reveal 1');
  });

  it('is not possible for an already revealed room, nor with a wounded or the opponent\u2019s miniature', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
${EDGED}
rooms E/0* 40B/0* 38A/0 38B/0
pieces yNg:e1 yMk*:d11 bMk:a11`);
    expect(legalFor(s, 'reveal')).toEqual([]);
    rejects(s, 'reveal 1');
    rejects(s, 'reveal 2');
  });

  it('Figure 2: the blue Mekanork and Naga can reveal nothing; the yellow ones each reveal a different room', () => {
    // Slots 1 and 2 are revealed. Yellow's Mekanork stands on its line in front of face-down slot 0,
    // its Naga at g5, an opening towards face-down slot 3. Blue's Mekanork stands on its line in front
    // of revealed slot 2, its Naga at e8 behind 39A's east wall.
    const fx = (pieces: string, active = 'yellow'): State =>
      position(`DT-Prison position 1
scenario tutorial-1
phase actions active=${active}
rooms 39B/0 40A/0* 39A/0* 40B/0
pieces ${pieces}`);
    const all = 'yMk:b0 yNg:g5 bMk:b11 bNg:e8';
    expect(legalFor(fx(all), 'reveal')).toEqual(['reveal 0', 'reveal 3']);
    expect(legalFor(fx('yMk:b0 bMk:b11 bNg:e8'), 'reveal')).toEqual(['reveal 0']);
    expect(legalFor(fx('yNg:g5 bMk:b11 bNg:e8'), 'reveal')).toEqual(['reveal 3']);
    expect(legalFor(fx(all, 'blue'), 'reveal')).toEqual([]);
  });
});

describe('revealing a room: the room and its tokens (rulebook pp. 6, 15; R14, N13)', () => {
  it('keeps the orientation drawn at set-up (R3)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/0 40B/1 38A/0 38B/0
pieces yNg:f0`);
    const r = play(s, 'reveal 1');
    expect(r.state.orient[1]).toBe(1);
    expect(r.events).toContainEqual({ type: 'revealed', slot: 1, room: 7, orientation: 1 });
    // 40B's gear, drawn at its local (2,1), shows a quarter turn clockwise at g3.
    expect(terrainAt(r.state, 'g3')).toBe(GEAR);
    expect(terrainAt(r.state, 'h2')).not.toBe(GEAR);
  });

  it('with no tokens is revealed at once (R14)', () => {
    const s = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/0 40B/0 38A/0 38B/0
pieces yNg:f0 bKy:@0`);
    const r = play(s, 'reveal 1');
    expect(r.state.phase).toBe('actions');
    expect(r.state.placing).toBeNull();
    expect(toMove(r.state)).toEqual([0]);
  });

  const revealing = (): State =>
    position(`DT-Prison position 1
scenario standalone
${PLAIN}
rooms 37A/0* 37B/0* R/0 38B/0 39A/0 39B/0 40A/0 40B/0
pieces yMk:b5 yWz:@2 bTp:@2 yRp:@2`);

  it('lets the revealer place every token but his own objects, which the opponent then places (R14)', () => {
    let s = play(revealing(), 'reveal 2').state;
    expect(s.phase).toBe('place');
    expect(s.ap).toBe(4);
    expect(toMove(s)).toEqual([0]);
    expect(legalFor(s, 'place')).toHaveLength(24);
    expect(legalFor(s, 'place').every((a) => a.startsWith('place yellow yWz '))).toBe(true);
    rejects(s, 'place blue yWz c8', 'NOT_YOUR_TURN');
    rejects(s, 'place yellow bTp c8');
    rejects(s, 'place yellow yRp c8');
    // Nothing else happens until every token is down.
    rejects(s, 'end', 'WRONG_PHASE');
    rejects(s, 'move yMk b5-b4', 'WRONG_PHASE');
    s = play(s, 'place yellow yWz c8').state;
    expect(toMove(s)).toEqual([0]);
    expect(legalFor(s, 'place').every((a) => a.startsWith('place yellow bTp '))).toBe(true);
    s = play(s, 'place yellow bTp d8').state;
    expect(toMove(s)).toEqual([1]);
    expect(legalFor(s, 'place').every((a) => a.startsWith('place blue yRp '))).toBe(true);
    rejects(s, 'place yellow yRp e8', 'NOT_YOUR_TURN');
    s = play(s, 'place blue yRp e8').state;
    expect(s.phase).toBe('actions');
    expect(s.active).toBe(0);
    expect(s.ap).toBe(4);
    expect([at(s, 'yWz'), at(s, 'bTp'), at(s, 'yRp')]).toEqual(['c8', 'd8', 'e8']);
  });

  it('puts tokens only on empty floor squares or the gear, one per square (R14)', () => {
    let s = play(revealing(), 'reveal 2').state;
    expect(legalFor(s, 'place')).not.toContain('place yellow yWz a10');
    rejects(s, 'place yellow yWz a10');
    rejects(s, 'place yellow yWz b5');
    rejects(s, 'place yellow yWz f8');
    s = play(s, 'place yellow yWz c8').state;
    expect(terrainAt(s, 'c8')).toBe(GEAR);
    expect(terrainAt(s, 'a10')).toBe(PIT);
    expect(legalFor(s, 'place')).not.toContain('place yellow bTp c8');
    rejects(s, 'place yellow bTp c8');
    expect(legalFor(s, 'place')).toHaveLength(23);
  });

  it('turns revealed characters into miniatures; the revealer\u2019s may act later that turn (R14)', () => {
    const s = playAll(revealing(), [
      'reveal 2',
      'place yellow yWz c8',
      'place yellow bTp a8',
      'place blue yRp e8',
    ]);
    expect(s.wounded[parsePieceCode('yWz')!]).toBe(0);
    expect(s.wounded[parsePieceCode('bTp')!]).toBe(0);
    expect(legalFor(s, 'move', 'yWz').length).toBeGreaterThan(0);
    const r = play(s, 'move yWz c8-c9-c10');
    expect(at(r.state, 'yWz')).toBe('c10');
    expect(legalFor(s, 'move', 'bTp')).toEqual([]);
  });

  it('with the last Action point still has its tokens placed before the turn ends (R14)', () => {
    const s = position(`DT-Prison position 1
scenario standalone
phase actions active=yellow ap=1
${PLAIN}
rooms 37A/0* 37B/0* R/0 38B/0 39A/0 39B/0 40A/0 40B/0
pieces yMk:b5 yWz:@2 yRp:@2`);
    let t = play(s, 'reveal 2').state;
    expect(t.phase).toBe('place');
    t = play(t, 'place yellow yWz c8').state;
    t = play(t, 'place blue yRp c9').state;
    expect(t.phase).toBe('card');
    expect(t.active).toBe(1);
  });
});

// Twin rooms for rotating: a wall row with one portcullis between their two southern rows.
const TWINS = ['RA 40 cw', 'RB 40 ccw']
  .map(
    (head) => `room ${head}
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . @ . . 
+ + + + + +
 . O . . . 
+-+-+#+-+-+
 . . . . . 
+ + + + + +`,
  )
  .join('\n');
const twins = (rooms: string, pieces: string, ports = 'RA=o RB=b'): State =>
  position(`DT-Prison position 1
scenario tutorial-3
${TWINS}
rooms ${rooms}
portcullis ${ports}
pieces ${pieces}`);

describe('rotating a room (rulebook p. 6; R13)', () => {
  it('costs 1 AP per quarter turn, in the arrow direction of the room turned (p. 6)', () => {
    const s = twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg:c3');
    expect(legalFor(s, 'rotate')).toEqual(['rotate 0 cw', 'rotate 1 ccw']);
    const r = play(s, 'rotate 0 cw');
    expect(r.state.ap).toBe(4);
    expect(Array.from(r.state.orient)).toEqual([1, 0, 0, 0]);
    expect(r.events).toContainEqual({ type: 'rotated', slot: 0, clockwise: true });
    const half = playAll(s, ['rotate 0 cw', 'rotate 0 cw', 'rotate 1 ccw']);
    expect(half.ap).toBe(2);
    expect(Array.from(half.orient)).toEqual([2, 3, 0, 0]);
    rejects(s, 'rotate 0 ccw');
    rejects(s, 'rotate 1 cw');
    rejects(s, 'rotate 2 cw');
    rejects(s, 'rotate 2 ccw');
  });

  it('from the twin room\u2019s gear turns each room its own way, twins opposite (p. 6)', () => {
    const s = twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg:h3');
    expect(legalFor(s, 'rotate')).toEqual(['rotate 0 cw', 'rotate 1 ccw']);
    expect(Array.from(play(s, 'rotate 0 cw').state.orient)).toEqual([1, 0, 0, 0]);
  });

  it('needs an active miniature standing on the gear (p. 6)', () => {
    expect(legalFor(twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg:c2'), 'rotate')).toEqual([]);
    rejects(twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg:c2'), 'rotate 0 cw');
    expect(legalFor(twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg*:c3'), 'rotate')).toEqual([]);
    expect(legalFor(twins('RA/0* RB/0* 38A/0* 38B/0', 'bNg:c3'), 'rotate')).toEqual([]);
    rejects(twins('RA/0* RB/0* 38A/0* 38B/0', 'bNg:c3'), 'rotate 0 cw');
  });

  it('lets the Mekanork turn his room or its twin in either direction (rulebook p. 8)', () => {
    const s = twins('RA/0* RB/0* 38A/0* 38B/0', 'yMk:h3');
    expect(legalFor(s, 'rotate')).toEqual(['rotate 0 cw', 'rotate 0 ccw', 'rotate 1 cw', 'rotate 1 ccw']);
    expect(Array.from(play(s, 'rotate 0 ccw').state.orient)).toEqual([3, 0, 0, 0]);
    expect(Array.from(play(s, 'rotate 1 cw').state.orient)).toEqual([0, 1, 0, 0]);
  });

  it('four quarter turns, or a turn and its reverse, put everything back (R13)', () => {
    const s = twins('RA/0* RB/0* 38A/0* 38B/0', 'yMk:c3 yBn:c1>yKy bNg:e1 bMk*:d1 bSp:d1 bKy:e5');
    const same = (t: State): string[] => ['yBn', 'yKy', 'bNg', 'bMk', 'bSp', 'bKy'].map((c) => at(t, c));
    const four = playAll(s, ['rotate 0 cw', 'rotate 0 cw', 'rotate 0 cw', 'rotate 0 cw']);
    expect(same(four)).toEqual(same(s));
    expect(four.orient[0]).toBe(0);
    expect(four.ap).toBe(1);
    expect(same(playAll(s, ['rotate 0 cw', 'rotate 0 ccw']))).toEqual(same(s));
  });

  it('cannot turn a face-down twin (N12)', () => {
    const s = twins('RA/0* RB/0 38A/0* 38B/0', 'yMk:c3');
    expect(legalFor(s, 'rotate')).toEqual(['rotate 0 cw', 'rotate 0 ccw']);
    rejects(s, 'rotate 1 cw');
    rejects(s, 'rotate 1 ccw');
  });

  it('turns everything on the room with it, enemies included, and nothing elsewhere (R13)', () => {
    const s = twins(
      'RA/0* RB/0* 38A/0* 38B/0',
      'yNg:c3 yBn:c1>yKy bNg:e1 bMk*:d1 bSp:d1 yWz:d4>yMk* bKy:e5 bWz:g4 yCo:a0 bBn:c6',
    );
    const t = play(s, 'rotate 0 cw').state;
    const codes = ['yNg', 'yBn', 'yKy', 'bNg', 'bMk', 'bSp', 'yWz', 'yMk', 'bKy', 'bWz', 'yCo', 'bBn'];
    expect(codes.map((c) => at(t, c))).toEqual([
      'c3',
      'a3',
      'a3',
      'a1',
      'a2',
      'a2',
      'd2',
      'd2',
      'e1',
      'g4',
      'a0',
      'c6',
    ]);
    expect(t.carrier[parsePieceCode('yKy')!]).toBe(parsePieceCode('yBn'));
    expect(t.carrier[parsePieceCode('yMk')!]).toBe(parsePieceCode('yWz'));
    expect(t.wounded[parsePieceCode('bMk')!]).toBe(1);
    // The pit trap drawn at b2 turned to b4.
    expect(terrainAt(t, 'b4')).toBe(PIT);
    expect(terrainAt(t, 'b2')).not.toBe(PIT);
  });

  it('carries open and broken portcullis markers round with the room (R13)', () => {
    const s = twins('RA/0* RB/0* 38A/0* 38B/0', 'yNg:c3 yBn:c1>yKy yBs:f1');
    expect(legalFor(s, 'portcullis', 'yBn')).toEqual(['portcullis yBn n close']);
    const t = play(s, 'rotate 0 cw').state;
    // The wall row now runs north-south between columns a and b, its open portcullis between a3 and b3.
    expect(legalFor(t, 'portcullis', 'yBn')).toEqual(['portcullis yBn e close']);
    expect(legalFor(t, 'move', 'yBn')).toContainEqual(expect.stringMatching(/^move yBn a3-b3/));
    // RB's broken portcullis, turned a quarter anticlockwise, now joins j3 and i3.
    const u = play(s, 'rotate 1 ccw').state;
    expect(at(u, 'yBs')).toBe('j1');
    expect(legalFor(u, 'portcullis', 'yBs')).toEqual([]);
    expect(play(u, 'move yBs j1-j2-j3-i3').state.loc[parsePieceCode('yBs')!]).toBe(parseSquare('i3', u.geo));
    rejects(u, 'move yBs j1-i1');
    rejects(u, 'move yBs j1-j2-i2');
  });
});

describe('planning a rotation without making it (for the AI)', () => {
  it('turnedBoard and turnedSquare are the board and the squares after that many clockwise quarter turns', () => {
    const s = clone(game({ scenario: 'standalone' }, 11));
    s.revealed.fill(1);
    s.board = turnedBoard(s, 0, 0);
    // Two characters in every room, off its centre, so that every turn moves them.
    // Squares are y * 10 + x: columns a and g, the first and third rows of each row of rooms.
    for (let c = 0; c < 16; c++) s.loc[c] = (1 + 5 * (c >> 2) + (c & 2)) * 10 + (c & 1) * 6;
    for (let slot = 0; slot < 8; slot++) {
      for (let q = 1; q < 4; q++) {
        const turned = clone(s);
        for (let k = 0; k < q; k++) rotate(turned, slot, true, []);
        const planned = turnedBoard(s, slot, q);
        expect(Array.from(planned.edge)).toEqual(Array.from(turned.board.edge));
        expect(Array.from(planned.terrain)).toEqual(Array.from(turned.board.terrain));
        let moved = 0;
        for (let c = 0; c < 16; c++) {
          const sq = s.loc[c]!;
          if (s.geo.slot[sq] !== slot) continue;
          expect(turnedSquare(sq, slot, q)).toBe(turned.loc[c]);
          moved++;
        }
        expect(moved).toBe(2);
      }
    }
    // The state planned from is untouched.
    expect(Array.from(s.orient)).toEqual(Array.from(game({ scenario: 'standalone' }, 11).orient));
  });
});
