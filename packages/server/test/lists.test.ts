// Lists and privacy. Open games, live games, the leaderboard and a player's history come a
// page at a time (newest first, no game twice, a cursor to the next page); a registered
// player finds all their games, live and finished, from any device; and a private game
// stays private to its players: in no list of anyone else's, not watchable, and its summary,
// record and replays answer only to its players' seat tokens or sessions. The server runs on
// a ManualClock, so games made one after the other are a millisecond apart, exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamesPage, GameSummary, RatingsPage, SeatReply, WireError } from '@dt/protocol';
import { api, ManualClock, register, startLocal, Watcher } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const clock = new ManualClock();
let server: DtServer;
let url: string;
beforeAll(async () => {
  ({ server, url } = await startLocal({ clock }));
});
afterAll(() => server.close());

/** Every page of a list, following `next`. */
async function allPages(path: string, token?: string): Promise<{ pages: number; ids: string[] }> {
  const ids: string[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const r: { body: GamesPage } = await api<GamesPage>(
      url,
      'GET',
      `${path}${sep}limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      undefined,
      token,
    );
    ids.push(...r.body.games.map((g) => g.id));
    cursor = r.body.next;
    pages++;
  } while (cursor && pages < 20);
  return { pages, ids };
}

async function finish(gameId: string, token: string, seat: 'yellow' | 'blue'): Promise<void> {
  const w = new Watcher(url);
  await w.client.join(gameId, token);
  const v = w.latest!.version;
  const r = await w.client.act(gameId, v, { type: 'resign', seat });
  expect(r.ok).toBe(true);
  await w.waitFor(v + 1);
  w.close();
}

describe('lists', () => {
  it('open and live games, a page at a time, newest first, each game once', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const g = await api<SeatReply>(url, 'POST', '/api/games', {
        scenario: 'tutorial-1',
        name: `Host ${i}`,
      });
      made.push(g.body.gameId);
      await clock.advance(1);
    }
    const open = await allPages('/api/games?status=open');
    expect(open.pages).toBe(3);
    expect(open.ids).toEqual([...made].reverse());
    const bad = await api<{ error: WireError }>(url, 'GET', '/api/games?status=open&limit=1000');
    expect(bad.body.error.code).toBe('BAD_MESSAGE');
    const lobby = await api<{ open: GameSummary[]; next: { open: string | null } }>(url, 'GET', '/api/lobby');
    expect(lobby.body.open.map((g) => g.id)).toEqual([...made].reverse());
  });

  it("a registered player's games, live and finished, from another device; the leaderboard in pages", async () => {
    const kim = await register(url, 'kim');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const g = await api<SeatReply>(
        url,
        'POST',
        '/api/games',
        { scenario: 'tutorial-1', seat: 'yellow' },
        kim,
      );
      const b = await api<SeatReply>(url, 'POST', `/api/games/${g.body.gameId}/join`, {
        invite: g.body.invite,
        name: 'Lee',
      });
      ids.push(g.body.gameId);
      if (i < 2) await finish(g.body.gameId, b.body.token, 'blue');
    }
    // Another device: a new session, no seat tokens.
    const phone = (
      await api<{ token: string }>(url, 'POST', '/api/login', { username: 'kim', password: 'correct horse' })
    ).body.token;
    const live = await api<GamesPage>(url, 'GET', '/api/me/games?status=live', undefined, phone);
    expect(live.body.games.map((g) => g.id).sort()).toEqual(ids.slice(2).sort());
    const every = await allPages('/api/me/games', phone);
    expect(every.ids.sort()).toEqual([...ids].sort());
    const aborted = await api<GamesPage>(url, 'GET', '/api/users/kim/games?status=aborted');
    expect(aborted.body.games).toHaveLength(2); // resigned before both played: aborted
    expect((await api(url, 'GET', '/api/me/games')).status).toBe(401);

    const ratings = await api<RatingsPage>(url, 'GET', '/api/ratings?limit=2');
    expect(ratings.status).toBe(200);
    expect(ratings.body.next).toBeNull();
  });
});

describe('private games', () => {
  it('stay private to their players once finished', async () => {
    const mia = await register(url, 'mia');
    const g = await api<SeatReply>(
      url,
      'POST',
      '/api/games',
      { scenario: 'tutorial-1', seat: 'yellow', public: false },
      mia,
    );
    const b = await api<SeatReply>(url, 'POST', `/api/games/${g.body.gameId}/join`, {
      invite: g.body.invite,
      name: 'Ned',
    });
    const id = g.body.gameId;
    const stranger = new Watcher(url);
    const watch = await stranger.client.join(id);
    expect(watch.ok ? 'OK' : watch.error.code).toBe('UNAUTHORIZED');
    stranger.close();
    await finish(id, b.body.token, 'blue');

    const lists = [
      (await api<GamesPage>(url, 'GET', '/api/users/mia/games?status=aborted')).body.games,
      (await api<GamesPage>(url, 'GET', '/api/games?status=aborted')).body.games,
      (await api<GamesPage>(url, 'GET', '/api/games?status=live')).body.games,
    ];
    for (const list of lists) expect(list.map((x) => x.id)).not.toContain(id);
    for (const path of [`/api/games/${id}`, `/api/games/${id}/record`, `/api/games/${id}/replay/0`]) {
      expect((await api(url, 'GET', path)).status).toBe(404);
      const other = await register(url, `o${path.length}x`);
      expect((await api(url, 'GET', path, undefined, other)).status).toBe(404);
      expect((await api(url, 'GET', path, undefined, mia)).status).toBe(200);
      expect((await api(url, 'GET', path, undefined, b.body.token)).status).toBe(200);
    }
    const mine = await api<GamesPage>(url, 'GET', '/api/me/games', undefined, mia);
    expect(mine.body.games.map((x) => x.id)).toContain(id);
  });

  it("an invitation shows its private game's summary to the person invited (the game, the inviter, the colours, the clock), and nothing to others (issue 38 item 9)", async () => {
    const g = await api<SeatReply>(url, 'POST', '/api/games', {
      scenario: 'standalone',
      seat: 'blue',
      name: 'Ola',
      public: false,
      timerSeconds: 180,
    });
    expect(g.status).toBe(200);
    const path = `/api/games/${g.body.gameId}`;
    expect((await api(url, 'GET', path)).status).toBe(404);
    expect((await api(url, 'GET', path, undefined, 'not-the-invite')).status).toBe(404);
    const seen = await api<GameSummary>(url, 'GET', path, undefined, g.body.invite!);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ scenario: 'standalone', timerSeconds: 180, status: 'open' });
    expect(seen.body.players.blue?.name).toBe('Ola');
    expect(seen.body.players.yellow).toBeNull();
    // The invitation opens the summary only: not the record.
    expect((await api(url, 'GET', `${path}/record`, undefined, g.body.invite!)).status).not.toBe(200);
  });
});
