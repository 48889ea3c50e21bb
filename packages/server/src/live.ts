// Live play over socket.io. A socket joins a game as one seat (by that seat's token) or as
// a spectator (public games only), and is put in that viewer's room only (fanout.ts sends
// each room its own frames), so what one seat may not know never enters another's socket.
// Every message is rate-limited, size-checked and parsed with the protocol's zod schemas
// before anything else looks at it; an address may hold only so many sockets at once.
import type { Server, Socket } from 'socket.io';
import type { Seat, Viewer as EngineViewer } from '@dt/games';
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
  type WireErrorCode,
} from '@dt/protocol';
import type { z } from 'zod';
import { moduleOf, type AnyAction, type Authority } from './authority.ts';
import type { Clock } from './clock.ts';
import { chatLine, roomOf, viewerName, type Fanout } from './fanout.ts';
import type { Games } from './games.ts';
import { TokenBucket } from './ratelimit.ts';
import { codeOfFailure } from './unavailable.ts';

/** A socket that keeps sending after this many refusals in a row is disconnected. */
const FLOOD_LIMIT = 100;
/** Chat lines a seat may send within CHAT_WINDOW_MS (a player, whatever its sockets or processes). */
export const CHAT_LIMIT = 5;
export const CHAT_WINDOW_MS = 10_000;
/** Legal-action lists kept (per game, version and seat): the stand-alone game's reach hundreds of KB. */
const LEGAL_CACHE = 200;

const failure = (code: WireErrorCode): Ack<never> => ({ ok: false, error: wireError(code) });

export interface LiveOptions {
  /** Messages per second per socket, and the burst allowed. */
  rate: number;
  burst: number;
  /** What time it is: chat lines and their limit, rematches, claims, the rate limit's refills. */
  clock: Clock;
}

export class Live {
  private readonly legalCache = new Map<string, { actions: AnyAction[]; counts: Record<string, number> }>();

  constructor(
    io: Server,
    private readonly authority: Authority,
    private readonly games: Games,
    private readonly fanout: Fanout,
    private readonly log: (line: string) => void,
    private readonly opts: LiveOptions,
    /** A game just started outside the lobby (a rematch): let a bot seat move. */
    private readonly onGameStarted: (gameId: string) => void = () => undefined,
  ) {
    io.on('connection', (socket) => this.connect(socket));
  }

  /** This seat's legal actions at this version, computed once and filtered per request. */
  private legalOf(gameId: string, version: number, seat: Seat, compute: () => AnyAction[]) {
    const key = `${gameId}:${version}:${seat}`;
    let hit = this.legalCache.get(key);
    if (!hit) {
      const actions = compute();
      const counts: Record<string, number> = {};
      for (const a of actions) counts[a.type] = (counts[a.type] ?? 0) + 1;
      hit = { actions, counts };
      this.legalCache.set(key, hit);
      if (this.legalCache.size > LEGAL_CACHE) this.legalCache.delete(this.legalCache.keys().next().value!);
    }
    return hit;
  }

