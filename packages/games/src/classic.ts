// The 2004 "Classic" Dungeon Twister as a game kind: the board engine with the Classic set
// (its characters, objects, rooms and one game), rated on a ladder of its own. Its options: VP
// target and turn timer (the set has no handicap play).
import { z } from 'zod';
import { boardModule, type BoardModule } from './board.ts';
import { CATALOG } from './catalog.ts';
import { fullGameLadder, maxTurns, timerSeconds } from './config.ts';
import type { ClassicConfig } from './kinds.ts';

const options = {
  scenario: z.literal('classic').default('classic'),
  vpTarget: z.number().int().min(1).max(9).optional(),
  timerSeconds,
};

export type ClassicModule = BoardModule<ClassicConfig>;

export const classicModule: ClassicModule = boardModule<ClassicConfig>({
  ...CATALOG.classic,
  optionsSchema: z.strictObject(options),
  configSchema: z.strictObject({ ...options, maxTurns }),
  ladder: fullGameLadder('classic', 'classic'),
});
