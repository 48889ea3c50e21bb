// Dungeon Twister: The Card Game as a game kind. Its engine has the contract's shape; the one
// difference is viewEvent, which needs no state there (an event carries its hidden fields). Its
// options: team selection and secret objects (full games), the handicap table, turn timer.
import * as cardgame from '@dt/cardgame';
import { z } from 'zod';
import { cardgameActionSchema } from './cardgame-actions.ts';
import { configParser, fullGameLadder, maxTurns, timerSeconds } from './config.ts';
import { outcomeOf, type GameModule, type Words } from './contract.ts';
import { seat } from './shapes.ts';

const SETUP = new Set<cardgame.Phase>(['select', 'handicap', 'starters', 'deal', 'facing']);

const options = {
  scenario: z.enum(cardgame.SCENARIOS).default('standard'),
  selection: z.enum(cardgame.SELECTIONS).nullable().optional(),
  secretObjects: z.boolean().optional(),
  handicap: z
    .strictObject({ seat, stronger: z.enum(cardgame.LEVELS), weaker: z.enum(cardgame.LEVELS) })
    .nullable()
    .optional(),
  timerSeconds,
};

export type CardgameModule = GameModule<
  cardgame.GameConfig,
  cardgame.State,
  cardgame.Action,
  cardgame.View,
  cardgame.GameEvent,
  'cardgame'
>;

/** What the card game's registry entry names it (kinds/cardgame.ts). */
export interface CardgameNames {
  kind: 'cardgame';
  title: Words;
  description: Words;
  scenarios: readonly cardgame.ScenarioName[];
  defaultScenario: cardgame.ScenarioName;
}

/** The card game's module, named as its registry entry names it. */
export const cardgameRules = (names: CardgameNames): CardgameModule => ({
  kind: names.kind,
  title: names.title,
  description: names.description,
  scenarios: names.scenarios,
  defaultScenario: names.defaultScenario,
  optionsSchema: z.strictObject(options),
  parseConfig: configParser(z.strictObject({ ...options, maxTurns }), 'The Card Game'),
  ladder: fullGameLadder('cardgame', 'standard'),
  actionSchema: cardgameActionSchema,
  newGame: cardgame.newGame,
  configOf: (s) => s.config,
  toMove: cardgame.toMove,
  legalActions: cardgame.legalActions,
  legalActionsFor: cardgame.legalActionsFor,
  apply: cardgame.apply,
  actorOf: cardgame.actorOf,
  view: cardgame.view,
  viewEvent: (_s, e, viewer) => cardgame.viewEvent(e, viewer),
  outcome: outcomeOf,
  makePosition: cardgame.makePosition,
  parsePosition: cardgame.parsePosition,
  makeAction: cardgame.makeAction,
  parseAction: cardgame.parseAction,
  makeRecord: cardgame.makeRecord,
  parseRecord: cardgame.parseRecord,
  replay: cardgame.replay,
  isSetup: (s) => SETUP.has(s.phase),
  // No take-backs in the card game yet: every decision stands once made.
  undoableSteps: () => 0,
  checkInvariants: cardgame.checkInvariants,
  checkViewSecrecy: (s) => cardgame.checkViewSecrecy(s),
  nextDeadlines: cardgame.nextDeadlines,
});
