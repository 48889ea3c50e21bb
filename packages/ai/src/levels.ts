// The levels each kind's bots play, as plain data: a menu offers them without loading a bot
// (the web's home screen, issue 38's first load, imports this entry alone: `@dt/ai/levels`).
// The bots' registry (bots.ts) plays exactly these levels.
import type { GameKind } from '@dt/games/catalog';

/** The board kinds' bots: L0 (random) to L4 (the deepest search). */
export type Level = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];

/** The card game's bots: L0 to L2. */
export type CardgameLevel = 0 | 1 | 2;
export const CARDGAME_LEVELS: readonly CardgameLevel[] = [0, 1, 2];

/** kind -> the levels its bots play, lowest first. */
export const BOT_LEVELS: { readonly [K in GameKind]: readonly number[] } = {
  prison: LEVELS,
  classic: LEVELS,
  cardgame: CARDGAME_LEVELS,
};
