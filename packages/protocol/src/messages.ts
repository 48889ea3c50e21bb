// What the server sends: socket event names and payloads, and HTTP response bodies. Every
// `view` is engine `view(state, viewer)` and every event an engine `viewEvent` redaction
// for that same viewer, so a client only ever holds what its seat may know.
import type { Action, SeatName, View } from '@dt/engine';
import type { WireError } from './errors.ts';

export type Viewer = SeatName | 'spectator';
export type GameStatus = 'open' | 'live' | 'finished';

export interface PlayerInfo {
  name: string;
  /** The account's username, when the seat belongs to a registered user. */
  username: string | null;
  rating: number | null;
  bot: boolean;
}

/** Public facts about a game: safe for anyone (lobby, spectators). */
export interface GameSummary {
  id: string;
  scenario: string;
  vpTarget: number | null;
  timerSeconds: number | null;
  handicap: boolean;
  public: boolean;
  rated: boolean;
  status: GameStatus;
  version: number;
  players: { yellow: PlayerInfo | null; blue: PlayerInfo | null };
  winner: SeatName | 'draw' | null;
  endReason: string;
  /** Epoch milliseconds when the current timer runs out, or null. */
  deadline: number | null;
  createdAt: number;
  updatedAt: number;
}

/** Server → client `update`: after every change, and in answer to a join. */
export interface UpdateFrame {
  gameId: string;
  version: number;
  viewer: Viewer;
  /** Redacted events since the previous version, or null when this is a fresh snapshot. */
  events: Record<string, unknown>[] | null;
  view: View;
  summary: GameSummary;
}

/** Socket acknowledgements: every request gets one. */
export type Ack<T> = ({ ok: true } & T) | { ok: false; error: WireError };

export interface JoinReply {
  gameId: string;
  viewer: Viewer;
  version: number;
  /** Events from `since` to now (redacted), or null when a fresh view is sent instead. */
  events: Record<string, unknown>[] | null;
  view: View;
  summary: GameSummary;
}
export interface ActReply {
  version: number;
}
export interface LegalReply {
  version: number;
  actions: Action[];
  /** How many legal actions of each type this seat has now (before filtering). */
  counts: Record<string, number>;
}

/** HTTP: a session (guest or account). */
export interface SessionReply {
  token: string;
  user: { id: string; name: string; username: string | null; guest: boolean; rating: number | null };
}
/** HTTP: a seat in a game (create, join). Keep `token`: it is the only way to act for the seat. */
export interface SeatReply {
  gameId: string;
  seat: SeatName;
  token: string;
  /** Invite token for the other seat (only to the creator of a game waiting for a human). */
  invite: string | null;
}
export interface LobbyReply {
  open: GameSummary[];
  live: GameSummary[];
  ratings: { username: string; name: string; rating: number; games: number }[];
}
export interface ReplayReply {
  step: number;
  steps: number;
  view: View;
  events: Record<string, unknown>[];
  action: string | null;
}

export const SOCKET_EVENTS = {
  join: 'join',
  act: 'act',
  legal: 'legal',
  leave: 'leave',
  update: 'update',
} as const;
