// Live play over socket.io. A socket joins a game as one seat (by that seat's token, or its
// account's session) or as a spectator (public games only), and is put in that viewer's room
// only (fanout.ts sends each room its own frames), so what one seat may not know never enters
// another's socket. Every message is rate-limited, size-checked and parsed with the
// protocol's zod schemas before anything else looks at it, and waits on the database only
// while it answers (health.ts). The requests whose cost depends on what they ask (a legal
// list not yet computed, a join that catches up on many actions) draw on their address's
// share of the CPU (budget.ts); legal lists are answered from strings encoded once per
// version (legal-cache.ts). While the process drains (SIGTERM) it takes no new request and
// says when the last one in flight is done.
import type { Server, Socket } from 'socket.io';
import { kindLegal, kindView, type Seat, type Viewer as EngineViewer } from '@dt/games';
import {
  ActSchema,
  CHAT_HISTORY,
  ChatSchema,
  ClaimSchema,
  JoinSchema,
  LeaveSchema,
  LegalSchema,
  parseMessage,
  RematchSchema,
  UndoSchema,
  wireError,
  type Ack,
  type WireError,
  type WireErrorCode,
} from '@dt/protocol';
import type { z } from 'zod';
import { handleOf, type Authority } from './authority.ts';
import type { CpuBudget } from './budget.ts';
import type { Clock } from './clock.ts';
import { cleanText } from './clean.ts';
import { chatLine, roomOf, viewerName, type Fanout } from './fanout.ts';
import type { Games } from './games.ts';
import type { DbHealth } from './health.ts';
import { LegalCache } from './legal-cache.ts';
import type { LiveSessions } from './live-sessions.ts';
import type { Metrics } from './metrics.ts';
import { TokenBucket } from './ratelimit.ts';
import { ackRaw, keepAckIds } from './raw-ack.ts';
import { codeOfFailure } from './unavailable.ts';

/** Chat lines a seat may send within CHAT_WINDOW_MS (a player, whatever its sockets or processes). */
export const CHAT_LIMIT = 5;
export const CHAT_WINDOW_MS = 10_000;

const failure = (code: WireErrorCode): Ack<never> => ({ ok: false, error: wireError(code) });

/** An answer already encoded as JSON (a cached legal list). */
interface Raw {
  raw: string;
}
type Answer = { ok: true; [field: string]: unknown } | { ok: false; error: WireError } | Raw;
const isRaw = (r: Answer): r is Raw => 'raw' in r && typeof r.raw === 'string';
/** socket.io's acknowledgement: the last argument of an event, a function when the client asked for one. */
const isAck = (x: unknown): x is (reply: unknown) => void => typeof x === 'function';

export interface LiveOptions {
  /** Messages per second per socket, and the burst allowed. */
  rate: number;
  burst: number;
  /** What time it is: chat lines and their limit, rematches, claims, the rate limit's refills. */
  clock: Clock;
  /** Whether the database answers: requests get UNAVAILABLE at once while it is away. */
  health: DbHealth;
  /** Each address's share of the CPU for costly requests. */
  budget: CpuBudget;
  /** Sockets acting through a session, closed when it ends. */
  sessions: LiveSessions;
  metrics: Metrics;
  /** The client address of a socket (behind trusted proxies, the client's own). */
  addressOf(socket: Socket): string;
  /** A game just started outside the lobby (a rematch): let a bot seat move. */
  gameStarted(gameId: string): void;
}

