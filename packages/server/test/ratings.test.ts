// Ratings stay honest. Rated games are only between two different registered accounts;
// a game resigned before both players have made a real move (an action of their own after
// set-up) is aborted, not rated, so guests and move-0 resignations farm nothing; a game
// shorter than MIN_RATED_MOVES real moves a seat, or beyond the day's PAIR_GAMES_PER_DAY
// results of the same two accounts, moves no rating; an address registers a few accounts a
// day. Ratings are Glicko-2 with a deviation: a new account's is provisional. And rating
// updates are atomic: several rated games of the same accounts ending at the same moment
// (on SQLite, and on PostgreSQL through two server processes) each move the ratings, none
// is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type SeatName } from '@dt/engine';
import type { GameSummary, LobbyReply, SeatReply, WireError } from '@dt/protocol';
import { afterGame, GLICKO } from '../src/glicko.ts';
import { PAIR_GAMES_PER_DAY } from '../src/ratings.ts';
import {
  api,
  ChildServer,
  createDatabase,
  ManualClock,
  playPastFirstTurns,
  playRatedMinimum,
  register,
  startLocal,
  startPostgres,
  startRedis,
  Watcher,
  type Service,
} from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A rated stand-alone game between two sessions, created through `urls[0]` and joined through `urls[1]`. */
async function ratedGame(
  urls: [string, string],
  ann: string,
  bob: string,
): Promise<{ gameId: string; seats: Record<SeatName, string> }> {
  const a = await api<SeatReply>(
    urls[0],
    'POST',
    '/api/games',
    { scenario: 'standalone', seat: 'yellow', rated: true },
    ann,
  );
  if (a.status !== 200) throw new Error(JSON.stringify(a.body));
  const b = await api<SeatReply>(
    urls[1],
    'POST',
    `/api/games/${a.body.gameId}/join`,
    { invite: a.body.invite },
    bob,
  );
  if (b.status !== 200) throw new Error(JSON.stringify(b.body));
  return { gameId: a.body.gameId, seats: { yellow: a.body.token, blue: b.body.token } };
}

async function ratingsOf(url: string): Promise<Record<string, { rating: number; games: number }>> {
  const lobby = await api<LobbyReply>(url, 'GET', '/api/lobby');
  return Object.fromEntries(
    lobby.body.ratings.map((r) => [r.username, { rating: r.rating, games: r.games }]),
  );
}

/** A new account's rating after one game against another new one: the winner's and the loser's, rounded. */
function firstGame(): [number, number] {
  const fresh = { rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol, at: 0 };
  const [w, l] = afterGame(fresh, fresh, 1, 0);
  return [Math.round(w.rating), Math.round(l.rating)];
}

/**
 * Plays `n` rated games of ann (yellow) against bob and carl in turn (no pair beyond the day's
 * PAIR_GAMES_PER_DAY), each past the moves a rated game needs, then ends them all at once
 * with her opponents resigning: every one of them counts, none is lost.
 */
async function simultaneousEnds(urls: [string, string], n: number): Promise<void> {
  const ann = await register(urls[0], 'ann');
  const others = { bob: await register(urls[1], 'bob'), carl: await register(urls[0], 'carl') };
  const games: { gameId: string; bob: Watcher; ann: Watcher }[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const g = await ratedGame(urls, ann, i % 2 ? others.carl : others.bob);
      const w = { yellow: new Watcher(urls[i % 2]!), blue: new Watcher(urls[(i + 1) % 2]!) };
      games.push({ gameId: g.gameId, ann: w.yellow, bob: w.blue });
      await w.yellow.client.join(g.gameId, g.seats.yellow);
      await w.blue.client.join(g.gameId, g.seats.blue);
      await playRatedMinimum(g.gameId, w, new Rng(`rated ${i}`));
    }
    const results = await Promise.all(
      games.map((g) => g.bob.client.act(g.gameId, g.bob.latest!.version, { type: 'resign', seat: 'blue' })),
    );
    expect(results.map((r) => r.ok)).toEqual(games.map(() => true));
  } finally {
    for (const g of games) {
      g.ann.close();
      g.bob.close();
    }
  }
  expect(n / 2).toBeLessThanOrEqual(PAIR_GAMES_PER_DAY);
  const r = await ratingsOf(urls[0]);
  expect([r.ann!.games, r.bob!.games, r.carl!.games]).toEqual([n, n / 2, n / 2]);
  expect(r.ann!.rating).toBeGreaterThan(1500 + 100);
  expect(Math.max(r.bob!.rating, r.carl!.rating)).toBeLessThan(1500 - 100);
}

