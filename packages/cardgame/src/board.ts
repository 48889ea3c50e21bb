// The labyrinth as a grid of zones, derived from the rooms (layout, orientations,
// portcullises, broken walls) and rebuilt whenever one of them changes. The grid is 4
// zones wide (2 rooms) and 2 zones per row of rooms long; row 1 is at yellow's end.
// Zones are named like chess squares, a1..d<rows>; a place on a starting zone is named
// by its seat letter in capitals, the side (w below the west room, e below the east
// room) and, for a character, the icon of the zone it faces: "Ywt", "Be", ...
//
// Every border is seen from both zones as two halves: f1 is the half printed on this
// zone's room, f2 the half printed on the neighbour's room (Open inside a room and towards
// a starting zone). Rules read the pair (movement, lines of sight, jumps, wall walking).
import { ROOMS, Printed } from './rooms.ts';
import {
  START_BASE,
  isStart,
  isZone,
  locIcon,
  startLoc,
  startSeat,
  startSide,
  zoneLoc,
  type Board,
  type State,
} from './state.ts';
import { Feature, ICON_LETTERS, type Seat } from './types.ts';

const DR = [1, 0, -1, 0];
const DX = [0, 1, 0, -1];
export const OFF = -1;
export const startNb = (seat: Seat): number => -2 - seat;

/** Board position of a zone inside its room: 0 NW, 1 NE, 2 SE, 3 SW. */
const posOf = (cell: number): number => {
  const north = (cell >> 2) & 1;
  const east = cell & 1;
  return north ? (east ? 1 : 0) : east ? 2 : 3;
};
const cellAt = (slot: number, pos: number): number => {
  const north = pos === 0 || pos === 1 ? 1 : 0;
  const east = pos === 1 || pos === 2 ? 1 : 0;
  return ((slot >> 1) * 2 + north) * 4 + (slot & 1) * 2 + east;
};
/** Border between zones of the room, in board frame, by position and direction (-1: outer). */
const INNER: readonly number[][] = [
  [-1, 0, 3, -1],
  [-1, -1, 1, 0],
  [1, -1, -1, 2],
  [3, 2, -1, -1],
];
/** Outer half-border in board frame, by position and direction (-1: inner). */
const OUTER: readonly number[][] = [
  [0, -1, -1, 7],
  [1, 2, -1, -1],
  [-1, 3, 4, -1],
  [-1, -1, 5, 6],
];

/** The printed feature of a room's half of a border, seen from a zone in a direction. */
function printed(room: number, orient: number, pos: number, dir: number): number {
  const def = ROOMS[room]!;
  const k = INNER[pos]![dir]!;
  if (k >= 0) return def.inner[(k - orient + 4) & 3]!;
  return def.outer[(OUTER[pos]![dir]! - 2 * orient + 8) & 7]!;
}

/** What the board is derived from: the rooms, where they lie, how they are turned and what changed them. */
export type Rooms = Pick<State, 'layout' | 'orient' | 'revealed' | 'port' | 'walls'>;

/** A printed feature in the current state: broken walls and open portcullises let everything by. */
function live(s: Rooms, room: number, p: number): Feature {
  switch (p) {
    case Printed.Wall:
      return s.walls[room] ? Feature.Open : Feature.Wall;
    case Printed.Slit:
      return Feature.Slit;
    case Printed.Portcullis:
      return s.port[room] === 0 ? Feature.Closed : Feature.Open;
    case Printed.Pit:
      return Feature.Pit;
    default:
      return Feature.Open;
  }
}

/** The view's letter for a half border: . w W(broken wall) a p(closed) P(open) B(broken) o. */
function borderLetter(s: Rooms, room: number, p: number): string {
  switch (p) {
    case Printed.Wall:
      return s.walls[room] ? 'W' : 'w';
    case Printed.Slit:
      return 'a';
    case Printed.Portcullis:
      return 'pPB'[s.port[room]!]!;
    case Printed.Pit:
      return 'o';
    default:
      return '.';
  }
}

