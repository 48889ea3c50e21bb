// `npm run bench:server [-- --peer] [--games 500] [--seconds 20] [--rounds 2] [--rate 2000]
// [--capacity-games 500] [--only sqlite|postgres]`: our server under load from a separate
// load-generator process (bench-load.ts), stand-alone games, random legal actions.
// - target: `--games` games paced to `--rate` actions a second in all, one server process on
//   SQLite: does it hold the rate, and at what latency?
// - capacity: `--capacity-games` games acting again as soon as they see their last action
//   (a closed loop), so the actions per second are what the server can take. With `--peer`,
//   boardgame.io's server hosting the same engine takes the same load, ours and the peer's
//   rounds alternating so that whatever else runs on the machine weighs on both alike.
// - PostgreSQL + Redis with two server processes, target and capacity (unless --only sqlite).
// Prints a JSON line per run, and last the summary line
// {"games","actionsPerSec","p50Ms","p99Ms","peer":{...},"ratio","target":{...}}.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phase, VECTORS } from './bench-attack.ts';
import type { LoadJob, LoadResult } from './bench-load.ts';
import { freePort, startPostgres, startRedis } from './services.ts';

const BIN = fileURLToPath(new URL('../bin/', import.meta.url));

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(argv[i + 1]) : NaN;
  return Number.isFinite(v) && v >= 0 ? v : fallback;
}

/** Starts a process and resolves with it once a line of its output matches `ready`. */
function launch(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ proc: ChildProcess; match: RegExpExecArray }> {
  const proc = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const seen = (d: Buffer): void => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) resolve({ proc, match: m });
    };
    proc.stdout!.on('data', seen);
    proc.stderr!.on('data', seen);
    proc.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${out.slice(-2000)}`)));
  });
}

/** `--cpu-prof DIR`: our server processes write a V8 CPU profile there when they exit. */
let profileDir: string | null = null;
const profiled = new Set<ChildProcess>();

/** One of our server processes, configured for load (limits meant for people lifted). */
async function ourServer(
  env: Record<string, string>,
  dist = join(BIN, '..', 'dist'),
): Promise<{ url: string; proc: ChildProcess }> {
  // The production build (what `npm start` runs). Every simulated player comes from this
  // machine's one address: the per-address limits, meant to keep one client from taking the
  // server, are lifted as a load balancer's thousands of addresses would spread them.
  const own = dist === join(BIN, '..', 'dist');
  const prof = profileDir && own ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, 'server')}`] : [];
  const { proc, match } = await launch(
    [...prof, join(dist, 'server.js')],
    {
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      RATE_LIMIT: '1000000',
      SOCKETS_PER_ADDRESS: '1000000',
      CPU_SHARE_MS: '1000000000',
      BOT_SHARE_MS: '1000000000',
      ACCOUNTS_PER_ADDRESS: '1000000',
      ACCESS_LOG: '0',
      ...env,
    },
    /running at (http:\/\/\S+)/,
  );
  if (prof.length) profiled.add(proc);
  return { url: match[1]!, proc };
}

async function peerServer(): Promise<{ url: string; proc: ChildProcess }> {
  const { proc, match } = await launch(
    [join(BIN, 'bench.js'), 'peer', String(await freePort())],
    { NODE_ENV: 'production' },
    /peer at (http:\/\/\S+) api (http:\/\/\S+)/,
  );
  return { url: `${match[1]!} ${match[2]!}`, proc };
}