async function ratingsIn(
  url: string,
  pool: string,
): Promise<Record<string, { rating: number; games: number }>> {
  const r = await api<{ ratings: { username: string; rating: number; games: number }[] }>(
    url,
    'GET',
    `/api/ratings?pool=${pool}`,
  );
  return Object.fromEntries(r.body.ratings.map((x) => [x.username, { rating: x.rating, games: x.games }]));
}

/**
 * One rated Classic game (erin wins) and one rated card game (fay wins) between the same two
 * accounts: each moves its own ladder only, Prison stand-alone's is untouched, and each game's
 * summary shows the players with the rating of its own ladder.
 */
async function laddersApart(urls: [string, string]): Promise<void> {
  const erin = await register(urls[0], 'erin');
  const fay = await register(urls[1], 'fay');
  const games = [
    { body: { scenario: 'classic' }, pool: 'classic', loser: 'blue' as const },
    { body: { kind: 'cardgame', scenario: 'standard' }, pool: 'cardgame', loser: 'yellow' as const },
  ];
  for (const [i, g] of games.entries()) {
    const a = await api<SeatReply>(urls[0], 'POST', '/api/games', { ...g.body, seat: 'yellow' }, erin);
    expect(a.status).toBe(200);
    const b = await api<SeatReply>(
      urls[1],
      'POST',
      `/api/games/${a.body.gameId}/join`,
      { invite: a.body.invite },
      fay,
    );
    const w = { yellow: new Watcher(urls[0]), blue: new Watcher(urls[1]) };
    try {
      await w.yellow.client.join(a.body.gameId, a.body.token);
      await w.blue.client.join(a.body.gameId, b.body.token);
      expect(w.yellow.latest!.summary).toMatchObject({ rated: true, kind: g.pool });
      await playRatedMinimum(a.body.gameId, w, new Rng(`ladder ${i}`));
      const loser = w[g.loser];
      const r = await loser.client.act(a.body.gameId, loser.latest!.version, {
        type: 'resign',
        seat: g.loser,
      });
      expect(r.ok).toBe(true);
      await w.yellow.waitFor(r.ok ? r.version : 0);
      expect(w.yellow.latest!.summary.status).toBe('finished');
    } finally {
      w.yellow.close();
      w.blue.close();
    }
  }
  const [win, lose] = firstGame();
  expect(await ratingsIn(urls[0], 'classic')).toEqual({
    erin: { rating: win, games: 1 },
    fay: { rating: lose, games: 1 },
  });
  expect(await ratingsIn(urls[1], 'cardgame')).toEqual({
    fay: { rating: win, games: 1 },
    erin: { rating: lose, games: 1 },
  });
  expect(await ratingsIn(urls[0], 'prison')).toEqual({});
  expect(await ratingsOf(urls[1])).toEqual({});
  // A new card game between them shows each with the card game's rating.
  const next = await api<SeatReply>(
    urls[0],
    'POST',
    '/api/games',
    { kind: 'cardgame', scenario: 'standard' },
    erin,
  );
  await api(urls[1], 'POST', `/api/games/${next.body.gameId}/join`, { invite: next.body.invite }, fay);
  const s = await api<GameSummary>(urls[0], 'GET', `/api/games/${next.body.gameId}`);
  const byName = Object.fromEntries(Object.values(s.body.players).map((p) => [p!.username, p!.rating]));
  expect(byName).toEqual({ erin: lose, fay: win });
}

