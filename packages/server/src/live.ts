// Live play over socket.io. A socket joins a game as one seat (by that seat's token) or as
// a spectator, and is put in that viewer's room only; every frame sent to a room is built
// from `view(state, viewer)` and `viewEvent` for that viewer, so what one seat may not know
// never enters another's socket. Every message is rate-limited, size-checked and parsed
// with the protocol's zod schemas before anything else looks at it.
import type { Server, Socket } from 'socket.io';
import {
  legalActionsFor,
  view,
  viewEvent,
  SEATS,
  type Seat,
  type State,
  type Viewer as EngineViewer,
} from '@dt/engine';
import {
  ActSchema,
  JoinSchema,
  LeaveSchema,
  LegalSchema,
  parseMessage,
  wireError,
  type Ack,
  type GameSummary,
  type UpdateFrame,
  type Viewer,
  type WireErrorCode,
} from '@dt/protocol';
import type { z } from 'zod';
import type { Applied, Authority } from './authority.ts';
import type { Games } from './games.ts';
import { TokenBucket } from './ratelimit.ts';

const VIEWERS: readonly EngineViewer[] = [0, 1, 'spectator'];
const viewerName = (v: EngineViewer): Viewer => (v === 'spectator' ? v : SEATS[v]);
export const roomOf = (gameId: string, v: EngineViewer): string => `g:${gameId}:${viewerName(v)}`;
/** A socket that keeps sending after this many refusals in a row is disconnected. */
const FLOOD_LIMIT = 100;

const failure = (code: WireErrorCode): Ack<never> => ({ ok: false, error: wireError(code) });

export interface LiveOptions {
  /** Messages per second per socket, and the burst allowed. */
  rate?: number;
  burst?: number;
}

export class Live {
  constructor(
    private readonly io: Server,
    private readonly authority: Authority,
    private readonly games: Games,
    private readonly log: (line: string) => void,
    private readonly opts: LiveOptions = {},
  ) {
    io.on('connection', (socket) => this.connect(socket));
  }

  /** Sends every viewer of a game its own frame for the change just committed. */
  broadcast(a: Applied, summary: GameSummary): void {
    for (const v of VIEWERS) {
      const events = a.events.map((e) => viewEvent(a.state, e, v)).filter((e) => e !== null);
      this.emit(a.gameId, a.version, v, events, a.state, summary);
    }
  }

  /** A fresh snapshot to every viewer (a seat was taken, the game went live). */
  refresh(gameId: string, version: number, state: State, summary: GameSummary): void {
    for (const v of VIEWERS) this.emit(gameId, version, v, [], state, summary);
  }

  private emit(
    gameId: string,
    version: number,
    v: EngineViewer,
    events: Record<string, unknown>[],
    state: State,
    summary: GameSummary,
  ): void {
    const frame: UpdateFrame = {
      gameId,
      version,
      viewer: viewerName(v),
      events,
      view: view(state, v),
      summary,
    };
    this.io.to(roomOf(gameId, v)).emit('update', frame);
  }

  private connect(socket: Socket): void {
    const bucket = new TokenBucket(this.opts.rate ?? 20, this.opts.burst ?? 40);
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
          this.log(`${event} failed: ${e instanceof Error ? e.name : 'error'}`);
          reply(failure('INTERNAL'));
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
      let viewer: EngineViewer = 'spectator';
      if (m.token !== undefined) {
        const seat = await this.games.seatOfToken(m.gameId, m.token);
        if (seat === null) return failure(await this.notFoundOr(m.gameId, 'UNAUTHORIZED'));
        viewer = seat;
      }
      // Join the room before reading the state, so no update can fall between the two.
      const before = joined.get(m.gameId);
      if (before !== undefined) await socket.leave(roomOf(m.gameId, before));
      await socket.join(roomOf(m.gameId, viewer));
      joined.set(m.gameId, viewer);
      const loaded = await this.authority.load(m.gameId);
      if (!loaded) {
        joined.delete(m.gameId);
        await socket.leave(roomOf(m.gameId, viewer));
        return failure('NOT_FOUND');
      }
      const { row, state } = loaded;
      const events = m.since === undefined ? null : await this.authority.eventsSince(row, m.since, viewer);
      return {
        ok: true,
        gameId: m.gameId,
        viewer: viewerName(viewer),
        version: row.version,
        events,
        view: view(state, viewer),
        summary: await this.games.summary(row),
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
      const loaded = await this.authority.load(m.gameId);
      if (!loaded) return failure('NOT_FOUND');
      const all = loaded.row.status === 'live' ? legalActionsFor(loaded.state, seat as Seat) : [];
      const counts: Record<string, number> = {};
      for (const a of all) counts[a.type] = (counts[a.type] ?? 0) + 1;
      const actions = all.filter(
        (a) =>
          (m.type === undefined || a.type === m.type) &&
          (m.piece === undefined || ('piece' in a && a.piece === m.piece)),
      );
      return { ok: true, version: loaded.row.version, actions, counts };
    });
  }

  private async notFoundOr(gameId: string, code: WireErrorCode): Promise<WireErrorCode> {
    return (await this.authority.store.game(gameId)) ? code : 'NOT_FOUND';
  }
}

const KNOWN = new Set(['join', 'leave', 'act', 'legal']);
