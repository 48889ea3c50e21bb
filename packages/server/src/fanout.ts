// Frames for the sockets connected to this process. Each viewer (a seat, the spectators)
// of a game has its own local room; after a change, each room that has members gets its own
// frame, built from `view` and `viewEvent` for that viewer (a room nobody is in costs
// nothing), carrying only what changed since the room's last frame (view-patch.ts) and made
// into one WebSocket frame for all the room's sockets (ws-frame.ts). Between processes only a tiny notice crosses Redis: "game G is at version v";
// a process that shows G to someone reads what it missed from the database (the latest
// snapshot plus the actions after it) and sends it on. A notice lost to a Redis outage is
// repaired the same way: when Redis comes back, and every RESYNC_SECONDS, each process compares
// the versions of the games it shows with the database. Clients repair their own gaps too
// (the version-resync rule, docs/protocol.md), so nothing depends on every notice arriving.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { SEAT_NAMES as SEATS, type Viewer as EngineViewer } from '@dt/games';
import type { ChatLine, Viewer } from '@dt/protocol';
import type { ChatTable } from './db.ts';
import {
  MAX_CATCH_UP,
  moduleOf,
  redact,
  undoneEvent,
  type Applied,
  type Authority,
  type Loaded,
} from './authority.ts';
import type { Clock } from './clock.ts';
import type { Games } from './games.ts';
import { storedSeat } from './stored-seat.ts';
import { patchOf, viewFields, wholeOf, type Fields } from './view-patch.ts';
import { writeToAll } from './ws-frame.ts';

const VIEWERS: readonly EngineViewer[] = [0, 1, 'spectator'];
const CHANNEL = 'dt:versions';
export const viewerName = (v: EngineViewer): Viewer => (v === 'spectator' ? v : SEATS[v]);
export const roomOf = (gameId: string, v: EngineViewer): string => `g:${gameId}:${viewerName(v)}`;

export interface FanoutOptions {
  redisUrl?: string;
  /** Other processes may write the database (PostgreSQL): compare versions with it every `resyncMs`. */
  shared: boolean;
  resyncMs: number;
  log: (line: string) => void;
  clock: Clock;
  /** A session ended on another process: close its sockets here (live-sessions.ts). */
  sessionEnded?: (tokenHash: string) => void;
}

export class Fanout {
  /** The version every local viewer of a game has been sent (games with local viewers only). */
  private readonly sent = new Map<string, number>();
  /** The last chat line every local viewer of a game has been sent. */
  private readonly chatSent = new Map<string, number>();
  /** Per room, the last view sent (its version, and each top-level field's JSON), which the next frame's patch is against. */
  private readonly views = new Map<string, { version: number; fields: Fields }>();
  private readonly chains = new Map<string, Promise<void>>();
  private readonly me = randomBytes(6).toString('hex');
  private readonly redis: Redis[] = [];
  private pub: Redis | null = null;
  private stopResync: (() => void) | null = null;
  private warned = false;
  /**
   * Resolves once this process hears the others' notices (subscribed), or knows it cannot yet
   * (Redis unreachable): a process that says it is running before that would miss notices.
   */
  readonly ready: Promise<void>;

  constructor(
    private readonly io: Server,
    private readonly authority: Authority,
    private readonly games: Games,
    private readonly opts: FanoutOptions,
  ) {
    if (opts.shared) this.stopResync = opts.clock.every(opts.resyncMs, () => this.resync());
    let ready = (): void => undefined;
    this.ready = new Promise((resolve) => (ready = resolve));
    if (!opts.redisUrl) {
      ready();
      return;
    }
    const warn = (e: Error): void => {
      if (!this.warned) opts.log(`redis unavailable (${e.message}); frames between processes wait for it`);
      this.warned = true;
      ready();
    };
    // Publishing never queues or waits while Redis is down: the notice is dropped and resync repairs it.
    const pub = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    for (const r of [pub, sub]) r.on('error', warn);
    let first = true;
    sub.on('ready', () => {
      if (!first) opts.log('redis is back: resynchronising');
      this.warned = false;
      if (!first) void this.resync();
      first = false;
    });
    sub.subscribe(CHANNEL).then(ready, warn);
    sub.on('message', (_channel: string, text: string) => {
      const [from, gameId, version, kind] = text.split(' ');
      if (from === this.me || !gameId) return;
      if (kind === 'session') return opts.sessionEnded?.(gameId);
      if (!this.sent.has(gameId)) return;
      if (kind === 'chat') this.chain(gameId, () => this.chatUpTo(gameId, Number(version)));
      else if (kind === 'changed') this.chain(gameId, () => this.refresh(gameId));
      else if (Number(version) > this.sent.get(gameId)!) this.chain(gameId, () => this.deliver(gameId));
    });
    this.pub = pub;
    this.redis.push(pub, sub);
  }

