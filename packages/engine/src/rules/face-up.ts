// The end of a game turns every room face up (issue 38 item 8): once nothing is left to play,
// the rooms no one revealed are shown as they lay, for the players to see what they missed.
// Only the view uses this; during the game a face-down room stays hidden from every viewer (R5).
import { clone, refreshBoard, type State } from '../core/state.ts';

/** The state with every room face up if the game is over; the state itself otherwise. */
export function faceUpAtEnd(s: State): State {
  if (s.phase !== 'over' || s.revealed.every((r) => r === 1)) return s;
  const t = clone(s);
  for (let slot = 0; slot < t.revealed.length; slot++) {
    if (t.revealed[slot] === 1) continue;
    t.revealed[slot] = 1;
    refreshBoard(t, slot);
  }
  return t;
}
