// Typed HTTP calls for the web client and third-party clients (docs/protocol.md). Uses the
// global fetch only (browser and Node), and turns every answer into an Ack: the body on
// success, or the server's stable error (INTERNAL when the server could not be reached).
import { wireError, type WireError } from './errors.ts';
import type {
  Ack,
  GameStatus,
  GameSummary,
  GamesPage,
  LobbyReply,
  MyGamesPage,
  RatingsPage,
  ReplayReply,
  SeatReply,
  SessionInfo,
  SessionReply,
} from './messages.ts';
import type { GameKind } from '@dt/games';
import type { CreateGameBodyOf, JoinGameBody } from './schemas.ts';
import type { PairReply, PairRequest } from './pairing.ts';
import type { Progress } from './progress.ts';

export class Api {
  /** `base` is the server's origin ('' for the page's own); `session` a guest or account token. */
  constructor(
    readonly base = '',
    public session: string | null = null,
  ) {}

  health(): Promise<Ack<{ ok: true }>> {
    return this.call('GET', '/api/health');
  }
  guest(name: string): Promise<Ack<SessionReply>> {
    return this.call('POST', '/api/guest', { name });
  }
  register(username: string, password: string, name?: string): Promise<Ack<SessionReply>> {
    return this.call('POST', '/api/register', name ? { username, password, name } : { username, password });
  }
  login(username: string, password: string): Promise<Ack<SessionReply>> {
    return this.call('POST', '/api/login', { username, password });
  }
  me(): Promise<Ack<{ user: SessionReply['user'] }>> {
    return this.call('GET', '/api/me');
  }
  /** Ends this session (its token stops working). */
  logout(): Promise<Ack<object>> {
    return this.call('POST', '/api/logout');
  }
  /** The signed-in user's sessions, newest first. */
  sessions(): Promise<Ack<{ sessions: SessionInfo[] }>> {
    return this.call('GET', '/api/me/sessions');
  }
  revokeSession(id: string): Promise<Ack<object>> {
    return this.call('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`);
  }
  /** The account's progress (best stars per mission); guests get ACCOUNT_REQUIRED. */
  progress(): Promise<Ack<Progress>> {
    return this.call('GET', '/api/me/progress');
  }
  /** Merges this device's progress into the account's (best stars per mission): the merged progress. */
  saveProgress(p: Progress): Promise<Ack<Progress>> {
    return this.call('PUT', '/api/me/progress', p);
  }
  createGame<K extends GameKind>(options: CreateGameBodyOf<K>): Promise<Ack<SeatReply>> {
    return this.call('POST', '/api/games', options);
  }
  joinGame(gameId: string, body: JoinGameBody = {}): Promise<Ack<SeatReply>> {
    return this.call('POST', `/api/games/${encodeURIComponent(gameId)}/join`, body);
  }
  /** Play now: paired at once with a player waiting for the same game, or a ticket to ask after. */
  pair(request: PairRequest): Promise<Ack<PairReply>> {
    return this.call('POST', '/api/pair', request);
  }
  /** Asks after a waiting ticket (also keeps it fresh: a ticket not asked after for 30 s pairs with nobody). */
  pairStatus(ticket: string): Promise<Ack<PairReply>> {
    return this.call('GET', `/api/pair/${encodeURIComponent(ticket)}`);
  }
  /** Gives up a waiting ticket. */
  pairCancel(ticket: string): Promise<Ack<object>> {
    return this.call('DELETE', `/api/pair/${encodeURIComponent(ticket)}`);
  }
  /** A game's summary; `invite` opens a private game's to the person invited. */
  game(gameId: string, invite?: string): Promise<Ack<GameSummary>> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}`, undefined, invite);
  }
  lobby(): Promise<Ack<LobbyReply>> {
    return this.call('GET', '/api/lobby');
  }
  /** Public games by status, newest first, a page at a time (`cursor` from the previous page's `next`). */
  games(status: 'open' | 'live' | 'finished', cursor?: string, limit?: number): Promise<Ack<GamesPage>> {
    return this.call('GET', `/api/games${query({ status, cursor, limit })}`);
  }
  /** A ladder's ratings (Prison stand-alone by default, Classic or the card game). */
  ratings(
    cursor?: string,
    limit?: number,
    pool?: 'prison' | 'classic' | 'cardgame',
  ): Promise<Ack<RatingsPage>> {
    return this.call('GET', `/api/ratings${query({ cursor, limit, pool })}`);
  }
  /** A player's finished games (public ones; your own private ones too when it is you). */
  finishedGames(username?: string, cursor?: string): Promise<Ack<GamesPage>> {
    const path = username ? `/api/users/${encodeURIComponent(username)}/games` : '/api/me/games';
    return this.call('GET', `${path}${query({ status: 'finished', cursor })}`);
  }
  /** The signed-in player's games from any device: live ones (`live`), finished, or every status (default). */
  myGames(status?: GameStatus, cursor?: string): Promise<Ack<MyGamesPage>> {
    return this.call('GET', `/api/me/games${query({ status, cursor })}`);
  }
  /** `seatToken` opens a private game's replay to a guest who played it. */
  replay(gameId: string, step: number, seatToken?: string): Promise<Ack<ReplayReply>> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}/replay/${step}`, undefined, seatToken);
  }
  /** The record as text (finished games only; a private game's only to its players: session or seat token). */
  async record(gameId: string, seatToken?: string): Promise<Ack<{ text: string }>> {
    try {
      const auth = seatToken ?? this.session;
      const r = await fetch(`${this.base}/api/games/${encodeURIComponent(gameId)}/record`, {
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
      if (r.ok) return { ok: true, text: await r.text() };
      return { ok: false, error: ((await r.json()) as { error: WireError }).error };
    } catch {
      return { ok: false, error: wireError('INTERNAL') };
    }
  }
  /** Where the record downloads from (for a plain link: public games only). */
  recordUrl(gameId: string): string {
    return `${this.base}/api/games/${encodeURIComponent(gameId)}/record`;
  }

  private async call<T>(method: string, path: string, body?: unknown, auth?: string): Promise<Ack<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const bearer = auth ?? this.session;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    try {
      const r = await fetch(this.base + path, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
      });
      const data = (await r.json()) as T | { error: WireError };
      if (!r.ok) return { ok: false, error: (data as { error: WireError }).error ?? wireError('INTERNAL') };
      return { ok: true, ...(data as T) };
    } catch {
      return { ok: false, error: wireError('INTERNAL') };
    }
  }
}

/** `?a=1&b=2` of the defined values ('' when none). */
function query(params: Record<string, string | number | undefined>): string {
  const q = Object.entries(params)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return q.length ? `?${q.join('&')}` : '';
}
