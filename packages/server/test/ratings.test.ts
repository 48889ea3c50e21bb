// Ratings stay honest. Rated games are only between two different registered accounts;
// a game resigned before both players have made a real move (an action of their own after
// set-up) is aborted, not rated, so guests and move-0 resignations farm nothing. And rating
// updates are atomic: several rated games of the same two accounts ending at the same
// moment (on SQLite, and on PostgreSQL through two server processes) each move the ratings,
// none is lost.
import { afterAll, describe, expect, it } from 'vitest';
import { Rng, type SeatName } from '@dt/engine';
import type { LobbyReply, SeatReply, WireError } from '@dt/protocol';
import { elo } from '../src/ratings.ts';
import {
  api,
  ChildServer,
  playPastFirstTurns,
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

/** Plays `n` rated games of ann (yellow) against bob past both first turns, then ends them all at once with bob resigning. */
async function simultaneousEnds(urls: [string, string], n: number): Promise<void> {
  const ann = await register(urls[0], 'ann');
  const bob = await register(urls[1], 'bob');
  const games: { gameId: string; bob: Watcher; ann: Watcher }[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const g = await ratedGame(urls, ann, bob);
      const w = { yellow: new Watcher(urls[i % 2]!), blue: new Watcher(urls[(i + 1) % 2]!) };
      games.push({ gameId: g.gameId, ann: w.yellow, bob: w.blue });
      await w.yellow.client.join(g.gameId, g.seats.yellow);
      await w.blue.client.join(g.gameId, g.seats.blue);
      await playPastFirstTurns(g.gameId, w, new Rng(`rated ${i}`));
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
  let a = 1500;
  let b = 1500;
  for (let i = 0; i < n; i++) [a, b] = elo(a, b, 1);
  expect(await ratingsOf(urls[0])).toEqual({
    ann: { rating: Math.round(a), games: n },
    bob: { rating: Math.round(b), games: n },
  });
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

  it('SQLite: six rated games of the same accounts ending at once all count', async () => {
    const { server, url } = await startLocal();
    cleanups.push(() => server.close());
    await simultaneousEnds([url, url], 6);
  });

  it('PostgreSQL through two processes: six rated games of the same accounts ending at once all count', async () => {
    const [pg, redis]: Service[] = await Promise.all([startPostgres(), startRedis()]);
    const one = new ChildServer({ DATABASE_URL: pg!.url, REDIS_URL: redis!.url });
    const two = new ChildServer({ DATABASE_URL: pg!.url, REDIS_URL: redis!.url });
    cleanups.push(async () => {
      await Promise.all([one.kill(), two.kill()]);
      await Promise.all([pg!.stop(), redis!.stop()]);
    });
    await simultaneousEnds([await one.start(), await two.start()], 6);
  });
});
