// The levels each kind's bots play, as plain data: a menu offers them without loading a bot
// (the web's home screen, issue 38's first load, imports this entry alone: `@dt/ai/levels`).
// They are the registry's (each kind's entry, @dt/games/catalog); the bots' registry (bots.ts)
// plays exactly these levels (ai/test/levels.test.ts).
import { KINDS, type GameKind } from '@dt/games/catalog';

/** The board kinds' bots: L0 (random) to L4 (the deepest search). */
export type Level = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = KINDS.prison.botLevels;

/** The card game's bots: L0 to L2. */
export type CardgameLevel = 0 | 1 | 2;
export const CARDGAME_LEVELS: readonly CardgameLevel[] = KINDS.cardgame.botLevels;

/** kind -> the levels its bots play, lowest first. */
export const botLevels = (kind: GameKind): readonly number[] => KINDS[kind].botLevels;
