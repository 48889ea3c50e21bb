// The Prison engine as a game module: its API is the contract's shape, so this is a table of
// its functions, not an adapter.
import * as prison from '@dt/engine';
import { outcomeOf, type GameModule } from './contract.ts';

const SETUP = new Set<prison.State['phase']>(['handicap', 'starters', 'tokens']);

export type PrisonModule = GameModule<
  prison.GameConfig,
  prison.State,
  prison.Action,
  prison.View,
  prison.GameEvent
>;

export const prisonModule: PrisonModule = {
  kind: 'prison',
  title: 'Dungeon Twister: Prison',
  // Every scenario of the engine, Classic's included (the browser lists its own).
  scenarios: prison.ALL_SCENARIOS,
  defaultScenario: 'standalone',
  newGame: prison.newGame,
  configOf: (s) => s.config,
  toMove: prison.toMove,
  legalActions: (s) => prison.legalActions(s),
  legalActionsFor: (s, seat) => prison.legalActionsFor(s, seat),
  apply: prison.apply,
  actorOf: prison.actorOf,
  view: prison.view,
  viewEvent: prison.viewEvent,
  outcome: outcomeOf,
  makePosition: prison.makePosition,
  parsePosition: prison.parsePosition,
  makeAction: prison.makeAction,
  parseAction: prison.parseAction,
  makeRecord: prison.makeRecord,
  parseRecord: prison.parseRecord,
  replay: prison.replay,
  isSetup: (s) => SETUP.has(s.phase),
  undoableSteps: prison.undoableSteps,
  checkInvariants: prison.checkInvariants,
  checkViewSecrecy: prison.checkViewSecrecy,
  nextDeadlines: prison.nextDeadlines,
};
