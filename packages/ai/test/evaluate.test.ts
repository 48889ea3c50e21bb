// The evaluation follows each scenario's goal where the stand-alone terms would miss it:
// tutorial 3 is won by eliminating two enemy characters and nobody leaves the labyrinth
// (rulebook, tutorial scenario 3 "Until death do us part"), and the way out counts a turn of
// the miniature's own room (rulebook p. 6, R13) when the labyrinth as it lies is walled.
import { describe, expect, it } from 'vitest';
import { clone, newGame, parsePosition, parseSquare, turnedBoard, type State } from '@dt/engine';
import { evaluate, exitDistances } from '../src/evaluate.ts';

function start(scenario: 'tutorial-3' | 'standalone'): State {
  const g = newGame({ scenario }, 3);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('evaluate', () => {
  it('counts an elimination in tutorial 3 as a victory point on top of the one it scores', () => {
    const s = start('tutorial-3');
    const t = clone(s);
    t.kills[0]++;
    expect(evaluate(t, 0) - evaluate(s, 0)).toBe(100);
    expect(evaluate(t, 1) - evaluate(s, 1)).toBe(-100);
  });

  it('ignores eliminations outside tutorial 3, where only victory points count', () => {
    const s = start('standalone');
    const t = clone(s);
    t.kills[0]++;
    expect(evaluate(t, 0)).toBe(evaluate(s, 0));
  });
});

const OPEN = `room P 40 cw
+ + + + + +
 . . . . @ 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;

// Walled in but for one opening in the middle of its west side, on the edge of the labyrinth;
// its gear in the middle turns it clockwise: one quarter turn puts the opening on the north side.
const WALLED = `room W 40 cw
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . . . .|
+ + + + + +
 . . @ . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`;

/** Yellow's Cleric in the walled room (slot 2, rows 6-10) at `square`. */
function walledIn(square: string): State {
  const r = parsePosition(`DT-Prison position 1
scenario standalone
${OPEN}
${WALLED}
rooms P/0* P/0* W/0* P/0* P/0* P/0* P/0* P/0*
pieces yCl:${square} bCl:j21`);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the way out through a rotation', () => {
  it('values a miniature walled in its room more on the gear that turns the way open than pressed against the wall', () => {
    const gear = walledIn('c8');
    const wall = walledIn('c10');
    // Through the labyrinth as it lies, the square against the north wall is the closer one...
    const dist = exitDistances(gear, 0);
    expect(dist[parseSquare('c10', gear.geo)!]).toBeLessThan(dist[parseSquare('c8', gear.geo)!]!);
    // ...but one quarter turn from the gear opens the way north, and the gear is where it starts.
    expect(evaluate(gear, 0)).toBeGreaterThan(evaluate(wall, 0));
    expect(evaluate(gear, 1)).toBeLessThan(evaluate(wall, 1));
  });

  it('changes nothing for a miniature whose way out is open', () => {
    const a = walledIn('c12');
    const b = walledIn('c13');
    expect(evaluate(b, 0)).toBeGreaterThan(evaluate(a, 0));
  });
});

describe('the way out past a face-down room', () => {
  /** Yellow's Cleric at c5, in slot 0 drawn as `room`; slot 2, above it, face-down. */
  const below = (room: string): State => {
    const r = parsePosition(`DT-Prison position 1
scenario standalone
${OPEN}
${WALLED}
rooms ${room}/0* P/0* P/0 P/0* P/0* P/0* P/0* P/0*
pieces yCl:c5 bCl:j21`);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it("counts a revealed room's own wall towards a face-down room as a wall: no reveal through it (R4)", () => {
    const open = below('P');
    const walled = below('W');
    const c5 = parseSquare('c5', open.geo)!;
    expect(exitDistances(walled, 0)[c5]! - exitDistances(open, 0)[c5]!).toBeGreaterThanOrEqual(24);
  });
});

// Plans are shared by every world with the same revealed rooms, orientations and portcullises.
describe('distances shared between worlds', () => {
  // A wall across the room but for a portcullis in the middle; a gear in the corner.
  const GATE = `room G 40 cw
+ + + + + +
 @ . . . . 
+ + + + + +
 . . . . . 
+-+-+#+-+-+
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;
  const position = (rooms: string, portcullis = '-'): State => {
    const r = parsePosition(`DT-Prison position 1
scenario standalone
${OPEN}
${WALLED}
${GATE}
rooms ${rooms}
portcullis ${portcullis}
pieces yCl:c5 bCl:j21`);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const ROOMS = 'G/0* W/0* W/0 P/0* P/0* P/0* P/0* P/0*';

  it('does not depend on what a face-down room is or how it is turned', () => {
    const a = position(ROOMS);
    const b = position('G/0* W/0* P/3 P/0* P/0* P/0* P/0* P/0*');
    expect(Array.from(exitDistances(b, 1))).toEqual(Array.from(exitDistances(a, 1)));
  });

  it('follows a portcullis raised and a room turned in the same game', () => {
    const s = position(ROOMS);
    const closed = Array.from(exitDistances(s, 0));
    const raised = clone(s);
    raised.portState.fill(1);
    raised.board = turnedBoard(raised, 0, 0); // the board rebuilt, nothing turned
    expect(Array.from(exitDistances(raised, 0))).toEqual(
      Array.from(exitDistances(position(ROOMS, 'G=o'), 0)),
    );
    expect(Array.from(exitDistances(raised, 0))).not.toEqual(closed);
    const turned = clone(s);
    turned.orient[1] = 1;
    turned.board = turnedBoard(s, 1, 1);
    expect(Array.from(exitDistances(turned, 0))).toEqual(
      Array.from(exitDistances(position(ROOMS.replace('W/0*', 'W/1*')), 0)),
    );
    expect(Array.from(exitDistances(turned, 0))).not.toEqual(closed);
  });
});
