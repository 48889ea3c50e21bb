// Board geometry (R1) and the terrain derived from room placement, orientation and
// portcullis states. The derived Board is immutable and shared between states; it is
// rebuilt only when a room is revealed or rotated or a portcullis changes.
//
// Squares are numbered y * 10 + x. Row 0 is yellow's starting line, rows 1..L the
// labyrinth (L = 5 * room rows), row L + 1 blue's starting line. x runs west to east as
// yellow sees it. Room slot = roomRow * 2 + roomCol, room row 0 touching yellow's line.
import type { RoomDef } from './roomdef.ts';
import { onBorder } from './roomdef.ts';
import { DX, DY, Edge, Terrain, opposite, type Seat } from './types.ts';

export const COLS = 10;

export interface Geometry {
  roomRows: number;
  /** Total rows including both starting lines. */
  height: number;
  size: number;
  /** nb[sq * 4 + d]: the neighbouring square in direction d, or -1 off the board. */
  nb: Int16Array;
  /** slot[sq]: the room slot of a square, -1 on a starting line. */
  slot: Int8Array;
}

const GEOMETRIES = new Map<number, Geometry>();

/** The board of a scenario's length; one shared, precomputed instance per length. */
export function geometry(roomRows: number): Geometry {
  const known = GEOMETRIES.get(roomRows);
  if (known) return known;
  const height = roomRows * 5 + 2;
  const size = height * COLS;
  const nb = new Int16Array(size * 4);
  const slot = new Int8Array(size);
  for (let sq = 0; sq < size; sq++) {
    const x = sq % COLS;
    const y = (sq - x) / COLS;
    slot[sq] = y === 0 || y === height - 1 ? -1 : Math.floor((y - 1) / 5) * 2 + (x >= 5 ? 1 : 0);
    for (let d = 0; d < 4; d++) {
      const nx = x + DX[d]!;
      const ny = y + DY[d]!;
      nb[sq * 4 + d] = nx < 0 || nx >= COLS || ny < 0 || ny >= height ? -1 : ny * COLS + nx;
    }
  }
  const g = { roomRows, height, size, nb, slot };
  GEOMETRIES.set(roomRows, g);
  return g;
}

export const sqX = (sq: number): number => sq % COLS;
export const sqY = (sq: number): number => (sq - (sq % COLS)) / COLS;

const NAMES: readonly string[] = Array.from(
  { length: 22 * COLS },
  (_, sq) => String.fromCharCode(97 + (sq % COLS)) + Math.floor(sq / COLS),
);
export const squareName = (sq: number): string => NAMES[sq]!;
const SQUARES = new Map(NAMES.map((name, sq) => [name, sq]));

export function parseSquare(name: string, g: Geometry): number | undefined {
  const sq = SQUARES.get(name);
  return sq !== undefined && sq < g.size ? sq : undefined;
}

/** The starting line row of a seat. */
export const startRow = (seat: Seat, g: Geometry): number => (seat === 0 ? 0 : g.height - 1);
export const isStartRow = (y: number, g: Geometry): boolean => y === 0 || y === g.height - 1;
/** Whose starting line a square is on, or -1. */
export const lineOwner = (sq: number, g: Geometry): -1 | Seat => {
  const y = sqY(sq);
  return y === 0 ? 0 : y === g.height - 1 ? 1 : -1;
};

/** The room slot of a labyrinth square, or -1 on a starting line. */
export const slotOf = (sq: number, g: Geometry): number => g.slot[sq]!;

export const slotRow = (slot: number): number => slot >> 1;

/** The square at slot-frame coordinates (gx, gy), gy = 0 on the slot's south side. */
export const slotSquare = (slot: number, gx: number, gy: number): number =>
  (slotRow(slot) * 5 + 1 + gy) * COLS + (slot & 1) * 5 + gx;

export function slotSquares(slot: number): number[] {
  const out: number[] = [];
  for (let gy = 0; gy < 5; gy++) for (let gx = 0; gx < 5; gx++) out.push(slotSquare(slot, gx, gy));
  return out;
}

/** Slot-frame coordinates of a labyrinth square. */
export const slotXY = (sq: number): [number, number] => [sqX(sq) % 5, (sqY(sq) - 1) % 5];

/** A quarter turn clockwise of slot-frame coordinates. */
export const rotateCW = (gx: number, gy: number): [number, number] => [gy, 4 - gx];
export const rotateCCW = (gx: number, gy: number): [number, number] => [4 - gy, gx];

/** LOCAL[o][gy * 5 + gx]: the room-local square shown at slot-frame (gx, gy) under orientation o. */
const LOCAL: readonly (readonly number[])[] = [0, 1, 2, 3].map((o) =>
  Array.from({ length: 25 }, (_, i) => {
    let x = i % 5;
    let y = (i - x) / 5;
    for (let k = 0; k < o; k++) [x, y] = rotateCCW(x, y);
    return y * 5 + x;
  }),
);

export const localSquare = (gx: number, gy: number, o: number): number => LOCAL[o]![gy * 5 + gx]!;

export const neighbour = (sq: number, d: number, g: Geometry): number => g.nb[sq * 4 + d]!;

