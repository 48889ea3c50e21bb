// A game hosted in the page, of any kind: the full state lives here and never reaches a
// component. Components get the seat's view and legal actions only, so the page shows exactly
// what the seat in front of the screen may know (R5, R6). Every step keeps the state it
// produced, for the log, replays and the record download. The rules are the kind's module's
// (packages/games, the contract every host uses): this file knows states, actions and events
// only as values it hands back to the module that made them. The board's session.ts and the
// card game's cardgame/session.ts name their kind's types; the functions are these.
import {
  gameModule,
  SEAT_NAMES,
  type BaseConfig,
  type Deadlines,
  type GameKind,
  type GameModule,
  type GameResult,
  type Outcome as GameOutcome,
  type Seat,
  type Viewer,
} from '@dt/games';

/** Who sits at each seat: a person at this device or the computer at a level 0..4. */
export type Player = { kind: 'human' } | { kind: 'bot'; level: 0 | 1 | 2 | 3 | 4 };

/** A kind's types as one of its games on this device holds them. */
export interface GameTypes {
  kind: GameKind;
  config: BaseConfig;
  state: unknown;
  action: unknown;
  view: unknown;
  event: unknown;
}

type ModuleOf<T extends GameTypes> = GameModule<T['config'], T['state'], T['action'], T['view'], T['event']>;

export interface GameStep<T extends GameTypes> {
  action: T['action'];
  events: T['event'][];
  state: T['state'];
  /** The optional timers after this step (R21). */
  timers: Deadlines;
  /** The seat that decided it (null: the host, a timeout). */
  actor: Seat | null;
  /** Taken by the host for a player: a forced choice or a planned token placement. */
  auto?: boolean;
}

export interface GameSession<T extends GameTypes> {
  kind: T['kind'];
  config: T['config'];
  seed: number;
  players: [Player, Player];
  initial: T['state'];
  steps: GameStep<T>[];
}

/** The module that started the session: its states, actions and events are that module's. */
const moduleOf = <T extends GameTypes>(s: Pick<GameSession<T>, 'kind'>): ModuleOf<T> =>
  gameModule(s.kind) as unknown as ModuleOf<T>;

export const stateOf = <T extends GameTypes>(s: GameSession<T>): T['state'] =>
  s.steps[s.steps.length - 1]?.state ?? s.initial;

/** A game of `kind` from its first position (a new game, a mission's or a puzzle's). */
export const sessionAt = <T extends GameTypes>(
  kind: T['kind'],
  initial: T['state'],
  seed: number,
  players: [Player, Player],
): GameSession<T> => ({
  kind,
  config: moduleOf<T>({ kind }).configOf(initial),
  seed,
  players,
  initial,
  steps: [],
});

export function startGame<T extends GameTypes>(
  kind: T['kind'],
  config: T['config'],
  seed: number,
  players: [Player, Player],
): GameResult<GameSession<T>> {
  const g = moduleOf<T>({ kind }).newGame(config, seed);
  if (!g.ok) return g;
  return { ok: true, value: { kind, config, seed, players, initial: g.value, steps: [] } };
}

/** Plays one action; a refused one leaves the session as it was and says why. */
export function act<T extends GameTypes>(
  session: GameSession<T>,
  action: T['action'],
  now = Date.now(),
  auto = false,
): GameResult<GameSession<T>> {
  const m = moduleOf(session);
  const prev = stateOf(session);
  const r = m.apply(prev, action);
  if (!r.ok) return r;
  // No timer runs at a game's start (every kind begins with its set-up, untimed).
  const turn = session.steps[session.steps.length - 1]?.timers.turnDeadline ?? null;
  const step: GameStep<T> = {
    action,
    events: r.value.events,
    state: r.value.state,
    timers: m.nextDeadlines(prev, r.value.state, turn, now),
    actor: m.actorOf(prev, action),
  };
  if (auto) step.auto = true;
  return { ok: true, value: { ...session, steps: [...session.steps, step] } };
}

/**
 * Whether `seat` may take back the game's last action now (the kind's rule: own actions of the
 * turn in progress, back to the last reveal, combat or other final one). A choice the host
 * made for the player (a forced one) is not offered: it would only be made again.
 */
export function canUndo<T extends GameTypes>(session: GameSession<T>, seat: Seat): boolean {
  const last = session.steps[session.steps.length - 1];
  return !!last && !last.auto && moduleOf(session).undoableSteps(session.steps, SEAT_NAMES[seat]) > 0;
}

export const undo = <T extends GameTypes>(session: GameSession<T>): GameSession<T> => ({
  ...session,
  steps: session.steps.slice(0, -1),
});

