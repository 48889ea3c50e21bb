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
  return { name, pair, clockwise, terrain, edges, portcullis, portcullisCount, art };
}

/** Is local square sq on the border of its room in room-local direction d? */
export const onBorder = (sq: number, d: number): boolean => {
  const lx = sq % 5;
  const ly = (sq - lx) / 5;
  return (d === 0 && ly === 4) || (d === 1 && lx === 4) || (d === 2 && ly === 0) || (d === 3 && lx === 0);
};
