// Lines of sight (R17) and adjacency (R15). A line goes straight, square by square, and
// stops at the first character; it crosses objects, gears, pits and open or broken
// portcullises, and an arrow-slit only when the looker stands next to it.
import { isOpenEdge, neighbour } from './board.ts';
import { Edge, Terrain, type PieceId } from './types.ts';
import type { Occ } from './pieces.ts';
import type { State } from './state.ts';

export interface Sighting {
  /** The first character seen (the miniature if a miniature stands on a wounded), or -1. */
  target: PieceId;
  square: number;
  /** Squares crossed before the target. */
  distance: number;
}

export function lineOfSight(s: State, occ: Occ, from: number, d: number): Sighting {
  let sq = from;
  for (let dist = 1; ; dist++) {
    const e = s.board.edge[sq * 4 + d]!;
    const pass = isOpenEdge(e) || (e === Edge.Slit && dist === 1);
    if (!pass) return { target: -1, square: -1, distance: dist };
    const nb = neighbour(sq, d, s.geo);
    if (nb < 0 || s.board.terrain[nb] === Terrain.Hidden) return { target: -1, square: -1, distance: dist };
    const c = occ.mini[nb]! >= 0 ? occ.mini[nb]! : occ.wounded[nb]!;
    if (c >= 0) return { target: c, square: nb, distance: dist };
    sq = nb;
  }
}

/** Are two squares adjacent (R15)? */
export function adjacent(s: State, a: number, b: number): boolean {
  for (let d = 0; d < 4; d++) {
    if (neighbour(a, d, s.geo) === b) return isOpenEdge(s.board.edge[a * 4 + d]!);
  }
  return false;
}

/** The characters (miniatures and lying wounded) adjacent to a square. */
export function adjacentChars(s: State, occ: Occ, sq: number, out: PieceId[] = []): PieceId[] {
  for (let d = 0; d < 4; d++) {
    if (!isOpenEdge(s.board.edge[sq * 4 + d]!)) continue;
    const nb = neighbour(sq, d, s.geo);
    if (nb < 0) continue;
    if (occ.mini[nb]! >= 0) out.push(occ.mini[nb]!);
    if (occ.wounded[nb]! >= 0) out.push(occ.wounded[nb]!);
  }
  return out;
}
