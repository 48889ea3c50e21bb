// Races through two server processes on one PostgreSQL database: the two requests of each
// race go through different processes, and where they would otherwise not overlap the test
// makes them: it holds the game's row locked (as a slow transaction would), sends both,
// waits until PostgreSQL shows both waiting on that lock, and lets go, so both were decided
// from the same state. Every race must give exactly one winner: a login lockout counted once
// per wrong password, a claim against the absent seat's own action, two chat lines (and a
// seat's chat limit) at the same instant, both seats asking for a rematch at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Ack, WireError } from '@dt/protocol';
import { Rng } from '@dt/engine';
import {
  api,
  ChildServer,
  newMatch,
  playRandomly,
  register,
  startPostgres,
  startRedis,
  Watcher,
} from './helpers.ts';
import type { PgService, Service } from './helpers.ts';

let db: PgService;
let redis: Service;
let servers: [ChildServer, ChildServer];
let urls: [string, string];

beforeAll(async () => {
  [db, redis] = await Promise.all([startPostgres(), startRedis()]);
  // A claim is allowed as soon as the seat to move has been silent at all.
  const env = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    ABANDON_MINUTES: '0.000001',
    TRUST_PROXY: 'loopback',
  };
  servers = [new ChildServer(env), new ChildServer(env)];
  urls = (await Promise.all(servers.map((s) => s.start()))) as [string, string];
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await Promise.all([redis.stop(), db.stop()]);
});

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/**
 * Runs `race` with the game's row locked, and lets go once `waiting` statements wait on the
 * lock: the racing requests then go on from the same state, in an order PostgreSQL picks.
 */
async function throughLockedRow<T>(gameId: string, waiting: number, race: () => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    await c.query('begin');
    await c.query('select 1 from games where id = $1 for update', [gameId]);
    const result = race();
    for (;;) {
      // Activity statistics are a snapshot per transaction: cleared before each look.
      await c.query('select pg_stat_clear_snapshot()');
      const r = await c.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and state = 'active' and datname = current_database()",
      );
      if (Number(r.rows[0]!.n) >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await c.query('rollback');
    return await result;
  } finally {
    await c.end();
  }
}

const code = (r: Ack<object>): string => (r.ok ? 'OK' : r.error.code);

/** Both seats of a new game, yellow joined through process 0 and blue through process 1. */
async function seated(options: Record<string, unknown> = { scenario: 'tutorial-1' }) {
  const { gameId, seats } = await newMatch(urls[0], options);
  const yellow = new Watcher(urls[0]);
  const blue = new Watcher(urls[1]);
  await yellow.client.join(gameId, seats.yellow);
  await blue.client.join(gameId, seats.blue);
  return { gameId, seats, yellow, blue, close: () => (yellow.close(), blue.close()) };
}

