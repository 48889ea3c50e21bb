// The 2004 "Classic" Dungeon Twister as a game kind: the board engine with the Classic set
// (its characters, objects, rooms and one game), rated on a ladder of its own. Its options: VP
// target and turn timer (the set has no handicap play).
import { z } from 'zod';
import { boardModule, type BoardModule } from './board.ts';
import { fullGameLadder, maxTurns, timerSeconds } from './config.ts';
import type { ClassicConfig } from './kinds.ts';

const options = {
  scenario: z.literal('classic').default('classic'),
  vpTarget: z.number().int().min(1).max(9).optional(),
  timerSeconds,
};

export type ClassicModule = BoardModule<ClassicConfig>;

export const classicModule: ClassicModule = boardModule<ClassicConfig>({
  kind: 'classic',
  title: { en: 'Dungeon Twister: Classic', fr: 'Dungeon Twister : Classique' },
  description: {
    en: 'The original 2004 game: its eight characters, objects and rooms.',
    fr: 'Le jeu original de 2004 : ses huit personnages, ses objets et ses salles.',
  },
  scenarios: ['classic'],
  defaultScenario: 'classic',
  optionsSchema: z.strictObject(options),
  configSchema: z.strictObject({ ...options, maxTurns }),
  ladder: fullGameLadder('classic', 'classic'),
});
