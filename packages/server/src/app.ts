// Wires one server process: storage and its health check, the authority, HTTP (Fastify, with
// its pino access log, security headers and every error in our own shape), live play
// (socket.io), frames to this process's viewers and version notices to the others through
// Redis (fanout.ts), bot seats in their own line and budget, the sweeper, the operators'
// paths (liveness, readiness, metrics), draining on SIGTERM, and the built web client when
// it exists.
import { loadKinds } from '@dt/games';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { MAX_MESSAGE_BYTES } from '@dt/protocol';
import { Accounts } from './accounts.ts';
import type { Clock } from './clock.ts';
import { Authority } from './authority.ts';
import { BotQueue } from './bot-queue.ts';
import { Bots, PoolBot } from './bots.ts';
import { CpuBudget } from './budget.ts';
import { migrateWhenReachable, openDb, type Db, type Dialect } from './db.ts';
import { Fanout } from './fanout.ts';
import { Games } from './games.ts';
import { DbHealth } from './health.ts';
import { Pairing } from './pairing.ts';
import { registerHttp } from './http.ts';
import { ProgressStore } from './progress.ts';
import { Live } from './live.ts';
import { LiveSessions } from './live-sessions.ts';
import { Metrics } from './metrics.ts';
import { registerOps } from './ops.ts';
import { sendError } from './reply.ts';
import { clientAddress, secureHeaders, trustOf, type TrustFn } from './security.ts';
import { withDefaults, type ServerOptions, type Settings } from './settings.ts';
import { createSockets } from './sockets.ts';
import { serveWebClient } from './static.ts';
import { Store } from './store.ts';
import { Sweeper } from './sweeper.ts';

export type { ServerOptions } from './settings.ts';

