// The benchmark's load generator, run as its own process so that its work is not the
// server's. It keeps `games` stand-alone games going at once against our server or the
// boardgame.io peer, two socket clients per game, each game a new one when the last ends.
// Each seat plays random legal actions that it computes itself from the true state (it
// learns the game's seed: from our database, or from the setup data it gave the peer), so
// the server answers only moves, no legal-action lists. An action's latency runs from its
// sending until the mover has both the acknowledgement (ours: committed) and the new state.
// `rate` paces the games to that many actions a second in all; without it every game acts
// again as soon as its last action is seen (a closed loop: the server's capacity).
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  apply,
  legalActionsFor,
  newGame,
  Rng,
  toMove,
  type Action,
  type GameConfig,
  type Seat,
  type State,
} from '@dt/engine';
import type { SeatReply } from '@dt/protocol';
import { GameClient } from '@dt/protocol/client';

export interface LoadJob {
  target: 'ours' | 'peer';
  /** Server addresses; games are spread over them in turn (ours: several processes). */
  urls: string[];
  /** Ours: where to read each game's seed. */
  databaseUrl?: string;
  games: number;
  seconds: number;
  warmupSeconds: number;
  /** Actions per second offered in all, or 0 for a closed loop. */
  rate: number;
  seed: string;
  /** Server process ids, whose CPU time over the measured window is reported (Linux /proc). */
  pids?: number[];
}

export interface LoadResult {
  actions: number;
  seconds: number;
  actionsPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  gamesFinished: number;
  /** Server CPU time per action (ms, all server processes together), or null where /proc is missing. */
  serverCpuMsPerAction: number | null;
  /** The load generator's own CPU time per action (ms): the clients' share of the machine. */
  loadCpuMsPerAction: number;
}

/** CPU time (ms) a process has used so far, from /proc/<pid>/stat (user + system). */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}
const cpuOf = (pids: number[]): number | null => {
  const xs = pids.map(cpuMs);
  return xs.some((x) => x === null) ? null : xs.reduce((a, b) => a! + b!, 0);
};

const CONFIG: GameConfig = { scenario: 'standalone' };
let reported = false;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface Stats {
  measuring: boolean;
  latencies: number[];
  errors: number;
  finished: number;
}

