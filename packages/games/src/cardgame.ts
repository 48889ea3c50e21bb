// The card game's engine as a game module. Its API has the contract's shape; the one
// difference is viewEvent, which needs no state there (an event carries its hidden fields).
import * as cardgame from '@dt/cardgame';
import type { GameModule } from './contract.ts';

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
  toMove: cardgame.toMove,
  legalActions: cardgame.legalActions,
  legalActionsFor: cardgame.legalActionsFor,
  apply: cardgame.apply,
  actorOf: cardgame.actorOf,
  view: cardgame.view,
  viewEvent: (_s, e, viewer) => cardgame.viewEvent(e, viewer),
  outcome: (s) => ({
    over: s.phase === 'over',
    winner: s.winner,
    endReason: s.endReason,
    turn: s.turn,
    vp: [s.vp[0], s.vp[1]],
  }),
  makePosition: cardgame.makePosition,
  parsePosition: cardgame.parsePosition,
  makeAction: cardgame.makeAction,
  parseAction: cardgame.parseAction,
  makeRecord: cardgame.makeRecord,
  parseRecord: cardgame.parseRecord,
  replay: cardgame.replay,
  checkInvariants: cardgame.checkInvariants,
  checkViewSecrecy: (s) => cardgame.checkViewSecrecy(s),
  nextDeadlines: cardgame.nextDeadlines,
};
