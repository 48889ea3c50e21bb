// A game hosted in the page: the full engine state lives here and never reaches a component.
// Components get `view(state, seat)` and `legalActionsFor(state, seat)` only, so the page
// shows exactly what the seat in front of the screen may know (R5, R6). Every step keeps the
// state it produced, for the redacted log, replays and the record download.
import {
  actorOf,
  apply,
  legalActionsFor,
  makeRecord,
  newGame,
  nextDeadlines,
  parseRecord,
  toMove,
  undoableSteps,
  view,
  viewEvent,
  SEATS,
  type Action,
  type Deadlines,
  type GameConfig,
  type GameEvent,
  type Result,
  type Seat,
  type State,
  type View,
  type Viewer,
} from '@dt/engine';
import { boardKindOf, type BoardKind } from './board-kinds.ts';

export { BOARD_KINDS, type BoardKind } from './board-kinds.ts';

/** The kind of a board game on this device, from its scenario. */
export const boardKind = (s: Pick<Session, 'config'>): BoardKind => boardKindOf(s.config.scenario);

/** Who sits at each seat: a person at this device or the computer at a level 0..4. */
export type Player = { kind: 'human' } | { kind: 'bot'; level: 0 | 1 | 2 | 3 | 4 };

export interface Step {
  action: Action;
  events: GameEvent[];
  state: State;
  /** The optional timers after this step (R21). */
  timers: Deadlines;
  /** The seat that decided it (null: the host, a timeout). */
  actor: Seat | null;
  /** Taken by the host for a player: a forced choice or a planned token placement. */
  auto?: boolean;
}

export interface Session {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  initial: State;
  steps: Step[];
}

export const stateOf = (s: Session): State => s.steps[s.steps.length - 1]?.state ?? s.initial;

export function startSession(config: GameConfig, seed: number, players: [Player, Player]): Result<Session> {
  const g = newGame(config, seed);
  if (!g.ok) return g;
  return { ok: true, value: { config, seed, players, initial: g.value, steps: [] } };
}

export function act(session: Session, action: Action, now = Date.now(), auto = false): Result<Session> {
  const prev = stateOf(session);
  const r = apply(prev, action);
  if (!r.ok) return r;
  const turn = session.steps[session.steps.length - 1]?.timers.turnDeadline ?? null;
  const timers = nextDeadlines(prev, r.value.state, turn, now);
  const step: Step = {
    action,
    events: r.value.events,
    state: r.value.state,
    timers,
    actor: actorOf(prev, action),
  };
  if (auto) step.auto = true;
  return { ok: true, value: { ...session, steps: [...session.steps, step] } };
}

/**
 * Whether `seat` may take back the game's last action now (the engine's rule: own actions of
 * the turn in progress, back to the last reveal, combat or other final one). A choice the host
 * made for the player (a forced one) is not offered: it would only be made again.
 */
export function canUndo(session: Session, seat: Seat): boolean {
  const last = session.steps[session.steps.length - 1];
  return !!last && !last.auto && undoableSteps(session.steps, SEATS[seat]) > 0;
}

export const undo = (session: Session): Session => ({ ...session, steps: session.steps.slice(0, -1) });

/** Seats that must decide now and have something to decide. */
export function deciders(session: Session): Seat[] {
  const s = stateOf(session);
  return toMove(s).filter((seat) => legalActionsFor(s, seat).length > 0);
}

export const isHuman = (session: Session, seat: Seat): boolean => session.players[seat].kind === 'human';

/** The seat whose turn it is to act at this device, preferring the one already on screen. */
export function humanToAct(session: Session, onScreen: Seat | null): Seat | null {
  const ds = deciders(session).filter((seat) => isHuman(session, seat));
  if (onScreen !== null && ds.includes(onScreen)) return onScreen;
  return ds[0] ?? null;
}

/**
 * A choice with one answer outside the actions phase (the first Action card, the last token's
 * square, a single Combat card): the host takes it for a person, who has nothing to decide.
 */
export function forcedAction(session: Session, seat: Seat): Action | null {
  const s = stateOf(session);
  if (s.phase === 'actions' || s.phase === 'over') return null;
  const legal = legalActionsFor(s, seat);
  return legal.length === 1 ? legal[0]! : null;
}

export function botToAct(session: Session): Seat | null {
  return deciders(session).find((seat) => !isHuman(session, seat)) ?? null;
}

export const seatView = (session: Session, viewer: Viewer): View => view(stateOf(session), viewer);
export const seatLegal = (session: Session, seat: Seat): Action[] => legalActionsFor(stateOf(session), seat);

/** The log as `viewer` may read it: each step's events redacted by the engine. */
export function redactedLog(steps: readonly Step[], viewer: Viewer): Record<string, unknown>[][] {
  return steps.map((st) =>
    st.events.flatMap((e): Record<string, unknown>[] => {
      const seen = viewEvent(st.state, e, viewer);
      return seen ? [seen] : [];
    }),
  );
}

/** What the result of an action would look like to `viewer`, without taking it. */
export function preview(session: Session, action: Action, viewer: Viewer): View | null {
  const r = apply(stateOf(session), action);
  return r.ok ? view(r.value.state, viewer) : null;
}

export const recordText = (session: Session): string =>
  makeRecord({ config: session.config, seed: session.seed, actions: session.steps.map((s) => s.action) });

/**
 * A finished or unfinished game from its record, every step replayed (R24). The optional
 * timers count from `now`: a resumed game gives the turn in progress its full time.
 */
export function sessionFromRecord(
  text: string,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }],
  now = 0,
): Result<Session> {
  const r = parseRecord(text);
  if (!r.ok) return r;
  if (typeof r.value.seed !== 'number')
    return { ok: false, error: { code: 'BAD_NOTATION', message: 'this client replays numeric seeds only' } };
  const start = startSession(r.value.config, r.value.seed, players);
  return replayActions(start, r.value.actions, (s, a) => act(s, a, now));
}

type Outcome<S, E> = { ok: true; value: S } | { ok: false; error: E };

/**
 * A game of any kind on this device brought to the end of its record: each action played on
 * the game started; the first one refused is named by its number, and nothing is returned.
 */
export function replayActions<S, A, E extends { message: string }>(
  start: Outcome<S, E>,
  actions: readonly A[],
  play: (s: S, a: A) => Outcome<S, E>,
): Outcome<S, E> {
  let session = start;
  for (const [i, a] of actions.entries()) {
    if (!session.ok) return session;
    const next = play(session.value, a);
    if (!next.ok)
      return { ok: false, error: { ...next.error, message: `action ${i + 1}: ${next.error.message}` } };
    session = next;
  }
  return session;
}

/** When the optional timer (R21) runs out next, or null. */
export const deadline = (session: Session): number | null =>
  session.steps[session.steps.length - 1]?.timers.deadline ?? null;