/** How a seat of one game is driven: wait until it has seen a version, send an action, resolve when it has seen its result. */
interface Seats {
  sees(seat: Seat, version: number): Promise<void>;
  act(seat: Seat, version: number, action: Action): Promise<boolean>;
  close(): void;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** Reads a game's seed from our database (read-only; one query per game). */
function seedReader(databaseUrl: string): (id: string) => Promise<number> {
  if (databaseUrl.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    return async (id) =>
      JSON.parse((await pool.query('select seed from games where id = $1', [id])).rows[0].seed) as number;
  }
  const db = new SQLite(databaseUrl.replace(/^sqlite:/, ''), { readonly: true, fileMustExist: true });
  const q = db.prepare<[string], { seed: string }>('select seed from games where id = ?');
  return async (id) => JSON.parse(q.get(id)!.seed) as number;
}

/** A new game on our server, both seats joined. */
async function ours(
  url: string,
  seedOf: (id: string) => Promise<number>,
): Promise<{ state: State; seats: Seats }> {
  const a = await post<SeatReply>(`${url}/api/games`, {
    scenario: 'standalone',
    seat: 'yellow',
    name: 'Bench',
    rated: false,
  });
  const b = await post<SeatReply>(`${url}/api/games/${a.gameId}/join`, { invite: a.invite, name: 'Load' });
  // Hundreds of sockets connect at once at the start: give their handshakes time.
  const opts = { timeoutMs: 30_000, connectTimeoutMs: 30_000 };
  const clients = [new GameClient(url, opts), new GameClient(url, opts)] as const;
  const seen = [0, 0];
  const waiting: (() => void)[] = [];
  clients.forEach((c, seat) =>
    c.onUpdate((u) => {
      seen[seat] = Math.max(seen[seat]!, u.version);
      for (const w of waiting.splice(0)) w();
    }),
  );
  if (!(await clients[0].ready()) || !(await clients[1].ready())) throw new Error('no connection');
  const [ry, rb] = await Promise.all([
    clients[0].join(a.gameId, a.token),
    clients[1].join(a.gameId, b.token),
  ]);
  if (!ry.ok || !rb.ok)
    throw new Error(`join failed: ${ry.ok ? '' : ry.error.code} ${rb.ok ? '' : rb.error.code}`);
  const g = newGame(CONFIG, await seedOf(a.gameId));
  if (!g.ok) throw new Error(g.error.message);
  return {
    state: g.value,
    seats: {
      async sees(seat, version) {
        while (seen[seat]! < version) await new Promise<void>((res) => waiting.push(res));
      },
      async act(seat, version, action) {
        const r = await clients[seat].act(a.gameId, version, action);
        if (!r.ok) {
          if (!reported) console.error(`an action was refused: ${r.error.code}`);
          reported = true;
          return false;
        }
        while (seen[seat]! < r.version) await new Promise<void>((res) => waiting.push(res));
        return true;
      },
      close: () => clients.forEach((c) => c.close()),
    },
  };
}

/** A new match on the boardgame.io peer (`url`: its game address and its lobby API's), both players joined. */
async function peer(urls: string, seed: number): Promise<{ state: State; seats: Seats }> {
  const [url, api] = urls.split(' ') as [string, string];
  const { Client } = await import('boardgame.io/client');
  const { SocketIO } = await import('boardgame.io/multiplayer');
  const { DungeonTwister } = await import('./bench-peer.ts');
  const { matchID } = await post<{ matchID: string }>(`${api}/games/dungeon-twister/create`, {
    numPlayers: 2,
    setupData: { config: CONFIG, seed },
  });
  const creds = await Promise.all(
    ['0', '1'].map((playerID) =>
      post<{ playerCredentials: string }>(`${api}/games/dungeon-twister/${matchID}/join`, {
        playerID,
        playerName: `p${playerID}`,
      }),
    ),
  );
  const clients = ['0', '1'].map((playerID, i) => {
    const c = Client({
      game: DungeonTwister,
      numPlayers: 2,
      multiplayer: SocketIO({ server: url }),
      matchID,
      playerID,
      credentials: creds[i]!.playerCredentials,
      debug: false,
    });
    c.start();
    return c;
  });
  const ids = [-1, -1];
  const waiting: (() => void)[] = [];
  clients.forEach((c, seat) =>
    c.subscribe((s) => {
      if (s) ids[seat] = Math.max(ids[seat]!, s._stateID);
      for (const w of waiting.splice(0)) w();
    }),
  );
  while (ids[0]! < 0 || ids[1]! < 0) await new Promise<void>((res) => waiting.push(res));
  const g = newGame(CONFIG, seed);
  if (!g.ok) throw new Error(g.error.message);
  return {
    state: g.value,
    seats: {
      async sees(seat, version) {
        while (ids[seat]! < version) await new Promise<void>((res) => waiting.push(res));
      },
      async act(seat, _version, action) {
        const before = ids[seat]!;
        clients[seat]!.moves.act!(action);
        const until = Date.now() + 30_000;
        while (ids[seat]! <= before && Date.now() < until) {
          await Promise.race([new Promise<void>((res) => waiting.push(res)), sleep(1000)]);
        }
        return ids[seat]! > before;
      },
      close: () => clients.forEach((c) => c.stop()),
    },
  };
}

/** Plays one game after another in one slot, until the process ends; `due` paces the actions (rate mode). */
async function slot(
  job: LoadJob,
  index: number,
  stats: Stats,
  seedOf: ((id: string) => Promise<number>) | null,
  ready: () => void,
  go: Promise<void>,
): Promise<void> {
  const rng = new Rng(`${job.seed}/${index}`);
  const url = job.urls[index % job.urls.length]!;
  const interval = job.rate > 0 ? (1000 * job.games) / job.rate : 0;
  let due = Date.now() + (interval * index) / job.games;
  let first = true;
  for (;;) {
    const g = job.target === 'ours' ? await ours(url, seedOf!) : await peer(url, rng.int(2 ** 31));
    // Every game is set up before any plays, so that the first games' actions do not starve the set-up of the others.
    if (first) {
      ready();
      await go;
      due = Date.now() + (interval * index) / job.games;
    }
    first = false;
    let state = g.state;
    let version = 0;
    try {
      while (state.phase !== 'over') {
        if (interval) {
          due += interval;
          const wait = due - Date.now();
          if (wait > 0) await sleep(wait);
        }
        const seat = toMove(state)[0]!;
        const legal = legalActionsFor(state, seat, { maxExchanges: 0 });
        let choices: Action[] = legal.filter((a) => a.type !== 'end');
        if (choices.length === 0 || rng.int(6) === 0) choices = legal;
        const action = rng.pick(choices);
        // A player acts on what it sees: the mover first has the state this action is chosen from.
        await g.seats.sees(seat, version);
        const t0 = performance.now();
        const ok = await g.seats.act(seat, version, action);
        const ms = performance.now() - t0;
        if (!ok) {
          stats.errors++;
          break;
        }
        if (stats.measuring) stats.latencies.push(ms);
        const next = apply(state, action);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value.state;
        version++;
      }
      if (state.phase === 'over' && stats.measuring) stats.finished++;
    } finally {
      g.seats.close();
    }
  }
}

const pct = (xs: number[], p: number): number =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const round = (x: number): number => Math.round(x * 10) / 10;

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const stats: Stats = { measuring: false, latencies: [], errors: 0, finished: 0 };
  const seedOf = job.target === 'ours' ? seedReader(job.databaseUrl!) : null;
  let started = 0;
  let allReady!: () => void;
  const ready = new Promise<void>((r) => (allReady = r));
  let start!: () => void;
  const go = new Promise<void>((r) => (start = r));
  const arrived = (): void => {
    if (++started === job.games) allReady();
  };
  // Games are created a few at a time, as players arrive, not in one burst. A slot that fails
  // stops (and counts as an error); it must not hold up the measurement.
  for (let i = 0; i < job.games; i++) {
    let counted = false;
    void slot(
      job,
      i,
      stats,
      seedOf,
      () => {
        counted = true;
        arrived();
      },
      go,
    ).catch((e: unknown) => {
      if (stats.errors++ === 0) console.error(`a game failed: ${e instanceof Error ? e.message : String(e)}`);
      if (!counted) arrived();
    });
    if (i % 20 === 19) await sleep(50);
  }
  await Promise.race([ready, sleep(300_000)]);
  start();
  await sleep(job.warmupSeconds * 1000);
  const cpu0 = cpuOf(job.pids ?? []);
  const own0 = process.cpuUsage();
  stats.measuring = true;
  const t0 = Date.now();
  await sleep(job.seconds * 1000);
  stats.measuring = false;
  const seconds = (Date.now() - t0) / 1000;
  const cpu1 = cpuOf(job.pids ?? []);
  const own = process.cpuUsage(own0);
  const xs = stats.latencies.sort((a, b) => a - b);
  return {
    actions: xs.length,
    seconds: round(seconds),
    actionsPerSec: round(xs.length / seconds),
    p50Ms: round(pct(xs, 50)),
    p90Ms: round(pct(xs, 90)),
    p99Ms: round(pct(xs, 99)),
    maxMs: round(pct(xs, 100)),
    errors: stats.errors,
    gamesFinished: stats.finished,
    serverCpuMsPerAction:
      cpu0 === null || cpu1 === null || !job.pids?.length
        ? null
        : Math.round(((cpu1 - cpu0) / xs.length) * 1000) / 1000,
    loadCpuMsPerAction: Math.round((own.user + own.system) / xs.length) / 1000,
  };
}
