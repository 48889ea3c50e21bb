// The evaluation follows each scenario's goal where the stand-alone terms would miss it:
// tutorial 3 is won by eliminating two enemy characters and nobody leaves the labyrinth
// (rulebook, tutorial scenario 3 "Until death do us part"). The way out counts a turn of the
// miniature's own room or of its twin (rulebook p. 6, R13) when the labyrinth as it lies is
// walled, lets the Naga through arrow-slits and the Wizard over pit traps (GAME-DATA), and is
// the same in every world that shows the same revealed rooms.
import { describe, expect, it } from 'vitest';
import { clone, newGame, parseSquare, turnedBoard, type State } from '@dt/engine';
import { WEIGHTS, evaluate, exitDistances } from '../src/evaluate.ts';
import { standalone } from './positions.ts';

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
    expect(evaluate(t, 0) - evaluate(s, 0)).toBeCloseTo(100, 9);
    expect(evaluate(t, 1) - evaluate(s, 1)).toBeCloseTo(-100, 9);
  });

  it('counts an empty Action-card hand as the full one the end of the turn gives back (R7): ending the turn is no gain', () => {
    const s = start('standalone');
    const t = clone(s);
    t.actionHand[0] = 0;
    expect(evaluate(t, 0)).toBe(evaluate(s, 0));
    t.actionHand[0] = 1 << 5;
    expect(evaluate(t, 0)).toBeLessThan(evaluate(s, 0));
  });

  it('ignores eliminations outside tutorial 3, where only victory points count', () => {
    const s = start('standalone');
    const t = clone(s);
    t.kills[0]++;
    expect(evaluate(t, 0)).toBe(evaluate(s, 0));
  });
});

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
const walledIn = (square: string): State =>
  standalone([WALLED], 'P/0* P/0* W/0* P/0* P/0* P/0* P/0* P/0*', `yCl:${square} bCl:j21`);

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
  const below = (room: string): State =>
    standalone([WALLED], `${room}/0* P/0* P/0 P/0* P/0* P/0* P/0* P/0*`, 'yCl:c5 bCl:j21');

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
  const position = (layout: string, portcullis = '-'): State =>
    standalone([WALLED, GATE], layout, 'yCl:c5 bCl:j21', portcullis);
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

/** Plain floor, a gear in the south-west corner, `row` as the second row and `separator` above it. */
const crossing = (separator: string, row = ' . . . . . '): string => `room X 40 cw
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
${separator}
${row}
+ + + + + +
 @ . . . . 
+ + + + + +`;

describe('a character face-down in a room (R14)', () => {
  const layout = 'P/0 P/0 P/0* P/0 P/0 P/0 P/0 P/0';
  it("counts as if on the room's square farthest from its way out, where an opponent who reveals the room puts it", () => {
    const inRoom = evaluate(standalone([], layout, 'yCl:@2 bCl:j21'), 0);
    const squares = 'abcde'.split('').flatMap((x) => [6, 7, 8, 9, 10].map((y) => `${x}${y}`));
    const placed = squares.map((sq) => evaluate(standalone([], layout, `yCl:${sq} bCl:j21`), 0));
    expect(inRoom).toBeCloseTo(Math.min(...placed), 9);
    expect(Math.max(...placed)).toBeGreaterThan(inRoom);
  });
});

describe('the way out of each walker (GAME-DATA, characters)', () => {
  // Slots 0 and 1 (rows 1-5) carry the obstacle across the whole width; the rest is open.
  const across = (room: string, piece: string, square: string): State =>
    standalone([room], 'X/0* X/0* P/0* P/0* P/0* P/0* P/0* P/0*', `y${piece}:${square} bCl:j21`);
  /** How much more `piece` is worth on `to` than on `from`. */
  const gain = (room: string, piece: string, from: string, to: string): number =>
    evaluate(across(room, piece, to), 0) - evaluate(across(room, piece, from), 0);
  const open = crossing('+ + + + + +');

  it('lets the Naga pass arrow-slits like open edges: it is a contortionist', () => {
    // Arrow-slits between rows 2 and 3 from one side of the labyrinth to the other.
    const slits = crossing('+:+:+:+:+:+');
    expect(gain(slits, 'Ng', 'c2', 'c3')).toBeCloseTo(gain(open, 'Ng', 'c2', 'c3'), 9);
    // The Cleric must turn a room to get through: crossing them is worth far more to it.
    expect(gain(slits, 'Cl', 'c2', 'c3')).toBeGreaterThan(3 * gain(open, 'Cl', 'c2', 'c3'));
  });

  it('lets the Wizard fly over pit traps like plain floor: it levitates', () => {
    // Pit traps all along row 2.
    const pits = crossing('+ + + + + +', ' O O O O O ');
    expect(gain(pits, 'Wz', 'c1', 'c3')).toBeCloseTo(gain(open, 'Wz', 'c1', 'c3'), 9);
    // On foot a pit costs as much as six steps (a Rope, or a way round).
    expect(gain(pits, 'Cl', 'c1', 'c3')).toBeGreaterThan(2 * gain(open, 'Cl', 'c1', 'c3'));
  });
});

describe('the way out through a rotation of the twin room (rulebook p. 6)', () => {
  // Walled but on its east side; its gear in the middle (c3). Turned, it opens onto WALLED.
  const ALCOVE = `room A 38 cw
+-+-+-+-+-+
|. . . . . 
+ + + + + +
|. . . . . 
+ + + + + +
|. . @ . . 
+ + + + + +
|. . . . . 
+ + + + + +
|. . . . . 
+-+-+-+-+-+`;
  // Walled on its north side only: half a turn opens it north.
  const lid = (pair: number): string => `room T ${pair} ccw
+-+-+-+-+-+
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +
 . . . . . 
+ + + + + +`;
  /** Yellow's Colossus on the alcove's gear, next to T; T is its twin when both are pair 38. */
  const onGear = (pair: number): State =>
    standalone([WALLED, ALCOVE, lid(pair)], 'A/0* T/0* W/0* P/0* P/0* P/0* P/0* P/0*', 'yCo:c3 bCl:j21');

  it('counts turning the twin room from a gear of its own room', () => {
    // Turning its own room only faces WALLED's south wall; half a turn of its twin (2 AP) opens
    // the way north, 3 AP less than the wall costs the slow Colossus (AP 13.5 against 16.5).
    expect(evaluate(onGear(38), 0) - evaluate(onGear(37), 0)).toBeCloseTo(
      WEIGHTS.progress * (Math.exp(-13.5 / 8) - Math.exp(-16.5 / 8)),
      6,
    );
  });
});
