// Wires one server process: storage, the authority, HTTP (Fastify, with its pino access log
// and security headers), live play (socket.io: only our own and the configured origins, a
// cap on sockets per address), frames to this process's viewers and version notices to the
// others through Redis (fanout.ts), bot seats, the sweeper, and the built web client when it
// exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { MAX_MESSAGE_BYTES } from '@dt/protocol';
import { Accounts } from './accounts.ts';
import type { Clock } from './clock.ts';
import { Authority } from './authority.ts';
import { Bots, PoolBot } from './bots.ts';
import { migrate, openDb, type Db, type Dialect } from './db.ts';
import { Fanout } from './fanout.ts';
import { Games } from './games.ts';
import { registerHttp } from './http.ts';
import { Live } from './live.ts';
import { sendError } from './reply.ts';
import { clientAddress, originAllowed, secureHeaders, trustOf } from './security.ts';
import { withDefaults, type ServerOptions } from './settings.ts';
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
  /** Resolves once the web client's compressed variants are written (at once without a client). */
  precompressed(): Promise<void>;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const DEFAULT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function createServer(options: ServerOptions = {}): Promise<DtServer> {
  const o = withDefaults(options);
  const log = o.log;
  const { db, dialect, file } = openDb(o.databaseUrl, log);
  await migrate(db);
  const store = new Store(db, dialect, file);
  const accounts = new Accounts(db, {
    sessionMs: o.sessionMs,
    scryptN: o.scryptN,
    passwordChecks: o.passwordChecks,
    work: o.passwords,
  });
  const clock = o.clock;
  const authority = new Authority(store, {
    exclusive: dialect === 'sqlite',
    snapshotEvery: o.snapshotEvery,
    clock,
  });
  const games = new Games(store, authority, accounts, { abandonMs: o.abandonMs });
  const bots = new Bots(authority, o.bot ?? new PoolBot(o.botWorkers), log);
  const trust = trustOf(o.trustProxy);

  const app = Fastify({
    logger: o.accessLog ? { level: 'info' } : false,
    bodyLimit: MAX_MESSAGE_BYTES,
    trustProxy: trust,
    // Longer ids than any real one still reach our routes, which answer NOT_FOUND in our own format.
    routerOptions: { maxParamLength: 2000 },
  });
  await secureHeaders(app, o.origins);

  const perAddress = new Map<string, number>();
  const io = new Server(app.server, {
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
    // Legal-action lists of the stand-alone game reach hundreds of KB of JSON, compressed a tenth
    // of that; frames of a few KB at every action cost more to compress than they save. (ws
    // honours the threshold only without context takeover.)
    perMessageDeflate: { threshold: 32 * 1024, serverNoContextTakeover: true, clientNoContextTakeover: true },
    serveClient: false,
    cors: { origin: o.origins },
    allowRequest: (req, done) => {
      if (!originAllowed(req, o.origins)) return done('origin not allowed', false);
      const count = perAddress.get(clientAddress(req, trust)) ?? 0;
      done(count >= o.socketsPerAddress ? 'too many connections' : null, count < o.socketsPerAddress);
    },
  });
  io.on('connection', (socket) => {
    const ip = clientAddress(socket.request, trust);
    const count = (perAddress.get(ip) ?? 0) + 1;
    perAddress.set(ip, count);
    socket.once('disconnect', () => {
      const left = (perAddress.get(ip) ?? 1) - 1;
      if (left > 0) perAddress.set(ip, left);
      else perAddress.delete(ip);
    });
    if (count > o.socketsPerAddress) socket.disconnect(true);
  });

  const fanout = new Fanout(io, authority, games, {
    redisUrl: o.redisUrl,
    shared: dialect === 'postgres',
    resyncMs: o.resyncMs,
    log,
    clock,
  });
  const wakeBot = async (gameId: string): Promise<void> => {
    const g = await authority.load(gameId);
    if (g) bots.kick(g);
  };
  const quietly = (what: string, p: Promise<unknown>): void =>
    void p.catch((e: unknown) => log(`${what} failed: ${e instanceof Error ? e.message : 'error'}`));
  new Live(io, authority, games, fanout, log, { rate: o.rate, burst: o.burst, clock }, (id) =>
    quietly(`bot ${id}`, wakeBot(id)),
  );
  authority.onApplied((a) => {
    fanout.applied(a);
    if (a.row.bot_seats) quietly(`bot ${a.gameId}`, wakeBot(a.gameId));
  });

  registerHttp(app, {
    store,
    authority,
    games,
    accounts,
    seatTaken: (id) => fanout.changed(id, 0),
    gameCreated: (id) => quietly(`bot ${id}`, wakeBot(id)),
    rate: o.rate,
    burst: 3 * o.rate,
    log,
    clock,
  });

  const webRoot = o.webRoot === undefined ? DEFAULT_WEB : o.webRoot;
  const spa = webRoot !== null && existsSync(`${webRoot}/index.html`);
  const precompressed = spa ? await serveWebClient(app, webRoot) : async () => undefined;
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (spa && req.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/socket.io')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND');
  });

  const sweeper = new Sweeper(
    store,
    authority,
    accounts,
    { wakeBot, ended: (id, v) => fanout.changed(id, v), log },
    {
      everyMs: o.sweepMs,
      botIdleMs: o.botIdleMs,
      idleAbortMs: o.idleAbortMs,
      openGameMs: o.openGameMs,
      maxIdleTimeouts: o.maxIdleTimeouts,
      clock,
    },
  );

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
    precompressed,
    async listen(port: number, host = '0.0.0.0'): Promise<string> {
      await fanout.ready;
      await app.listen({ port, host });
      sweeper.start();
      quietly('precompressing the web client', precompressed());
      const a = app.server.address();
      const p = typeof a === 'object' && a ? a.port : port;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${p}`;
    },
    async close(): Promise<void> {
      sweeper.stop();
      fanout.close();
      await bots.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close().catch(() => undefined);
      await db.destroy();
    },
  };
}
