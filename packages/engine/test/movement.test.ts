// Moving a miniature (rulebook pp. 7-9, 11-12, 14; R10, N15, N16): move values, who may be
// passed or stood on, terrain, escapes, and how movements are listed and checked.
import { describe, expect, it } from 'vitest';
import {
  Loc,
  legalActions,
  makeAction,
  makePosition,
  parsePieceCode,
  squareName,
  type State,
} from '../src/index.ts';
import { legalFor, moveEnds, play, position, rejects, snapshot, OPEN_ROOM } from './helpers.ts';

/** In slot 0: a wall a1|b1, a portcullis b1#c1, an arrow-slit c1:d1 and a pit trap at c3. */
const TERRAIN = `room T 39 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . O . . 
+ + + + + +
 . . . . . 
+ + + + + +
 .|.#.:. . 
+ + + + + +`;

interface Opts {
  active?: string;
  ports?: string;
  scenario?: string;
  /** The room in slot 0 (default: TERRAIN). */
  first?: string;
}
const board = (pieces: string, opts: Opts = {}): State => {
  const scenario = opts.scenario ?? 'tutorial-3';
  const slots = scenario === 'tutorial-4' ? 6 : scenario === 'standalone' ? 8 : 4;
  return position(`DT-Prison position 1
scenario ${scenario}
phase actions active=${opts.active ?? 'yellow'}
${OPEN_ROOM}
${TERRAIN}
rooms ${opts.first ?? 'T/0*'} ${Array(slots - 1)
    .fill('O/0*')
    .join(' ')}
portcullis T=${opts.ports ?? 'c'}
pieces ${pieces}`);
};
const at = (s: State, code: string): string => {
  const l = s.loc[parsePieceCode(code)!]!;
  return l >= 0 ? squareName(l) : String(l);
};

