// The 2004 Classic set's entry in the registry of kinds (entry.ts): the board engine with the
// Classic set. Its rules are games' classic.ts; its bots and `dt` hooks are built into @dt/ai
// and @dt/cli (the board's, shared with Prison).
import type { BoardTypes, ClassicConfig } from '../board-configs.ts';
import { kindTypes } from '../entry.ts';
import { BOARD_ENTRY } from './board.ts';

export const classic = {
  kind: 'classic',
  title: { en: 'Dungeon Twister: Classic', fr: 'Dungeon Twister : Classique' },
  description: {
    en: 'The original 2004 game: its eight characters, objects and rooms.',
    fr: 'Le jeu original de 2004 : ses huit personnages, ses objets et ses salles.',
  },
  scenarios: ['classic'],
  defaultScenario: 'classic',
  ...BOARD_ENTRY,
  types: kindTypes<BoardTypes<ClassicConfig>>(),
} as const;
