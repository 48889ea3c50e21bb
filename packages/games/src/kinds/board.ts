// What the board engine's two kinds (Prison and the 2004 Classic set) have alike in their
// registry entries: one record header (R24; told apart by scenario), the full game's victory
// points, the board AI's levels, and their facets, built into @dt/games, @dt/ai,
// @dt/cli and @dt/web.
import { BUILT_IN } from '../entry.ts';

export const BOARD_ENTRY = {
  recordHeader: 'DT-Prison record 1',
  /** The victory points a player may choose in a full game, the default first. */
  vpTargets: [5, 6, 7] as readonly number[],
  /** L0 (random) to L4 (the deepest search). */
  botLevels: [0, 1, 2, 3, 4],
  rules: BUILT_IN,
  bots: BUILT_IN,
  dt: BUILT_IN,
  web: BUILT_IN,
} as const;
