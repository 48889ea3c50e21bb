// Quick pairing (issue 41 item 8): "Play now" across two server processes on one PostgreSQL
// database, and on one process with an injected clock the rating window's widening and the
// fall-back to a bot once the wait the player chose is over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { PairReply } from '@dt/protocol';
import { pairWindow, PAIR_WINDOW } from '../src/pairing.ts';
import {
  api,
  ChildServer,
  ManualClock,
  register,
  startLocal,
  startPostgres,
  startRedis,
  Watcher,
  type PgService,
  type Service,
} from './helpers.ts';

const RATED = { scenario: 'standalone' };
const CASUAL = { scenario: 'tutorial-1' };

async function pair(url: string, token: string, game: object, botAfterSeconds = 60): Promise<PairReply> {
  const r = await api<PairReply>(url, 'POST', '/api/pair', { game, botAfterSeconds }, token);
  if (r.status !== 200) throw new Error(`pair: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function ask(url: string, token: string, ticket: string): Promise<PairReply> {
  const r = await api<PairReply>(url, 'GET', `/api/pair/${ticket}`, undefined, token);
  if (r.status !== 200) throw new Error(`ask: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

async function guest(url: string, name: string): Promise<string> {
  return (await api<{ token: string }>(url, 'POST', '/api/guest', { name })).body.token;
}

describe('quick pairing through two processes on PostgreSQL', () => {
  let db: PgService;
  let redis: Service;
  let servers: [ChildServer, ChildServer];
  let urls: [string, string];
  beforeAll(async () => {
    [db, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = { DATABASE_URL: db.url, REDIS_URL: redis.url };
    servers = [new ChildServer(env), new ChildServer(env)];
    urls = (await Promise.all(servers.map((s) => s.start()))) as [string, string];
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await Promise.all([redis.stop(), db.stop()]);
  });

  it('a player waiting on one process is paired with one asking on the other, in a rated game both can play', async () => {
    const a = await register(urls[0], 'pair_a');
    const b = await register(urls[1], 'pair_b');
    const first = await pair(urls[0], a, RATED);
    expect(first.status).toBe('waiting');
    const second = await pair(urls[1], b, RATED);
    if (second.status !== 'paired' || first.status !== 'waiting') throw new Error('not paired');
    const mine = await ask(urls[0], a, first.ticket);
    if (mine.status !== 'paired') throw new Error('the waiting player was not told');
    expect(mine.gameId).toBe(second.gameId);
    expect(new Set([mine.seat, second.seat]).size).toBe(2);
    expect([mine.bot, second.bot]).toEqual([false, false]);
    // The ticket went with its answer.
    expect((await api(urls[0], 'GET', `/api/pair/${first.ticket}`, undefined, a)).status).toBe(404);
    const ya = new Watcher(urls[0]);
    const yb = new Watcher(urls[1]);
    try {
      await ya.client.join(mine.gameId, mine.token);
      await yb.client.join(second.gameId, second.token);
      await ya.until((u) => u.summary.status === 'live');
      expect(ya.latest!.summary).toMatchObject({ rated: true });
    } finally {
      ya.close();
      yb.close();
    }
  });

  it('no seat token waits in the database for the waiting player: its seat has none until it asks, then the token it gets is the only one', async () => {
    const a = await guest(urls[0], 'Stored A');
    const b = await guest(urls[1], 'Stored B');
    const first = await pair(urls[0], a, CASUAL);
    const second = await pair(urls[1], b, CASUAL);
    if (first.status !== 'waiting' || second.status !== 'paired') throw new Error('not paired');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const seats = () =>
        client
          .query<{ seat: string; token_hash: string }>(
            'select seat, token_hash from seats where game_id = $1',
            [second.gameId],
          )
          .then((r) => new Map(r.rows.map((x) => [x.seat, x.token_hash])));
      const waiting = second.seat === 'yellow' ? 'blue' : 'yellow';
      // Stored: the ticket names the game and seat only; the seat is held by no token.
      const ticket = await client.query<{ token: string | null }>(
        'select token from pairing where game_id = $1',
        [second.gameId],
      );
      expect(ticket.rows.map((r) => r.token)).toEqual([null]);
      expect((await seats()).get(waiting)).toBe('');
      const mine = await ask(urls[0], a, first.ticket);
      if (mine.status !== 'paired') throw new Error('the waiting player was not told');
      expect(mine.seat).toBe(waiting);
      expect((await seats()).get(waiting)).not.toBe('');
      // The token it got opens its seat.
      const w = new Watcher(urls[1]);
      try {
        const joined = await w.client.join(mine.gameId, mine.token);
        expect(joined.ok && joined.viewer).toBe(waiting);
      } finally {
        w.close();
      }
    } finally {
      await client.end();
    }
  });

  it('twelve guests asking at once through both processes: each in exactly one game, with another player, none left waiting', async () => {
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => guest(urls[i % 2]!, `Quick ${i}`)));
    const first = await Promise.all(tokens.map((t, i) => pair(urls[i % 2]!, t, CASUAL)));
    const answers: (PairReply | null)[] = first.map((r) => (r.status === 'paired' ? r : null));
    // The waiting ones ask again (on the other process this time) until paired: a bounded
    // number of rounds, each player's round one request.
    let rounds = 0;
    while (answers.some((a) => a === null) && rounds++ < 12) {
      await Promise.all(
        first.map(async (r, i) => {
          if (answers[i] || r.status !== 'waiting') return;
          const a = await ask(urls[(i + 1) % 2]!, tokens[i]!, r.ticket);
          if (a.status === 'paired') answers[i] = a;
        }),
      );
    }
    const games = new Map<string, string[]>();
    for (const a of answers) {
      if (a?.status !== 'paired') throw new Error(`left waiting after ${rounds} rounds`);
      expect(a.bot).toBe(false);
      games.set(a.gameId, [...(games.get(a.gameId) ?? []), a.seat]);
    }
    expect(games.size).toBe(6);
    for (const seats of games.values()) expect(seats.sort()).toEqual(['blue', 'yellow']);
    console.log(JSON.stringify({ pairing: 'twelve at once', games: games.size, rounds }));
  });
});

