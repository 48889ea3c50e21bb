// A room is drawn as 11 lines of 11 characters, north at the top: '+' corners,
// squares at odd positions ('.' floor, 'O' pit trap, '@' rotation gear) and edges
// between them (' ' open, '-' or '|' wall, '#' portcullis, ':' arrow-slit; a portcullis
// only inside the room, where its marker can sit between two of its squares). Drawing
// rooms as text keeps the data readable and lets tests define their own rooms.
import { Edge, Terrain, type Dir } from './types.ts';

export interface RoomDef {
  /** e.g. "37A". */
  name: string;
  /** Twin pair number shown on the gear (37..40). */
  pair: number;
  /** Direction of the gear's arrow; twins turn in opposite directions. */
  clockwise: boolean;
  /** Local square index = ly * 5 + lx, ly = 0 on the south side. */
  terrain: readonly Terrain[];
  /** edges[sq * 4 + dir]: Edge.Open/Wall/Slit, or Edge.Closed for a portcullis. */
  edges: readonly Edge[];
  /** For each portcullis edge (sq * 4 + dir, both sides), its index within the room; -1 elsewhere. */
  portcullis: readonly number[];
  portcullisCount: number;
  /** The drawing it came from. */
  art: readonly string[];
}

const SQUARE: Record<string, Terrain> = { '.': Terrain.Floor, O: Terrain.Pit, '@': Terrain.Gear };
const EDGE: Record<string, Edge> = {
  ' ': Edge.Open,
  '-': Edge.Wall,
  '|': Edge.Wall,
  '#': Edge.Closed,
  ':': Edge.Slit,
};

/** The most portcullises a room may have: a position stores 8 states per room (room index * 8 + k). */
export const MAX_PORTCULLISES = 8;

/** Parses a room drawing; throws on malformed data (room data is program input, not user input). */
export function parseRoom(name: string, pair: number, clockwise: boolean, art: readonly string[]): RoomDef {
  if (art.length !== 11 || art.some((l) => l.length !== 11)) {
    throw new Error(`room ${name}: expected 11 lines of 11 characters`);
  }
  const terrain: Terrain[] = [];
  const edges: Edge[] = new Array(100).fill(Edge.Wall);
  const portcullis: number[] = new Array(100).fill(-1);
  let portcullisCount = 0;
  const edgeAt = (i: number, j: number): Edge => {
    const e = EDGE[art[i]![j]!];
    if (e === undefined) throw new Error(`room ${name}: bad edge '${art[i]![j]}' at ${i},${j}`);
    if (e === Edge.Closed && (i === 0 || i === 10 || j === 0 || j === 10)) {
      throw new Error(`room ${name}: portcullis on the border at ${i},${j}`);
    }
    return e;
  };
  for (let i = 0; i < 11; i += 2) {
    for (let j = 0; j < 11; j += 2) {
      if (art[i]![j] !== '+') throw new Error(`room ${name}: expected a corner '+' at ${i},${j}`);
    }
  }
  for (let ly = 0; ly < 5; ly++) {
    for (let lx = 0; lx < 5; lx++) {
      const i = 9 - 2 * ly;
      const j = 2 * lx + 1;
      const t = SQUARE[art[i]![j]!];
      if (t === undefined) throw new Error(`room ${name}: bad square '${art[i]![j]}' at ${i},${j}`);
      terrain[ly * 5 + lx] = t;
      const sq = ly * 5 + lx;
      const around: [Dir, number, number][] = [
        [0, i - 1, j],
        [1, i, j + 1],
        [2, i + 1, j],
        [3, i, j - 1],
      ];
      for (const [d, ei, ej] of around) edges[sq * 4 + d] = edgeAt(ei, ej);
    }
  }
  // Number the portcullises once per edge (visiting each from its south or west square).
  for (let sq = 0; sq < 25; sq++) {
    const lx = sq % 5;
    const ly = (sq - lx) / 5;
    if (ly < 4 && edges[sq * 4 + 0] === Edge.Closed) {
      portcullis[sq * 4 + 0] = portcullis[(sq + 5) * 4 + 2] = portcullisCount++;
    }
    if (lx < 4 && edges[sq * 4 + 1] === Edge.Closed) {
      portcullis[sq * 4 + 1] = portcullis[(sq + 1) * 4 + 3] = portcullisCount++;
    }
  }
  // A position keeps 8 portcullis states per room (State.portState): a ninth would be another room's.
  if (portcullisCount > MAX_PORTCULLISES) {
    throw new Error(
      `room ${name} has ${portcullisCount} portcullises; a room holds at most ${MAX_PORTCULLISES}`,
    );
  }
  return { name, pair, clockwise, terrain, edges, portcullis, portcullisCount, art };
}