export interface Board {
  terrain: Uint8Array;
  /** edge[sq * 4 + d]: what separates sq from its neighbour in direction d. */
  edge: Uint8Array;
  /** The side of the border that belongs to sq's own revealed room (R4 direct access); Blind elsewhere. */
  own: Uint8Array;
  /** For a portcullis edge: room index * 8 + portcullis index within the room; else -1. */
  port: Int16Array;
  /**
   * The sides a step may leave sq by, as bits: bit d when side d is open (R15) and leads to a
   * square of the board that is not face-down, bit 4 + d when it is an arrow-slit that does (the
   * Naga's). The movement search reads one byte per square instead of an edge, a neighbour and a
   * terrain per direction.
   */
  pass: Uint8Array;
  /**
   * Boards made from this one by rebuildSlot, by what changed (rebuildKey): searches turn the
   * same rooms again and again, and get the same board back instead of a new one. Weak, so a
   * board no state uses any more can go.
   */
  next: Map<number, WeakRef<Board>>;
}

/** The open sides of a step from sq (Board.pass), from the board's edges and terrain. */
function passOf(b: Board, geo: Geometry, sq: number): number {
  let bits = 0;
  for (let d = 0; d < 4; d++) {
    const nb = geo.nb[sq * 4 + d]!;
    if (nb < 0 || b.terrain[nb] === Terrain.Hidden) continue;
    const e = b.edge[sq * 4 + d]!;
    if (isOpenEdge(e)) bits |= 1 << d;
    else if (e === Edge.Slit) bits |= 16 << d;
  }
  return bits;
}

export interface RoomsState {
  geo: Geometry;
  roomDefs: readonly RoomDef[];
  /** Room index per slot. */
  layout: readonly number[];
  orient: Uint8Array;
  revealed: Uint8Array;
  /** Portcullis states per room index * 8 + k (0 closed, 1 open, 2 broken). */
  portState: Uint8Array;
}

const PORT_EDGE: readonly Edge[] = [Edge.Closed, Edge.Raised, Edge.Broken];
/**
 * Where two rooms (or a room and a starting line) meet, the side that stops more wins: a wall
 * on either side stops the Naga and lines of sight even if the other side has an arrow-slit.
 * Indexed by Edge; room borders hold only Open, Wall, Slit (and Blind when face-down).
 */
const BLOCKING: readonly number[] = [0, 4, 2, 3, 1, 1, 5];

export function buildBoard(r: RoomsState): Board {
  const n = r.geo.size;
  const b: Board = {
    terrain: new Uint8Array(n).fill(Terrain.Hidden),
    edge: new Uint8Array(n * 4).fill(Edge.Blind),
    own: new Uint8Array(n * 4).fill(Edge.Blind),
    port: new Int16Array(n * 4).fill(-1),
    pass: new Uint8Array(n),
    next: new Map(),
  };
  for (let slot = 0; slot < r.geo.roomRows * 2; slot++) fillSlot(r, b, slot);
  for (let sq = 0; sq < n; sq++) {
    if (r.geo.slot[sq]! < 0) b.terrain[sq] = Terrain.Start;
    for (let d = 0; d < 4; d++) fillBorder(r, b, sq, d);
  }
  for (let sq = 0; sq < n; sq++) b.pass[sq] = passOf(b, r.geo, sq);
  return b;
}

/**
 * What rebuildSlot's result depends on besides the board it starts from: the slot, whether it is
 * revealed, its room, the room's orientation and its portcullises (2 bits each, at most 8).
 */
function rebuildKey(r: RoomsState, slot: number): number {
  // A face-down room is blind whatever it is (fillSlot): one key for all of them.
  if (!r.revealed[slot]) return slot;
  const ri = r.layout[slot]!;
  let ports = 0;
  for (let k = 0; k < 8; k++) ports = ports * 4 + r.portState[ri * 8 + k]!;
  return (((ports * 1024 + ri) * 4 + r.orient[slot]!) * 2 + r.revealed[slot]!) * 16 + slot;
}

/** Most boards a board remembers as made from it by rebuildSlot. */
const NEXT_MAX = 64;

/**
 * The board after a change to one slot's room only (turned, revealed, a portcullis worked):
 * `prev` with that room and its borders built again. Equal to `buildBoard(r)`. The same change
 * to the same board gives the same board object again (Board.next), without building it.
 */
export function rebuildSlot(r: RoomsState, prev: Board, slot: number): Board {
  const key = rebuildKey(r, slot);
  const known = prev.next.get(key)?.deref();
  if (known) return known;
  const b = withSlotRebuilt(r, prev, slot);
  remember(prev, key, b);
  return b;
}

