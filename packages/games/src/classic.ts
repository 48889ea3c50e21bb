// The 2004 "Classic" Dungeon Twister as a game kind: the board engine with the Classic set
// (its characters, objects, rooms and one game), rated on a ladder of its own. Its options: VP
// target and turn timer (the set has no handicap play).
import { z } from 'zod';
import { boardModule, type BoardModule, type BoardNames } from './board.ts';
import type { ClassicConfig } from './board-configs.ts';
import { fullGameLadder, maxTurns, timerSeconds } from './config.ts';

const options = {
  scenario: z.literal('classic').default('classic'),
  vpTarget: z.number().int().min(1).max(9).optional(),
  timerSeconds,
};

export type ClassicModule = BoardModule<ClassicConfig, 'classic'>;

/** Classic's module, named as its registry entry names it (kinds/classic.ts). */
export const classicRules = (names: BoardNames<ClassicConfig, 'classic'>): ClassicModule =>
  boardModule<ClassicConfig, 'classic'>({
    ...names,
    optionsSchema: z.strictObject(options),
    configSchema: z.strictObject({ ...options, maxTurns }),
    ladder: fullGameLadder('classic', 'classic'),
  });
