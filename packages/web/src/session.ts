// A board game (Prison, Classic) on this device: the one session of every kind (game-session.ts)
// with the board engine's types, and what only the board's host does with it. The page shows
// a seat its view and legal actions only (R5, R6); the rules are the kind's module's.
import type { Action, GameConfig, GameEvent, Result, Seat, State, View } from '@dt/engine';
import { readRecord } from '@dt/games';
import { BOARD_KINDS, boardKindOf, type BoardKind } from './board-kinds.ts';
import {
  gameFromRecord,
  onlyAction,
  sessionAt,
  startGame,
  stateOf,
  type GameSession,
  type GameStep,
  type Player,
} from './game-session.ts';

export { BOARD_KINDS, type BoardKind } from './board-kinds.ts';
export {
  act,
  botToAct,
  canUndo,
  deadline,
  deciders,
  humanToAct,
  isHuman,
  preview,
  recordText,
  redactedLog,
  replayActions,
  seatLegal,
  seatView,
  stateOf,
  undo,
  type Player,
} from './game-session.ts';

/** The board engine's types, as one of its games on this device holds them. */
export interface BoardTypes {
  kind: BoardKind;
  config: GameConfig;
  state: State;
  action: Action;
  view: View;
  event: GameEvent;
}
export type Session = GameSession<BoardTypes>;
export type Step = GameStep<BoardTypes>;

/** The kind of a board game on this device (its scenario's set). */
export const boardKind = (s: Pick<Session, 'kind'>): BoardKind => s.kind;

export const startSession = (config: GameConfig, seed: number, players: [Player, Player]): Result<Session> =>
  startGame<BoardTypes>(boardKindOf(config.scenario), config, seed, players);

/** A game from a position (a mission's, a puzzle's), seed 0. */
export const sessionFrom = (initial: State, players: [Player, Player]): Session =>
  sessionAt<BoardTypes>(boardKindOf(initial.config.scenario), initial, 0, players);

/**
 * A finished or unfinished board game from its record, every step replayed (R24). The optional
 * timers count from `now`: a resumed game gives the turn in progress its full time.
 */
export function sessionFromRecord(
  text: string,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }],
  now = 0,
): Result<Session> {
  const read = readRecord(text);
  if (!read.ok) return read;
  const kind = BOARD_KINDS.find((k) => k === read.value.kind);
  if (!kind) return { ok: false, error: { code: 'BAD_NOTATION', message: 'not a record of a board game' } };
  return gameFromRecord<BoardTypes>(kind, text, players, now);
}

/**
 * A choice with one answer outside the actions phase (the first Action card, the last token's
 * square, a single Combat card): the host takes it for a person, who has nothing to decide.
 */
export function forcedAction(session: Session, seat: Seat): Action | null {
  const s = stateOf(session);
  return s.phase === 'actions' || s.phase === 'over' ? null : onlyAction(session, seat);
}