export class Live {
  readonly legal = new LegalCache();
  private inFlight = 0;
  private draining = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    io: Server,
    private readonly authority: Authority,
    private readonly games: Games,
    private readonly fanout: Fanout,
    private readonly log: (line: string) => void,
    private readonly opts: LiveOptions,
  ) {
    io.on('connection', (socket) => this.connect(socket));
  }

  /** Takes no new request from now on (UNAVAILABLE: another process serves it); resolves once none is in flight. */
  drain(): Promise<void> {
    this.draining = true;
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private connect(socket: Socket): void {
    keepAckIds(socket);
    const bucket = new TokenBucket(this.opts.rate, this.opts.burst, this.opts.clock);
    const joined = new Map<string, EngineViewer>();
    /** The sessions this socket acts through, by game. */
    const sessions = new Map<string, string>();
    const address = this.opts.addressOf(socket);
    const ctx: Ctx = { socket, joined, sessions, address };

    const handle = <T>(event: string, schema: z.ZodType<T>, fn: (msg: T) => Promise<Answer>): void => {
      socket.on(event, (raw: unknown, ack: unknown) => {
        const reply = (r: Answer): void => {
          const code = isRaw(r) || r.ok ? 'OK' : r.error.code;
          this.opts.metrics.count('dt_socket_requests_total', 'Socket requests by event and answer', {
            event,
            code,
          });
          if (!isAck(ack)) return;
          if (isRaw(r)) {
            if (!ackRaw(socket, ack, r.raw)) ack(JSON.parse(r.raw));
          } else ack(r);
        };
        if (!bucket.take()) {
          if (bucket.flooding) socket.disconnect(true);
          return reply(failure('RATE_LIMITED'));
        }
        if (sessions.size && !this.opts.sessions.valid(socket, sessions.values()))
          return reply(failure('UNAUTHORIZED'));
        if (this.draining) return reply(failure('UNAVAILABLE'));
        const p = parseMessage(schema, raw);
        if (!p.ok) return reply(failure(p.code));
        this.inFlight++;
        this.opts.health
          .guard(() => fn(p.value))
          .then(reply, (e: unknown) => {
            const code = codeOfFailure(e);
            if (code === 'INTERNAL') this.log(`${event} failed: ${e instanceof Error ? e.message : 'error'}`);
            reply(failure(code));
          })
          .finally(() => this.settled());
      });
    };
    // Unknown events get an answer too, so a confused client learns why nothing happens.
    socket.onAny((event: string, ...args: unknown[]) => {
      if (KNOWN.has(event)) return;
      const ack = args[args.length - 1];
      if (!bucket.take()) {
        if (bucket.flooding) socket.disconnect(true);
        if (typeof ack === 'function') ack(failure('RATE_LIMITED'));
        return;
      }
      if (typeof ack === 'function') ack(failure('BAD_MESSAGE'));
    });

    handle('join', JoinSchema, (m) => this.join(ctx, m));
    handle('leave', LeaveSchema, async (m) => {
      const v = joined.get(m.gameId);
      if (v !== undefined) await socket.leave(roomOf(m.gameId, v));
      joined.delete(m.gameId);
      sessions.delete(m.gameId);
      return { ok: true };
    });
    handle('act', ActSchema, async (m) => {
      const seat = seatIn(ctx, m.gameId);
      if (seat === null) return failure('UNAUTHORIZED');
      const r = await this.authority.command(m.gameId, seat, m.version, m.action);
      return r.ok ? { ok: true, version: r.value.version } : failure(r.code);
    });
    handle('legal', LegalSchema, (m) => this.legalList(ctx, m));
    handle('chat', ChatSchema, (m) => this.chat(ctx, m));
    handle('rematch', RematchSchema, async (m) => {
      const seat = seatIn(ctx, m.gameId);
      if (seat === null) return failure('UNAUTHORIZED');
      const r = await this.authority.serial(`rematch:${m.gameId}`, () =>
        this.games.rematch(m.gameId, seat, this.opts.clock.now()),
      );
      if (!r.ok) return failure(r.code);
      const g = await this.authority.load(m.gameId);
      if (g) this.fanout.changed(m.gameId, g.row.version);
      if (r.value.status === 'started') this.opts.gameStarted(r.value.gameId);
      return { ok: true, ...r.value };
    });
    handle('undo', UndoSchema, async (m) => {
      const seat = seatIn(ctx, m.gameId);
      if (seat === null) return failure('UNAUTHORIZED');
      const r = await this.authority.undo(m.gameId, seat, m.version, m.count);
      return r.ok ? { ok: true, version: r.value.version } : failure(r.code);
    });
    handle('claim', ClaimSchema, async (m) => {
      const seat = seatIn(ctx, m.gameId);
      if (seat === null) return failure('UNAUTHORIZED');
      const r = await this.games.claim(m.gameId, seat, this.opts.clock.now());
      if (!r.ok) return failure(r.code);
      if (r.value.status === 'aborted') this.fanout.changed(m.gameId, r.value.version);
      return { ok: true, ...r.value };
    });
  }

  private settled(): void {
    if (--this.inFlight > 0 || !this.draining) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  /** Joins a game as a seat (token or session) or a spectator; the answer catches up from `since`. */
  private async join(ctx: Ctx, m: z.infer<typeof JoinSchema>): Promise<Answer> {
    let before = await this.authority.load(m.gameId);
    if (!before) return failure('NOT_FOUND');
    let viewer: EngineViewer = 'spectator';
    let session: { hash: string; expiresAt: number } | null = null;
    if (m.token !== undefined) {
      // A token no cached seat knows may have been handed out by another process since
      // (a rematch's or a pairing's withheld seat): the seats are read again once.
      if (this.games.seatOf(before, m.token) === null)
        before = (await this.authority.reload(m.gameId)) ?? before;
      const seat = this.games.seatOf(before, m.token);
      if (seat === null) return failure('UNAUTHORIZED');
      viewer = seat;
    } else if (m.session !== undefined) {
      // A player's account, from any device: its seat; someone else's session watches.
      const held = await this.games.seatOfSession(before, m.session, this.opts.clock.now(), m.seat);
      if (held !== null) {
        viewer = held.seat;
        session = { hash: held.hash, expiresAt: held.expiresAt };
      } else if (!before.row.public) return failure('UNAUTHORIZED');
    } else if (!before.row.public) {
      return failure('UNAUTHORIZED'); // private games are for their players only
    }
    // Join the room before reading the state, so no frame can fall between the two.
    const previous = ctx.joined.get(m.gameId);
    if (previous !== undefined) await ctx.socket.leave(roomOf(m.gameId, previous));
    await ctx.socket.join(roomOf(m.gameId, viewer));
    ctx.joined.set(m.gameId, viewer);
    ctx.sessions.delete(m.gameId);
    if (session) {
      ctx.sessions.set(m.gameId, session.hash);
      this.opts.sessions.attach(ctx.socket, session.hash, session.expiresAt);
    }
    const g = (await this.authority.load(m.gameId))!;
    this.fanout.watching(m.gameId, g.row.version);
    let events: Record<string, unknown>[] | null = null;
    if (m.since !== undefined) {
      // A catch-up replays up to MAX_CATCH_UP actions: it draws on the address's share.
      const caught = await this.opts.budget.runAsync(ctx.address, () =>
        this.authority.eventsSince(g.row, m.since!, viewer),
      );
      if (!caught) return failure('RATE_LIMITED');
      events = caught.value;
    }
    const chat = (await this.authority.store.chat(m.gameId, CHAT_HISTORY)).map((c) => chatLine(c));
    this.fanout.chatSeen(m.gameId, chat.at(-1)?.seq ?? 0);
    return {
      ok: true,
      gameId: m.gameId,
      viewer: viewerName(viewer),
      version: g.row.version,
      events,
      ...kindView(handleOf(g.row), g.state, viewer),
      summary: await this.games.summary(g),
      chat,
    };
  }

  /** This seat's legal actions now, optionally one type or one piece: from the encoded list of this version. */
  private async legalList(ctx: Ctx, m: z.infer<typeof LegalSchema>): Promise<Answer> {
    const seat = seatIn(ctx, m.gameId);
    if (seat === null) return failure('UNAUTHORIZED');
    const g = await this.authority.load(m.gameId);
    if (!g) return failure('NOT_FOUND');
    const version = g.row.version;
    let list = this.legal.get(m.gameId, seat, version);
    if (!list) {
      const made = this.opts.budget.run(ctx.address, () =>
        this.legal.put(
          m.gameId,
          seat,
          version,
          handleOf(g.row).kind,
          g.row.status === 'live' ? kindLegal(handleOf(g.row), g.state, seat).actions : [],
        ),
      );
      if (!made) return failure('RATE_LIMITED');
      list = made.value;
    }
    return { raw: this.legal.reply(list, m.type, m.piece) };
  }

  /** One chat line of a player (players write, players and spectators read: docs/protocol.md). */
  private async chat(ctx: Ctx, m: z.infer<typeof ChatSchema>): Promise<Answer> {
    const seat = seatIn(ctx, m.gameId);
    if (seat === null) return failure('UNAUTHORIZED');
    const text = cleanText(m.text);
    if (text === '') return failure('BAD_MESSAGE');
    const g = await this.authority.load(m.gameId);
    if (!g) return failure('NOT_FOUND');
    const name = g.seats.find((s) => s.seat === viewerName(seat))?.name ?? '';
    const line = { game_id: m.gameId, seat: viewerName(seat), name, text, created_at: this.opts.clock.now() };
    const seq = await this.authority.store.say(line, CHAT_LIMIT, CHAT_WINDOW_MS);
    if (seq === null) return failure('CHAT_TOO_FAST');
    this.fanout.chat(chatLine({ ...line, seq }));
    return { ok: true, seq };
  }
}

/** What a connection's handlers share. */
interface Ctx {
  socket: Socket;
  joined: Map<string, EngineViewer>;
  sessions: Map<string, string>;
  address: string;
}

/** The seat this socket plays in a game, or null (not joined, or a spectator). */
function seatIn(ctx: Ctx, gameId: string): Seat | null {
  const v = ctx.joined.get(gameId);
  return v === undefined || v === 'spectator' ? null : v;
}

const KNOWN = new Set(['join', 'leave', 'act', 'legal', 'claim', 'chat', 'rematch', 'undo']);
