// Wires one server process: storage, the authority, HTTP (Fastify), live play (socket.io,
// with the Redis adapter when REDIS_URL is set, so frames reach clients connected to other
// processes), bot seats, the deadline sweeper, and the built web client when it exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { MAX_MESSAGE_BYTES } from '@dt/protocol';
import { Accounts } from './accounts.ts';
import { Authority } from './authority.ts';
import { Bots, PoolBot, type BotEngine } from './bots.ts';
import { migrateLocked, openDb, type Db, type Dialect } from './db.ts';
import { Games } from './games.ts';
import { registerHttp, sendError } from './http.ts';
import { Live } from './live.ts';
import { Store } from './store.ts';
import { Sweeper } from './sweeper.ts';

export interface ServerOptions {
  /** `sqlite:<path>`, a path, or `postgres://...` (default ./data/dt.sqlite). */
  databaseUrl?: string;
  redisUrl?: string;
  /** Folder of the built web client (default packages/web/dist); served at / when it exists. */
  webRoot?: string | null;
  /** How bot seats decide (default: the AI's worker pool with `botWorkers` threads, default 1). */
  bot?: BotEngine;
  botWorkers?: number;
  /** Sweeper period (ms) and how long a bot seat may look idle before it is woken. */
  sweepMs?: number;
  botIdleMs?: number;
  /** Messages per second per socket and per HTTP client address (default 20); bursts default to 2x and 3x that. */
  rate?: number;
  burst?: number;
  log?: (line: string) => void;
}

export interface DtServer {
  app: FastifyInstance;
  io: Server;
  db: Db;
  dialect: Dialect;
  authority: Authority;
  sweeper: Sweeper;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const DEFAULT_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function createServer(opts: ServerOptions = {}): Promise<DtServer> {
  const log = opts.log ?? ((line: string) => console.log(`[dt-server] ${line}`));
  const { db, dialect } = openDb(opts.databaseUrl);
  await migrateLocked(db, dialect);
  const store = new Store(db);
  const accounts = new Accounts(db);
  const authority = new Authority(store);
  const games = new Games(store, authority, accounts);
  const bots = new Bots(authority, opts.bot ?? new PoolBot(opts.botWorkers ?? 1), log);

  const app = Fastify({ logger: false, bodyLimit: MAX_MESSAGE_BYTES, trustProxy: false });
  const io = new Server(app.server, {
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
    // Legal-action lists of the stand-alone game reach a megabyte of JSON; compressed they are a tenth.
    perMessageDeflate: { threshold: 4096 },
    serveClient: false,
    cors: { origin: true },
  });
  let redis: Redis[] = [];
  if (opts.redisUrl) {
    const pub = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redis = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }
  const rate = opts.rate ?? 20;
  const live = new Live(io, authority, games, log, { rate, burst: opts.burst ?? 2 * rate });

  /** After a commit or a new seat: tell the viewers, then let a bot seat move if it must. */
  const announce = async (gameId: string, applied?: Parameters<Live['broadcast']>[0]): Promise<void> => {
    const loaded = await authority.load(gameId);
    if (!loaded) return;
    const summary = await games.summary(loaded.row);
    if (applied) live.broadcast(applied, summary);
    else live.refresh(gameId, loaded.row.version, loaded.state, summary);
    await letBotsMove(loaded);
  };
  const letBotsMove = async (loaded: Awaited<ReturnType<Authority['load']>>): Promise<void> => {
    if (!loaded || loaded.row.status !== 'live' || !loaded.row.bot_seats) return;
    const levels: Record<string, number> = {};
    for (const s of await store.seats(loaded.row.id)) if (s.bot_level !== null) levels[s.seat] = s.bot_level;
    bots.kick(loaded.row.id, loaded.row.version, loaded.state, loaded.row.bot_seats, levels);
  };
  const wakeBot = async (gameId: string): Promise<void> => letBotsMove(await authority.load(gameId));
  authority.onApplied((a) => {
    announce(a.gameId, a).catch((e: unknown) =>
      log(`announce ${a.gameId} failed: ${e instanceof Error ? e.name : 'error'}`),
    );
  });

  registerHttp(app, {
    store,
    authority,
    games,
    accounts,
    seatTaken: (id) => announce(id),
    gameCreated: (id) => wakeBot(id),
    rate,
    burst: opts.burst ?? 3 * rate,
  });

  const webRoot = opts.webRoot === undefined ? DEFAULT_WEB : opts.webRoot;
  const spa = webRoot !== null && existsSync(`${webRoot}/index.html`);
  if (spa) await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (spa && req.method === 'GET' && !path.startsWith('/api') && !path.startsWith('/socket.io')) {
      return reply.sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND');
  });

  const sweeper = new Sweeper(
    store,
    authority,
    { wakeBot, log },
    opts.sweepMs ?? 250,
    opts.botIdleMs ?? 3000,
  );

  return {
    app,
    io,
    db,
    dialect,
    authority,
    sweeper,
    async listen(port: number, host = '0.0.0.0'): Promise<string> {
      await app.listen({ port, host });
      sweeper.start();
      const a = app.server.address();
      const p = typeof a === 'object' && a ? a.port : port;
      return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${p}`;
    },
    async close(): Promise<void> {
      sweeper.stop();
      await bots.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close().catch(() => undefined);
      for (const r of redis) r.disconnect();
      await db.destroy();
    },
  };
}
