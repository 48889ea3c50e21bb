// `npm run bench:server`: a bounded load benchmark over loopback. Many concurrent games of
// tutorial 1 are played by scripted socket.io clients (a seeded random policy that asks the
// server for its legal actions, like a third-party bot) against one server process, first on
// SQLite, then on PostgreSQL with the Redis adapter. Reports committed actions per second and
// the latency of `act` (send to acknowledgement). Bounded in time; one server process.
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Rng, type SeatName } from '@dt/engine';
import type { SeatReply, UpdateFrame } from '@dt/protocol';
import { GameClient } from '@dt/protocol/client';
import { createServer, type ServerOptions } from './app.ts';
import { startPostgres, startRedis } from './services.ts';

interface Result {
  setup: string;
  games: number;
  finished: number;
  actions: number;
  seconds: number;
  latencies: number[];
}

const GAMES = Number(process.env.BENCH_GAMES ?? 24);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

async function post<T>(url: string, path: string, body: unknown): Promise<T> {
  const r = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await r.json()) as T;
}

/** Plays one game with two clients until it ends or the time is up. */
async function playOne(url: string, index: number, until: number, out: Result): Promise<void> {
  const a = await post<SeatReply>(url, '/api/games', {
    scenario: 'tutorial-1',
    seat: 'yellow',
    name: 'Bench',
  });
  const b = await post<SeatReply>(url, `/api/games/${a.gameId}/join`, { invite: a.invite, name: 'Bench' });
  const clients: Record<SeatName, GameClient> = { yellow: new GameClient(url), blue: new GameClient(url) };
  const latest: Record<SeatName, UpdateFrame | null> = { yellow: null, blue: null };
  for (const seat of ['yellow', 'blue'] as const) {
    clients[seat].onUpdate((u) => {
      if (!latest[seat] || u.version >= latest[seat].version) latest[seat] = u;
    });
  }
  const rng = new Rng(`bench/${index}`);
  try {
    await clients.yellow.join(a.gameId, a.token);
    await clients.blue.join(a.gameId, b.token);
    while (Date.now() < until) {
      const u = latest.yellow!;
      if (u.view.phase === 'over') {
        out.finished++;
        return;
      }
      const seat = u.view.toMove[0]!;
      const c = clients[seat];
      const all = await c.legal(a.gameId, { type: '-' });
      if (!all.ok) throw new Error(all.error.code);
      if (all.version !== u.version) continue;
      let types = Object.keys(all.counts);
      if (types.length > 1 && rng.int(4) > 0) types = types.filter((t) => t !== 'end');
      const some = await c.legal(a.gameId, { type: rng.pick(types) });
      if (!some.ok || some.actions.length === 0) continue;
      const t0 = performance.now();
      const r = await c.act(a.gameId, u.version, rng.pick(some.actions));
      out.latencies.push(performance.now() - t0);
      if (!r.ok) throw new Error(r.error.code);
      out.actions++;
      while ((latest.yellow?.version ?? 0) < r.version && Date.now() < until)
        await new Promise((res) => setTimeout(res, 1));
    }
  } finally {
    clients.yellow.close();
    clients.blue.close();
  }
}

async function run(setup: string, opts: ServerOptions): Promise<Result> {
  const server = await createServer({
    webRoot: null,
    rate: 10_000,
    burst: 20_000,
    log: () => undefined,
    ...opts,
  });
  const url = await server.listen(0, '127.0.0.1');
  const out: Result = { setup, games: 0, finished: 0, actions: 0, seconds: 0, latencies: [] };
  const start = Date.now();
  const until = start + SECONDS * 1000;
  let index = 0;
  // Keep GAMES games going at once until the time is up.
  await Promise.all(
    Array.from({ length: GAMES }, async () => {
      while (Date.now() < until) {
        out.games++;
        await playOne(url, index++, until, out);
      }
    }),
  );
  out.seconds = (Date.now() - start) / 1000;
  await server.close();
  return out;
}

const pct = (xs: number[], p: number): number =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

function report(r: Result): void {
  const xs = [...r.latencies].sort((x, y) => x - y);
  const line = {
    setup: r.setup,
    concurrentGames: GAMES,
    gamesStarted: r.games,
    gamesFinished: r.finished,
    actions: r.actions,
    seconds: Number(r.seconds.toFixed(1)),
    actionsPerSecond: Number((r.actions / r.seconds).toFixed(1)),
    actLatencyMs: {
      p50: Number(pct(xs, 50).toFixed(1)),
      p90: Number(pct(xs, 90).toFixed(1)),
      p99: Number(pct(xs, 99).toFixed(1)),
      max: Number(pct(xs, 100).toFixed(1)),
    },
  };
  console.log(JSON.stringify(line));
}

export async function bench(): Promise<void> {
  console.log(
    `server load benchmark: ${GAMES} concurrent games of tutorial-1, ${SECONDS} s per setup, loopback`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'dt-bench-'));
  try {
    report(await run('sqlite', { databaseUrl: `sqlite:${join(dir, 'bench.sqlite')}` }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  try {
    report(await run('postgres+redis', { databaseUrl: pg.url, redisUrl: redis.url }));
  } finally {
    redis.stop();
    pg.stop();
  }
}
