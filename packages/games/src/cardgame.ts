// The card game's engine as a game module. Its API has the contract's shape; the one
// difference is viewEvent, which needs no state there (an event carries its hidden fields).
import * as cardgame from '@dt/cardgame';
import { outcomeOf, type GameModule } from './contract.ts';

const SETUP = new Set<cardgame.Phase>(['select', 'handicap', 'starters', 'deal', 'facing']);

export type CardgameModule = GameModule<
  cardgame.GameConfig,
  cardgame.State,
  cardgame.Action,
  cardgame.View,
  cardgame.GameEvent
>;

export const cardgameModule: CardgameModule = {
  kind: 'cardgame',
  title: 'Dungeon Twister: The Card Game',
  scenarios: cardgame.SCENARIOS,
  defaultScenario: 'standard',
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
};
