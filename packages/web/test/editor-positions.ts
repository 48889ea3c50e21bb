// Positions for the position editor's tests (unit and Chromium): a game under way, its free
// squares of a kind in revealed rooms, and a character standing on the board.
import {
  makePosition,
  parsePosition,
  parseRecord,
  pieceIn,
  replay,
  slotSquares,
  squareName,
  Terrain,
  type State,
} from '@dt/engine';
import { pieceList } from '../src/analysis/editor.ts';
import { randomGame } from './positions.ts';

export function stateOf(scenario: 'standalone' | 'classic', seed: number): State {
  const g = randomGame('g', scenario, seed, (s) => s.phase === 'actions' && s.turn >= 6);
  const r = parsePosition(positionFromRecord(g.record));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
export function positionFromRecord(record: string): string {
  const r = parseRecord(record);
  const s = r.ok ? replay(r.value) : null;
  if (!s?.ok) throw new Error('the game does not replay');
  return makePosition(s.value);
}

/** Squares of revealed rooms with the given terrain and nothing on them. */
export function freeSquares(s: State, terrain: number): string[] {
  const out: string[] = [];
  for (let slot = 0; slot < s.layout.length; slot++) {
    if (!s.revealed[slot]) continue;
    for (const sq of slotSquares(slot))
      if (s.board.terrain[sq] === terrain && !Array.from(s.loc).includes(sq)) out.push(squareName(sq));
  }
  return out;
}

/** A character of `seat` standing on the board, not carried and not wounded. */
export function standing(s: State, seat: 0 | 1): string {
  const p = pieceList(s).find(
    (x) =>
      x.character && x.seat === seat && /^[a-z]\d+$/.test(x.where) && !s.wounded[pieceIn(s.set, x.code)!],
  );
  if (!p) throw new Error('no character standing');
  return p.code;
}

/** A free square of `seat`'s own starting line (where its characters may stand). */
export function freeOnOwnLine(s: State, seat: 0 | 1): string {
  const row = seat === 0 ? 0 : s.geo.height - 1;
  const sq = Array.from(s.board.terrain).findIndex(
    (t, i) => t === Terrain.Start && Math.floor(i / 10) === row && !Array.from(s.loc).includes(i),
  );
  if (sq < 0) throw new Error('no free square on the starting line');
  return squareName(sq);
}