describe('races through two processes on PostgreSQL: one winner each', () => {
  it('ten wrong passwords at once, from ten addresses through both processes, count ten and lock the account', async () => {
    await register(urls[0], 'racer', 'the right one');
    // Behind the trusted proxy each guess comes from an address of its own (each gets a place
    // in the fair line of password checks), half of them through each process.
    const guess = (i: number, password: string) =>
      fetch(`${urls[i % 2]}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i + 1}` },
        body: JSON.stringify({ username: 'racer', password }),
      }).then(async (r) => ((await r.json()) as { error?: WireError }).error?.code ?? 'OK');
    const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => guess(i, `wrong ${i}`)));
    expect(tries).toEqual(Array(10).fill('BAD_CREDENTIALS'));
    const [row] = await query<{ failed_logins: number; locked_until: string | null }>(
      'select failed_logins, locked_until from users where username = $1',
      ['racer'],
    );
    expect(row!.failed_logins).toBe(10);
    expect(row!.locked_until).not.toBeNull();
    expect(await guess(11, 'the right one')).toBe('LOCKED');
  });

  it('a claim and the absent seat’s own action at the same version: exactly one applies', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const g = await seated();
      try {
        // Past the set-up (both seats decide at once there): one seat to move, nobody has moved.
        await playRandomly(
          g.gameId,
          { yellow: g.yellow, blue: g.blue },
          [g.yellow, g.blue],
          new Rng(`race ${round}`),
          {
            until: (x) => x.view.toMove.length === 1,
          },
        );
        const u = g.yellow.latest!;
        const absent = u.summary.toMove[0]!;
        const mover = absent === 'yellow' ? g.yellow : g.blue;
        const claimer = absent === 'yellow' ? g.blue : g.yellow;
        const legal = await mover.client.legal(g.gameId);
        if (!legal.ok || legal.actions.length === 0) throw new Error('no legal action');
        const [act, claim] = await throughLockedRow(g.gameId, 2, () =>
          Promise.all([
            mover.client.act(g.gameId, u.version, legal.actions[0]!),
            claimer.client.claim(g.gameId),
          ]),
        );
        const won = [act, claim].filter((r) => r.ok);
        expect(won).toHaveLength(1);
        const s = (await api<{ status: string; version: number }>(urls[0], 'GET', `/api/games/${g.gameId}`))
          .body;
        expect(s).toMatchObject({ status: claim.ok ? 'aborted' : 'live', version: u.version + 1 });
        outcomes.push(`${code(act)}/${code(claim)}`);
      } finally {
        g.close();
      }
    }
    console.log(JSON.stringify({ race: 'claim-vs-action', outcomes }));
  });

  it('two chat lines at the same instant get two numbers, and a seat’s sixth line in ten seconds is refused', async () => {
    const g = await seated();
    const other = new Watcher(urls[1]);
    try {
      const [a, b] = await throughLockedRow(g.gameId, 2, () =>
        Promise.all([
          g.yellow.client.chat(g.gameId, 'from yellow'),
          g.blue.client.chat(g.gameId, 'from blue'),
        ]),
      );
      expect([a.ok && a.seq, b.ok && b.seq].sort()).toEqual([1, 2]);
      // Yellow's three more lines through process 0 and two through process 1 (the same seat):
      // six in the window with its first one, so exactly one of these five is refused.
      await other.client.join(g.gameId, g.seats.yellow);
      const lines = await throughLockedRow(g.gameId, 5, () =>
        Promise.all([
          ...[1, 2, 3].map((i) => g.yellow.client.chat(g.gameId, `line ${i}`)),
          ...[4, 5].map((i) => other.client.chat(g.gameId, `line ${i}`)),
        ]),
      );
      expect(lines.map(code).sort()).toEqual(['CHAT_TOO_FAST', 'OK', 'OK', 'OK', 'OK']);
      const seqs = lines.filter((l) => l.ok).map((l) => (l.ok ? l.seq : 0));
      expect(seqs.sort((x, y) => x - y)).toEqual([3, 4, 5, 6]);
    } finally {
      other.close();
      g.close();
    }
  });

  it('both seats ask for a rematch at once: one offer, one start, one new game, a token for each seat', async () => {
    const g = await seated();
    try {
      const resign = await g.yellow.client.act(g.gameId, g.yellow.latest!.version, {
        type: 'resign',
        seat: 'yellow',
      });
      expect(resign.ok).toBe(true);
      const [y, b] = await throughLockedRow(g.gameId, 2, () =>
        Promise.all([g.yellow.client.rematch(g.gameId), g.blue.client.rematch(g.gameId)]),
      );
      const statuses = [y, b].map((r) => (r.ok ? r.status : r.error.code)).sort();
      expect(statuses).toEqual(['offered', 'started']);
      const offerer = y.ok && y.status === 'offered' ? g.yellow : g.blue;
      const again = await offerer.client.rematch(g.gameId);
      const starter = y.ok && y.status === 'started' ? y : b;
      expect(again.ok && again.status === 'started' && again.token).toBeTruthy();
      expect(starter.ok && starter.status === 'started' && starter.token).toBeTruthy();
      // One new game: both seats' tokens are for it, each handed out once.
      expect(again.ok && starter.ok && again.status === 'started' && starter.status === 'started').toBe(true);
      if (again.ok && starter.ok && again.status === 'started' && starter.status === 'started')
        expect(again.gameId).toBe(starter.gameId);
    } finally {
      g.close();
    }
  });
});