/** Is local square sq on the border of its room in room-local direction d? */
export const onBorder = (sq: number, d: number): boolean => {
  const lx = sq % 5;
  const ly = (sq - lx) / 5;
  return (d === 0 && ly === 4) || (d === 1 && lx === 4) || (d === 2 && ly === 0) || (d === 3 && lx === 0);
};

/** What a set requires of each of its rooms (set.ts). */
export interface RoomConstraints {
  /** Edges a room's border may show. */
  borders: readonly number[];
  /** Every square reachable from every opening (portcullises open, pits crossed, arrow-slits not). */
  connected: boolean;
  /** Terrain each room holds at least once. */
  atLeastOne: readonly ('pit' | 'portcullis' | 'slit')[];
}

const STEP = [5, 1, -5, -1];

/**
 * Every way the rooms break the set's constraints, as sentences (empty when they hold): one
 * rotation gear each (p. 6), an opening on every side, the allowed border edges, the terrain
 * each must hold, and connected interiors where the set asks for them (Classic's rooms have
 * pockets reachable only from outside).
 */
export function validateRooms(rooms: readonly RoomDef[], rules: RoomConstraints): string[] {
  const out: string[] = [];
  for (const r of rooms) {
    const gears = r.terrain.filter((t) => t === Terrain.Gear).length;
    if (gears !== 1) out.push(`${r.name} has ${gears} rotation gears, not 1`);
    for (let d = 0; d < 4; d++) {
      const openings: number[] = [];
      for (let sq = 0; sq < 25; sq++) {
        if (!onBorder(sq, d)) continue;
        const e = r.edges[sq * 4 + d]!;
        if (!rules.borders.includes(e)) out.push(`${r.name} has edge ${e} on its border at ${sq}/${d}`);
        if (e === Edge.Open) openings.push(sq);
      }
      if (openings.length === 0) out.push(`${r.name} has no opening on side ${d}`);
      if (!rules.connected) continue;
      for (const from of openings) {
        const seen = reach(r, from);
        if (seen.size < 25)
          out.push(`${r.name}: ${25 - seen.size} squares cannot be reached from opening ${from}`);
      }
    }
    const inner = (e: Edge): number => {
      let n = 0;
      for (let sq = 0; sq < 25; sq++)
        for (const d of [0, 1]) if (!onBorder(sq, d) && r.edges[sq * 4 + d] === e) n++;
      return n;
    };
    const has = {
      pit: r.terrain.includes(Terrain.Pit),
      portcullis: r.portcullisCount > 0,
      slit: inner(Edge.Slit) > 0,
    };
    for (const need of rules.atLeastOne) if (!has[need]) out.push(`${r.name} holds no ${need}`);
  }
  return out;
}

/** Squares reached from `from` inside the room: portcullises open, pits crossed, walls and slits not. */
function reach(r: RoomDef, from: number): Set<number> {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length) {
    const sq = todo.pop()!;
    for (let d = 0; d < 4; d++) {
      if (onBorder(sq, d)) continue;
      const e = r.edges[sq * 4 + d];
      if (e === Edge.Wall || e === Edge.Slit) continue;
      const nb = sq + STEP[d]!;
      if (!seen.has(nb)) {
        seen.add(nb);
        todo.push(nb);
      }
    }
  }
  return seen;
}
