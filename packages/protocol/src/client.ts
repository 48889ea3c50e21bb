// A small typed client for live play over socket.io, shared by the tests, the load
// benchmark and the web client. It keeps the last version seen per game and, whenever the
// connection comes back, joins again with that version so the server sends only what was
// missed. Requests resolve to Ack values; nothing here throws for an expected failure.
import { io, type Socket } from 'socket.io-client';
import type { Action } from '@dt/engine';
import { wireError, type WireError } from './errors.ts';
import type { Ack, ActReply, JoinReply, LegalReply, UpdateFrame } from './messages.ts';

export interface ClientOptions {
  /** Reconnect automatically (default true). */
  reconnect?: boolean;
  /** Milliseconds before a request without answer fails with INTERNAL (default 10 s). */
  timeoutMs?: number;
  /**
   * Milliseconds before a connection attempt without handshake is given up and tried again
   * (default 5 s). socket.io-client's manager only notices a connection that drops after the
   * WebSocket upgrade but before the handshake (a server killed at that moment) when this
   * runs out; its own default is 20 s.
   */
  connectTimeoutMs?: number;
  /** Called with every frame received (updates and acknowledgements), e.g. to audit them. */
  onFrame?: (name: string, payload: unknown) => void;
}

interface Joined {
  token: string | undefined;
  version: number;
}

export class GameClient {
  readonly socket: Socket;
  private readonly joined = new Map<string, Joined>();
  private readonly listeners = new Set<(u: UpdateFrame) => void>();
  private readonly timeoutMs: number;
  private readonly onFrame: ((name: string, payload: unknown) => void) | undefined;

  /** `url` is the server's origin, e.g. `http://localhost:8080` (or '' for the page's own). */
  constructor(url: string, opts: ClientOptions = {}) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.onFrame = opts.onFrame;
    this.socket = io(url || undefined, {
      transports: ['websocket'],
      reconnection: opts.reconnect ?? true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
      timeout: opts.connectTimeoutMs ?? 5000,
    });
    this.socket.on('update', (u: UpdateFrame) => {
      this.onFrame?.('update', u);
      const j = this.joined.get(u.gameId);
      if (j && u.version >= j.version) j.version = u.version;
      for (const l of this.listeners) l(u);
    });
    // socket.io replays 'connect' after every reconnection: rejoin where we left off.
    this.socket.on('connect', () => {
      if (!this.socket.recovered) for (const [id, j] of this.joined) void this.join(id, j.token, j.version);
    });
  }

  /** Resolves once connected (or fails after the timeout). */
  ready(): Promise<boolean> {
    if (this.socket.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const t = setTimeout(() => resolve(false), this.timeoutMs);
      this.socket.once('connect', () => {
        clearTimeout(t);
        resolve(true);
      });
    });
  }

  /** Connection changes (true: connected, false: lost; the client reconnects and rejoins by itself). */
  onConnection(fn: (connected: boolean) => void): () => void {
    const up = (): void => fn(true);
    const down = (): void => fn(false);
    this.socket.on('connect', up);
    this.socket.on('disconnect', down);
    return () => {
      this.socket.off('connect', up);
      this.socket.off('disconnect', down);
    };
  }

  /** Every update frame, for every joined game. Returns an unsubscribe function. */
  onUpdate(fn: (u: UpdateFrame) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The last version seen for a game, or -1. */
  version(gameId: string): number {
    return this.joined.get(gameId)?.version ?? -1;
  }

  /** Joins with a seat token, or without one as a spectator; `since` asks only for what was missed. */
  async join(gameId: string, token?: string, since?: number): Promise<Ack<JoinReply>> {
    const msg: Record<string, unknown> = { gameId };
    if (token !== undefined) msg.token = token;
    if (since !== undefined && since >= 0) msg.since = since;
    const r = await this.request<JoinReply>('join', msg);
    if (r.ok) {
      this.joined.set(gameId, { token, version: r.version });
      for (const l of this.listeners) {
        l({
          gameId,
          version: r.version,
          viewer: r.viewer,
          events: r.events,
          view: r.view,
          summary: r.summary,
        });
      }
    }
    return r;
  }

  leave(gameId: string): Promise<Ack<object>> {
    this.joined.delete(gameId);
    return this.request('leave', { gameId });
  }

  /** Sends an action made against `version` (the version of the view it was chosen from). */
  act(gameId: string, version: number, action: Action): Promise<Ack<ActReply>> {
    return this.request<ActReply>('act', { gameId, version, action });
  }

  /** This seat's legal actions now, optionally only of one type or for one piece. */
  legal(gameId: string, filter: { type?: string; piece?: string } = {}): Promise<Ack<LegalReply>> {
    return this.request<LegalReply>('legal', { gameId, ...filter });
  }

  /** Sends any payload under any event name: for tests of the server's validation. */
  raw<T>(event: string, payload: unknown): Promise<Ack<T>> {
    return this.request<T>(event, payload);
  }

  close(): void {
    this.socket.close();
  }

  private request<T>(event: string, payload: unknown): Promise<Ack<T>> {
    return new Promise((resolve) => {
      const timeout = (): void => resolve({ ok: false, error: timedOut });
      this.socket.timeout(this.timeoutMs).emit(event, payload, (e: Error | null, reply: Ack<T>) => {
        if (e) return timeout();
        this.onFrame?.(`ack:${event}`, reply);
        resolve(reply);
      });
    });
  }
}

const timedOut: WireError = wireError('INTERNAL');
