// Public API of the Dungeon Twister: Prison rules engine (see ARCHITECTURE.md).
export * from './core/types.ts';
export { newGame, dotSquare, DOTS } from './rules/setup.ts';
export { normaliseConfig } from './core/config.ts';
export { createState, toPositionData, type PositionData } from './core/create.ts';
export {
  determinize,
  hiddenOf,
  combatHandOf,
  Worlds,
  type Assignment,
  type Hidden,
  type HiddenToken,
} from './rules/determinize.ts';
export {
  legalActions,
  legalActionsFor,
  apply,
  isLegal,
  toMove,
  actorOf,
  type Applied,
  type LegalOptions,
} from './rules/game.ts';
export { MoveList, MoveKind, type Witness } from './core/moves.ts';
export { generateMoves, generateMovesFor, type GenerateOptions } from './rules/generate.ts';
export type { BestMovements } from './rules/best-moves.ts';
export { play } from './rules/play.ts';
export { toAction, fromAction } from './rules/actions.ts';
export {
  view,
  viewEvent,
  knows,
  type View,
  type PieceView,
  type RoomView,
  type HandView,
  type Viewer,
} from './rules/view.ts';
export { clone, copyInto, Loc, inRoomSlot, type State, type Phase } from './core/state.ts';
export { miniAt, woundedAt, objectAt, heldBy } from './core/pieces.ts';
export { totals as combatTotals } from './rules/combat.ts';
export { PRISON_ROOMS, GEAR_COLOURS } from './sets/prison/rooms.ts';
export { parseRoom, validateRooms, type RoomDef, type RoomConstraints } from './core/roomdef.ts';
export {
  abilityOf,
  abilityFor,
  codeOf,
  pieceIn,
  type Ability,
  type CharacterDef,
  type GameSet,
  type ObjectDef,
} from './core/set.ts';
export { PRISON } from './sets/prison/prison.ts';
export { CLASSIC, CLASSIC_GAME, CL, CO } from './sets/classic/set.ts';
export { CLASSIC_ROOMS, CLASSIC_GEAR_COLOURS, BGA_ROOM_NAMES } from './sets/classic/rooms.ts';
export { fromBga, bgaCell, slotOfTile, BGA_WALL } from './sets/classic/bga.ts';
export { SETS, setOfScenario, scenarioDef } from './sets/sets.ts';
export { SCENARIO_DEFS, type ScenarioDef } from './sets/prison/scenarios.ts';
export {
  squareName,
  parseSquare,
  COLS,
  slotSquares,
  turnedBoard,
  turnedSquare,
  type Board,
} from './core/board.ts';
export { twinSlot } from './rules/rooms-play.ts';
export { Rng } from './core/rng.ts';
export { nextDeadlines, SHORT_TIMER_MS, type Deadlines } from './core/timers.ts';
export { makePosition, parsePosition } from './io/notation.ts';
export type { Puzzle } from './io/puzzle.ts';
export { makeAction, parseAction, makeRecord, parseRecord, replay, type GameRecord } from './io/record.ts';
export { checkInvariants, checkViewSecrecy, checkView } from './rules/invariants.ts';
export { FULL_ACTION_HAND } from './rules/turn.ts';
export { undoableSteps, type PlayedStep } from './rules/undo.ts';
export { perft } from './rules/perft.ts';
export { explain, REASONS, type Intent, type Reason, type ReasonCode } from './rules/explain.ts';
