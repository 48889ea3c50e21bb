// Dungeon Twister: Prison's entry in the registry of kinds (entry.ts): the board engine with the
// Prison set. Its rules are games' prison.ts; its bots, `dt` hooks and presenter are built into
// @dt/ai, @dt/cli and @dt/web (the board's, shared with Classic).
import type { BoardTypes, PrisonConfig } from '../board-configs.ts';
import { kindTypes } from '../entry.ts';
import { BOARD_ENTRY } from './board.ts';

export const prison = {
  kind: 'prison',
  title: { en: 'Dungeon Twister: Prison', fr: 'Dungeon Twister : Prison' },
  description: {
    en: 'Escape the prison: four tutorials and the stand-alone game.',
    fr: 'Évadez-vous de la prison : quatre tutoriels et la partie complète.',
  },
  scenarios: ['tutorial-1', 'tutorial-2', 'tutorial-3', 'tutorial-4', 'standalone'],
  defaultScenario: 'standalone',
  ...BOARD_ENTRY,
  types: kindTypes<BoardTypes<PrisonConfig>>(),
} as const;
