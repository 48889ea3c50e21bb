// Jump cards (rulebook p. 9; R11, R12) and portcullises: Key, lock-picking, breaking
// (rulebook pp. 8, 12; R15).
import { describe, expect, it } from 'vitest';
import { Loc, parsePieceCode, squareName, type State } from '../src/index.ts';
import { game, legalFor, play, playAll, position, rejects, OPEN_ROOM } from './helpers.ts';

/**
 * J: a pit trap at c3, reached only from c4: a portcullis west of it, an arrow-slit east, a wall south.
 * P: pit traps at c3, c5 and d5, open everywhere.
 */
const PITS = `room J 38 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . .#O:. . 
+ + +-+ + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
room P 38 ccw
+ + + + + +
 . . O O . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . O . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

/** A wall row between rows 2 and 3 of slot 0, pierced by portcullises above c2 and e2. */
const GATES = `room G 37 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+-+-+#+-+#+
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

const fx = (rooms: string, pieces: string, extra = '', scenario = 'tutorial-3'): State => {
  const slots = scenario === 'tutorial-4' ? 6 : 4;
  const names = rooms.split(' ');
  return position(`DT-Prison position 1
scenario ${scenario}
${OPEN_ROOM}
${PITS}
${GATES}
rooms ${[...names, ...Array(slots - names.length).fill('O/0*')].join(' ')}
${extra}
pieces ${pieces}`);
};
const at = (s: State, code: string): string => {
  const l = s.loc[parsePieceCode(code)!]!;
  return l >= 0 ? squareName(l) : String(l);
};