export interface DtServer {
  app: FastifyInstance;
  io: Server;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  authority: Authority;
  accounts: Accounts;
  sweeper: Sweeper;
  fanout: Fanout;
  health: DbHealth;
  live: Live;
  bots: BotQueue;
  budget: CpuBudget;
  metrics: Metrics;
  /** Resolves once the web client's compressed variants are written (at once without a client). */
  precompressed(): Promise<void>;
  listen(port: number, host?: string): Promise<string>;
  /**
   * SIGTERM: takes no new request or socket (readiness answers 503), finishes the commands in
   * flight (at most `maxMs`), closes the sockets so that their clients reconnect to another
   * process, then closes.
   */
  drain(maxMs?: number): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Storage and everything that only needs it. */
async function openCore(o: Settings) {
  const opened = openDb(o.databaseUrl, o.log);
  const { db, dialect, file } = opened;
  const health = new DbHealth(opened.probe ?? null, {
    everyMs: o.dbCheckMs,
    timeoutMs: o.dbTimeoutMs,
    log: o.log,
  });
  opened.onAnswer.fn = () => health.answered();
  await migrateWhenReachable(db, o.log);
  const store = new Store(db, dialect, file);
  const accounts = new Accounts(db, {
    sessionMs: o.sessionMs,
    scryptN: o.scryptN,
    passwordChecks: o.passwordChecks,
    work: o.passwords,
    accountsPerAddress: o.accountsPerAddress,
    clock: o.clock,
  });
  const authority = new Authority(store, {
    exclusive: dialect === 'sqlite',
    snapshotEvery: o.snapshotEvery,
    clock: o.clock,
    minRatedMoves: o.minRatedMoves,
    pairGamesPerDay: o.pairGamesPerDay,
  });
  const games = new Games(store, authority, accounts, { abandonMs: o.abandonMs });
  const budget = new CpuBudget({
    rate: o.cpuShareMs,
    burst: 5 * o.cpuShareMs,
    clock: o.clock,
    meter: o.meter,
  });
  return { opened, db, dialect, health, store, accounts, authority, games, budget };
}

/** Fastify with our error shape for its own errors (a malformed or overlong URL) and the draining rule. */
async function httpApp(o: Settings, trust: TrustFn, draining: () => boolean): Promise<FastifyInstance> {
  const app = Fastify({
    logger: o.accessLog ? { level: 'info' } : false,
    bodyLimit: MAX_MESSAGE_BYTES,
    trustProxy: trust,
    // Longer ids than any real one still reach our routes, which answer NOT_FOUND in our own format.
    routerOptions: { maxParamLength: 2000 },
    // Errors Fastify meets before any route (a URL it cannot decode, a parameter beyond even
    // that length): our shape, never its text echoing the URL back.
    frameworkErrors: (e, _req, reply) =>
      sendError(reply, e.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_MESSAGE'),
  });
  await secureHeaders(app, o.origins);
  app.addHook('onRequest', async (req, reply) => {
    if (draining() && req.url.startsWith('/api/') && !/^\/api\/(live|health)\b/.test(req.url))
      return sendError(reply.header('connection', 'close'), 'UNAVAILABLE');
  });
  return app;
}

export async function createServer(options: ServerOptions = {}): Promise<DtServer> {
  // The rules and bots of kinds that bring their own package, before any game is served.
  await loadKinds(['rules', 'bots']);
  const o = withDefaults(options);
  const log = o.log;
  const clock = o.clock;
  const core = await openCore(o);
  const { db, dialect, health, store, accounts, authority, games, budget } = core;
  let draining = false;
  const trust = trustOf(o.trustProxy);
  const metrics = new Metrics();
  const app = await httpApp(o, trust, () => draining);
  const io = createSockets(app.server, { ...o, trust, draining: () => draining });
  const bots = new BotQueue(o.bot ?? new PoolBot(o.botWorkers), {
    running: o.botWorkers,
    waiting: 256,
    budget,
  });
  const botSeats = new Bots(authority, bots, log, { budget, ownerOf: (id) => bots.ownerOf(id) });
  const sessions = new LiveSessions({
    clock,
    checkMs: o.resyncMs,
    stillThere: dialect === 'postgres' ? (h) => accounts.stillThere(h, clock.now()) : undefined,
    log,
  });
  const fanout = new Fanout(io, authority, games, {
    redisUrl: o.redisUrl,
    shared: dialect === 'postgres',
    resyncMs: o.resyncMs,
    log,
    clock,
    sessionEnded: (h) => sessions.ended(h),
  });
  const quietly = (what: string, p: Promise<unknown>): void =>
    void p.catch((e: unknown) => log(`${what} failed: ${e instanceof Error ? e.message : 'error'}`));
  const wakeBot = async (gameId: string): Promise<void> => {
    const g = await authority.load(gameId);
    if (g) botSeats.kick(g);
  };
  const live = new Live(io, authority, games, fanout, log, {
    rate: o.rate,
    burst: o.burst,
    clock,
    health,
    budget,
    sessions,
    metrics,
    addressOf: (socket) => clientAddress(socket.request, trust),
    gameStarted: (id) => quietly(`bot ${id}`, wakeBot(id)),
  });
  authority.onApplied((a) => {
    metrics.count('dt_commands_total', 'Commands committed by this process');
    fanout.applied(a);
    if (a.row.bot_seats) quietly(`bot ${a.gameId}`, wakeBot(a.gameId));
  });
  registerOps(app, { health, metrics, draining: () => draining });
  const gameCreated = (id: string, address: string): void => {
    bots.own(id, address);
    quietly(`bot ${id}`, wakeBot(id));
  };
  const pairing = new Pairing({ db, games, accounts, clock, botGame: gameCreated });
  registerHttp(app, {
    health,
    store,
    authority,
    games,
    accounts,
    seatTaken: (id) => fanout.changed(id, 0),
    gameCreated,
    pairing,
    progress: new ProgressStore(db, dialect),
    sessionEnded: (hash) => {
      sessions.ended(hash);
      fanout.sessionEnded(hash);
    },
    rate: o.rate,
    burst: 3 * o.rate,
    log,
    clock,
  });
  const precompressed = await webClient(app, o.webRoot === undefined ? DEFAULT_WEB : o.webRoot);
  gauges(metrics, { io, health, bots, budget, live, draining: () => draining });
  const sweeper = new Sweeper(
    store,
    authority,
    accounts,
    {
      wakeBot,
      ended: (id, v) => fanout.changed(id, v),
      log,
      ready: () => health.up,
      purgePairing: (now) => pairing.sweep(now),
    },
    {
      everyMs: o.sweepMs,
      botIdleMs: o.botIdleMs,
      idleAbortMs: o.idleAbortMs,
      openGameMs: o.openGameMs,
      maxIdleTimeouts: o.maxIdleTimeouts,
      chatRetentionMs: o.chatRetentionMs,
      clock,
    },
  );

  const close = async (): Promise<void> => {
    health.stop();
    core.opened.closeProbe();
    sweeper.stop();
    sessions.close();
    fanout.close();
    metrics.close();
    await botSeats.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await app.close().catch(() => undefined);
    await db.destroy();
  };
  return {
    app,
    io,
    db,
    dialect,
    clock,
    authority,
    accounts,
    sweeper,
    fanout,
    health,
    live,
    bots,
    budget,
    metrics,
    precompressed,
    async listen(port: number, host = '0.0.0.0'): Promise<string> {
      await fanout.ready;
      await app.listen({ port, host });
      health.start();
      sweeper.start();
      quietly('precompressing the web client', precompressed());
      const a = app.server.address();
      const p = typeof a === 'object' && a ? a.port : port;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${p}`;
    },
    async drain(maxMs = 10_000): Promise<void> {
      draining = true;
      sweeper.stop();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([live.drain(), new Promise((resolve) => (timer = setTimeout(resolve, maxMs)))]);
      clearTimeout(timer);
      // A closed transport (not a server "disconnect") makes socket.io clients reconnect by
      // themselves: behind the load balancer, to a process that is not draining.
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
      await close();
    },
    close,
  };
}

/** The built web client at / with the client-side routes falling back to index.html; none without a build. */
async function webClient(app: FastifyInstance, webRoot: string | null): Promise<() => Promise<void>> {
  const spa = webRoot !== null && existsSync(`${webRoot}/index.html`);
  const precompressed = spa ? await serveWebClient(app, webRoot) : async () => undefined;
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    // Only a browser asking for a page gets the page: a probe or a script asking for
    // /metrics, /healthz or a mistyped path gets NOT_FOUND, never a 200 with HTML.
    const page = /text\/html/.test(String(req.headers.accept ?? ''));
    if (spa && page && req.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/socket.io')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND');
  });
  return precompressed;
}

/** The gauges /metrics reads when scraped. */
function gauges(
  metrics: Metrics,
  d: { io: Server; health: DbHealth; bots: BotQueue; budget: CpuBudget; live: Live; draining: () => boolean },
): void {
  metrics.gauge('dt_sockets', 'Sockets connected to this process', () => d.io.engine.clientsCount);
  metrics.gauge('dt_database_up', '1 while the database answers', () => (d.health.up ? 1 : 0));
  metrics.gauge('dt_database_outages_total', 'Times the database was found away', () => d.health.outages);
  metrics.gauge(
    'dt_database_refused_total',
    'Requests answered UNAVAILABLE by the health check instead of waiting on the database',
    () => d.health.refused,
  );
  metrics.gauge('dt_draining', '1 while the process drains', () => (d.draining() ? 1 : 0));
  metrics.gauge('dt_bot_decisions_waiting', 'Bot decisions waiting for a worker', () => d.bots.waiting);
  metrics.gauge('dt_bot_decisions_total', 'Bot decisions taken', () => d.bots.decided);
  metrics.gauge(
    'dt_bot_decisions_shed_total',
    'Bot decisions shed (owner share spent or line full)',
    () => d.bots.shed,
  );
  metrics.gauge(
    'dt_costly_requests_refused_total',
    'Costly requests refused for their address share',
    () => d.budget.refused,
  );
  metrics.gauge('dt_legal_lists_computed_total', 'Legal-action lists computed', () => d.live.legal.misses);
  metrics.gauge(
    'dt_legal_lists_reused_total',
    'Legal-action requests answered from a kept list',
    () => d.live.legal.hits,
  );
}
