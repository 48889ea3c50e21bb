// What the board engine's two kinds (Prison and the 2004 Classic set) have alike in their
// registry entries.

/** The first line of a board game's record (R24; Prison's and Classic's, told apart by scenario). */
export const BOARD_RECORD = 'DT-Prison record 1';

/** The victory points a player may choose in a full game, the default first. */
export const VP_TARGETS: readonly number[] = [5, 6, 7];