  /** A socket now watches a game at `version` (what its join answer showed). */
  watching(gameId: string, version: number): void {
    if (!this.sent.has(gameId)) this.sent.set(gameId, version);
  }

  /** A socket joined with the game's chat up to line `seq` (its history). */
  chatSeen(gameId: string, seq: number): void {
    if (!this.chatSent.has(gameId)) this.chatSent.set(gameId, seq);
  }

  /** A command was committed here: local frames, and a notice to the other processes. */
  applied(a: Applied): void {
    this.notify(a.gameId, a.version);
    this.chain(a.gameId, () => this.deliver(a.gameId, a));
  }

  /** A change without an action (a seat taken, a game aborted or expired): fresh frames at the same version. */
  changed(gameId: string, version: number): void {
    this.notify(gameId, version, 'changed');
    this.chain(gameId, () => this.refresh(gameId));
  }

  /** A session ended here: the other processes close their sockets acting through it. */
  sessionEnded(tokenHash: string): void {
    this.notify(tokenHash, 0, 'session');
  }

  /** A chat line stored here: to every viewer of the game here, and a notice to the other processes. */
  chat(line: ChatLine): void {
    this.notify(line.gameId, line.seq, 'chat');
    this.chain(line.gameId, () => this.chatUpTo(line.gameId, line.seq, line));
  }

  /**
   * Sends the viewers here the game's chat up to line `seq` (`line` itself when it was stored
   * here), in order: a line before it they have not had (its notice from another process still
   * on its way, or read late by a busy process) is read from the database first, since a
   * client keeps only the lines after its last one.
   */
  private async chatUpTo(gameId: string, seq: number, line?: ChatLine): Promise<void> {
    const last = this.chatSent.get(gameId) ?? seq - 1;
    if (seq <= last) return;
    const upTo = line ? seq - 1 : seq;
    const missed = upTo > last ? await this.authority.store.chatBetween(gameId, last, upTo) : [];
    for (const l of [...missed.map(chatLine), ...(line ? [line] : [])]) {
      const packet = `2["chat",${JSON.stringify(l)}]`;
      // A spectator's line goes to the spectators only (players read it in the history once the game is over).
      const rooms = this.local(gameId)
        .filter((x) => chatFor(l, x, true))
        .map((v) => roomOf(gameId, v));
      writeToAll(this.conns(rooms), packet);
    }
    this.chatSent.set(gameId, Math.max(seq, this.chatSent.get(gameId) ?? 0));
  }

  /** Re-reads a game's row and seats, and sends its viewers here a frame of the change. */
  private async refresh(gameId: string): Promise<void> {
    await this.deliver(gameId);
    const g = await this.authority.reload(gameId);
    if (g && this.local(gameId).length) await this.emit(g, g.row.version, [], null);
  }

  /** Compares the versions of every game shown here with the database, and sends what is missing. */
  async resync(): Promise<void> {
    const ids = [...this.sent.keys()];
    try {
      const now = await this.authority.store.versions(ids);
      for (const [id, v] of now) if (v > (this.sent.get(id) ?? v)) this.chain(id, () => this.deliver(id));
    } catch (e) {
      this.opts.log(`resync failed: ${e instanceof Error ? e.message : 'error'}`);
    }
  }

  close(): void {
    this.stopResync?.();
    for (const r of this.redis) r.disconnect();
  }

  /**
   * Sends one frame (its JSON) to every socket of a room, encoded once: the socket.io packet of
   * an event on the main namespace is `2` followed by the JSON of [name, payload], written to
   * each socket's engine.io connection as one WebSocket frame made for them all (what
   * `io.to(room).emit` does, without its search of the payload for binary parts, which a
   * frame never has).
   */
  private send(room: string, frame: string): void {
    writeToAll(this.conns([room]), `2["update",${frame}]`);
  }

  /** The engine.io connections of the sockets in these rooms. */
  private *conns(rooms: string[]): Generator<Socket['conn']> {
    for (const room of rooms)
      for (const sid of this.io.sockets.adapter.rooms.get(room) ?? []) {
        const socket = this.io.sockets.sockets.get(sid);
        if (socket) yield socket.conn;
      }
  }

  private notify(
    gameId: string,
    version: number,
    kind: 'applied' | 'changed' | 'chat' | 'session' = 'applied',
  ): void {
    if (!this.pub || this.pub.status !== 'ready') return;
    this.pub.publish(CHANNEL, `${this.me} ${gameId} ${version} ${kind}`).catch(() => undefined);
  }

