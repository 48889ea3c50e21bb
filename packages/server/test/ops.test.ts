// Operations as an orchestrator sees them (issue 41, item 7), against the production build
// (dist/server.js, what `npm start` runs): SIGTERM drains (readiness says no at once, the
// command in flight is finished and acknowledged, new requests are refused UNAVAILABLE so the
// client retries elsewhere, the sockets are closed so that they reconnect elsewhere, the
// process exits 0), and the time from spawn to listening is printed for the closing note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Rng } from '@dt/engine';
import type { WireError } from '@dt/protocol';
import {
  api,
  ChildServer,
  newMatch,
  playRandomly,
  startPostgres,
  Watcher,
  type PgService,
} from './helpers.ts';

let db: PgService;

beforeAll(async () => {
  db = await startPostgres();
});
afterAll(async () => {
  await db.stop();
});

/** Holds a game's row locked until `release` (a slow transaction of another process, as it were). */
async function lockRow(gameId: string): Promise<{ waiters(): Promise<number>; release(): Promise<void> }> {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await c.query('begin');
  await c.query('select 1 from games where id = $1 for update', [gameId]);
  return {
    async waiters() {
      await c.query('select pg_stat_clear_snapshot()');
      const r = await c.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and state = 'active' and datname = current_database()",
      );
      return Number(r.rows[0]!.n);
    },
    async release() {
      await c.query('rollback');
      await c.end();
    },
  };
}

describe('operations of the production build', () => {
  it('SIGTERM drains: not ready at once, the command in flight is acknowledged, new requests UNAVAILABLE, sockets closed, exit 0', async () => {
    const server = new ChildServer({ DATABASE_URL: db.url });
    const spawned = performance.now();
    const url = await server.start();
    // A figure for the closing note, not a verdict: the machine's load decides most of it.
    console.log(JSON.stringify({ startToListeningMs: Math.round(performance.now() - spawned) }));
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
    const yellow = new Watcher(url);
    const blue = new Watcher(url);
    try {
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng('drain'), {
        until: (x) => x.view.toMove.length === 1,
      });
      const u = yellow.latest!;
      const mover = u.view.toMove[0] === 'yellow' ? yellow : blue;
      const legal = await mover.client.legal(gameId);
      if (!legal.ok || legal.actions.length === 0) throw new Error('no legal action');
      const closed = new Promise<void>((resolve) => {
        const off = mover.client.onConnection((up) => up || (off(), resolve()));
      });

      const lock = await lockRow(gameId);
      const inFlight = mover.client.act(gameId, u.version, legal.actions[0]!);
      while ((await lock.waiters()) < 1) await new Promise((r) => setTimeout(r, 20));
      const exited = new Promise<number | null>((resolve) => server.proc!.once('exit', resolve));
      server.proc!.kill('SIGTERM');
      await server.printed(/SIGTERM: draining/);

      expect((await api(url, 'GET', '/api/ready')).status).toBe(503);
      expect((await api(url, 'GET', '/api/live')).status).toBe(200);
      const late = await api<{ error: WireError }>(url, 'GET', `/api/games/${gameId}`);
      expect([late.status, late.body.error?.code]).toEqual([503, 'UNAVAILABLE']);
      const refused = await mover.client.legal(gameId);
      expect(refused.ok ? 'OK' : refused.error.code).toBe('UNAVAILABLE');

      await lock.release();
      const acked = await inFlight;
      expect(acked.ok && acked.version).toBe(u.version + 1);
      await closed;
      expect(await exited).toBe(0);
      expect(server.output).toMatch(/drained/);

      // The acknowledged action is stored: a process started afterwards serves the game at its version.
      const again = new ChildServer({ DATABASE_URL: db.url });
      try {
        const url2 = await again.start();
        const g = await api<{ version: number }>(url2, 'GET', `/api/games/${gameId}`);
        expect(g.body.version).toBe(u.version + 1);
      } finally {
        await again.kill();
      }
    } finally {
      yellow.close();
      blue.close();
      await server.kill();
    }
  });
});
