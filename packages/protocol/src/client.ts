// A small typed client for live play over socket.io, shared by the tests, the load
// benchmark and the web client. It keeps the last version seen per game and applies the
// version-resync rule (docs/protocol.md): a frame whose events follow a later version than
// ours means frames were lost (a server restart, a Redis outage between two server
// processes), so it joins again with `since` and gets exactly what it missed from the
// database. After a reconnection, requests wait until every game has been joined again,
// so none reaches the new connection before its seat is known. Requests resolve to Ack
// values; nothing here throws for an expected failure.
import { io, type Socket } from 'socket.io-client';
import type { ActionOf, GameKind } from '@dt/games';
import { RETRYABLE_CODES, wireError, type WireError } from './errors.ts';
import type {
  Ack,
  ActReply,
  ChatLine,
  ChatReply,
  ClaimReply,
  JoinReply,
  LegalReply,
  RematchReply,
  UndoReply,
  UpdateFrame,
  ViewItems,
  WireUpdate,
} from './messages.ts';

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
  /** Headers of the connection's handshake (Node only: a browser sends its own), e.g. a proxy's X-Forwarded-For in a benchmark. */
  headers?: Record<string, string>;
}

interface Joined {
  token: string | undefined;
  version: number;
  session?: string;
}

/** What to join as: a seat token, or the seat a signed-in account holds (`session`, and `seat` when it holds both). */
export interface JoinAs {
  session?: string;
  seat?: 'yellow' | 'blue';
}