describe('moving a miniature (rulebook p. 7)', () => {
  it('goes up to its move value in squares for 1 AP, never diagonally (GAME-DATA.md)', () => {
    const values: [string, number][] = [
      ['yMk', 3],
      ['yNg', 6],
      ['yCl', 4],
      ['yBs', 4],
      ['yCo', 2],
      ['yWz', 4],
      ['yBn', 4],
      ['yTp', 3],
    ];
    for (const [piece, v] of values) {
      const s = board(`${piece}:e7`, { first: 'O/0*' });
      const expected: string[] = [];
      for (let y = 0; y <= 11; y++)
        for (let x = 0; x < 10; x++) {
          const d = Math.abs(x - 4) + Math.abs(y - 7);
          if (d > 0 && d <= v) expected.push(String.fromCharCode(97 + x) + y);
        }
      expect(moveEnds(s, piece), piece).toEqual(expected.sort());
      const path = Array.from({ length: v + 1 }, (_, i) => `e${7 - i}`);
      const r = play(s, `move ${piece} ${path.join('-')}`);
      expect(at(r.state, piece)).toBe(path[v]);
      rejects(s, `move ${piece} ${[...path, `e${6 - v}`].join('-')}`);
    }
    rejects(board('yMk:e7', { first: 'O/0*' }), 'move yMk e7-f8');
  });

  it('costs 1 AP, and spending the last one ends the turn (p. 7)', () => {
    const s = board('yNg:c6');
    expect(play(s, 'move yNg c6-c7').state.ap).toBe(4);
    const last = position(makePosition(s).replace('ap=5', 'ap=1'));
    const r = play(last, 'move yNg c6-c7');
    expect([r.state.phase, r.state.active]).toEqual(['card', 1]);
  });

  it('passes through friendly miniatures but may not stop on one', () => {
    const s = board('yMk:c6 yNg:c7');
    expect(at(play(s, 'move yMk c6-c7-c8').state, 'yMk')).toBe('c8');
    expect(moveEnds(s, 'yMk')).toContain('c8');
    expect(moveEnds(s, 'yMk')).not.toContain('c7');
    rejects(s, 'move yMk c6-c7');
  });

  it('may neither pass through nor stop on an enemy miniature', () => {
    const s = board('yMk:c6 bNg:c7');
    expect(moveEnds(s, 'yMk')).not.toContain('c7');
    expect(moveEnds(s, 'yMk')).not.toContain('c8');
    rejects(s, 'move yMk c6-c7-c8');
    rejects(s, 'move yMk c6-c7');
  });

  it('lets the Wizard fly over enemy miniatures and pit traps, stopping on neither (p. 14; N15)', () => {
    const s = board('yWz:c1 bNg:c2');
    expect(at(play(s, 'move yWz c1-c2-c3-c4').state, 'yWz')).toBe('c4');
    expect(moveEnds(s, 'yWz')).toContain('c4');
    expect(moveEnds(s, 'yWz')).not.toContain('c2');
    expect(moveEnds(s, 'yWz')).not.toContain('c3');
    rejects(s, 'move yWz c1-c2');
    rejects(s, 'move yWz c1-c2-c3');
    // A Rope, carried or lying there, lets him stop on the pit (N15).
    expect(moveEnds(board('yWz:c1>yRp bNg:c2'), 'yWz')).toContain('c3');
    expect(at(play(board('yWz:c1 bNg:c2 bRp:c3'), 'move yWz c1-c2-c3').state, 'yWz')).toBe('c3');
  });

  it('lets only printed combat 1 or less pass between an enemy Colossus\u2019s legs (p. 12)', () => {
    for (const [piece, passes] of [
      ['yBn', true],
      ['yTp', true],
      ['yWz', true],
      ['yMk', false],
      ['yNg', false],
      ['yCl', false],
      ['yBs', false],
    ] as const) {
      const s = board(`${piece}:c6 bCo:c7`);
      if (passes) expect(at(play(s, `move ${piece} c6-c7-c8`).state, piece), piece).toBe('c8');
      else rejects(s, `move ${piece} c6-c7-c8`);
      rejects(s, `move ${piece} c6-c7`);
    }
    // Only the Colossus: a small enemy is no gateway.
    rejects(board('yBn:c6 bTp:c7'), 'move yBn c6-c7-c8');
  });

  it('passes wounded of either colour; stops on a friendly one only if the golden rules allow (p. 11)', () => {
    const enemy = board('yMk:c6 bNg*:c7');
    expect(at(play(enemy, 'move yMk c6-c7-c8').state, 'yMk')).toBe('c8');
    expect(moveEnds(enemy, 'yMk')).not.toContain('c7');
    rejects(enemy, 'move yMk c6-c7');
    const friend = board('yMk:c6 yNg*:c7');
    const r = play(friend, 'move yMk c6-c7');
    expect([at(r.state, 'yMk'), at(r.state, 'yNg')]).toEqual(['c7', 'c7']);
    expect(moveEnds(friend, 'yMk')).toContain('c7');
    // Three tokens on a square: an object carried, or an object lying under the wounded.
    rejects(board('yMk:c6>yKy yNg*:c7'), 'move yMk c6-c7');
    rejects(board('yMk:c6 yNg*:c7 bKy:c7'), 'move yMk c6-c7');
    rejects(board('yMk:c6 yNg*:c7 bKy:c7'), 'move yMk c6-c7+bKy');
    expect(moveEnds(board('yCo:c6 yNg*:c7 bKy:c7'), 'yCo')).not.toContain('c7');
    // Once the object is taken elsewhere, the square is free enough.
    const cleared = play(board('yMk:c6 yNg*:c7 bKy:c7'), 'move yMk c6-c7+bKy-c8!bKy-c7').state;
    expect([at(cleared, 'yMk'), at(cleared, 'yNg'), at(cleared, 'bKy')]).toEqual(['c7', 'c7', 'c8']);
  });

  it('is stopped by walls, closed portcullises and arrow-slits (p. 7)', () => {
    rejects(board('yMk:b1'), 'move yMk b1-a1');
    rejects(board('yMk:b1'), 'move yMk b1-c1');
    rejects(board('yMk:c1'), 'move yMk c1-d1');
    // The Colossus (2 squares) cannot go round: a1, c1 and d1 are 3 squares away otherwise.
    const ends = moveEnds(board('yCo:b1'), 'yCo');
    expect(ends).not.toContain('a1');
    expect(ends).not.toContain('c1');
    expect(moveEnds(board('yCo:c1'), 'yCo')).not.toContain('d1');
    expect(moveEnds(board('yCo:b1', { ports: 'o' }), 'yCo')).toContain('c1');
  });

  it('goes through open and broken portcullises (pp. 8, 12)', () => {
    for (const ports of ['o', 'b']) {
      expect(at(play(board('yMk:b1', { ports }), 'move yMk b1-c1').state, 'yMk')).toBe('c1');
    }
  });

  it('lets the Naga pass arrow-slits, even carrying an object or a wounded (p. 8)', () => {
    for (const pieces of ['yNg:c1', 'yNg:c1>yKy', 'yNg:c1>yMk*']) {
      const s = board(pieces);
      expect(at(play(s, 'move yNg c1-d1-e1').state, 'yNg')).toBe('e1');
      expect(moveEnds(s, 'yNg')).toContain('d1');
    }
    rejects(board('yBn:c1'), 'move yBn c1-d1');
  });

  it('crosses or stops on a pit trap only with a Rope carried or lying there (pp. 7-8)', () => {
    rejects(board('yMk:c2'), 'move yMk c2-c3-c4');
    rejects(board('yMk:c2'), 'move yMk c2-c3');
    expect(moveEnds(board('yMk:c2'), 'yMk')).not.toContain('c3');
    expect(at(play(board('yMk:c2>yRp'), 'move yMk c2-c3').state, 'yMk')).toBe('c3');
    expect(at(play(board('yMk:c2>bRp'), 'move yMk c2-c3-c4').state, 'yMk')).toBe('c4');
    expect(at(play(board('yMk:c2 bRp:c3'), 'move yMk c2-c3').state, 'yMk')).toBe('c3');
    expect(at(play(board('yMk:c2 bRp:c3'), 'move yMk c2-c3-c4').state, 'bRp')).toBe('c3');
  });
});

