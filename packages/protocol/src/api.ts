// Typed HTTP calls for the web client and third-party clients (docs/protocol.md). Uses the
// global fetch only (browser and Node), and turns every answer into an Ack: the body on
// success, or the server's stable error (INTERNAL when the server could not be reached).
import { wireError, type WireError } from './errors.ts';
import type { Ack, GameSummary, LobbyReply, ReplayReply, SeatReply, SessionReply } from './messages.ts';
import type { CreateGameBody, JoinGameBody } from './schemas.ts';

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
  createGame(options: CreateGameBody): Promise<Ack<SeatReply>> {
    return this.call('POST', '/api/games', options);
  }
  joinGame(gameId: string, body: JoinGameBody = {}): Promise<Ack<SeatReply>> {
    return this.call('POST', `/api/games/${encodeURIComponent(gameId)}/join`, body);
  }
  game(gameId: string): Promise<Ack<GameSummary>> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}`);
  }
  lobby(): Promise<Ack<LobbyReply>> {
    return this.call('GET', '/api/lobby');
  }
  finishedGames(username?: string): Promise<Ack<{ games: GameSummary[] }>> {
    return this.call('GET', username ? `/api/users/${encodeURIComponent(username)}/games` : '/api/me/games');
  }
  replay(gameId: string, step: number): Promise<Ack<ReplayReply>> {
    return this.call('GET', `/api/games/${encodeURIComponent(gameId)}/replay/${step}`);
  }
  /** The record as text (finished games only). */
  async record(gameId: string): Promise<Ack<{ text: string }>> {
    try {
      const r = await fetch(`${this.base}/api/games/${encodeURIComponent(gameId)}/record`);
      if (r.ok) return { ok: true, text: await r.text() };
      return { ok: false, error: ((await r.json()) as { error: WireError }).error };
    } catch {
      return { ok: false, error: wireError('INTERNAL') };
    }
  }
  /** Where the record downloads from (for a plain link). */
  recordUrl(gameId: string): string {
    return `${this.base}/api/games/${encodeURIComponent(gameId)}/record`;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<Ack<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.session) headers.authorization = `Bearer ${this.session}`;
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