describe('Jump cards (rulebook p. 9; R12)', () => {
  it('let a miniature next to a pit trap jump over it for 1 AP and a Jump card (p. 9)', () => {
    const s = fx('P/0*', 'yMk:c2');
    expect(legalFor(s, 'jump')).toEqual(['jump yMk c4', 'jump yMk d3', 'jump yMk b3']);
    const r = play(s, 'jump yMk c4');
    expect(at(r.state, 'yMk')).toBe('c4');
    expect(r.state.ap).toBe(4);
    expect(r.state.jumps).toEqual([2, 3]);
    expect(r.events).toContainEqual({ type: 'jumped', piece: parsePieceCode('yMk'), from: 22, to: 42 });
    rejects(s, 'jump yMk c2');
    rejects(s, 'jump yMk c3');
    rejects(s, 'jump yMk c5');
  });

  it('land only on a valid square next to the pit trap (R12)', () => {
    // A friendly miniature at c4 and an enemy wounded at d3 make those squares invalid.
    const s = fx('P/0*', 'yMk:c2 yNg:c4 bNg*:d3 yBn*:b3');
    expect(legalFor(s, 'jump', 'yMk')).toEqual(['jump yMk b3']);
    rejects(s, 'jump yMk c4');
    rejects(s, 'jump yMk d3');
    expect(at(play(s, 'jump yMk b3').state, 'yMk')).toBe('b3');
  });

  it('need no wall, closed portcullis or arrow-slit between the miniature, the pit and the landing (R12)', () => {
    expect(legalFor(fx('J/0*', 'yMk:c4'), 'jump')).toEqual([]);
    expect(legalFor(fx('J/0*', 'yMk:c2'), 'jump')).toEqual([]);
    expect(legalFor(fx('J/0*', 'yNg:d3'), 'jump')).toEqual([]);
    expect(legalFor(fx('J/0*', 'yMk:b3'), 'jump')).toEqual([]);
    rejects(fx('J/0*', 'yMk:c4'), 'jump yMk c2');
    rejects(fx('J/0*', 'yNg:d3'), 'jump yNg b3');
    // An open portcullis joins b3 and the pit.
    expect(legalFor(fx('J/0*', 'yMk:c4', 'portcullis J=o'), 'jump')).toEqual(['jump yMk b3']);
    expect(legalFor(fx('J/0*', 'yMk:b3', 'portcullis J=b'), 'jump')).toEqual(['jump yMk c4']);
  });

  it('may not cross a pit trap holding a character, wounded or not (pp. 9, 12)', () => {
    expect(legalFor(fx('P/0*', 'yMk:c2 yNg:c3>yRp'), 'jump')).toEqual([]);
    expect(legalFor(fx('P/0*', 'yMk:c2 bNg*:c3 bRp:c3'), 'jump')).toEqual([]);
    rejects(fx('P/0*', 'yMk:c2 bNg*:c3 bRp:c3'), 'jump yMk c4');
    // A Rope alone is no character.
    expect(legalFor(fx('P/0*', 'yMk:c2 bRp:c3'), 'jump')).toContain('jump yMk c4');
  });

  it('change no objects: the jumper keeps what it carries and stands on what it lands on (R11)', () => {
    const r = play(fx('P/0*', 'yMk:c2>yKy'), 'jump yMk c4').state;
    expect([at(r, 'yMk'), at(r, 'yKy'), r.carrier[parsePieceCode('yKy')!]]).toEqual(['c4', 'c4', 0]);
    const t = play(fx('P/0*', 'yMk:c2 bKy:c4'), 'jump yMk c4').state;
    expect([at(t, 'bKy'), t.carrier[parsePieceCode('bKy')!]]).toEqual(['c4', -1]);
    // Carrying an object, it cannot land on another.
    expect(legalFor(fx('P/0*', 'yMk:c2>yKy bKy:c4'), 'jump')).not.toContain('jump yMk c4');
    rejects(fx('P/0*', 'yMk:c2>yKy bKy:c4'), 'jump yMk c4');
  });

  it('may land on a pit trap only with a Rope (R12 valid square; p. 8)', () => {
    expect(legalFor(fx('P/0*', 'yMk:b5'), 'jump')).toEqual(['jump yMk c6', 'jump yMk c4']);
    rejects(fx('P/0*', 'yMk:b5'), 'jump yMk d5');
    expect(legalFor(fx('P/0*', 'yMk:b5>yRp'), 'jump')).toEqual(['jump yMk c6', 'jump yMk d5', 'jump yMk c4']);
    expect(at(play(fx('P/0*', 'yMk:b5>yRp'), 'jump yMk d5').state, 'yMk')).toBe('d5');
  });

  it('are used up: none left, no jump; tutorial 1 deals a single one (p. 3)', () => {
    rejects(fx('P/0*', 'yMk:c2', 'yellow jumps=0'), 'jump yMk c4');
    expect(legalFor(fx('P/0*', 'yMk:c2', 'yellow jumps=0'), 'jump')).toEqual([]);
    expect(game({ scenario: 'tutorial-1' }).jumps).toEqual([1, 1]);
    expect(game({ scenario: 'tutorial-2' }).jumps).toEqual([3, 3]);
    const t1 = fx('P/0*', 'yMk:c2 yNg:d3', '', 'tutorial-1');
    expect(t1.jumps).toEqual([1, 1]);
    expect(legalFor(t1, 'jump', 'yNg')).toEqual(['jump yNg c4', 'jump yNg b3']);
    const after = play(t1, 'jump yMk c4').state;
    expect(after.jumps).toEqual([0, 1]);
    expect(legalFor(after, 'jump')).toEqual([]);
    rejects(after, 'jump yNg c2');
  });

  it('may land on the opponent\u2019s starting line: the miniature escapes (R12)', () => {
    const s = fx('O/0* O/0* O/0* O/0* P/0*', 'yMk:c14', '', 'tutorial-4');
    expect(legalFor(s, 'jump')).toContain('jump yMk c16');
    const r = play(s, 'jump yMk c16');
    expect(r.state.loc[parsePieceCode('yMk')!]).toBe(Loc.Escaped);
    expect(r.state.vp).toEqual([1, 0]);
    // A carried wounded is rescued (R19), a carried object discarded.
    const carried = play(fx('O/0* O/0* O/0* O/0* P/0*', 'yMk:c14>yNg*', '', 'tutorial-4'), 'jump yMk c16');
    expect(carried.state.loc[parsePieceCode('yNg')!]).toBe(Loc.Rescued);
    expect(carried.state.vp).toEqual([1, 0]);
    const blocked = fx('O/0* O/0* O/0* O/0* P/0*', 'yMk:c14 bMk:c16', '', 'tutorial-4');
    expect(legalFor(blocked, 'jump')).not.toContain('jump yMk c16');
    rejects(blocked, 'jump yMk c16');
  });
});

