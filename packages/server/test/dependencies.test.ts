// The server rides out its dependencies' outages, injected for real under two server
// processes sharing PostgreSQL and Redis: PostgreSQL shut down in its fast mode (as
// `pg_ctl -m fast stop` during a restart or failover) and Redis killed. While a dependency
// is down the processes stay up; with PostgreSQL down a command fails with the retryable
// UNAVAILABLE, and once it is back everything acknowledged is still there; with Redis down
// the moves still commit, and a client on the other process catches up from the database.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Rng } from '@dt/engine';
import type { WireError } from '@dt/protocol';
import type { ChildServer } from './helpers.ts';
import { openDb } from '../src/db.ts';
import { codeOfFailure } from '../src/unavailable.ts';
import {
  api,
  newMatch,
  playRandomly,
  randomAction,
  sharedServers,
  statesOf,
  Watcher,
  type Service,
} from './helpers.ts';

let pg: Service;
let redis: Service;
let one: ChildServer;
let two: ChildServer;
let urls: [string, string];
sharedServers(
  (c) => {
    ({ pg, redis, urls } = c);
    [one, two] = c.servers;
  },
  { RESYNC_SECONDS: '1' },
);

const alive = (s: ChildServer): boolean =>
  s.proc !== null && s.proc.exitCode === null && s.proc.signalCode === null;

describe('dependency outages', () => {
  it('PostgreSQL restarting: both processes stay up, commands fail with UNAVAILABLE, nothing acknowledged is lost', async () => {
    const { gameId, seats } = await newMatch(urls[0], { scenario: 'tutorial-1' });
    const yellow = new Watcher(urls[0]);
    const blue = new Watcher(urls[1]);
    const rng = new Rng('pg-outage');
    try {
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      const acknowledged = await playRandomly(gameId, { yellow, blue }, [yellow, blue], rng, {
        maxActions: 12,
      });

      await pg.down();
      const u = yellow.latest!;
      const w = u.view.toMove[0] === 'yellow' ? yellow : blue;
      const a = await randomAction(w, gameId, rng);
      const refused = a ? await w.client.act(gameId, u.version, a) : await w.client.legal(gameId);
      expect(refused.ok ? 'OK' : refused.error.code).toBe('UNAVAILABLE');
      for (const url of urls) {
        const http = await api<{ error: WireError }>(url, 'GET', `/api/games/${gameId}`);
        expect([http.status, http.body.error?.code]).toEqual([503, 'UNAVAILABLE']);
      }
      // Both processes have met the outage: their connections' errors came in before these
      // answers could (sooner on the same sockets' event loop), so a crash would show now.
      expect(alive(one) && alive(two)).toBe(true);

      await pg.up();
      // Serving again once both processes say the database is back: the same seat retries and the
      // game goes on through both. An attempt may still meet a pooled connection from before
      // the outage: it answers UNAVAILABLE and that connection is dropped, so a few attempts
      // are enough.
      await Promise.all([one, two].map((s) => s.databaseBack()));
      const tries: string[] = [];
      while (tries.at(-1) !== 'OK' && tries.length < 12) {
        const again = await randomAction(w, gameId, rng);
        const r = again ? await w.client.act(gameId, yellow.latest!.version, again) : null;
        tries.push(r === null ? 'NO_ACTION' : r.ok ? 'OK' : r.error.code);
      }
      expect(tries.slice(0, -1).every((t) => t === 'UNAVAILABLE' || t === 'NO_ACTION')).toBe(true);
      expect(tries.at(-1)).toBe('OK');
      let more = 1;
      await Promise.all([yellow.waitFor(acknowledged + 1), blue.waitFor(acknowledged + 1)]);
      more += await playRandomly(gameId, { yellow, blue }, [yellow, blue], rng, { maxActions: 6 });
      const resign = await yellow.client.act(gameId, yellow.latest!.version, {
        type: 'resign',
        seat: 'yellow',
      });
      expect(resign.ok).toBe(true);
      const record = await api<string>(urls[1], 'GET', `/api/games/${gameId}/record`);
      expect(statesOf(record.body)).toHaveLength(acknowledged + more + 2);
      expect(alive(one) && alive(two)).toBe(true);
    } finally {
      yellow.close();
      blue.close();
    }
  });

  it('Redis killed: moves still commit, the other process catches its viewers up from the database, and again once Redis is back', async () => {
    const { gameId, seats } = await newMatch(urls[0], { scenario: 'tutorial-1' });
    const yellow = new Watcher(urls[0]);
    const blue = new Watcher(urls[1]);
    const spectator = new Watcher(urls[1]);
    const rng = new Rng('redis-outage');
    try {
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      await spectator.client.join(gameId);
      const everyone = [yellow, blue, spectator];
      await playRandomly(gameId, { yellow, blue }, everyone, rng, { maxActions: 6 });

      await redis.down();
      // Moves made through process one during the outage reach the viewers on process two.
      const during = await playRandomly(gameId, { yellow, blue }, everyone, rng, { maxActions: 4 });
      expect(during).toBe(4);
      expect(alive(one) && alive(two)).toBe(true);

      await redis.up();
      const after = await playRandomly(gameId, { yellow, blue }, everyone, rng, { maxActions: 4 });
      expect(after).toBe(4);
      const v = yellow.latest!.version;
      for (const w of everyone) expect(w.latest!.version).toBe(v);
      expect(JSON.stringify(blue.latest!.view)).not.toBe(JSON.stringify(yellow.latest!.view));
    } finally {
      yellow.close();
      blue.close();
      spectator.close();
    }
  });

  it('a connection in use when PostgreSQL shuts down fails its next query with UNAVAILABLE, and the process lives on', async () => {
    // The server's own storage, in this process: a connection held between two queries (as in
    // a transaction) while PostgreSQL shuts down. Its client reports the loss as an 'error'
    // event, which would end the process were nobody listening (vitest would report it).
    const { db } = openDb(pg.url);
    try {
      const answer = await db.connection().execute(async (conn) => {
        await sql`select 1`.execute(conn);
        await pg.down();
        return sql`select 1`.execute(conn).then(
          () => 'OK',
          (e: unknown) => codeOfFailure(e),
        );
      });
      expect(answer).toBe('UNAVAILABLE');
    } finally {
      await pg.up();
      await db.destroy();
    }
  });
});
