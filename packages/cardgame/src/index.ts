// Public API of the Dungeon Twister: The Card Game rules engine: the game-module contract
// every game kind offers its hosts (see docs/cardgame.md), plus the data tables a UI shows.
export * from './types.ts';
export { newGame } from './setup.ts';
export { normaliseConfig } from './config.ts';
export { createState, toPositionData, type PositionData } from './create.ts';
export {
  determinize,
  hiddenOf,
  canSample,
  type Assignment,
  type Hidden,
  type HiddenCard,
  type HiddenCards,
} from './determinize.ts';
export { MoveList, MoveKind } from './moves.ts';
export { generateMoves, generateMovesFor } from './generate.ts';
export { play } from './play.ts';
export { toAction, fromAction } from './actions.ts';
export { toMove, legalActions, legalActionsFor } from './legal.ts';
export { apply, actorOf, type Applied } from './game.ts';
export {
  view,
  viewEvent,
  type View,
  type Viewer,
  type PieceView,
  type RoomView,
  type ZoneView,
  type HandView,
  type CombatView,
} from './view.ts';
export { knows } from './pieces.ts';
export { clone, Loc, type State, type Phase, type Config } from './state.ts';
export { makePosition, parsePosition } from './notation.ts';
export { makeAction, parseAction } from './action-notation.ts';
export { makeRecord, parseRecord, replay, type GameRecord } from './record.ts';
export { checkInvariants, checkViewSecrecy, perturb, type SecrecyOptions } from './invariants.ts';
export { nextDeadlines, SHORT_TIMER_MS, type Deadlines } from './timers.ts';
export {
  CHARACTER_DEFS,
  OBJECT_DEFS,
  OBJECT_CARDS,
  COMBAT_DECK,
  JUMP_CARDS,
  pieceCode,
  parsePieceCode,
  pieceName,
  type CharacterDef,
  type ObjectDef,
  type PieceId,
} from './cards.ts';
export { ROOMS, PAIRS, type RoomDef } from './rooms.ts';
export { SCENARIO_DEFS, HANDICAP_TABLE, type ScenarioDef, type HandicapRow } from './scenarios.ts';
export { Rng } from './rng.ts';
export { perft } from './perft.ts';
