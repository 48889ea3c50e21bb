// A socket that joined a game with a session acts for that account only while the session
// lasts: a logout, a revocation from another device and the session's expiry each close it
// at once, on this process and, through Redis (or the periodic check when Redis is away),
// on another one. Joining again with the ended session then watches, as anybody may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatReply, SessionReply } from '@dt/protocol';
import type { DtServer } from '../src/app.ts';
import { api, ManualClock, register, sharedServers, startLocal, Watcher, type Service } from './helpers.ts';

const DAY = 24 * 3_600_000;
const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'OK' : r.error!.code);

/** A game between two accounts, public; each account's session. */
async function accountsGame(url: string, names: [string, string]) {
  const ann = await register(url, names[0]);
  const bob = await register(url, names[1]);
  const made = await api<SeatReply>(
    url,
    'POST',
    '/api/games',
    { scenario: 'tutorial-1', seat: 'yellow' },
    ann,
  );
  const joined = await api<SeatReply>(url, 'POST', `/api/games/${made.body.gameId}/join`, {}, bob);
  expect(joined.status).toBe(200);
  return { gameId: made.body.gameId, ann, bob };
}

/** A watcher joined as the account's seat through its session, and the promise of its disconnection. */
async function bySession(url: string, gameId: string, session: string) {
  const w = new Watcher(url);
  const r = await w.client.join(gameId, undefined, undefined, { session });
  expect(code(r)).toBe('OK');
  expect(r.ok && r.viewer).toBe('yellow');
  const closed = new Promise<string>((resolve) => w.client.socket.once('disconnect', (why) => resolve(why)));
  return { w, closed };
}

describe('sessions reach live sockets (one process)', () => {
  const clock = new ManualClock();
  let server: DtServer;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await startLocal({ clock, sessionMs: DAY }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('a logout closes the sockets that joined with that session; joining again with it only watches', async () => {
    const { gameId, ann } = await accountsGame(url, ['ann_l', 'bob_l']);
    const { w, closed } = await bySession(url, gameId, ann);
    try {
      expect((await api(url, 'POST', '/api/logout', {}, ann)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
      const again = new Watcher(url);
      try {
        const r = await again.client.join(gameId, undefined, undefined, { session: ann });
        expect(r.ok && r.viewer).toBe('spectator');
        expect(code(await again.client.legal(gameId))).toBe('UNAUTHORIZED');
      } finally {
        again.close();
      }
    } finally {
      w.close();
    }
  });

  it('a session revoked from another device closes its sockets', async () => {
    const { gameId, ann } = await accountsGame(url, ['ann_r', 'bob_r']);
    const phone = await api<SessionReply>(url, 'POST', '/api/login', {
      username: 'ann_r',
      password: 'correct horse',
    });
    const { w, closed } = await bySession(url, gameId, phone.body.token);
    try {
      const list = await api<{ sessions: { id: string; current: boolean }[] }>(
        url,
        'GET',
        '/api/me/sessions',
        undefined,
        ann,
      );
      const other = list.body.sessions.find((s) => !s.current)!;
      expect((await api(url, 'DELETE', `/api/me/sessions/${other.id}`, undefined, ann)).status).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      w.close();
    }
  });

  it('a session that expires closes its sockets at its end, without any message from them', async () => {
    const { gameId, ann } = await accountsGame(url, ['ann_e', 'bob_e']);
    const { w, closed } = await bySession(url, gameId, ann);
    try {
      await clock.advance(DAY - 10_000);
      expect(w.client.socket.connected).toBe(true);
      await clock.advance(10_000);
      expect(await closed).toBe('io server disconnect');
    } finally {
      w.close();
    }
  });
});

describe('sessions reach live sockets on another process', () => {
  let urls: [string, string];
  let redis: Service;
  sharedServers(
    (c) => {
      ({ urls, redis } = c);
    },
    { RESYNC_SECONDS: '1' },
  );

  it('a logout through one process closes the socket on the other (Redis notice), and so does one while Redis is away (periodic check)', async () => {
    const { gameId, ann } = await accountsGame(urls[0], ['ann_x', 'bob_x']);
    const first = await bySession(urls[1], gameId, ann);
    try {
      expect((await api(urls[0], 'POST', '/api/logout', {}, ann)).status).toBe(200);
      expect(await first.closed).toBe('io server disconnect');
    } finally {
      first.w.close();
    }
    const again = await api<SessionReply>(urls[0], 'POST', '/api/login', {
      username: 'ann_x',
      password: 'correct horse',
    });
    const second = await bySession(urls[1], gameId, again.body.token);
    try {
      await redis.down();
      expect((await api(urls[0], 'POST', '/api/logout', {}, again.body.token)).status).toBe(200);
      expect(await second.closed).toBe('io server disconnect');
    } finally {
      await redis.up();
      second.w.close();
    }
  });
});