describe('quick pairing on one process, its clock injected', () => {
  const clock = new ManualClock();
  let url: string;
  let close: () => Promise<void>;
  let setRating: (token: string, rating: number) => Promise<void>;
  beforeAll(async () => {
    const s = await startLocal({ clock });
    url = s.url;
    close = () => s.server.close();
    setRating = async (token, rating) => {
      const me = (await api<{ user: { id: string } }>(url, 'GET', '/api/me', undefined, token)).body.user;
      await s.server.db
        .insertInto('ratings')
        .values({ user_id: me.id, pool: 'prison', rating, rd: 60, vol: 0.06, games: 30, updated_at: 0 })
        .execute();
    };
  });
  afterAll(() => close());

  it('ratings far apart are not paired at once; the window widens with the wait until they are', async () => {
    const low = await register(url, 'window_low');
    const high = await register(url, 'window_high');
    await setRating(low, 1500);
    await setRating(high, 1900);
    const a = await pair(url, low, RATED);
    const b = await pair(url, high, RATED);
    if (a.status !== 'waiting' || b.status !== 'waiting') throw new Error('paired across 400 points at once');
    // 400 points need (400 - base) / perSecond seconds of the older ticket's wait.
    const needed = ((400 - PAIR_WINDOW.base) / PAIR_WINDOW.perSecond) * 1000;
    expect(pairWindow(needed)).toBe(400);
    await clock.advance(needed - 1000);
    expect((await ask(url, low, a.ticket)).status).toBe('waiting');
    expect((await ask(url, high, b.ticket)).status).toBe('waiting');
    await clock.advance(1000);
    // The two tickets came at the same instant: the one ranked newer pairs on its ask, the
    // other learns of it on its next.
    let x = await ask(url, high, b.ticket);
    const y = await ask(url, low, a.ticket);
    if (x.status === 'waiting') x = await ask(url, high, b.ticket);
    expect([x.status, y.status]).toEqual(['paired', 'paired']);
    expect(x.status === 'paired' && y.status === 'paired' && x.gameId === y.gameId).toBe(true);
  });

  it('nobody comes: once the chosen wait is over, the next ask gets a game against the bot', async () => {
    const alone = await guest(url, 'Alone');
    const t = await pair(url, alone, CASUAL, 10);
    if (t.status !== 'waiting') throw new Error('paired with nobody there');
    await clock.advance(9_000);
    expect((await ask(url, alone, t.ticket)).status).toBe('waiting');
    await clock.advance(1_000);
    const g = await ask(url, alone, t.ticket);
    if (g.status !== 'paired') throw new Error('no bot game');
    expect(g.bot).toBe(true);
    const s = (await api<{ seats: { bot: boolean }[] }>(url, 'GET', `/api/games/${g.gameId}`)).body;
    expect(JSON.stringify(s)).toMatch(/bot/i);
  });

  it('a ticket is its owner’s: another player asking after it, or giving it up, gets NOT_FOUND; its owner can give it up', async () => {
    const owner = await guest(url, 'Owner');
    const thief = await guest(url, 'Thief');
    const t = await pair(url, owner, { scenario: 'tutorial-2' });
    if (t.status !== 'waiting') throw new Error('paired');
    expect((await api(url, 'GET', `/api/pair/${t.ticket}`, undefined, thief)).status).toBe(404);
    expect((await api(url, 'DELETE', `/api/pair/${t.ticket}`, undefined, thief)).status).toBe(404);
    expect((await api(url, 'DELETE', `/api/pair/${t.ticket}`, undefined, owner)).status).toBe(200);
    expect((await api(url, 'GET', `/api/pair/${t.ticket}`, undefined, owner)).status).toBe(404);
    expect((await api(url, 'POST', '/api/pair', { game: CASUAL, botAfterSeconds: 60 })).status).toBe(401);
    expect((await api(url, 'POST', '/api/pair', { game: CASUAL, botAfterSeconds: 1 }, owner)).status).toBe(
      400,
    );
  });
});