/** Seats that must decide now and have something to decide. */
export function deciders<T extends GameTypes>(session: GameSession<T>): Seat[] {
  const m = moduleOf(session);
  const s = stateOf(session);
  return m.toMove(s).filter((seat) => m.legalActionsFor(s, seat).length > 0);
}

export const isHuman = <T extends GameTypes>(session: GameSession<T>, seat: Seat): boolean =>
  session.players[seat].kind === 'human';

/** Both seats are people on this device: their secrets must be hidden between turns. */
export const isHotseat = <T extends GameTypes>(session: GameSession<T>): boolean =>
  session.players.every((p) => p.kind === 'human');

/** The seat whose turn it is to act at this device, preferring the one already on screen. */
export function humanToAct<T extends GameTypes>(session: GameSession<T>, onScreen: Seat | null): Seat | null {
  const ds = deciders(session).filter((seat) => isHuman(session, seat));
  if (onScreen !== null && ds.includes(onScreen)) return onScreen;
  return ds[0] ?? null;
}

/** The one action `seat` can make now, when it has exactly one (a choice nobody has to make). */
export function onlyAction<T extends GameTypes>(session: GameSession<T>, seat: Seat): T['action'] | null {
  const legal = seatLegal(session, seat);
  return legal.length === 1 ? legal[0]! : null;
}

/** Whether the game is still in its set-up (the kind's secret choices before the first turn). */
export const inSetup = <T extends GameTypes>(session: GameSession<T>): boolean =>
  moduleOf(session).isSetup(stateOf(session));

/** A computer seat that decides now, or null. */
export const botToAct = <T extends GameTypes>(session: GameSession<T>): Seat | null =>
  deciders(session).find((seat) => !isHuman(session, seat)) ?? null;

/** Where the game stands: over or not, the winner, the turn. */
export const sessionOutcome = <T extends GameTypes>(session: GameSession<T>): GameOutcome =>
  moduleOf(session).outcome(stateOf(session));

export const isOver = <T extends GameTypes>(session: GameSession<T>): boolean => sessionOutcome(session).over;

export const seatView = <T extends GameTypes>(session: GameSession<T>, viewer: Viewer): T['view'] =>
  moduleOf(session).view(stateOf(session), viewer);

export const seatLegal = <T extends GameTypes>(session: GameSession<T>, seat: Seat): T['action'][] =>
  moduleOf(session).legalActionsFor(stateOf(session), seat);

/** The log as `viewer` may read it: each step's events redacted by the kind's module. */
export function redactedLog<T extends GameTypes>(
  session: Pick<GameSession<T>, 'kind'>,
  steps: readonly GameStep<T>[],
  viewer: Viewer,
): Record<string, unknown>[][] {
  const m = moduleOf(session);
  return steps.map((st) =>
    st.events.flatMap((e): Record<string, unknown>[] => {
      const seen = m.viewEvent(st.state, e, viewer);
      return seen ? [seen] : [];
    }),
  );
}

/** What the result of an action would look like to `viewer`, without taking it. */
export function preview<T extends GameTypes>(
  session: GameSession<T>,
  action: T['action'],
  viewer: Viewer,
): T['view'] | null {
  const m = moduleOf(session);
  const r = m.apply(stateOf(session), action);
  return r.ok ? m.view(r.value.state, viewer) : null;
}

export const recordText = <T extends GameTypes>(session: GameSession<T>): string =>
  moduleOf(session).makeRecord({
    config: session.config,
    seed: session.seed,
    actions: session.steps.map((s) => s.action),
  });

/**
 * A finished or unfinished game of `kind` from its record, every step replayed (R24). The
 * optional timers count from `now`: a resumed game gives the turn in progress its full time.
 */
export function gameFromRecord<T extends GameTypes>(
  kind: T['kind'],
  text: string,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }],
  now = 0,
): GameResult<GameSession<T>> {
  const r = moduleOf<T>({ kind }).parseRecord(text);
  if (!r.ok) return r;
  if (typeof r.value.seed !== 'number')
    return { ok: false, error: { code: 'BAD_NOTATION', message: 'this client replays numeric seeds only' } };
  const start = startGame<T>(kind, r.value.config, r.value.seed, players);
  return replayActions(start, r.value.actions, (s, a) => act(s, a, now));
}

type Outcome<S, E> = { ok: true; value: S } | { ok: false; error: E };

/**
 * A game brought to the end of its record: each action played on the game started; the first
 * one refused is named by its number, and nothing is returned.
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

/** When the optional timer (R21) runs out next, or null (none runs before the first step). */
export const deadline = <T extends GameTypes>(session: GameSession<T>): number | null =>
  session.steps[session.steps.length - 1]?.timers.deadline ?? null;