describe('ratings', () => {
  it('only two different registered accounts play rated games; a move-0 resignation is aborted, not rated', async () => {
    const { server, url } = await startLocal();
    cleanups.push(() => server.close());
    const ann = await register(url, 'carol');
    const guest = await api<{ token: string }>(url, 'POST', '/api/guest', { name: 'Visitor' });
    const refused = await api<{ error: WireError }>(
      url,
      'POST',
      '/api/games',
      { scenario: 'standalone', rated: true },
      guest.body.token,
    );
    expect(refused.body.error.code).toBe('ACCOUNT_REQUIRED');
    const nobody = await api<{ error: WireError }>(url, 'POST', '/api/games', {
      scenario: 'standalone',
      rated: true,
    });
    expect(nobody.body.error.code).toBe('ACCOUNT_REQUIRED');

    const game = await api<SeatReply>(
      url,
      'POST',
      '/api/games',
      { scenario: 'standalone', seat: 'yellow', rated: true },
      ann,
    );
    const asGuest = await api<{ error: WireError }>(
      url,
      'POST',
      `/api/games/${game.body.gameId}/join`,
      { invite: game.body.invite },
      guest.body.token,
    );
    expect(asGuest.body.error.code).toBe('ACCOUNT_REQUIRED');
    const herself = await api<{ error: WireError }>(
      url,
      'POST',
      `/api/games/${game.body.gameId}/join`,
      { invite: game.body.invite },
      ann,
    );
    expect(herself.body.error.code).toBe('ACCOUNT_REQUIRED');

    // Six games in which the account's opponent resigns at once: each is aborted, nobody is rated.
    const dave = await register(url, 'dave');
    for (let i = 0; i < 6; i++) {
      const a = await api<SeatReply>(
        url,
        'POST',
        '/api/games',
        { scenario: 'standalone', seat: 'yellow', rated: true },
        ann,
      );
      const b = await api<SeatReply>(
        url,
        'POST',
        `/api/games/${a.body.gameId}/join`,
        { invite: a.body.invite },
        dave,
      );
      const w = new Watcher(url);
      await w.client.join(a.body.gameId, b.body.token);
      const r = await w.client.act(a.body.gameId, w.latest!.version, { type: 'resign', seat: 'blue' });
      expect(r.ok).toBe(true);
      await w.waitFor(1);
      expect(w.latest!.summary).toMatchObject({ status: 'aborted', winner: null, endReason: 'aborted' });
      w.close();
    }
    expect(await ratingsOf(url)).toEqual({});
    const history = await api<{ games: { status: string }[] }>(
      url,
      'GET',
      '/api/users/carol/games?status=aborted',
    );
    expect(history.body.games.map((g) => g.status)).toEqual(Array(6).fill('aborted'));
  });

  it("farming: a short game, and a pair's results beyond the day's limit, move no rating; an address registers five accounts a day", async () => {
    const clock = new ManualClock();
    const { server, url } = await startLocal({ clock, accountsPerAddress: 5 });
    cleanups.push(() => server.close());
    const names = ['farm_a', 'farm_b', 'farm_c', 'farm_d', 'farm_e'];
    const tokens = [];
    for (const n of names) tokens.push(await register(url, n));
    const sixth = await api<{ error: WireError }>(url, 'POST', '/api/register', {
      username: 'farm_f',
      password: 'correct horse',
    });
    expect([sixth.status, sixth.body.error.code]).toEqual([429, 'TOO_MANY_ACCOUNTS']);
    // A game each seat played a turn or two of, then a resignation: finished, but too short to rate.
    const g = await ratedGame([url, url], tokens[0]!, tokens[1]!);
    const w = { yellow: new Watcher(url), blue: new Watcher(url) };
    try {
      await w.yellow.client.join(g.gameId, g.seats.yellow);
      await w.blue.client.join(g.gameId, g.seats.blue);
      await playPastFirstTurns(g.gameId, w, new Rng('short'));
      const r = await w.blue.client.act(g.gameId, w.blue.latest!.version, { type: 'resign', seat: 'blue' });
      expect(r.ok).toBe(true);
      await w.yellow.waitFor(r.ok ? r.version : 0);
      expect(w.yellow.latest!.summary).toMatchObject({ status: 'finished', winner: 'yellow' });
      expect(w.yellow.latest!.summary.players.yellow).toMatchObject({ rating: 1500, provisional: true });
    } finally {
      w.yellow.close();
      w.blue.close();
    }
    expect(await ratingsOf(url)).toEqual({});
    await clock.advance(24 * 3_600_000);
    expect(
      (await api(url, 'POST', '/api/register', { username: 'farm_f', password: 'correct horse' })).status,
    ).toBe(200);
  });

  it("farming: the same two accounts' fourth rated result within a day moves no rating", async () => {
    // Games of one real move a seat count here, so that the pairing limit is what is tested.
    const { server, url } = await startLocal({ minRatedMoves: 1 });
    cleanups.push(() => server.close());
    const a = await register(url, 'pair_a');
    const b = await register(url, 'pair_b');
    for (let i = 0; i <= PAIR_GAMES_PER_DAY; i++) {
      const g = await ratedGame([url, url], a, b);
      const w = { yellow: new Watcher(url), blue: new Watcher(url) };
      try {
        await w.yellow.client.join(g.gameId, g.seats.yellow);
        await w.blue.client.join(g.gameId, g.seats.blue);
        await playPastFirstTurns(g.gameId, w, new Rng(`pair ${i}`));
        const r = await w.blue.client.act(g.gameId, w.blue.latest!.version, { type: 'resign', seat: 'blue' });
        expect(r.ok).toBe(true);
      } finally {
        w.yellow.close();
        w.blue.close();
      }
    }
    const r = await ratingsOf(url);
    expect([r.pair_a!.games, r.pair_b!.games]).toEqual([PAIR_GAMES_PER_DAY, PAIR_GAMES_PER_DAY]);
  });

  it('SQLite: six rated games of one account against two others, ending at once, all count', async () => {
    const { server, url } = await startLocal();
    cleanups.push(() => server.close());
    await simultaneousEnds([url, url], 6);
  });

  it('SQLite: Prison stand-alone, Classic and the card game are rated on separate ladders', async () => {
    const { server, url } = await startLocal();
    cleanups.push(() => server.close());
    await laddersApart([url, url]);
  });
});

describe('ratings on PostgreSQL through two processes', () => {
  // One PostgreSQL and one Redis for these tests; each test has a database (and two server
  // processes) of its own, so neither sees the other's players.
  let pg: Service;
  let redis: Service;
  beforeAll(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    cleanups.push(() => Promise.all([pg.stop(), redis.stop()]).then(() => undefined));
  });

  async function twoProcesses(): Promise<[string, string]> {
    const env = { DATABASE_URL: await createDatabase(pg.url), REDIS_URL: redis.url };
    const servers = [new ChildServer(env), new ChildServer(env)];
    cleanups.push(() => Promise.all(servers.map((s) => s.kill())).then(() => undefined));
    return Promise.all([servers[0]!.start(), servers[1]!.start()]) as Promise<[string, string]>;
  }

  it('Prison stand-alone, Classic and the card game are rated on separate ladders', async () => {
    await laddersApart(await twoProcesses());
  });

  it('six rated games of one account against two others, ending at once, all count', async () => {
    await simultaneousEnds(await twoProcesses(), 6);
  });
});
