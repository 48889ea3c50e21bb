// The 12 room cards: 6 twin pairs, each room 2 x 2 zones with one rotation gear zone
// (rulebook: Room zones, Rotating a room). The rulebook's text does not print the cards'
// drawings, so these layouts are the project's reconstruction (CN1): every pair turns in
// opposite directions, 9 rooms carry the box's 9 portcullises (one each), and walls,
// arrow-slits and pit traps appear inside rooms and on their outer borders as in the
// rulebook's figures.
//
// A room is drawn in its own frame (orientation 0, north up) as 5 lines of 5 characters:
//
//   +N+N+     N, E, S, W: the 8 halves of the outer border (north-west, north-east, ...)
//   WzIzE     z: a zone's icon (t triangle, s square, c circle, g gear)
//   +I+I+     I: the 4 borders between zones
//   WzIzE     border features: . open, w wall, a arrow-slit, p portcullis, o pit trap
//   +S+S+
import { ICON_LETTERS, type Icon } from './types.ts';

export const PAIRS = ['blue', 'green', 'red', 'orange', 'purple', 'white'] as const;
export type PairColour = (typeof PAIRS)[number];

/** A printed border feature (before the state: a portcullis may be open, walls broken). */
export const Printed = { Open: 0, Wall: 1, Slit: 2, Portcullis: 3, Pit: 4 } as const;
const PRINTED_LETTERS = '.wapo';

export interface RoomDef {
  name: string;
  pair: number;
  /** Direction of the arrow printed on the gear zone. */
  clockwise: boolean;
  /** Icon at each frame position: 0 north-west, 1 north-east, 2 south-east, 3 south-west. */
  icons: readonly Icon[];
  /** Frame position of each icon. */
  iconPos: readonly number[];
  /** Borders between zones: 0 NW|NE, 1 NE/SE, 2 SE|SW, 3 SW/NW (clockwise). */
  inner: readonly number[];
  /** Outer half-borders clockwise from the north-west zone's north side: NWn NEn NEe SEe SEs SWs SWw NWw. */
  outer: readonly number[];
  hasPortcullis: boolean;
  art: readonly string[];
}

const ART: readonly [string, string, boolean, string][] = [
  ['blue A', 'blue', true, '+.+w+ .tas. +.+p+ wg.c. +.+o+'],
  ['blue B', 'blue', false, '+w+.+ .c.g. +o+.+ wsat. +.+w+'],
  ['green A', 'green', true, '+.+.+ wg.t. +p+o+ .c.so +w+.+'],
  ['green B', 'green', false, '+o+.+ .spg. +.+w+ .t.cw +.+a+'],
  ['red A', 'red', true, '+w+.+ .s.c. +.+a+ og.tp +.+.+'],
  ['red B', 'red', false, '+.+o+ .gwt. +.+.+ pc.s. +w+.+'],
  ['orange A', 'orange', true, '+.+w+ .cps. +w+.+ .toga +.+.+'],
  ['orange B', 'orange', false, '+.+.+ agwc. +.+o+ .s.t. +p+w+'],
  ['purple A', 'purple', true, '+o+.+ .t.g. +.+p+ wsac. +.+.+'],
  ['purple B', 'purple', false, '+.+w+ .cos. +a+.+ .g.t. +.+o+'],
  ['white A', 'white', true, '+.+.+ .s.to +w+p+ .g.c. +.+w+'],
  ['white B', 'white', false, '+w+.+ .g.c. +.+w+ os.t. +a+.+'],
];

/** Parses one room drawing; throws on a malformed drawing (the table is static data). */
export function parseRoomArt(name: string, pair: number, clockwise: boolean, art: string): RoomDef {
  const lines = art.split(' ');
  const at = (r: number, c: number): string => lines[r]?.[c] ?? '?';
  const feat = (r: number, c: number): number => {
    const i = PRINTED_LETTERS.indexOf(at(r, c));
    if (i < 0) throw new Error(`room ${name}: bad border '${at(r, c)}' at ${r},${c}`);
    return i;
  };
  const icon = (r: number, c: number): Icon => {
    const i = (ICON_LETTERS as readonly string[]).indexOf(at(r, c));
    if (i < 0) throw new Error(`room ${name}: bad zone icon '${at(r, c)}'`);
    return i as Icon;
  };
  if (lines.length !== 5 || lines.some((l) => l.length !== 5)) throw new Error(`room ${name}: 5 x 5 drawing`);
  const icons = [icon(1, 1), icon(1, 3), icon(3, 3), icon(3, 1)];
  const iconPos = [0, 1, 2, 3].map((i) => icons.indexOf(i as Icon));
  if (iconPos.some((p) => p < 0)) throw new Error(`room ${name}: each icon exactly once`);
  const inner = [feat(1, 2), feat(2, 3), feat(3, 2), feat(2, 1)];
  const outer = [
    feat(0, 1),
    feat(0, 3),
    feat(1, 4),
    feat(3, 4),
    feat(4, 3),
    feat(4, 1),
    feat(3, 0),
    feat(1, 0),
  ];
  const ports = [...inner, ...outer].filter((f) => f === Printed.Portcullis).length;
  if (ports > 1) throw new Error(`room ${name}: at most one portcullis`);
  return { name, pair, clockwise, icons, iconPos, inner, outer, hasPortcullis: ports === 1, art: lines };
}

export const ROOMS: readonly RoomDef[] = ART.map(([name, pair, cw, art]) =>
  parseRoomArt(name, PAIRS.indexOf(pair as PairColour), cw, art),
);

/** The room ids of a pair: A (clockwise) and B. */
export const pairRooms = (pair: number): [number, number] => [pair * 2, pair * 2 + 1];
export const twinOf = (room: number): number => room ^ 1;
