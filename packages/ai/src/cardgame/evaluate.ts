// How good a sampled world of the card game is for one seat: victory points first, then how
// far each standing character has come towards the opponent's edge (where it escapes), the
// wounded, the objects carried and the action points banked on the wheel. It reads a world the
// bot built itself (worlds.ts), never the real game; it is written against the State's plain
// fields (card locations, the derived board) because it runs thousands of times a decision,
// where going through view() would cost a hundred times more.
import type { State } from '@dt/cardgame';

export interface CardgameWeights {
  vp: number;
  /** Per zone row advanced towards the opponent's edge, per standing character. */
  progress: number;
  /** A character on the opponent's starting zone, one step from escaping. */
  atExit: number;
  wounded: number;
  carried: number;
  /** Per action point on the wheel (at most 3 are kept at the end of a turn). */
  bankedAp: number;
}

export const CARDGAME_WEIGHTS: CardgameWeights = {
  vp: 100,
  progress: 4,
  atExit: 20,
  wounded: 12,
  carried: 2,
  bankedAp: 3,
};

const N_CHARS = 50;
const N_PIECES = 76;
const START_BASE = 48;
const ESCAPED = -4;

/** The world's value for `seat` (higher is better), symmetric: its side minus the other's. */
export function evaluate(s: State, seat: 0 | 1, w: CardgameWeights = CARDGAME_WEIGHTS): number {
  if (s.winner !== null) return s.winner === seat ? 1e6 : s.winner === -1 ? 0 : -1e6;
  const zoneRows = s.layout.length; // 2 zone rows per row of rooms, 2 rooms per row
  let score = w.vp * (s.vp[seat] - s.vp[1 - seat]!);
  for (let p = 0; p < N_CHARS; p++) {
    const l = s.loc[p]!;
    if (l < 0 && l !== ESCAPED) continue;
    if (l === ESCAPED) continue; // counted in the VP
    const owner = p < 25 ? 0 : 1;
    const sign = owner === seat ? 1 : -1;
    let row: number;
    if (l >= START_BASE) {
      const startSeat = (l - START_BASE) >> 3;
      if (startSeat === owner) row = 0;
      else {
        score += sign * w.atExit;
        row = zoneRows + 1;
      }
    } else {
      const cell = s.board.cellOf[l]!;
      const zoneRow = (cell >> 2) + 1; // 1..zoneRows from yellow's end
      row = owner === 0 ? zoneRow : zoneRows + 1 - zoneRow;
    }
    if (s.wounded[p]) score -= sign * w.wounded;
    else score += sign * w.progress * row;
  }
  for (let p = N_CHARS; p < N_PIECES; p++) {
    const c = s.carrier[p]!;
    if (c >= 0 && s.loc[p]! >= 0) score += ((c < 25 ? 0 : 1) === seat ? 1 : -1) * w.carried;
  }
  if (s.phase !== 'over')
    score += w.bankedAp * (Math.min(3, s.wheel[seat]) - Math.min(3, s.wheel[1 - seat]!));
  return score;
}
