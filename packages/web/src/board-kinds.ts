// The game kinds the board engine plays (its sets) and how this page tells them apart: by the
// scenario, which belongs to one set. Board drawings and words that differ by set (the 2004
// set's paired rooms, its gears, its cards) look their set up in tables keyed by these kinds.
import { CATALOG, type GameKind } from '@dt/games/catalog';

export const BOARD_KINDS = ['prison', 'classic'] as const satisfies readonly GameKind[];
export type BoardKind = (typeof BOARD_KINDS)[number];

/** The board kind a scenario belongs to (the first kind when none is given). */
export const boardKindOf = (scenario: string | undefined): BoardKind =>
  BOARD_KINDS.find((k) => (CATALOG[k].scenarios as readonly string[]).includes(scenario ?? '')) ??
  BOARD_KINDS[0];
