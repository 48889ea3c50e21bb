// Lines of sight (R17) and adjacency (R15). A line goes straight, square by square, and
// stops at the first character; it crosses objects, gears, pits and open or broken
// portcullises, and an arrow-slit only when the looker stands next to it.
import { isOpenEdge, neighbour } from '../core/board.ts';
import { miniAt, woundedAt } from '../core/pieces.ts';
import { Edge, Terrain, type PieceId } from '../core/types.ts';
import type { State } from '../core/state.ts';

/**
 * The first character seen from `from` in direction d (the miniature if a miniature stands on
 * a wounded), or -1. Its square is its `loc` (a character seen is on the floor): no square is
 * left in module state for the caller to read.
 */
export function lineOfSight(s: State, from: number, d: number): PieceId {
  let sq = from;
  for (let dist = 1; ; dist++) {
    const e = s.board.edge[sq * 4 + d]!;
    const pass = isOpenEdge(e) || (e === Edge.Slit && dist === 1);
    if (!pass) return -1;
    const nb = neighbour(sq, d, s.geo);
    if (nb < 0 || s.board.terrain[nb] === Terrain.Hidden) return -1;
    const m = miniAt(s, nb);
    const c = m >= 0 ? m : woundedAt(s, nb);
    if (c >= 0) return c;
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

/** The characters (miniatures and lying wounded) adjacent to a square, in direction order. */
export function adjacentChars(s: State, sq: number, out: PieceId[] = []): PieceId[] {
  for (let d = 0; d < 4; d++) {
    if (!isOpenEdge(s.board.edge[sq * 4 + d]!)) continue;
    const nb = neighbour(sq, d, s.geo);
    if (nb < 0) continue;
    const m = miniAt(s, nb);
    if (m >= 0) out.push(m);
    const w = woundedAt(s, nb);
    if (w >= 0) out.push(w);
  }
  return out;
}
