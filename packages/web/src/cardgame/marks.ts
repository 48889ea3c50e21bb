// What the table marks for pointing (pointing.ts makes it, the board, the hands and the cards
// read it): the legal sources and targets, the selection, and the words and handler of a point.
import type { Ref } from './choices.ts';

export interface Marks {
  sources: Set<Ref>;
  targets: Set<Ref>;
  selected: Ref | null;
  /** Words for a target's button (what clicking it does), by ref. */
  label: (ref: Ref) => string | null;
  onPoint: (ref: Ref) => void;
  /** What the computer's action on screen touched (playback.ts), highlighted. */
  played?: ReadonlySet<Ref>;
}
