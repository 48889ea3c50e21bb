// Lines of sight and the close-combat "locale" (rulebook: Line of sight, Combat in a
// starting zone). A line of sight runs straight along a row or column of zones; it passes
// objects, rotation gears, pit traps and open portcullises, stops at walls, closed
// portcullises, face-down rooms and the first zone holding characters, and passes an
// arrow-slit only on the border of the looker's own zone. A character on a starting zone
// facing a zone along it stands just beyond that zone's border (CN8).
import { facedCell, locOfCell, placeFacing, startDir } from './board.ts';
import { N_CHARS, type PieceId } from './cards.ts';
import { isStart, isZone, startSeat, type State } from './state.ts';
import { Feature, opposite, type Seat } from './types.ts';

/** May a line of sight cross this half border? Arrow-slits only next to the looker (`first`). */
const seeThrough = (f: number, first: boolean): boolean =>
  f === Feature.Open || f === Feature.Pit || (f === Feature.Slit && first);

/** Characters (not carried) standing exactly at location l. */
function standing(s: State, l: number): PieceId[] {
  const out: PieceId[] = [];
  for (let c = 0; c < N_CHARS; c++) if (s.loc[c] === l && s.carrier[c]! < 0) out.push(c);
  return out;
}

/** Characters (not carried) in a zone given by its cell. */
const inCell = (s: State, cell: number): PieceId[] => standing(s, locOfCell(s.board, cell));

/**
 * From zone `cell` looking in direction d (the first border crossed is next to the looker
 * when `first`): the characters of the first occupied zone or starting-zone place seen.
 */
function look(s: State, cell: number, d: number, first: boolean): PieceId[] {
  const b = s.board;
  let cur = cell;
  let adjacent = first;
  for (;;) {
    const i = cur * 4 + d;
    if (!seeThrough(b.f1[i]!, adjacent) || !seeThrough(b.f2[i]!, adjacent)) return [];
    const n = b.nb[i]!;
    if (n < -1) return standing(s, placeFacing(s, (-2 - n) as Seat, cur));
    if (n < 0 || !b.up[n]) return [];
    const here = inCell(s, n);
    if (here.length > 0) return here;
    cur = n;
    adjacent = false;
  }
}

/** The characters in line of sight from location l, one list per direction that sees someone. */
export function sightLines(s: State, l: number): PieceId[][] {
  const out: PieceId[][] = [];
  if (isZone(l)) {
    const cell = s.board.cellOf[l]!;
    for (let d = 0; d < 4; d++) {
      const seen = look(s, cell, d, true);
      if (seen.length) out.push(seen);
    }
    return out;
  }
  if (!isStart(l)) return out;
  const cell = facedCell(s, l);
  if (cell < 0) return out;
  const seat = startSeat(l);
  const toStart = cell * 4 + startDir(seat);
  if (!seeThrough(s.board.f1[toStart]!, true)) return out;
  const here = inCell(s, cell);
  if (here.length) return [here];
  const seen = look(s, cell, opposite(startDir(seat)), false);
  if (seen.length) out.push(seen);
  return out;
}

/** Does the line of sight from l reach character t? */
export function sees(s: State, l: number, t: PieceId): boolean {
  return sightLines(s, l).some((seen) => seen.includes(t));
}

/**
 * The characters fighting "as if in the same zone" as a close combat at location l: the
 * zone's characters and those on the starting zone facing it across a fully open border
 * (no wall, arrow-slit, pit trap or closed portcullis). null: nobody can fight there.
 */
export function locale(s: State, l: number): PieceId[] | null {
  let cell: number;
  if (isZone(l)) cell = s.board.cellOf[l]!;
  else if (isStart(l)) {
    cell = facedCell(s, l);
    if (cell < 0) return null;
    const seat = startSeat(l);
    if (s.board.f1[cell * 4 + startDir(seat)] !== Feature.Open) return null;
  } else return null;
  const out = inCell(s, cell);
  const b = s.board;
  for (let d = 0; d < 4; d++) {
    const n = b.nb[cell * 4 + d]!;
    if (n < -1 && b.f1[cell * 4 + d] === Feature.Open)
      out.push(...standing(s, placeFacing(s, (-2 - n) as Seat, cell)));
  }
  return out;
}
