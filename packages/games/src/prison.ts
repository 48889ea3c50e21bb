// Dungeon Twister: Prison as a game kind: the board engine with the Prison set, its tutorials
// and the stand-alone game (rated). Its options: VP target, handicap (stand-alone), turn timer.
import * as board from '@dt/engine';
import { z } from 'zod';
import { boardModule, type BoardModule, type BoardNames } from './board.ts';
import type { PrisonConfig } from './board-configs.ts';
import { fullGameLadder, maxTurns, timerSeconds } from './config.ts';
import { seat } from './shapes.ts';

const options = {
  scenario: z.enum(board.SCENARIOS).default('standalone'),
  vpTarget: z.number().int().min(1).max(9).optional(),
  handicap: z
    .strictObject({
      seat,
      characters: z.number().int().min(4).max(8),
      removeCombat: z.array(z.number().int().min(0).max(6)).max(7),
    })
    .nullable()
    .optional(),
  timerSeconds,
};

export type PrisonModule = BoardModule<PrisonConfig, 'prison'>;

/** Prison's module, named as its registry entry names it (kinds/prison.ts). */
export const prisonRules = (names: BoardNames<PrisonConfig, 'prison'>): PrisonModule =>
  boardModule<PrisonConfig, 'prison'>({
    ...names,
    optionsSchema: z.strictObject(options),
    configSchema: z.strictObject({ ...options, maxTurns }),
    ladder: fullGameLadder('prison', 'standalone'),
  });