export function buildBoard(s: Rooms): Board {
  const rows = s.layout.length;
  const cells = rows * 4;
  const b: Board = {
    rows,
    cells,
    cellRoom: new Int8Array(cells),
    cellIcon: new Int8Array(cells),
    cellOf: new Int8Array(48).fill(-1),
    up: new Uint8Array(cells),
    f1: new Uint8Array(cells * 4),
    f2: new Uint8Array(cells * 4),
    nb: new Int16Array(cells * 4),
    detail: new Array<string>(cells * 4).fill('?'),
  };
  for (let slot = 0; slot < s.layout.length; slot++) {
    const room = s.layout[slot]!;
    const o = s.orient[room]!;
    for (let pos = 0; pos < 4; pos++) {
      const cell = cellAt(slot, pos);
      const icon = ROOMS[room]!.icons[(pos - o + 4) & 3]!;
      b.cellRoom[cell] = room;
      b.cellIcon[cell] = icon;
      b.cellOf[zoneLoc(room, icon)] = cell;
      b.up[cell] = s.revealed[room]!;
    }
  }
  for (let cell = 0; cell < cells; cell++) {
    const room = b.cellRoom[cell]!;
    const pos = posOf(cell);
    for (let d = 0; d < 4; d++) {
      const i = cell * 4 + d;
      const r = (cell >> 2) + DR[d]!;
      const x = (cell & 3) + DX[d]!;
      b.nb[i] = x < 0 || x > 3 ? OFF : r < 0 ? startNb(0) : r >= rows ? startNb(1) : r * 4 + x;
      const p = printed(room, s.orient[room]!, pos, d);
      b.detail[i] = b.up[cell] ? borderLetter(s, room, p) : '?';
      b.f1[i] = b.nb[i] === OFF ? Feature.Off : b.up[cell] ? live(s, room, p) : Feature.Hidden;
      const n = b.nb[i]!;
      if (n < 0 || INNER[pos]![d]! >= 0) {
        b.f2[i] = n === OFF ? Feature.Off : Feature.Open;
      } else {
        const nroom = b.cellRoom[n]!;
        const np = printed(nroom, s.orient[nroom]!, posOf(n), (d + 2) & 3);
        b.f2[i] = s.revealed[nroom] ? live(s, nroom, np) : Feature.Hidden;
      }
    }
  }
  return b;
}

export function refreshBoard(s: State): void {
  s.board = buildBoard(s);
}

export const cellName = (cell: number): string => 'abcd'[cell & 3]! + String((cell >> 2) + 1);

export function parseCell(text: string, b: Board): number | undefined {
  const m = /^([a-d])(\d{1,2})$/.exec(text);
  if (!m) return undefined;
  const row = Number(m[2]) - 1;
  if (row < 0 || row >= b.rows) return undefined;
  return row * 4 + 'abcd'.indexOf(m[1]!);
}

/** The slot of the room at a seat's end of the labyrinth, on one side. */
export const endSlot = (s: State, seat: Seat, side: number): number =>
  seat === 0 ? side : s.layout.length - 2 + side;
/** Zone row next to a seat's starting zone. */
export const nearRow = (b: Board, seat: Seat): number => (seat === 0 ? 0 : b.rows - 1);
/** Direction from a zone of the near row towards the seat's starting zone. */
export const startDir = (seat: Seat): number => (seat === 0 ? 2 : 0);

/**
 * The zone a starting-zone place faces, if the character there could reach it: the room
 * in front is face up and the faced zone lies along the starting zone (rulebook, Moving on
 * the starting zone). -1 otherwise.
 */
export function facedCell(s: State, l: number): number {
  const seat = startSeat(l);
  const room = s.layout[endSlot(s, seat, startSide(l))]!;
  if (!s.revealed[room]) return -1;
  const cell = s.board.cellOf[zoneLoc(room, locIcon(l))]!;
  return cell >> 2 === nearRow(s.board, seat) ? cell : -1;
}

/** The starting-zone place facing a near-row zone, for a seat: the place in front of it. */
export function placeFacing(s: State, seat: Seat, cell: number): number {
  return startLoc(seat, (cell & 3) >> 1, s.board.cellIcon[cell]!);
}

/** Name of a location that is on the table: a zone or a starting-zone place. */
export function placeName(s: State, l: number, facing = true): string {
  if (isZone(l)) return cellName(s.board.cellOf[l]!);
  if (isStart(l)) {
    const base = 'YB'[startSeat(l)]! + 'we'[startSide(l)]!;
    return facing ? base + ICON_LETTERS[locIcon(l)]! : base;
  }
  return '?';
}

/** The location named `text`, if it is a zone of a room in play or a starting-zone place. */
export function parsePlace(s: { board: Board }, text: string): number | undefined {
  const cell = parseCell(text, s.board);
  if (cell !== undefined) return zoneLoc(s.board.cellRoom[cell]!, s.board.cellIcon[cell]!);
  const m = /^([YB])([we])([tscg]?)$/.exec(text);
  if (!m) return undefined;
  const icon = m[3] ? (ICON_LETTERS as readonly string[]).indexOf(m[3]) : 0;
  return startLoc(m[1] === 'Y' ? 0 : 1, m[2] === 'w' ? 0 : 1, icon);
}

/** The cell of a zone location, or -1 (room not in play, or not a zone). */
export const cellOfLoc = (s: State, l: number): number => (isZone(l) ? s.board.cellOf[l]! : -1);
export const locOfCell = (b: Board, cell: number): number => zoneLoc(b.cellRoom[cell]!, b.cellIcon[cell]!);
export { START_BASE };
