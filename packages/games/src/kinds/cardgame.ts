// Dungeon Twister: The Card Game's entry in the registry of kinds (entry.ts). Its rules are
// games' cardgame.ts over @dt/cardgame; its bots and `dt` hooks are built into @dt/ai
// (ai/src/cardgame/) and @dt/cli, its presenter into @dt/web (web/src/presenters/cardgame.tsx).
import type * as cards from '@dt/cardgame';
import { BUILT_IN, kindTypes } from '../entry.ts';

export const cardgame = {
  kind: 'cardgame',
  title: { en: 'Dungeon Twister: The Card Game', fr: 'Dungeon Twister : le jeu de cartes' },
  description: {
    en: 'The card game: rooms, characters and fights drawn on cards.',
    fr: 'Le jeu de cartes : salles, personnages et combats sur des cartes.',
  },
  scenarios: ['tutorial-1', 'tutorial-2', 'tutorial-3', 'standard', 'advanced'],
  defaultScenario: 'standard',
  recordHeader: 'DT-CardGame record 1',
  /** The ways a full game's teams are chosen, in the order a menu offers them. */
  selections: ['mutual', 'frontal', 'draft'],
  /** L0 to L2. */
  botLevels: [0, 1, 2],
  types: kindTypes<{
    config: cards.GameConfig;
    state: cards.State;
    action: cards.Action;
    view: cards.View;
    event: cards.GameEvent;
  }>(),
  rules: BUILT_IN,
  bots: BUILT_IN,
  dt: BUILT_IN,
  web: BUILT_IN,
} as const;