/** A new board: `prev` with the room in `slot` and its borders built again from `r`. */
function withSlotRebuilt(r: RoomsState, prev: Board, slot: number): Board {
  const b: Board = {
    terrain: prev.terrain.slice(),
    edge: prev.edge.slice(),
    own: prev.own.slice(),
    port: prev.port.slice(),
    pass: prev.pass.slice(),
    next: new Map(),
  };
  const origin = slotSquare(slot, 0, 0);
  for (let gy = 0; gy < 5; gy++) {
    const row = origin + gy * COLS;
    b.terrain.fill(Terrain.Hidden, row, row + 5);
    b.edge.fill(Edge.Blind, row * 4, row * 4 + 20);
    b.own.fill(Edge.Blind, row * 4, row * 4 + 20);
    b.port.fill(-1, row * 4, row * 4 + 20);
  }
  fillSlot(r, b, slot);
  const g = r.geo;
  for (let gy = 0; gy < 5; gy++) {
    for (let sq = origin + gy * COLS; sq < origin + gy * COLS + 5; sq++) {
      for (let d = 0; d < 4; d++) {
        fillBorder(r, b, sq, d);
        const nb = g.nb[sq * 4 + d]!;
        if (nb >= 0 && g.slot[nb] !== slot) fillBorder(r, b, nb, opposite(d));
      }
    }
  }
  // The open sides change on the room's squares and on the squares around it.
  for (let y = Math.max(0, sqY(origin) - 1); y <= Math.min(g.height - 1, sqY(origin) + 5); y++) {
    for (let x = Math.max(0, sqX(origin) - 1); x <= Math.min(COLS - 1, sqX(origin) + 5); x++) {
      b.pass[y * COLS + x] = passOf(b, g, y * COLS + x);
    }
  }
  return b;
}

function remember(prev: Board, key: number, b: Board): void {
  if (prev.next.size >= NEXT_MAX) {
    for (const [k, ref] of prev.next) if (!ref.deref()) prev.next.delete(k);
    if (prev.next.size >= NEXT_MAX) return;
  }
  prev.next.set(key, new WeakRef(b));
}

/**
 * A revealed room's squares: terrain, edges, their own sides and portcullises. A face-down
 * room stays blind everywhere, so the board depends only on what is revealed (R3): sampled
 * worlds that differ in their face-down rooms share one board.
 */
function fillSlot(r: RoomsState, b: Board, slot: number): void {
  if (!r.revealed[slot]) return;
  const ri = r.layout[slot]!;
  const def = r.roomDefs[ri]!;
  const o = r.orient[slot]!;
  for (let gy = 0; gy < 5; gy++) {
    for (let gx = 0; gx < 5; gx++) {
      const sq = slotSquare(slot, gx, gy);
      const ls = localSquare(gx, gy, o);
      for (let d = 0; d < 4; d++) {
        const ld = (d - o) & 3;
        const e = def.edges[ls * 4 + ld]!;
        b.own[sq * 4 + d] = e;
        const pk = def.portcullis[ls * 4 + ld]!;
        if (pk >= 0) {
          b.port[sq * 4 + d] = ri * 8 + pk;
          b.edge[sq * 4 + d] = PORT_EDGE[r.portState[ri * 8 + pk]!]!;
        } else if (!onBorder(ls, ld)) {
          b.edge[sq * 4 + d] = e;
        }
      }
      b.terrain[sq] = def.terrain[ls]!;
    }
  }
}

/** Borders between rooms and towards the starting lines: open only where every side is open. */
function fillBorder(r: RoomsState, b: Board, sq: number, d: number): void {
  const { geo } = r;
  const nb = geo.nb[sq * 4 + d]!;
  if (nb < 0) return;
  const mySlot = geo.slot[sq]!;
  const nbSlot = geo.slot[nb]!;
  if (mySlot === nbSlot) {
    if (mySlot < 0) b.edge[sq * 4 + d] = Edge.Open; // along a starting line (R1)
    return; // inside a room: done by fillSlot
  }
  const mine = mySlot < 0 ? Edge.Open : r.revealed[mySlot] ? b.own[sq * 4 + d]! : Edge.Blind;
  const theirs = nbSlot < 0 ? Edge.Open : r.revealed[nbSlot] ? b.own[nb * 4 + opposite(d)]! : Edge.Blind;
  b.edge[sq * 4 + d] = BLOCKING[mine]! >= BLOCKING[theirs]! ? mine : theirs;
}

/**
 * For planning (the AI's distances): the board as it would be with the room in `slot` turned
 * `quarters` quarter turns clockwise, and where a square of that room would go. Nothing changes.
 * Given `from`, the board of `r` as it is, only that room is built again (as rebuildSlot does).
 */
export function turnedBoard(r: RoomsState, slot: number, quarters: number, from?: Board): Board {
  const orient = r.orient.slice();
  orient[slot] = (orient[slot]! + quarters) & 3;
  const { geo, roomDefs, layout, revealed, portState } = r;
  const turned = { geo, roomDefs, layout, orient, revealed, portState };
  return from ? withSlotRebuilt(turned, from, slot) : buildBoard(turned);
}

export function turnedSquare(sq: number, slot: number, quarters: number): number {
  let [x, y] = slotXY(sq);
  for (let k = 0; k < (quarters & 3); k++) [x, y] = rotateCW(x, y);
  return slotSquare(slot, x, y);
}

/** R15: two squares are adjacent when no wall, closed portcullis or arrow-slit separates them. */
export const isOpenEdge = (e: number): boolean => e === Edge.Open || e === Edge.Raised || e === Edge.Broken;