export class GameClient {
  readonly socket: Socket;
  private readonly joined = new Map<string, Joined>();
  /** Frames that arrived while a join of their game was on its way, applied after its answer. */
  private readonly joining = new Map<string, WireUpdate[]>();
  /** Each game's last frame, whose view patches apply to. */
  private readonly last = new Map<string, UpdateFrame>();
  private readonly resyncing = new Set<string>();
  private closed = false;
  private readonly listeners = new Set<(u: UpdateFrame) => void>();
  private readonly chatListeners = new Set<(lines: ChatLine[], history: boolean) => void>();
  private readonly timeoutMs: number;
  private readonly onFrame: ((name: string, payload: unknown) => void) | undefined;
  /** Open while no connection is up, or while the games are being joined again after one came back. */
  private gate: { promise: Promise<void>; open: () => void } | null = null;
  /** How many times a gap in versions made this client join again (for tests and diagnostics). */
  resyncs = 0;

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
      ...(opts.headers ? { extraHeaders: opts.headers } : {}),
    });
    this.socket.on('update', (u: WireUpdate) => {
      this.onFrame?.('update', u);
      this.receive(u);
    });
    this.socket.on('chat', (line: ChatLine) => {
      this.onFrame?.('chat', line);
      if (this.joined.has(line.gameId)) for (const l of this.chatListeners) l([line], false);
    });
    this.socket.on('disconnect', () => this.closeGate());
    // socket.io replays 'connect' after every reconnection: rejoin where we left off, then let requests through.
    this.socket.on('connect', () => {
      if (this.socket.recovered) return this.openGate();
      const rejoins = [...this.joined].map(([id, j]) =>
        this.join(id, j.token, j.version, j.session ? { session: j.session } : {}).then((r) => {
          // A rejoin the server could not answer yet (its database away) is asked again.
          if (!r.ok) this.resync(id);
        }),
      );
      void Promise.all(rejoins).then(() => this.openGate());
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

  /** Every update frame, for every joined game, in version order without gaps. Returns an unsubscribe function. */
  onUpdate(fn: (u: UpdateFrame) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Chat lines: a join's history (`history` true: the whole latest history, replacing what
   * you hold, also after a reconnection) and each new line as it comes.
   */
  onChat(fn: (lines: ChatLine[], history: boolean) => void): () => void {
    this.chatListeners.add(fn);
    return () => this.chatListeners.delete(fn);
  }

  /** The last version seen for a game, or -1. */
  version(gameId: string): number {
    return this.joined.get(gameId)?.version ?? -1;
  }

  /** Joins with a seat token, or without one as a spectator; `since` asks only for what was missed. */
  async join(gameId: string, token?: string, since?: number, as: JoinAs = {}): Promise<Ack<JoinReply>> {
    const msg: Record<string, unknown> = { gameId };
    if (token !== undefined) msg.token = token;
    if (as.session !== undefined) msg.session = as.session;
    if (as.seat !== undefined) msg.seat = as.seat;
    if (since !== undefined && since >= 0) msg.since = since;
    const waiting: WireUpdate[] = [];
    this.joining.set(gameId, waiting);
    const r = await this.send<JoinReply>('join', msg);
    if (this.joining.get(gameId) === waiting) this.joining.delete(gameId);
    if (r.ok) {
      this.joined.set(gameId, { token, version: r.version, ...(as.session ? { session: as.session } : {}) });
      const from = r.events === null ? r.version : (since ?? r.version);
      const { chat, ...frame } = r;
      this.deliver({ ...frame, from });
      for (const l of this.chatListeners) l(chat ?? [], true);
    }
    // Frames that came during the join: on top of its answer, or (the join refused) on top of
    // what was held before it, never dropped.
    for (const u of waiting) this.receive(u);
    return r;
  }

  leave(gameId: string): Promise<Ack<object>> {
    this.joined.delete(gameId);
    this.last.delete(gameId);
    return this.request('leave', { gameId });
  }

  /** Sends an action made against `version` (the version of the view it was chosen from). */
  act<K extends GameKind>(gameId: string, version: number, action: ActionOf<K>): Promise<Ack<ActReply>> {
    return this.request<ActReply>('act', { gameId, version, action });
  }

  /** This seat's legal actions now, optionally only of one type or for one piece. */
  legal(gameId: string, filter: { type?: string; piece?: string } = {}): Promise<Ack<LegalReply>> {
    return this.request<LegalReply>('legal', { gameId, ...filter });
  }

  /** Ends the game when the seat to move has been gone long enough (`summary.claimableAt`). */
  claim(gameId: string): Promise<Ack<ClaimReply>> {
    return this.request<ClaimReply>('claim', { gameId });
  }

  /** Says one line in the game's chat (players only). */
  chat(gameId: string, text: string): Promise<Ack<ChatReply>> {
    return this.request<ChatReply>('chat', { gameId, text });
  }

  /** Offers a rematch of a game that is over, or accepts the other seat's offer. */
  rematch(gameId: string): Promise<Ack<RematchReply>> {
    return this.request<RematchReply>('rematch', { gameId });
  }

  /** Takes back the last `count` actions of your turn in progress (made against `version`). */
  undo(gameId: string, version: number, count: number): Promise<Ack<UndoReply>> {
    return this.request<UndoReply>('undo', { gameId, version, count });
  }

  /** Sends any payload under any event name: for tests of the server's validation. */
  raw<T>(event: string, payload: unknown): Promise<Ack<T>> {
    return this.request<T>(event, payload);
  }

  close(): void {
    this.closed = true;
    this.socket.close();
    this.openGate();
  }

  /** Applies the version-resync rule to a frame from the server, and its view patch. */
  private receive(u: WireUpdate): void {
    const pending = this.joining.get(u.gameId);
    if (pending) return void pending.push(u);
    const j = this.joined.get(u.gameId);
    if (!j || u.version < j.version) return;
    if (u.events === null || u.from === j.version) {
      const whole = withView(u, this.last.get(u.gameId));
      if (whole) return this.deliver(whole);
    }
    // Frames were lost (or this one overlaps what we have): ask the database for exactly what we missed.
    this.resync(u.gameId);
  }

  /**
   * Joins a game again from the last version held, to fetch what was missed. An answer that
   * may change with time (the server's database away, a timeout, a busy server) is asked again
   * after a pause, doubling up to RESYNC_MAX_MS: no later frame may ever come to prompt it (the
   * game may be waiting on this very player), so a client that gave up would stay behind.
   */
  private resync(gameId: string): void {
    if (this.resyncing.has(gameId)) return;
    this.resyncing.add(gameId);
    this.resyncs++;
    const attempt = (pauseMs: number): void => {
      const j = this.joined.get(gameId);
      if (!j || this.closed) return void this.resyncing.delete(gameId);
      void this.join(gameId, j.token, j.version, j.session ? { session: j.session } : {}).then((r) => {
        const again = !r.ok && (RETRYABLE_CODES.has(r.error.code) || r.error.code === 'INTERNAL');
        if (!again || this.closed || !this.joined.has(gameId)) return void this.resyncing.delete(gameId);
        setTimeout(() => attempt(Math.min(2 * pauseMs, RESYNC_MAX_MS)), pauseMs);
      });
    };
    attempt(RESYNC_FIRST_MS);
  }

  private deliver(u: UpdateFrame): void {
    const j = this.joined.get(u.gameId);
    if (j && u.version > j.version) j.version = u.version;
    this.last.set(u.gameId, u);
    for (const l of this.listeners) l(u);
  }

  private closeGate(): void {
    if (this.gate) return;
    let open = (): void => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    this.gate = { promise, open };
  }

  private openGate(): void {
    this.gate?.open();
    this.gate = null;
  }

  /** A request for a joined game: held while the client reconnects and rejoins. */
  private async request<T>(event: string, payload: unknown): Promise<Ack<T>> {
    const started = Date.now();
    if (this.gate) {
      const gave = await Promise.race([
        this.gate.promise.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), this.timeoutMs)),
      ]);
      if (gave) return { ok: false, error: timedOut };
    }
    return this.send<T>(event, payload, this.timeoutMs - (Date.now() - started));
  }

  private send<T>(event: string, payload: unknown, ms = this.timeoutMs): Promise<Ack<T>> {
    return new Promise((resolve) => {
      this.socket.timeout(Math.max(1, ms)).emit(event, payload, (e: Error | null, reply: Ack<T>) => {
        if (e) return resolve({ ok: false, error: timedOut });
        this.onFrame?.(`ack:${event}`, reply);
        resolve(reply);
      });
    });
  }
}