describe('moving out of the labyrinth (rulebook pp. 9, 15; R19, N16)', () => {
  const t4 = (pieces: string, active = 'yellow'): State => board(pieces, { scenario: 'tutorial-4', active });

  it('teleports a miniature entering the opponent\u2019s starting line out, for 1 VP (pp. 9, 15)', () => {
    const s = t4('yNg:c14');
    const r = play(s, 'move yNg c14-c15-c16');
    expect(r.state.loc[parsePieceCode('yNg')!]).toBe(Loc.Escaped);
    expect(r.state.vp).toEqual([1, 0]);
    expect(r.events).toContainEqual({ type: 'escaped', piece: parsePieceCode('yNg') });
    rejects(s, 'move yNg c14-c15-c16-d16');
    // Wherever it leaves, the outcome is the same: listed once.
    const escapes = legalFor(s, 'move', 'yNg').filter((a) => a.endsWith('16'));
    expect(escapes).toHaveLength(1);
    const blue = t4('bMk:c1', 'blue');
    expect(play(blue, 'move bMk c1-c0').state.vp).toEqual([0, 1]);
  });

  it('discards a carried object and rescues a carried wounded, which scores nothing (p. 15; R19)', () => {
    const obj = play(t4('yNg:c15>bKy'), 'move yNg c15-c16').state;
    expect(obj.loc[parsePieceCode('bKy')!]).toBe(Loc.Gone);
    const r = play(t4('yNg:c15>yMk*'), 'move yNg c15-c16');
    expect(r.state.loc[parsePieceCode('yMk')!]).toBe(Loc.Rescued);
    expect(r.state.vp).toEqual([1, 0]);
    expect(r.events).toContainEqual({ type: 'rescued', piece: parsePieceCode('yMk') });
  });

  it('lets a miniature move along its own starting line (p. 9)', () => {
    const r = play(t4('yMk:a0'), 'move yMk a0-b0-c0');
    expect(at(r.state, 'yMk')).toBe('c0');
    expect(r.state.vp).toEqual([0, 0]);
  });

  it('cannot escape onto an enemy miniature, but may through an enemy wounded (N16; p. 11)', () => {
    rejects(t4('yNg:c15 bMk:c16'), 'move yNg c15-c16');
    rejects(t4('yWz:c15 bMk:c16'), 'move yWz c15-c16');
    expect(moveEnds(t4('yNg:c15 bMk:c16'), 'yNg')).not.toContain('c16');
    expect(play(t4('yNg:c15 bMk*:c16'), 'move yNg c15-c16').state.vp).toEqual([1, 0]);
  });

  it('tutorial 2: blue may stand on yellow\u2019s line; the yellow Colossus escapes (p. 10)', () => {
    const blue = board('bNg:c2 yCo:c9', { scenario: 'tutorial-2', active: 'blue' });
    const r = play(blue, 'move bNg c2-c1-c0-d0');
    expect(at(r.state, 'bNg')).toBe('d0');
    expect(r.state.vp).toEqual([0, 0]);
    const yellow = board('bNg:c2 yCo:c10', { scenario: 'tutorial-2' });
    expect(play(yellow, 'move yCo c10-c11').state.phase).toBe('over');
  });

  it('tutorial 3: nobody is teleported; both lines may be walked (p. 14)', () => {
    const r = play(board('yNg:c10'), 'move yNg c10-c11-d11-e11');
    expect(at(r.state, 'yNg')).toBe('e11');
    expect(r.state.vp).toEqual([0, 0]);
  });
});

