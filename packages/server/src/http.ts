// The HTTP API (docs/protocol.md), its common rules, and the account routes. Every body and
// query is parsed with the protocol's zod schemas; every failure is `{ error: { code,
// message } }` with a stable code, including Fastify's own (malformed JSON, oversized bodies,
// overlong URLs), and a database that is down answers UNAVAILABLE (503, retry). Requests are
// rate-limited per client address; sign-in and registration more tightly, since each costs
// a password hash.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GuestSchema, LoginSchema, RegisterSchema, parseMessage } from '@dt/protocol';
import type { z } from 'zod';
import type { Accounts, Result, User } from './accounts.ts';
import { registerGameRoutes, type GameRouteDeps } from './http-games.ts';
import { registerPairingRoutes } from './http-pairing.ts';
import { registerProgressRoutes } from './http-progress.ts';
import type { ProgressStore } from './progress.ts';
import type { Pairing } from './pairing.ts';
import { RateLimiter } from './ratelimit.ts';
import { bearer, sendError } from './reply.ts';
import type { DbHealth } from './health.ts';
import { codeOfFailure } from './unavailable.ts';

export interface HttpDeps extends Omit<GameRouteDeps, 'body' | 'auth'> {
  health: DbHealth;
  /** A session ended (logout, revocation): the sockets acting through it, on every process, are closed. */
  sessionEnded(tokenHash: string): void;
  accounts: Accounts;
  pairing: Pairing;
  progress: ProgressStore;
  rate: number;
  burst: number;
  log: (line: string) => void;
}

/** Routes that answer without the database. */
const NO_DATABASE = new Set(['/api/health', '/api/live', '/api/ready']);

/** Sign-ins and registrations per address: bursts of 10, then one every 6 seconds. */
const AUTH_RATE = 1 / 6;
const AUTH_BURST = 10;

export function registerHttp(app: FastifyInstance, d: HttpDeps): void {
  // Every API route waits on the database through the health check (health.ts): UNAVAILABLE
  // at once while it is away, and the moment it is found away for the requests waiting on it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || NO_DATABASE.has(route.url)) return;
    const handler = route.handler;
    route.handler = function guarded(this: FastifyInstance, req, reply) {
      return d.health.guard(async () => handler.call(this, req, reply));
    };
  });
  const limiter = new RateLimiter(d.rate, d.burst, d.clock);
  const authLimiter = new RateLimiter(AUTH_RATE, AUTH_BURST, d.clock);
  const now = (): number => d.clock.now();
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    if (!limiter.take(req.ip)) return sendError(reply, 'RATE_LIMITED');
    if (req.method === 'POST' && /^\/api\/(login|register)\b/.test(req.url) && !authLimiter.take(req.ip)) {
      return sendError(reply, 'RATE_LIMITED');
    }
  });
  // Malformed JSON, wrong content types, oversized bodies, a database that is down: our codes, never a stack trace.
  app.setErrorHandler((e: { statusCode?: number; code?: string }, _req, reply) => {
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'TOO_LARGE');
    if (e.statusCode && e.statusCode < 500) return sendError(reply, 'BAD_MESSAGE');
    const code = codeOfFailure(e);
    if (code === 'INTERNAL') d.log(`request failed: ${e instanceof Error ? e.message : 'error'}`);
    return sendError(reply, code);
  });

  const body = <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType<T>,
    raw: unknown = req.body,
  ): T | null => {
    const p = parseMessage(schema, raw ?? {});
    if (p.ok) return p.value;
    void sendError(reply, p.code);
    return null;
  };
  const auth = async (req: FastifyRequest): Promise<{ user: User; session: string } | undefined> =>
    d.accounts.fromToken(bearer(req), now());
  const agent = (req: FastifyRequest): string => String(req.headers['user-agent'] ?? '');
  const answer = <T>(reply: FastifyReply, r: Result<T>): T | FastifyReply =>
    r.ok ? r.value : sendError(reply, r.code);

  app.post('/api/guest', async (req, reply) => {
    const b = body(req, reply, GuestSchema);
    return b && answer(reply, await d.accounts.guest(b.name, agent(req), now()));
  });
  app.post('/api/register', async (req, reply) => {
    const b = body(req, reply, RegisterSchema);
    return (
      b && answer(reply, await d.accounts.register(b.username, b.password, b.name, agent(req), now(), req.ip))
    );
  });
  app.post('/api/login', async (req, reply) => {
    const b = body(req, reply, LoginSchema);
    return b && answer(reply, await d.accounts.login(b.username, b.password, agent(req), now(), req.ip));
  });
  app.post('/api/logout', async (req, reply) => {
    const token = bearer(req);
    if (!token || !(await auth(req))) return sendError(reply, 'UNAUTHORIZED');
    d.sessionEnded(await d.accounts.logout(token));
    return { ok: true };
  });
  app.get('/api/me', async (req, reply) => {
    const a = await auth(req);
    return a ? { user: await d.accounts.describe(a.user) } : sendError(reply, 'UNAUTHORIZED');
  });
  app.get('/api/me/sessions', async (req, reply) => {
    const a = await auth(req);
    if (!a) return sendError(reply, 'UNAUTHORIZED');
    return { sessions: await d.accounts.sessions(a.user, a.session, now()) };
  });
  app.delete('/api/me/sessions/:sid', async (req, reply) => {
    const a = await auth(req);
    if (!a) return sendError(reply, 'UNAUTHORIZED');
    const sid = String((req.params as { sid?: unknown }).sid ?? '');
    const ended = await d.accounts.revoke(a.user, sid);
    if (ended === null) return sendError(reply, 'NOT_FOUND');
    d.sessionEnded(ended);
    return { ok: true };
  });

  registerGameRoutes(app, { ...d, body, auth });
  registerPairingRoutes(app, { pairing: d.pairing, body, auth });
  registerProgressRoutes(app, { progress: d.progress, clock: d.clock, body, auth });
}