  /** Deliveries for one game happen one after the other, so its frames leave in version order. */
  private chain(gameId: string, fn: () => Promise<void>): void {
    const run = (this.chains.get(gameId) ?? Promise.resolve()).then(fn).catch((e: unknown) => {
      this.opts.log(`frames for ${gameId} failed: ${e instanceof Error ? e.message : 'error'}`);
    });
    this.chains.set(gameId, run);
    void run.then(() => {
      if (this.chains.get(gameId) === run) this.chains.delete(gameId);
    });
  }

  private local(gameId: string): EngineViewer[] {
    const rooms = this.io.sockets.adapter.rooms;
    return VIEWERS.filter((v) => (rooms.get(roomOf(gameId, v))?.size ?? 0) > 0);
  }

  /** Brings this process's viewers of a game up to its current version (`a`: the change just committed here). */
  private async deliver(gameId: string, a?: Applied): Promise<void> {
    if (this.local(gameId).length === 0) {
      this.sent.delete(gameId);
      this.chatSent.delete(gameId);
      for (const v of VIEWERS) this.views.delete(roomOf(gameId, v));
      return;
    }
    const sent = this.sent.get(gameId);
    if (a && (sent === undefined || sent === a.version - 1)) {
      const g = await this.authority.load(gameId, false);
      if (!g || g.row.version !== a.version) return this.deliver(gameId);
      const undone = a.undone ? [undoneEvent(a.undone)] : [];
      const mod = moduleOf(g.row);
      await this.emit(g, a.version - 1, null, (v) => [
        ...undone,
        ...a.events.map((e) => mod.viewEvent(a.state, e, v)).filter((e) => e !== null),
      ]);
      return;
    }
    const g = await this.authority.load(gameId, true);
    if (!g || (sent !== undefined && g.row.version <= sent)) return;
    if (sent === undefined || g.row.version - sent > MAX_CATCH_UP) {
      await this.emit(g, g.row.version, null, () => null);
      return;
    }
    const steps = await this.authority.stepsSince(g.row, sent);
    await this.emit(g, sent, null, (v) => redact(moduleOf(g.row), steps, v));
  }

  /**
   * One frame per local viewer; `events` null is a snapshot (with the whole view). Otherwise,
   * when the room's last frame was at `from`, the frame carries only the view's top-level
   * fields that changed since (a move changes the pieces and the turn's counters, rarely the
   * rooms or the board), and of the pieces only those that changed (patchOf): a fifth of the
   * bytes of a whole view to encode, send and parse.
   */
  private async emit(
    g: Loaded,
    from: number,
    fixed: Record<string, unknown>[] | null,
    eventsFor: ((v: EngineViewer) => Record<string, unknown>[] | null) | null,
  ): Promise<void> {
    const id = g.row.id;
    const head = `{"kind":${JSON.stringify(g.row.kind)},"gameId":${JSON.stringify(id)},"version":${g.row.version},"from":${from}`;
    const summary = JSON.stringify(await this.games.summary(g));
    const mod = moduleOf(g.row);
    for (const v of this.local(id)) {
      const room = roomOf(id, v);
      const events = eventsFor ? eventsFor(v) : fixed;
      const fields = viewFields(mod.view(g.state, v));
      const last = this.views.get(room);
      const patch = events !== null && last?.version === from && last.fields.size === fields.size;
      const { body, items } = patch ? patchOf(last.fields, fields) : { body: wholeOf(fields), items: '' };
      this.views.set(room, { version: g.row.version, fields });
      const viewer = JSON.stringify(viewerName(v));
      const view = patch ? `"viewPatch":{${body}}${items && `,"viewItems":{${items}}`}` : `"view":{${body}}`;
      this.send(
        room,
        `${head},"viewer":${viewer},"events":${JSON.stringify(events)},${view},"summary":${summary}}`,
      );
    }
    this.sent.set(id, Math.max(g.row.version, this.sent.get(id) ?? 0));
  }
}

/** May this viewer read this line? A spectator's line is for spectators while the game is live. */
export function chatFor(line: ChatLine, viewer: EngineViewer, live: boolean): boolean {
  return line.seat !== 'spectator' || !live || viewer === 'spectator';
}

/** A stored chat line as it goes on the wire: seat, name and text, nothing else of the player. */
export function chatLine(c: ChatTable): ChatLine {
  return {
    gameId: c.game_id,
    seq: c.seq,
    // A spectator's line (spectators chat among themselves) or a seat's, checked.
    seat: c.seat === 'spectator' ? 'spectator' : storedSeat(c.seat, c.game_id, 'chat'),
    name: c.name,
    text: c.text,
    at: c.created_at,
  };
}