async function load(job: LoadJob): Promise<LoadResult> {
  // boardgame.io's client checks every state it handles for JSON-serialisability outside production.
  const env = { NODE_ENV: 'production' };
  const prof = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, `load-${job.target}`)}`] : [];
  const { match } = await launch(
    [...prof, join(BIN, 'bench.js'), 'load', JSON.stringify(job)],
    env,
    /^(\{.*\})\s*$/m,
  );
  return JSON.parse(match[1]!) as LoadResult;
}

const stop = (p: ChildProcess): void => void p.kill('SIGKILL');

/** A profiled server is asked to drain and exit (its profile is written at exit); the others are killed. */
async function stopAll(procs: ChildProcess[]): Promise<void> {
  await Promise.all(
    procs.map((p) => {
      if (!profiled.has(p) || p.exitCode !== null) return stop(p);
      const exited = new Promise((resolve) => p.once('exit', resolve));
      p.kill('SIGTERM');
      return exited;
    }),
  );
}

function mean(rs: LoadResult[]): LoadResult {
  const avg = (f: (r: LoadResult) => number): number =>
    Math.round((rs.reduce((a, r) => a + f(r), 0) / rs.length) * 10) / 10;
  return {
    actions: avg((r) => r.actions),
    seconds: avg((r) => r.seconds),
    actionsPerSec: avg((r) => r.actionsPerSec),
    p50Ms: avg((r) => r.p50Ms),
    p90Ms: avg((r) => r.p90Ms),
    p99Ms: avg((r) => r.p99Ms),
    maxMs: Math.max(...rs.map((r) => r.maxMs)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    gamesFinished: rs.reduce((a, r) => a + r.gamesFinished, 0),
    serverCpuMsPerAction: rs.some((r) => r.serverCpuMsPerAction === null)
      ? null
      : Math.round(avg((r) => r.serverCpuMsPerAction! * 1000) * 10) / 10000,
    loadCpuMsPerAction: Math.round(avg((r) => r.loadCpuMsPerAction * 1000) * 10) / 10000,
  };
}

/** `--attack`: one server, production limits, behind a trusted "proxy"; each vector's phase (bench-attack.ts). */
async function attack(seconds: number, vectors: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dt-attack-'));
  const { proc, match } = await launch(
    [join(BIN, '..', 'dist', 'server.js')],
    {
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      TRUST_PROXY: 'loopback',
      ACCESS_LOG: '0',
      DATABASE_URL: `sqlite:${join(dir, 'attack.sqlite')}`,
    },
    /running at (http:\/\/\S+)/,
  );
  try {
    for (const v of vectors) console.log(JSON.stringify(await phase(match[1]!, proc.pid!, v, seconds)));
  } finally {
    stop(proc);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bench(argv: string[]): Promise<void> {
  const games = option(argv, 'games', 500);
  const capacityGames = option(argv, 'capacity-games', games);
  const seconds = option(argv, 'seconds', 20);
  const rounds = option(argv, 'rounds', 2);
  const rate = option(argv, 'rate', 2000);
  const withPeer = argv.includes('--peer');
  const only = argv[argv.indexOf('--only') + 1];
  const prof = argv.indexOf('--cpu-prof');
  profileDir = prof >= 0 ? resolve(argv[prof + 1] ?? '.') : null;
  const base = { seconds, warmupSeconds: 5, seed: 'bench' };
  const line = (o: object): void => console.log(JSON.stringify(o));
  console.log(
    `server benchmark: stand-alone games, random legal actions, load from a separate process; ` +
      `${cpus().length} cores, load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the start`,
  );

  execFileSync(process.execPath, [join(BIN, 'build.js')], { stdio: 'inherit' });
  if (argv.includes('--attack')) {
    const named = argv[argv.indexOf('--attack') + 1];
    const vectors = named && !named.startsWith('--') ? named.split(',') : Object.keys(VECTORS);
    return attack(seconds, vectors);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dt-bench-'));
  const sqlite = `sqlite:${join(dir, 'bench.sqlite')}`;
  // `--against DIR`: another checkout's server (built there) takes the same rounds, alternating.
  const at = argv.indexOf('--against');
  const against = at >= 0 ? resolve(argv[at + 1] ?? '.') : null;
  const otherDb = `sqlite:${join(dir, 'against.sqlite')}`;
  if (against)
    execFileSync(process.execPath, [join(against, 'packages/server/bin/build.js')], { stdio: 'inherit' });
  const procs: ChildProcess[] = [];
  let target: LoadResult | null = null;
  const ours: LoadResult[] = [];
  const theirs: LoadResult[] = [];
  const before: LoadResult[] = [];
  try {
    if (only !== 'postgres') {
      const server = await ourServer({ DATABASE_URL: sqlite });
      procs.push(server.proc);
      const pids = [server.proc.pid!];
      // A profile is of the capacity rounds (and the games' set-up), not of the paced run.
      if (!profileDir)
        target = await load({
          ...base,
          target: 'ours',
          urls: [server.url],
          databaseUrl: sqlite,
          games,
          rate,
          pids,
        });
      if (target) line({ run: 'target', setup: 'sqlite, one process', games, offered: rate, ...target });
      const peer = withPeer ? await peerServer() : null;
      if (peer) procs.push(peer.proc);
      const other = against
        ? await ourServer({ DATABASE_URL: otherDb }, join(against, 'packages/server/dist'))
        : null;
      if (other) procs.push(other.proc);
      for (let r = 0; r < rounds; r++) {
        if (other) {
          const b = await load({
            ...base,
            target: 'ours',
            urls: [other.url],
            databaseUrl: otherDb,
            games: capacityGames,
            rate: 0,
            pids: [other.proc.pid!],
          });
          before.push(b);
          line({
            run: 'capacity',
            round: r + 1,
            setup: `sqlite, one process, ${against}`,
            games: capacityGames,
            ...b,
          });
        }
        const o = await load({
          ...base,
          target: 'ours',
          urls: [server.url],
          databaseUrl: sqlite,
          games: capacityGames,
          rate: 0,
          pids,
        });
        ours.push(o);
        line({ run: 'capacity', round: r + 1, setup: 'sqlite, one process', games: capacityGames, ...o });
        if (peer) {
          const p = await load({
            ...base,
            target: 'peer',
            urls: [peer.url],
            games: capacityGames,
            rate: 0,
            pids: [peer.proc.pid!],
          });
          theirs.push(p);
          line({
            run: 'capacity',
            round: r + 1,
            setup: 'boardgame.io 0.50.2, in memory',
            games: capacityGames,
            ...p,
          });
        }
      }
      await stopAll(procs.splice(0));
    }
    if (only !== 'sqlite') {
      const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
      try {
        const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url };
        const servers = [await ourServer(env), await ourServer(env)];
        procs.push(...servers.map((s) => s.proc));
        const urls = servers.map((s) => s.url);
        const pids = servers.map((s) => s.proc.pid!);
        if (!profileDir) {
          const t = await load({ ...base, target: 'ours', urls, databaseUrl: pg.url, games, rate, pids });
          line({ run: 'target', setup: 'postgres + redis, two processes', games, offered: rate, ...t });
        }
        const c = await load({
          ...base,
          target: 'ours',
          urls,
          databaseUrl: pg.url,
          games: capacityGames,
          rate: 0,
          pids,
        });
        line({ run: 'capacity', setup: 'postgres + redis, two processes', games: capacityGames, ...c });
      } finally {
        await stopAll(procs.splice(0));
        await Promise.all([pg.stop(), redis.stop()]);
      }
    }
  } finally {
    for (const p of procs) stop(p);
    rmSync(dir, { recursive: true, force: true });
  }
  if (ours.length === 0) return;
  const o = mean(ours);
  const p = theirs.length ? mean(theirs) : null;
  const b = before.length ? mean(before) : null;
  line({
    games: capacityGames,
    actionsPerSec: o.actionsPerSec,
    p50Ms: o.p50Ms,
    p99Ms: o.p99Ms,
    serverCpuMsPerAction: o.serverCpuMsPerAction,
    loadCpuMsPerAction: o.loadCpuMsPerAction,
    peer: p
      ? {
          name: 'boardgame.io 0.50.2',
          actionsPerSec: p.actionsPerSec,
          p50Ms: p.p50Ms,
          p99Ms: p.p99Ms,
          serverCpuMsPerAction: p.serverCpuMsPerAction,
          loadCpuMsPerAction: p.loadCpuMsPerAction,
        }
      : null,
    ratio: p ? Math.round((o.actionsPerSec / p.actionsPerSec) * 100) / 100 : null,
    against: b && {
      dir: against,
      actionsPerSec: b.actionsPerSec,
      p50Ms: b.p50Ms,
      p99Ms: b.p99Ms,
      serverCpuMsPerAction: b.serverCpuMsPerAction,
      loadCpuMsPerAction: b.loadCpuMsPerAction,
    },
    target: target && {
      games,
      offered: rate,
      actionsPerSec: target.actionsPerSec,
      p50Ms: target.p50Ms,
      p99Ms: target.p99Ms,
    },
  });
}
