// Bad input changes nothing: malformed JSON, wrong types, huge payloads, out-of-turn and
// illegal actions, stale versions, wrong or missing tokens, floods. Each gets its stable
// code, and the game's version and view are the same afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Action } from '@dt/engine';
import type { WireError } from '@dt/protocol';
import { api, ManualClock, newMatch, startLocal, Watcher } from './helpers.ts';
import { FLOOD_MS } from '../src/ratelimit.ts';
import type { DtServer } from '../src/app.ts';

let server: DtServer;
let url: string;
let gameId: string;
let seats: { yellow: string; blue: string };
let yellow: Watcher;
let blue: Watcher;

beforeAll(async () => {
  ({ server, url } = await startLocal());
  ({ gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' }));
  yellow = new Watcher(url);
  blue = new Watcher(url);
  await yellow.client.join(gameId, seats.yellow);
  await blue.client.join(gameId, seats.blue);
});
afterAll(async () => {
  yellow.close();
  blue.close();
  await server.close();
});

/** The game as yellow sees it on a fresh join: version and view must not move. */
async function snapshot(): Promise<string> {
  const w = new Watcher(url);
  const r = await w.client.join(gameId, seats.yellow);
  w.close();
  if (!r.ok) throw new Error(r.error.code);
  return JSON.stringify({ v: r.version, view: r.view });
}

const codeOf = (r: { ok: boolean; error?: WireError }): string | undefined => r.error?.code;

describe('bad input is rejected with a stable code and changes nothing', () => {
  it('socket messages of the wrong shape, type or size', async () => {
    const before = await snapshot();
    const c = yellow.client;
    expect(codeOf(await c.raw('act', 'not an object'))).toBe('BAD_MESSAGE');
    expect(codeOf(await c.raw('act', null))).toBe('BAD_MESSAGE');
    expect(codeOf(await c.raw('act', { gameId, version: '0', action: { type: 'end' } }))).toBe('BAD_MESSAGE');
    expect(codeOf(await c.raw('act', { gameId, version: 0, action: { type: 'teleport' } }))).toBe(
      'BAD_MESSAGE',
    );
    expect(codeOf(await c.raw('act', { gameId, version: 0, action: { type: 'end', extra: 1 } }))).toBe(
      'BAD_MESSAGE',
    );
    expect(codeOf(await c.raw('act', { gameId: '../../etc', version: 0, action: { type: 'end' } }))).toBe(
      'BAD_MESSAGE',
    );
    expect(codeOf(await c.raw('join', { gameId, token: 42 }))).toBe('BAD_MESSAGE');
    expect(codeOf(await c.raw('no-such-event', {}))).toBe('BAD_MESSAGE');
    const huge = {
      gameId,
      version: 0,
      action: { type: 'move', piece: 'yNg', path: ['a1'], exchanges: [] },
      pad: 'x'.repeat(20_000),
    };
    expect(codeOf(await c.raw('act', huge))).toBe('TOO_LARGE');
    expect(await snapshot()).toBe(before);
  });

  it('malformed socket.io frames close only the sender; the server keeps serving', async () => {
    const before = await snapshot();
    const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    await new Promise<void>((resolve) => ws.on('open', () => resolve()));
    ws.send('40');
    ws.send('42["act",{"gameId":');
    ws.send('42{not json at all');
    await closed;
    expect(await snapshot()).toBe(before);
  });

  it('out-of-turn, illegal, stale and impersonating actions', async () => {
    const before = await snapshot();
    const v = yellow.latest!.version;
    const view = yellow.latest!.view;
    // Both seats place starters secretly at first: acting for the other seat is refused.
    expect(view.phase).toBe('starters');
    const mine = await yellow.client.legal(gameId, { type: 'starters' });
    expect(mine.ok && mine.actions.length).toBeGreaterThan(0);
    const theirs = { ...(mine.ok ? mine.actions[0]! : { type: 'end' }), seat: 'blue' } as Action;
    expect(codeOf(await yellow.client.act(gameId, v, theirs))).toBe('UNAUTHORIZED');
    expect(codeOf(await yellow.client.act(gameId, v, { type: 'resign', seat: 'blue' }))).toBe('UNAUTHORIZED');
    expect(codeOf(await yellow.client.act(gameId, v, { type: 'end' }))).toMatch(/WRONG_PHASE|NOT_YOUR_TURN/);
    expect(codeOf(await yellow.client.act(gameId, v, { type: 'timeout' } as Action))).toBe('BAD_MESSAGE');
    const illegal: Action = { type: 'starters', seat: 'yellow', dots: ['yMk', 'yMk', null, null] };
    expect(codeOf(await yellow.client.act(gameId, v, illegal))).toMatch(/ILLEGAL_ACTION|MALFORMED_ACTION/);
    expect(codeOf(await yellow.client.act(gameId, v + 1, mine.ok ? mine.actions[0]! : illegal))).toBe(
      'STALE_VERSION',
    );
    expect(
      codeOf(await yellow.client.act(gameId, v - 1 < 0 ? 99 : v - 1, mine.ok ? mine.actions[0]! : illegal)),
    ).toBe('STALE_VERSION');
    expect(await snapshot()).toBe(before);

    // Once both starters are in, only one seat decides at a time: the other is out of turn.
    for (const w of [yellow, blue]) {
      const l = await w.client.legal(gameId, { type: 'starters' });
      const r = await w.client.act(gameId, w.latest!.version, l.ok ? l.actions[0]! : illegal);
      expect(r.ok).toBe(true);
      await yellow.waitFor(r.ok ? r.version : 0);
      await blue.waitFor(r.ok ? r.version : 0);
    }
    const u = yellow.latest!;
    expect(u.view.toMove).toHaveLength(1);
    const idle = u.view.toMove[0] === 'yellow' ? blue : yellow;
    const after = await snapshot();
    expect(codeOf(await idle.client.act(gameId, u.version, { type: 'end' }))).toBe('NOT_YOUR_TURN');
    const idleLegal = await idle.client.legal(gameId);
    expect(idleLegal.ok && idleLegal.actions).toEqual([]);
    expect(await snapshot()).toBe(after);
  });

  it('wrong, missing and cross-game tokens', async () => {
    const before = await snapshot();
    const stranger = new Watcher(url);
    try {
      expect(codeOf(await stranger.client.join(gameId, 'not-the-right-token'))).toBe('UNAUTHORIZED');
      expect(codeOf(await stranger.client.join('nosuchgame1', seats.yellow))).toBe('NOT_FOUND');
      // Without a token one is a spectator, who may not act or ask for legal actions.
      await stranger.client.join(gameId);
      expect(codeOf(await stranger.client.act(gameId, 0, { type: 'end' }))).toBe('UNAUTHORIZED');
      expect(codeOf(await stranger.client.legal(gameId))).toBe('UNAUTHORIZED');
      // A seat token of another game gives nothing here.
      const other = await newMatch(url, { scenario: 'tutorial-1' });
      expect(codeOf(await stranger.client.join(gameId, other.seats.yellow))).toBe('UNAUTHORIZED');
      // A private game cannot be joined without its invite.
      const priv = await api<{ gameId: string }>(url, 'POST', '/api/games', {
        scenario: 'tutorial-1',
        public: false,
      });
      const j = await api<{ error: WireError }>(url, 'POST', `/api/games/${priv.body.gameId}/join`, {});
      expect(j.body.error.code).toBe('UNAUTHORIZED');
      const full = await api<{ error: WireError }>(url, 'POST', `/api/games/${gameId}/join`, {});
      expect(full.body.error.code).toBe('SEAT_TAKEN');
    } finally {
      stranger.close();
    }
    expect(await snapshot()).toBe(before);
  });

  it('HTTP: malformed JSON, wrong types, huge bodies, unknown routes', async () => {
    const bad = await api<{ error: WireError }>(url, 'POST', '/api/games', '{"scenario":');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'BAD_MESSAGE']);
    const typed = await api<{ error: WireError }>(url, 'POST', '/api/games', { scenario: 7 });
    expect(typed.body.error.code).toBe('BAD_MESSAGE');
    const cfg = await api<{ error: WireError }>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      handicap: { seat: 'yellow', characters: 4, removeCombat: [] },
    });
    expect(cfg.body.error.code).toMatch(/BAD_CONFIG|BAD_MESSAGE/);
    const big = await api<{ error: WireError }>(url, 'POST', '/api/guest', { name: 'x'.repeat(50_000) });
    expect([big.status, big.body.error.code]).toEqual([413, 'TOO_LARGE']);
    expect((await api<{ error: WireError }>(url, 'GET', '/api/nothing')).body.error.code).toBe('NOT_FOUND');
    expect((await api<{ error: WireError }>(url, 'GET', '/api/me')).body.error.code).toBe('UNAUTHORIZED');
  });

  it('floods are cut off with RATE_LIMITED; a socket that keeps flooding is disconnected, one whose messages a stall bunched up is not', async () => {
    // Time passes only when the test says so (a ManualClock), so the buckets' counts are exact.
    const clock = new ManualClock();
    const { server: s2, url: u2 } = await startLocal({ rate: 5, burst: 10, clock });
    const w = new Watcher(u2);
    try {
      await w.client.ready();
      const replies = await Promise.all(
        Array.from({ length: 60 }, () => w.client.raw('leave', { gameId: 'abcdefgh' })),
      );
      const codes = replies.map((r) => (r.ok ? 'OK' : r.error.code));
      expect(codes.filter((c) => c === 'OK').length).toBe(10);
      expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBe(50);
      // 150 more at the same instant, as a stall of the server would bunch an honest client's
      // messages: refused, but the socket stays.
      const bunched = await Promise.all(
        Array.from({ length: 150 }, () => w.client.raw('leave', { gameId: 'abcdefgh' })),
      );
      expect(bunched.every((r) => !r.ok && r.error.code === 'RATE_LIMITED')).toBe(true);
      expect(w.client.socket.connected).toBe(true);
      // Refused on and on for FLOOD_MS of the clock, never pausing: a flood, disconnected.
      const disconnected = new Promise<string>((resolve) =>
        w.client.socket.once('disconnect', (why) => resolve(why)),
      );
      let gone = false;
      void disconnected.then(() => (gone = true));
      for (let step = 0; step <= FLOOD_MS / 100 + 1 && !gone; step++) {
        const batch = Promise.all(
          Array.from({ length: 20 }, () => w.client.raw('leave', { gameId: 'abcdefgh' })),
        );
        await Promise.race([batch, disconnected]);
        await clock.advance(100);
      }
      expect(await disconnected).toBe('io server disconnect');
      // Over HTTP each address may burst three times the rate: 15 answers, then 429.
      const http = await Promise.all(Array.from({ length: 40 }, () => api(u2, 'GET', '/api/health')));
      expect(http.filter((r) => r.status === 200).length).toBe(15);
      expect(http.filter((r) => r.status === 429).length).toBe(25);
    } finally {
      w.close();
      await s2.close();
    }
  });
});