/** Applies every listed movement; no two may give the same position. */
function checkListing(s: State): number {
  const seen = new Map<string, string>();
  for (const a of legalActions(s)) {
    if (a.type !== 'move') continue;
    const text = makeAction(a);
    const r = play(s, a);
    const key = JSON.stringify(snapshot(r.state));
    expect(seen.get(key), `${text} repeats ${seen.get(key)}`).toBeUndefined();
    seen.set(key, text);
  }
  return seen.size;
}

describe('listing and checking movements (R10)', () => {
  it('lists each distinct outcome exactly once, and every listed movement applies', () => {
    const rich = [
      'yNg:c1>yKy yMk:c4>yRp yBn*:d2 bSp:d2 bMk*:b2 bKy:b2 yTp:e2 bWz:a4 bRp:e4',
      'yWz:c2>yKy yMk*:c4 bRp:c3 bCo:b2 yBn:d2 ySp:d3',
      'yNg:c14>yMk* yBn:d14 bKy:c15 bMk*:e16',
    ];
    expect(checkListing(board(rich[0]!))).toBeGreaterThan(50);
    expect(checkListing(board(rich[1]!))).toBeGreaterThan(20);
    expect(checkListing(board(rich[2]!, { scenario: 'tutorial-4' }))).toBeGreaterThan(20);
    // Real rooms, turned, with their portcullises and arrow-slits.
    const real = position(`DT-Prison position 1
scenario tutorial-3
rooms 40A/1* 40B/2* 38A/3* 38B/0*
portcullis 40A=o,c 38A=b
pieces yNg:c3>yKy yMk:d3 yBn*:b4 bRp:b4 yWz:h2 bMk:g3 bNg*:c7 bSp:a2`);
    expect(checkListing(real)).toBeGreaterThan(50);
  });

  it('accepts a longer or different path to a listed outcome', () => {
    const s = board('yNg:c6 yKy:d8');
    const listed = legalFor(s, 'move', 'yNg').filter(
      (a) => a.endsWith('c8') && a.includes('+yKy') && !a.includes('!'),
    );
    expect(listed).toHaveLength(1);
    const a = play(s, listed[0]!).state;
    const b = play(s, 'move yNg c6-b6-b7-b8-c8-d8+yKy-c8').state;
    expect(snapshot(b)).toEqual(snapshot(a));
  });

  it('rejects an illegal path with a message and changes nothing', () => {
    const s = board('yMk:b2 yNg:b4 bTp:d2');
    const cases: [string, RegExp, string?][] = [
      ['move yMk b2-c3', /cannot step from b2 to c3/],
      ['move yMk b2-b3-b4-b5-b6', /cannot step from b5 to b6/],
      ['move yMk b2-b1-a1', /cannot step from b1 to a1/],
      ['move yMk b2-b3-b4', /may not end/],
      ['move yMk b2-c2-d2', /cannot step from c2 to d2/],
      ['move yMk c2-c3', /must start on b2/],
      ['move yMk b2', /changes nothing/],
      ['move yMk b2-b3-b2', /changes nothing/],
      ['move yMk b2-c2+yKy', /cannot take yKy/],
      ['move bTp d2-d3', /cannot act/],
      ['move yMk b2-b99', /unknown square/, 'MALFORMED_ACTION'],
    ];
    for (const [action, message, code] of cases) expect(rejects(s, action, code), action).toMatch(message);
    rejects(board('yMk*:b2'), 'move yMk b2-b3');
  });
});
