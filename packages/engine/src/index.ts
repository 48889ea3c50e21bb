// Public API of the Dungeon Twister: Prison rules engine (see ARCHITECTURE.md).
export * from './types.ts';
export { newGame, dotSquare, DOTS } from './setup.ts';
export { normaliseConfig } from './config.ts';
export { createState, toPositionData, type PositionData } from './create.ts';
export {
  determinize,
  hiddenOf,
  combatHandOf,
  Worlds,
  type Assignment,
  type Hidden,
  type HiddenToken,
} from './determinize.ts';
export {
  legalActions,
  legalActionsFor,
  apply,
  isLegal,
  toMove,
  actorOf,
  type Applied,
  type LegalOptions,
} from './game.ts';
export { MoveList, MoveKind, type Witness } from './moves.ts';
export { generateMoves, generateMovesFor, type GenerateOptions } from './generate.ts';
export type { BestMovements } from './best-moves.ts';
export { play } from './play.ts';
export { toAction, fromAction } from './actions.ts';
export {
  view,
  viewEvent,
  knows,
  type View,
  type PieceView,
  type RoomView,
  type HandView,
  type Viewer,
} from './view.ts';
export { clone, copyInto, Loc, inRoomSlot, type State, type Phase } from './state.ts';
export { miniAt, woundedAt, objectAt, heldBy } from './pieces.ts';
export { totals as combatTotals } from './combat.ts';
export { PRISON_ROOMS, GEAR_COLOURS } from './rooms.ts';
export { parseRoom, validateRooms, type RoomDef, type RoomConstraints } from './roomdef.ts';
export {
  abilityOf,
  abilityFor,
  codeOf,
  pieceIn,
  type Ability,
  type CharacterDef,
  type GameSet,
  type ObjectDef,
} from './set.ts';
export { PRISON } from './prison.ts';
export { CLASSIC, CLASSIC_GAME, CL, CO } from './classic/set.ts';
export { CLASSIC_ROOMS, CLASSIC_GEAR_COLOURS, BGA_ROOM_NAMES } from './classic/rooms.ts';
export { fromBga, bgaCell, slotOfTile, BGA_WALL } from './classic/bga.ts';
export { SETS, setOfScenario, scenarioDef } from './sets.ts';
export { SCENARIO_DEFS, type ScenarioDef } from './scenarios.ts';
export {
  squareName,
  parseSquare,
  COLS,
  slotSquares,
  turnedBoard,
  turnedSquare,
  type Board,
} from './board.ts';
export { twinSlot } from './rooms-play.ts';
export { Rng } from './rng.ts';
export { nextDeadlines, SHORT_TIMER_MS, type Deadlines } from './timers.ts';
export { makePosition, parsePosition } from './notation.ts';
export { makeAction, parseAction, makeRecord, parseRecord, replay, type GameRecord } from './record.ts';
export { checkInvariants, checkViewSecrecy, checkView } from './invariants.ts';
export { FULL_ACTION_HAND } from './turn.ts';
export { undoableSteps, type PlayedStep } from './undo.ts';
export { perft } from './perft.ts';
export { explain, REASONS, type Intent, type Reason, type ReasonCode } from './explain.ts';
