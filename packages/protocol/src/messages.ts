// What the server sends: socket event names and payloads, and HTTP response bodies. Every
// `view` is the game module's `view(state, viewer)` and every event its `viewEvent`
// redaction for that same viewer, so a client only ever holds what its seat may know. Generic
// over the game kind: a message that carries a view or actions carries its `kind`, so a
// client's check of the kind narrows them to that kind's types (@dt/games KindTypes).
import type { ActionOf, GameKind, SeatName, ViewOf } from '@dt/games';
import type { WireError } from './errors.ts';

export type Viewer = SeatName | 'spectator';
/** `aborted`: ended without a result (expired unjoined, or ended before both seats made a real move). */
export type GameStatus = 'open' | 'live' | 'finished' | 'aborted';

export interface PlayerInfo {
  name: string;
  /** The account's username, when the seat belongs to a registered user. */
  username: string | null;
  rating: number | null;
  /** The rating is provisional (Glicko-2 deviation above 110, as lichess: shown with a "?"). */
  provisional?: boolean;
  bot: boolean;
}

/** Public facts about a game: safe for anyone (lobby, spectators). */
export interface GameSummary {
  id: string;
  /** The game kind (@dt/games): what the view and the actions of this game are. */
  kind: GameKind;
  scenario: string;
  vpTarget: number | null;
  timerSeconds: number | null;
  /** Turn-based games: the time each decision may take, in hours (null: real-time). */
  moveHours: number | null;
  handicap: boolean;
  public: boolean;
  rated: boolean;
  status: GameStatus;
  version: number;
  players: { yellow: PlayerInfo | null; blue: PlayerInfo | null };
  /** The seats that must decide now (empty once the game is over). */
  toMove: SeatName[];
  winner: SeatName | 'draw' | null;
  endReason: string;
  /**
   * After the game: the seat that offered a rematch (until it is accepted), and the rematch's
   * game id once both agreed.
   */
  rematch: { offeredBy: SeatName | null; gameId: string | null };
  /** Epoch milliseconds when the current timer runs out, or null. */
  deadline: number | null;
  /**
   * Live games: epoch ms from which the seat(s) to move count as gone, so that the other seat
   * may `claim` the game; null otherwise.
   */
  claimableAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * Server → client `update`: after every change, and in answer to a join. A frame with
 * `events` carries what happened between version `from` and `version`: a client whose last
 * version is `from` applies it; one behind `from` has missed frames and joins again with
 * `since` (the version-resync rule, docs/protocol.md).
 */
export interface UpdateFrameOf<K extends GameKind> {
  kind: K;
  gameId: string;
  version: number;
  /** The version these events follow (equal to `version` for a change that is not an action). */
  from: number;
  viewer: Viewer;
  /** Redacted events between `from` and `version`, or null when this is a fresh snapshot. */
  events: Record<string, unknown>[] | null;
  view: ViewOf<K>;
  summary: GameSummary;
}
/** A frame of any kind (of the kinds in K): its `kind` says which. */
export type UpdateFrame<K extends GameKind = GameKind> = { [P in K]: UpdateFrameOf<P> }[K];

/**
 * An `update` as it travels: like UpdateFrame, but a frame whose events follow version `from`
 * may carry, instead of the whole `view`, `viewPatch`: the view's top-level fields that
 * changed since the view at `from` (the others are unchanged), and `viewItems`: array fields
 * of which only some elements changed, as those elements by index (the array's length is
 * unchanged). GameClient rebuilds the whole view, so its listeners always get UpdateFrames.
 */
export type WireUpdateOf<K extends GameKind> = Omit<UpdateFrameOf<K>, 'view'> &
  ({ view: ViewOf<K> } | { viewPatch: Partial<ViewOf<K>>; viewItems?: ViewItems });
/** Array fields of a view given element by element: field name, then index, then the element now. */
export type ViewItems = Record<string, Record<string, unknown>>;
export type WireUpdate<K extends GameKind = GameKind> = { [P in K]: WireUpdateOf<P> }[K];

/** Socket acknowledgements: every request gets one. */
export type Ack<T> = ({ ok: true } & T) | { ok: false; error: WireError };

export interface JoinReplyOf<K extends GameKind> {
  kind: K;
  gameId: string;
  viewer: Viewer;
  version: number;
  /** Events from `since` to now (redacted), or null when a fresh view is sent instead. */
  events: Record<string, unknown>[] | null;
  view: ViewOf<K>;
  summary: GameSummary;
  /** The game's latest chat lines (at most CHAT_HISTORY), oldest first. */
  chat: ChatLine[];
}
export type JoinReply<K extends GameKind = GameKind> = { [P in K]: JoinReplyOf<P> }[K];

/**
 * Server → client `chat`: one line of a game's chat. A player's line goes to its players and
 * spectators; a spectator's line (`seat: 'spectator'`, from a signed-in viewer) goes to the
 * spectators only while the game is live, the players reading it once the game is over. It
 * carries the seat and the display name only: no token, no account id.
 */
export interface ChatLine {
  gameId: string;
  /** 1, 2, 3... per game. */
  seq: number;
  seat: SeatName | 'spectator';
  name: string;
  text: string;
  at: number;
}
export interface ChatReply {
  seq: number;
}
/**
 * `rematch`: `offered` (waiting for the other seat), or `started` with your seat in the new
 * game and its token, handed out once per seat (null at later asks: an earlier ask got it; an
 * account's other devices join with their session).
 */
export type RematchReply =
  { status: 'offered' } | { status: 'started'; gameId: string; seat: SeatName; token: string | null };
export interface UndoReply {
  version: number;
}
/** How many chat lines a join brings. */
export const CHAT_HISTORY = 100;
/** `GET /api/me/games`: each game with the seat you hold in it. */
export interface MyGame extends GameSummary {
  you: SeatName;
}
export interface MyGamesPage {
  games: MyGame[];
  next: string | null;
}
export interface ActReply {
  version: number;
}
/** `claim`: the game ended because the seat to move was gone (or aborted, before both seats moved). */
export interface ClaimReply {
  version: number;
  status: GameStatus;
}
export interface LegalReplyOf<K extends GameKind> {
  kind: K;
  version: number;
  actions: ActionOf<K>[];
  /** How many legal actions of each type this seat has now (before filtering). */
  counts: Record<string, number>;
}
export type LegalReply<K extends GameKind = GameKind> = { [P in K]: LegalReplyOf<P> }[K];

/** HTTP: a session (guest or account). */
export interface SessionReply {
  token: string;
  /** Epoch ms after which the token no longer works. */
  expiresAt: number;
  user: { id: string; name: string; username: string | null; guest: boolean; rating: number | null };
}
/** HTTP: one of the signed-in user's sessions (`GET /api/me/sessions`). */
export interface SessionInfo {
  /** Public id, for `DELETE /api/me/sessions/:id` (never the token). */
  id: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  /** The browser or client that opened it (User-Agent, shortened). */
  agent: string;
  /** The session of this request. */
  current: boolean;
}
/** HTTP: one page of a list; `next` is the cursor of the following page, or null at the end. */
export interface GamesPage {
  games: GameSummary[];
  next: string | null;
}
export interface RatingRow {
  username: string;
  name: string;
  rating: number;
  games: number;
  /** The rating is provisional (Glicko-2 deviation above 110). */
  provisional: boolean;
}
export interface RatingsPage {
  ratings: RatingRow[];
  next: string | null;
}
/** HTTP: a seat in a game (create, join). Keep `token`: it is the only way to act for the seat. */
export interface SeatReply {
  gameId: string;
  seat: SeatName;
  token: string;
  /** Invite token for the other seat (only to the creator of a game waiting for a human). */
  invite: string | null;
}
/** The lobby's first pages; `next` holds each list's cursor for `GET /api/games`, `/api/ratings`. */
export interface LobbyReply {
  open: GameSummary[];
  live: GameSummary[];
  ratings: RatingRow[];
  next: { open: string | null; live: string | null; ratings: string | null };
}
export interface ReplayReplyOf<K extends GameKind> {
  kind: K;
  step: number;
  steps: number;
  view: ViewOf<K>;
  events: Record<string, unknown>[];
  action: string | null;
}
export type ReplayReply<K extends GameKind = GameKind> = { [P in K]: ReplayReplyOf<P> }[K];

export const SOCKET_EVENTS = {
  join: 'join',
  act: 'act',
  legal: 'legal',
  leave: 'leave',
  claim: 'claim',
  chat: 'chat',
  rematch: 'rematch',
  undo: 'undo',
  update: 'update',
} as const;
