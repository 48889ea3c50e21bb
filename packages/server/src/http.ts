// The HTTP API (docs/protocol.md): accounts, game creation and seats, the lobby, finished
// games, records and step-by-step replays. Every body is parsed with the protocol's zod
// schemas; every failure is `{ error: { code, message } }` with a stable code.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeRecord, parseAction, view, viewEvent, type Action } from '@dt/engine';
import {
  CreateGameSchema,
  GuestSchema,
  HTTP_STATUS,
  JoinGameSchema,
  LoginSchema,
  RegisterSchema,
  parseMessage,
  wireError,
  type LobbyReply,
  type ReplayReply,
  type WireErrorCode,
} from '@dt/protocol';
import type { z } from 'zod';
import type { Accounts, User } from './accounts.ts';
import { configOf, seedOf, type Authority } from './authority.ts';
import type { Games } from './games.ts';
import { RateLimiter } from './ratelimit.ts';
import type { Store } from './store.ts';

export interface HttpDeps {
  store: Store;
  authority: Authority;
  games: Games;
  accounts: Accounts;
  /** A seat was taken: tell the game's viewers. */
  seatTaken(gameId: string): Promise<void>;
  /** A game with a bot seat was created: let the bot move if it must. */
  gameCreated(gameId: string): Promise<void>;
  rate?: number;
  burst?: number;
}

export function sendError(reply: FastifyReply, code: WireErrorCode): FastifyReply {
  return reply.code(HTTP_STATUS[code]).send({ error: wireError(code) });
}

const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

export function registerHttp(app: FastifyInstance, d: HttpDeps): void {
  const limiter = new RateLimiter(d.rate ?? 20, d.burst ?? 60);
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/api/') && !limiter.take(req.ip)) return sendError(reply, 'RATE_LIMITED');
  });
  // Malformed JSON, wrong content types, oversized bodies: our codes, never a stack trace.
  app.setErrorHandler((e: { statusCode?: number; code?: string }, _req, reply) => {
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'TOO_LARGE');
    if (e.statusCode && e.statusCode < 500) return sendError(reply, 'BAD_MESSAGE');
    return sendError(reply, 'INTERNAL');
  });

  const body = <T>(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>): T | null => {
    const p = parseMessage(schema, req.body ?? {});
    if (p.ok) return p.value;
    void sendError(reply, p.code);
    return null;
  };
  const user = (req: FastifyRequest): Promise<User | undefined> => d.accounts.fromToken(bearer(req));
  const idOf = (req: FastifyRequest): string => String((req.params as { id?: unknown }).id ?? '');

  app.get('/api/health', async () => ({ ok: true }));

  app.post('/api/guest', async (req, reply) => {
    const b = body(req, reply, GuestSchema);
    return b && d.accounts.guest(b.name, Date.now());
  });
  app.post('/api/register', async (req, reply) => {
    const b = body(req, reply, RegisterSchema);
    if (!b) return reply;
    const s = await d.accounts.register(b.username, b.password, b.name, Date.now());
    return s ?? sendError(reply, 'USERNAME_TAKEN');
  });
  app.post('/api/login', async (req, reply) => {
    const b = body(req, reply, LoginSchema);
    if (!b) return reply;
    const s = await d.accounts.login(b.username, b.password, Date.now());
    return s ?? sendError(reply, 'BAD_CREDENTIALS');
  });
  app.get('/api/me', async (req, reply) => {
    const u = await user(req);
    return u ? { user: await d.accounts.describe(u) } : sendError(reply, 'UNAUTHORIZED');
  });

  app.post('/api/games', async (req, reply) => {
    const b = body(req, reply, CreateGameSchema);
    if (!b) return reply;
    const r = await d.games.create(b, await user(req), Date.now());
    if (!r.ok) return sendError(reply, r.code);
    if (b.opponent === 'bot') await d.gameCreated(r.value.gameId);
    return r.value;
  });
  app.post('/api/games/:id/join', async (req, reply) => {
    const b = body(req, reply, JoinGameSchema);
    if (!b) return reply;
    const r = await d.games.join(idOf(req), b, await user(req), Date.now());
    if (!r.ok) return sendError(reply, r.code);
    await d.seatTaken(r.value.gameId);
    return r.value;
  });
  app.get('/api/games/:id', async (req, reply) => {
    const row = await d.store.game(idOf(req));
    return row ? d.games.summary(row) : sendError(reply, 'NOT_FOUND');
  });

  app.get('/api/lobby', async (): Promise<LobbyReply> => {
    const [open, live, board] = await Promise.all([
      d.store.gamesByStatus('open'),
      d.store.gamesByStatus('live'),
      d.accounts.leaderboard(),
    ]);
    return {
      open: await d.games.summaries(open),
      live: await d.games.summaries(live),
      ratings: board
        .filter((r) => r.username)
        .map((r) => ({ username: r.username!, name: r.name, rating: Math.round(r.rating), games: r.games })),
    };
  });
  app.get('/api/users/:username/games', async (req, reply) => {
    const u = await d.accounts.byUsername(String((req.params as { username?: unknown }).username ?? ''));
    if (!u) return sendError(reply, 'NOT_FOUND');
    return { games: await d.games.summaries(await d.store.finishedGamesOf(u.id)) };
  });
  app.get('/api/me/games', async (req, reply) => {
    const u = await user(req);
    if (!u) return sendError(reply, 'UNAUTHORIZED');
    return { games: await d.games.summaries(await d.store.finishedGamesOf(u.id)) };
  });

  // The whole record reveals everything: only once the game is over.
  app.get('/api/games/:id/record', async (req, reply) => {
    const row = await d.store.game(idOf(req));
    if (!row) return sendError(reply, 'NOT_FOUND');
    if (row.status !== 'finished') return sendError(reply, 'NOT_FINISHED');
    const actions: Action[] = [];
    for (const t of await d.store.actions(row.id)) {
      const a = parseAction(t);
      if (a.ok) actions.push(a.value);
    }
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="dt-${row.id}.txt"`)
      .send(makeRecord({ config: configOf(row), seed: seedOf(row), actions }));
  });
  app.get('/api/games/:id/replay/:step', async (req, reply) => {
    const row = await d.store.game(idOf(req));
    if (!row) return sendError(reply, 'NOT_FOUND');
    if (row.status !== 'finished') return sendError(reply, 'NOT_FINISHED');
    const raw = String((req.params as { step?: unknown }).step ?? '');
    const step = /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
    if (step < 0 || step > row.version) return sendError(reply, 'NOT_FOUND');
    const s = await d.authority.stepOf(row, step);
    const out: ReplayReply = {
      step,
      steps: row.version,
      view: view(s.state, 'spectator'),
      events: s.events.map((e) => viewEvent(s.state, e, 'spectator')).filter((e) => e !== null),
      action: s.action,
    };
    return out;
  });
}
