// A card game on this device: the engine state, who plays each seat (a person or the
// computer at a level), every action so far (the record), the log with each action's events,
// and the timer's deadlines. Pure functions over plain data, so the table, the saved games
// and the tests share them; the engine, through the card game's module (the contract every
// kind's host uses), stays the only judge of what is legal.
import {
  SEATS,
  type Action,
  type GameConfig,
  type GameEvent,
  type Result,
  type Seat,
  type State,
} from '@dt/cardgame';
import { cardgameModule as game } from '@dt/games';
import { replayActions, type Player } from '../session.ts';

// Who sits at each seat is the same for every kind on this device.
export type { Player } from '../session.ts';

export interface LogEntry {
  action: Action;
  /** The seat that made it (null: the host's timeout). */
  actor: Seat | null;
  events: GameEvent[];
}

export interface CardSession {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  state: State;
  actions: Action[];
  log: LogEntry[];
  /** Timer variant: the earliest deadline and the turn's (ms since the epoch), or null. */
  deadline: number | null;
  turnDeadline: number | null;
}

export function startCardSession(
  config: GameConfig,
  seed: number,
  players: [Player, Player],
  now = Date.now(),
): Result<CardSession> {
  const s = game.newGame(config, seed);
  if (!s.ok) return s;
  const d = game.nextDeadlines(null, s.value, null, now);
  return {
    ok: true,
    value: {
      config,
      seed,
      players,
      state: s.value,
      actions: [],
      log: [],
      deadline: d.deadline,
      turnDeadline: d.turnDeadline,
    },
  };
}

/** Plays one action; a refused action leaves the session as it was and says why. */
export function play(session: CardSession, action: Action, now = Date.now()): Result<CardSession> {
  const actor = game.actorOf(session.state, action);
  const r = game.apply(session.state, action);
  if (!r.ok) return r;
  const d = game.nextDeadlines(session.state, r.value.state, session.turnDeadline, now);
  return {
    ok: true,
    value: {
      ...session,
      state: r.value.state,
      actions: [...session.actions, action],
      log: [...session.log, { action, actor, events: r.value.events }],
      deadline: d.deadline,
      turnDeadline: d.turnDeadline,
    },
  };
}

/** Seats that must decide now and have something to decide. */
const deciders = (s: State): Seat[] =>
  game.toMove(s).filter((seat) => game.legalActionsFor(s, seat).length > 0);

/** The person who decides now (the first, during simultaneous secret choices), or null. */
export function humanToMove(session: CardSession): Seat | null {
  return deciders(session.state).find((seat) => session.players[seat].kind === 'human') ?? null;
}

/** The computer seat that decides now, when no person has to. */
export function botToMove(session: CardSession): Seat | null {
  if (humanToMove(session) !== null) return null;
  return deciders(session.state).find((seat) => session.players[seat].kind === 'bot') ?? null;
}

export const isOver = (session: CardSession): boolean => session.state.phase === 'over';

/** Both seats are people on this device: their secrets must be hidden between turns. */
export const isHotseat = (session: CardSession): boolean => session.players.every((p) => p.kind === 'human');

export const recordOf = (session: CardSession): string =>
  game.makeRecord({ config: session.config, seed: session.seed, actions: session.actions });

/** A session rebuilt from a record (a saved game or a file), playing its actions again. */
export function sessionFromRecord(
  text: string,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }],
  now = Date.now(),
): Result<CardSession> {
  const r = game.parseRecord(text);
  if (!r.ok) return r;
  const seed = typeof r.value.seed === 'number' ? r.value.seed : Number(r.value.seed);
  if (!Number.isFinite(seed))
    return { ok: false, error: { code: 'BAD_NOTATION', message: 'seed must be a number' } };
  const start = startCardSession(r.value.config, seed, players, now);
  return replayActions(start, r.value.actions, (s, a) => play(s, a, now));
}

export const seatName = (seat: Seat): (typeof SEATS)[number] => SEATS[seat];

/** The next game of a rematch on this device: the same options, the next seed, the seats swapped. */
export function rematchOf(s: CardSession): {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
} {
  return { config: s.config, seed: s.seed + 1, players: [s.players[1], s.players[0]], guidance: false };
}