  private connect(socket: Socket): void {
    const bucket = new TokenBucket(this.opts.rate, this.opts.burst, this.opts.clock);
    const joined = new Map<string, EngineViewer>();

    const handle = <T>(event: string, schema: z.ZodType<T>, fn: (msg: T) => Promise<Ack<object>>): void => {
      socket.on(event, (raw: unknown, ack: unknown) => {
        const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
        if (!bucket.take()) {
          if (bucket.refused > FLOOD_LIMIT) socket.disconnect(true);
          return reply(failure('RATE_LIMITED'));
        }
        const p = parseMessage(schema, raw);
        if (!p.ok) return reply(failure(p.code));
        fn(p.value).then(reply, (e: unknown) => {
          const code = codeOfFailure(e);
          if (code === 'INTERNAL') this.log(`${event} failed: ${e instanceof Error ? e.message : 'error'}`);
          reply(failure(code));
        });
      });
    };
    // Unknown events get an answer too, so a confused client learns why nothing happens.
    socket.onAny((event: string, ...args: unknown[]) => {
      if (KNOWN.has(event)) return;
      const ack = args[args.length - 1];
      if (!bucket.take()) {
        if (bucket.refused > FLOOD_LIMIT) socket.disconnect(true);
        if (typeof ack === 'function') ack(failure('RATE_LIMITED'));
        return;
      }
      if (typeof ack === 'function') ack(failure('BAD_MESSAGE'));
    });

    handle('join', JoinSchema, async (m) => {
      const before = await this.authority.load(m.gameId);
      if (!before) return failure('NOT_FOUND');
      let viewer: EngineViewer = 'spectator';
      if (m.token !== undefined) {
        const seat = this.games.seatOf(before, m.token);
        if (seat === null) return failure('UNAUTHORIZED');
        viewer = seat;
      } else if (m.session !== undefined) {
        // A player's account, from any device: its seat; someone else's session watches.
        const seat = await this.games.seatOfSession(before, m.session, this.opts.clock.now(), m.seat);
        if (seat !== null) viewer = seat;
        else if (!before.row.public) return failure('UNAUTHORIZED');
      } else if (!before.row.public) {
        return failure('UNAUTHORIZED'); // private games are for their players only
      }
      // Join the room before reading the state, so no frame can fall between the two.
      const previous = joined.get(m.gameId);
      if (previous !== undefined) await socket.leave(roomOf(m.gameId, previous));
      await socket.join(roomOf(m.gameId, viewer));
      joined.set(m.gameId, viewer);
      const g = (await this.authority.load(m.gameId))!;
      this.fanout.watching(m.gameId, g.row.version);
      const events = m.since === undefined ? null : await this.authority.eventsSince(g.row, m.since, viewer);
      const chat = (await this.authority.store.chat(m.gameId, CHAT_HISTORY)).map((c) => chatLine(c));
      this.fanout.chatSeen(m.gameId, chat.at(-1)?.seq ?? 0);
      return {
        ok: true,
        gameId: m.gameId,
        viewer: viewerName(viewer),
        version: g.row.version,
        events,
        view: moduleOf(g.row).view(g.state, viewer),
        summary: await this.games.summary(g),
        chat,
      };
    });

    handle('leave', LeaveSchema, async (m) => {
      const v = joined.get(m.gameId);
      if (v !== undefined) await socket.leave(roomOf(m.gameId, v));
      joined.delete(m.gameId);
      return { ok: true };
    });

    handle('act', ActSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const r = await this.authority.command(m.gameId, seat, m.version, m.action);
      return r.ok ? { ok: true, version: r.value.version } : failure(r.code);
    });

    handle('legal', LegalSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const g = await this.authority.load(m.gameId);
      if (!g) return failure('NOT_FOUND');
      const live = g.row.status === 'live';
      const { actions: all, counts } = this.legalOf(m.gameId, g.row.version, seat, () =>
        live ? (moduleOf(g.row).legalActionsFor(g.state, seat) as AnyAction[]) : [],
      );
      const actions =
        m.type === undefined && m.piece === undefined
          ? all
          : all.filter(
              (a) =>
                (m.type === undefined || a.type === m.type) &&
                (m.piece === undefined || ('piece' in a && a.piece === m.piece)),
            );
      return { ok: true, version: g.row.version, actions, counts };
    });

    // Players write, players and spectators read (docs/protocol.md).
    handle('chat', ChatSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const g = await this.authority.load(m.gameId);
      if (!g) return failure('NOT_FOUND');
      const name = g.seats.find((s) => s.seat === viewerName(seat))?.name ?? '';
      const line = {
        game_id: m.gameId,
        seat: viewerName(seat),
        name,
        text: m.text,
        created_at: this.opts.clock.now(),
      };
      const seq = await this.authority.serial(m.gameId, () =>
        this.authority.store.say(line, CHAT_LIMIT, CHAT_WINDOW_MS),
      );
      if (seq === null) return failure('CHAT_TOO_FAST');
      this.fanout.chat(chatLine({ ...line, seq }));
      return { ok: true, seq };
    });

    handle('rematch', RematchSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const r = await this.authority.serial(`rematch:${m.gameId}`, () =>
        this.games.rematch(m.gameId, seat, this.opts.clock.now()),
      );
      if (!r.ok) return failure(r.code);
      const g = await this.authority.load(m.gameId);
      if (g) this.fanout.changed(m.gameId, g.row.version);
      if (r.value.status === 'started') this.onGameStarted(r.value.gameId);
      return { ok: true, ...r.value };
    });

    handle('undo', UndoSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const r = await this.authority.undo(m.gameId, seat, m.version, m.count);
      return r.ok ? { ok: true, version: r.value.version } : failure(r.code);
    });

    handle('claim', ClaimSchema, async (m) => {
      const seat = joined.get(m.gameId);
      if (seat === undefined || seat === 'spectator') return failure('UNAUTHORIZED');
      const r = await this.games.claim(m.gameId, seat, this.opts.clock.now());
      if (!r.ok) return failure(r.code);
      if (r.value.status === 'aborted') this.fanout.changed(m.gameId, r.value.version);
      return { ok: true, ...r.value };
    });
  }
}

const KNOWN = new Set(['join', 'leave', 'act', 'legal', 'claim', 'chat', 'rematch', 'undo']);