const timedOut: WireError = wireError('INTERNAL');
/** The first pause before asking again for missed frames, and the longest (ms). */
const RESYNC_FIRST_MS = 250;
const RESYNC_MAX_MS = 4_000;

/**
 * A frame with its whole view: as it came, or its view patch laid over the last frame's view of
 * the same game; null when there is nothing of its kind to lay it over. The server patches a
 * view only against the last frame it sent to that room, of the same game and so of the same
 * kind (checked here).
 */
function withView(u: WireUpdate, last: UpdateFrame | undefined): UpdateFrame | null {
  if ('view' in u) return u;
  return last && last.kind === u.kind ? overlay(last, u) : null;
}

/**
 * `view`'s array fields with the elements of `items` put in at their indexes (new arrays; the
 * old view is left as it was), or null when a field is no array of that many elements.
 */
export function withItems<V extends object>(view: V, items: ViewItems | undefined): V | null {
  if (!items) return view;
  const out = { ...view } as Record<string, unknown>;
  for (const [field, byIndex] of Object.entries(items)) {
    const was = out[field];
    if (!Array.isArray(was)) return null;
    const now = was.slice();
    for (const [i, x] of Object.entries(byIndex)) {
      const at = Number(i);
      if (!Number.isInteger(at) || at < 0 || at >= now.length) return null;
      now[at] = x;
    }
    out[field] = now;
  }
  return out as V;
}

/**
 * The newer frame `u` over `last`: its fields, and its view patch over last's view. Kind and
 * view are last's (a patch only changes fields of a view), so the frame stays last's kind.
 */
function overlay<K extends GameKind>(
  last: UpdateFrame<K>,
  u: Extract<WireUpdate, { viewPatch: unknown }>,
): UpdateFrame<K> | null {
  const { viewPatch, viewItems, ...rest } = u;
  const view = withItems({ ...last.view, ...viewPatch }, viewItems);
  return view && { ...rest, kind: last.kind, view };
}
