// Guidance state of a new game on this device: every tip unseen, shown or not (a small module
// of its own, so the home screen starts a game without loading the table's code).
import type { TipsState } from './saved.ts';

export const freshTips = (guidance: boolean): [TipsState, TipsState] => [
  { seen: [], off: !guidance },
  { seen: [], off: !guidance },
];
