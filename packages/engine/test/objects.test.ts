// Objects and wounded handled during a movement (rulebook pp. 7-8, 11-12; Figures 4 and 5;
// R10, R11, R19, N1, N2, N22): picking up, dropping and exchanging for free along the way,
// carrying one item, carrying wounded, and the Rope on a pit trap.
import { describe, expect, it } from 'vitest';
import { Loc, parsePieceCode, pieceCode, squareName, type State } from '../src/index.ts';
import { OPEN_ROOM, legalFor, play, position, rejects } from './helpers.ts';

/** Slot 0: open everywhere, a pit trap at c3. The other slots: OPEN_ROOM. */
const PIT_ROOM = `room P 38 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . O . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

const board = (pieces: string, active = 'yellow'): State =>
  position(`DT-Prison position 1
scenario tutorial-3
phase actions active=${active}
${PIT_ROOM}
${OPEN_ROOM}
rooms P/0* O/0* O/0* O/0*
pieces ${pieces}`);

const id = (code: string): number => parsePieceCode(code)!;
/** Where a piece is: its square, with ">carrier" when carried, or its off-board location. */
const at = (s: State, code: string): string => {
  const l = s.loc[id(code)]!;
  if (l < 0) return String(l);
  const c = s.carrier[id(code)]!;
  return squareName(l) + (c >= 0 ? `>${pieceCode(c)}` : '');
};
const after = (pieces: string, action: string, codes: string[], active = 'yellow'): string[] => {
  const s = play(board(pieces, active), action).state;
  return codes.map((c) => at(s, c));
};

describe('objects along a movement (rulebook p. 7; R10, R11)', () => {
  it('are picked up by passing through or stopping on their square, or left lying there', () => {
    expect(after('yMk:a1 bKy:a2', 'move yMk a1-a2+bKy-a3', ['yMk', 'bKy'])).toEqual(['a3', 'a3>yMk']);
    expect(after('yMk:a1 bKy:a2', 'move yMk a1-a2+bKy', ['yMk', 'bKy'])).toEqual(['a2', 'a2>yMk']);
    expect(after('yMk:a1 bKy:a2', 'move yMk a1-a2', ['yMk', 'bKy'])).toEqual(['a2', 'a2']);
    expect(after('yMk:a1 bKy:a2', 'move yMk a1-a2-a3', ['yMk', 'bKy'])).toEqual(['a3', 'a2']);
    const r = play(board('yMk:a1 bKy:a2'), 'move yMk a1-a2+bKy-a3');
    expect(r.events).toContainEqual({ type: 'took', piece: id('yMk'), item: id('bKy') });
  });

  it('are dropped along the way (p. 7)', () => {
    expect(after('yMk:a1>yKy', 'move yMk a1-a2!yKy-a3', ['yMk', 'yKy'])).toEqual(['a3', 'a2']);
    expect(after('yMk:a1>yKy', 'move yMk a1-a2-a3!yKy', ['yMk', 'yKy'])).toEqual(['a3', 'a3']);
  });

  it('may be picked up, dropped or exchanged on the square where the movement starts (R11)', () => {
    expect(after('yMk:a1 bKy:a1', 'move yMk a1+bKy-a2', ['yMk', 'bKy'])).toEqual(['a2', 'a2>yMk']);
    expect(after('yMk:a1>yKy', 'move yMk a1!yKy-a2', ['yMk', 'yKy'])).toEqual(['a2', 'a1']);
    expect(after('yMk:a1>yKy bRp:a1', 'move yMk a1+bRp-a2', ['yMk', 'yKy', 'bRp'])).toEqual([
      'a2',
      'a1',
      'a2>yMk',
    ]);
  });

  it('are carried one at a time: taking another puts the first down in its place (N2)', () => {
    expect(after('yMk:a1>yKy bRp:a2', 'move yMk a1-a2+bRp-a3', ['yKy', 'bRp'])).toEqual(['a2', 'a3>yMk']);
    // Nor an object and a wounded at once.
    expect(after('yMk:a1>yKy yNg*:a2', 'move yMk a1-a2+yNg-a3', ['yKy', 'yNg'])).toEqual(['a2', 'a3>yMk']);
  });

  it('never stack during a movement: one loose object per square at any moment (N1)', () => {
    rejects(board('yMk:a1>yKy bRp:a2'), 'move yMk a1-a2!yKy+bRp-a3');
    expect(after('yMk:a1>yKy bRp:a2', 'move yMk a1-a2+bRp-a3', ['yKy', 'bRp'])).toEqual(['a2', 'a3>yMk']);
  });

  it('may be dropped on a starting line (N20)', () => {
    expect(after('yMk:a1>yKy', 'move yMk a1-a0!yKy-b0', ['yMk', 'yKy'])).toEqual(['b0', 'a0']);
  });

  it('never end two on one square (golden rule, p. 7)', () => {
    rejects(board('yMk:a1>yKy bRp:a2'), 'move yMk a1-a2');
    rejects(board('yMk:a1>yKy bRp:a2'), 'move yMk a1-a2!yKy-a3');
    const onRope = legalFor(board('yMk:a1>yKy bRp:a2'), 'move').filter((a) => a.endsWith('a2'));
    expect(onRope.filter((a) => !a.includes('!yKy') && !a.includes('+bRp'))).toEqual([]);
  });

  it('may not be dropped on a pit trap, except the Rope (p. 7)', () => {
    // The yellow Naga stands on the pit with a Rope, so the Mekanork may cross it.
    rejects(board('yMk:c2>yKy yNg:c3>yRp'), 'move yMk c2-c3!yKy-c4');
    expect(legalFor(board('yMk:c2>yKy yNg:c3>yRp'), 'move').some((a) => a.includes('c3!yKy'))).toBe(false);
    expect(after('yMk:c2>yKy yNg:c3>yRp', 'move yMk c2-c3-c4', ['yMk', 'yKy'])).toEqual(['c4', 'c4>yMk']);
    expect(after('yMk:c2>yRp', 'move yMk c2-c3!yRp-c4', ['yMk', 'yRp'])).toEqual(['c4', 'c3']);
  });
});

describe('exchanges with friendly miniatures and wounded (rulebook pp. 7, 11)', () => {
  it('lets a miniature take, give or trade objects with a friendly miniature it passes through', () => {
    expect(after('yMk:a1 yNg:a2>yKy', 'move yMk a1-a2+yKy-a3', ['yMk', 'yKy'])).toEqual(['a3', 'a3>yMk']);
    expect(after('yMk:a1>yRp yNg:a2', 'move yMk a1-a2>yRp-a3', ['yRp'])).toEqual(['a2>yNg']);
    expect(after('yMk:a1>yRp yNg:a2>yKy', 'move yMk a1-a2+yKy-a3', ['yKy', 'yRp'])).toEqual([
      'a3>yMk',
      'a2>yNg',
    ]);
    rejects(board('yMk:a1>yRp yNg:a2>yKy'), 'move yMk a1-a2>yRp-a3');
    // Not with a miniature it does not pass through.
    rejects(board('yMk:a1 yNg:b2>yKy'), 'move yMk a1-a2+yKy-a3');
  });

  it('lets a miniature take or swap the object lying under a wounded of either colour (p. 11)', () => {
    expect(after('yMk:a1 bMk*:a2 bKy:a2', 'move yMk a1-a2+bKy-a3', ['bKy', 'bMk'])).toEqual(['a3>yMk', 'a2']);
    expect(after('yMk:a1>yRp bMk*:a2 bKy:a2', 'move yMk a1-a2+bKy-a3', ['bKy', 'yRp'])).toEqual([
      'a3>yMk',
      'a2',
    ]);
    expect(after('yMk:a1 yNg*:a2 bKy:a2', 'move yMk a1-a2+bKy-a3', ['bKy', 'yNg'])).toEqual(['a3>yMk', 'a2']);
  });

  it('carries wounded of its own colour like objects, never an enemy wounded (p. 11)', () => {
    expect(after('yMk:a1 yNg*:a2', 'move yMk a1-a2+yNg-a3', ['yNg'])).toEqual(['a3>yMk']);
    expect(after('yMk:a1 yNg*:a2', 'move yMk a1-a2+yNg-a3!yNg-a4', ['yNg', 'yMk'])).toEqual(['a3', 'a4']);
    expect(after('yMk:a1>yNg* yBn:a2', 'move yMk a1-a2>yNg-a3', ['yNg'])).toEqual(['a2>yBn']);
    expect(after('yMk:a1 yBn:a2>yNg*', 'move yMk a1-a2+yNg-a3', ['yNg'])).toEqual(['a3>yMk']);
    rejects(board('yMk:a1 bNg*:a2'), 'move yMk a1-a2+bNg-a3');
    expect(legalFor(board('yMk:a1 bNg*:a2'), 'move').some((a) => a.includes('+bNg'))).toBe(false);
  });
});

describe('the Rope on a pit trap (rulebook pp. 8, 12; N22)', () => {
  it('lying there may be taken by a miniature crossing, as it leaves the pit (p. 8)', () => {
    expect(after('yMk:c2 bRp:c3', 'move yMk c2-c3+bRp-c4', ['yMk', 'bRp'])).toEqual(['c4', 'c4>yMk']);
  });

  it('Figure 5: a friendly miniature on the pit with a Rope lets others cross, but keeps its Rope', () => {
    expect(after('yMk:c2 yNg:c3>yRp', 'move yMk c2-c3-c4', ['yMk', 'yRp'])).toEqual(['c4', 'c3>yNg']);
    rejects(board('yMk:c2 yNg:c3>yRp'), 'move yMk c2-c3+yRp-c4');
    // Whatever is listed leaves the Rope on the pit (it may be put down there, R10).
    const s = board('yMk:c2 yNg:c3>yRp');
    for (const a of legalFor(s, 'move', 'yMk')) expect(at(play(s, a).state, 'yRp'), a).toMatch(/^c3/);
  });

  it('under a friendly wounded may be crossed but never taken from it (p. 12; N22)', () => {
    expect(after('yMk:c2 yNg*:c3 bRp:c3', 'move yMk c2-c3-c4', ['yMk', 'bRp'])).toEqual(['c4', 'c3']);
    rejects(board('yMk:c2 yNg*:c3 bRp:c3'), 'move yMk c2-c3+bRp-c4');
    const s = board('yMk:c2 yNg*:c3 bRp:c3');
    for (const a of legalFor(s, 'move', 'yMk')) expect(at(play(s, a).state, 'bRp'), a).toMatch(/^c3/);
    // Carrying the wounded away is another matter: the Rope stays on the pit.
    expect(after('yMk:c2 yNg*:c3 bRp:c3', 'move yMk c2-c3+yNg-c4', ['yNg', 'bRp'])).toEqual(['c4>yMk', 'c3']);
  });

  it('taken from under an enemy wounded drops it to its death, 1 VP to the mover (p. 12; R19, N22)', () => {
    const r = play(board('yMk:c2 bNg*:c3 bRp:c3'), 'move yMk c2-c3+bRp-c4');
    expect(r.state.loc[id('bNg')]).toBe(Loc.Dead);
    expect(at(r.state, 'bRp')).toBe('c4>yMk');
    expect(r.state.vp).toEqual([1, 0]);
    expect(r.state.kills).toEqual([1, 0]);
    expect(r.events).toContainEqual({ type: 'fell', piece: id('bNg') });
    expect(r.events).toContainEqual({ type: 'eliminated', piece: id('bNg') });
  });

  it('Figure 4: the Naga gives its Key to the Mekanork, takes its Rope and ends on the pit trap', () => {
    const s = board('bNg:a5>bKy bMk:b5>bRp', 'blue');
    rejects(s, 'move bNg a5-b5-c5-d5-d4-d3-c3');
    const r = play(s, 'move bNg a5-b5+bRp-c5-d5-d4-d3-c3');
    expect(['bNg', 'bRp', 'bMk', 'bKy'].map((c) => at(r.state, c))).toEqual(['c3', 'c3>bNg', 'b5', 'b5>bMk']);
    // Listed once, by a shortest path.
    const listed = legalFor(s, 'move', 'bNg').filter((a) => /^move bNg a5-b5\+bRp(-[a-e]\d)*-c3$/.test(a));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.split('-')).toHaveLength(5);
  });
});