describe('portcullises (rulebook pp. 8, 12; R15)', () => {
  /** States of the room in slot 0's portcullises: 0 closed, 1 open, 2 broken. */
  const ports = (s: State): number[] => Array.from(s.portState.slice(s.layout[0]! * 8, s.layout[0]! * 8 + 2));
  const gates = (pieces: string, ports = 'G=c,c', active = 'yellow'): State =>
    fx('G/0*', pieces, `portcullis ${ports}\nphase actions active=${active}`);

  it('open and close for 1 AP next to a Key carrier, the Key serving again and again (p. 8)', () => {
    const s = gates('yMk:c2>yKy');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yMk n open']);
    const r = play(s, 'portcullis yMk n open');
    expect(r.state.ap).toBe(4);
    expect(ports(r.state)).toEqual([1, 0]);
    expect(r.events).toContainEqual({ type: 'portcullis', piece: 0, square: 22, dir: 0, state: 'open' });
    expect(legalFor(r.state, 'portcullis')).toEqual(['portcullis yMk n close']);
    rejects(r.state, 'portcullis yMk n open');
    const again = playAll(s, ['portcullis yMk n open', 'portcullis yMk n close', 'portcullis yMk n open']);
    expect(again.ap).toBe(2);
    expect(ports(again)).toEqual([1, 0]);
    // The same Key opens the other portcullis too.
    const other = play(play(r.state, 'move yMk c2-d2-e2').state, 'portcullis yMk n open').state;
    expect(ports(other)).toEqual([1, 1]);
  });

  it('stay shut for a miniature without a Key, or not next to them (p. 8)', () => {
    for (const pieces of ['yMk:c2', 'yMk:c2 yKy:c2', 'yMk:d2>yKy', 'yMk:c1>yKy', 'yMk*:c2 yKy:c2']) {
      expect(legalFor(gates(pieces), 'portcullis'), pieces).toEqual([]);
    }
    rejects(gates('yMk:c2'), 'portcullis yMk n open');
    rejects(gates('yMk:d2>yKy'), 'portcullis yMk n open');
    rejects(gates('yMk:d2>yKy'), 'portcullis yMk w open');
  });

  it('can be worked from either side, by either player (p. 8)', () => {
    const s = gates('bMk:c3>bKy', 'G=o,c', 'blue');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis bMk s close']);
  });

  it('open and close for the Backstabber without a Key (p. 12, lock-picking)', () => {
    const s = gates('yBs:c2');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yBs n open']);
    const t = play(s, 'portcullis yBs n open').state;
    expect(legalFor(t, 'portcullis')).toEqual(['portcullis yBs n close']);
    expect(ports(play(t, 'portcullis yBs n close').state)).toEqual([0, 0]);
  });

  it('are broken for good by the Colossus: open for ever, never to be closed (p. 12)', () => {
    const s = gates('yCo:c2');
    expect(legalFor(s, 'portcullis')).toEqual(['portcullis yCo n break']);
    const t = play(s, 'portcullis yCo n break').state;
    expect(t.ap).toBe(4);
    expect(ports(t)).toEqual([2, 0]);
    expect(legalFor(t, 'portcullis')).toEqual([]);
    // Not even a Key or lock-picking closes it again.
    const later = position(
      `DT-Prison position 1
scenario tutorial-3
${GATES}
rooms G/0* 40A/0* 40B/0* 38A/0*
portcullis G=b,c
pieces yMk:c2>yKy yBs:c3`,
    );
    expect(legalFor(later, 'portcullis')).toEqual([]);
    rejects(later, 'portcullis yMk n close');
    rejects(later, 'portcullis yBs s close');
    // Only a closed portcullis can be broken.
    expect(legalFor(gates('yCo:c2', 'G=o,c'), 'portcullis')).toEqual([]);
    rejects(gates('yCo:c2', 'G=o,c'), 'portcullis yCo n break');
  });

  it('offer a Colossus with a Key both opening and breaking (pp. 8, 12)', () => {
    expect(legalFor(gates('yCo:c2>yKy'), 'portcullis')).toEqual([
      'portcullis yCo n open',
      'portcullis yCo n break',
    ]);
  });

  it('are listed once when two miniatures could work the same one, either may do it (p. 8)', () => {
    const s = gates('yMk:c2>yKy yBs:c3');
    expect(legalFor(s, 'portcullis')).toHaveLength(1);
    expect(ports(play(s, 'portcullis yMk n open').state)).toEqual([1, 0]);
    expect(ports(play(s, 'portcullis yBs s open').state)).toEqual([1, 0]);
  });

  it('let miniatures through only when open or broken (pp. 8, 12)', () => {
    rejects(gates('yNg:c2'), 'move yNg c2-c3');
    for (const ports of ['G=o,c', 'G=b,c'])
      expect(at(play(gates('yNg:c2', ports), 'move yNg c2-c3').state, 'yNg')).toBe('c3');
  });

  it('separate two characters only when closed (R15)', () => {
    expect(legalFor(gates('yMk:c2 bMk:c3'), 'attack')).toEqual([]);
    rejects(gates('yMk:c2 bMk:c3'), 'attack yMk bMk');
    for (const ports of ['G=o,c', 'G=b,c'])
      expect(legalFor(gates('yMk:c2 bMk:c3', ports), 'attack')).toEqual(['attack yMk bMk']);
  });
});
