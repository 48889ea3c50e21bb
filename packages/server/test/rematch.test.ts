// Rematch (issue 28 item 11): after a game is over either player offers a rematch; the
// other's acceptance starts a new game with the same options and the seats swapped, and each
// player gets its own seat token there, once (the one who offered, by asking again once it
// exists).
// Against the server's bot the rematch starts at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSummary, RematchReply } from '@dt/protocol';
import type { DtServer } from '../src/app.ts';
import { api, newMatch, startLocal, Watcher } from './helpers.ts';
import type { SeatReply } from '@dt/protocol';

let server: DtServer;
let url: string;
const watchers: Watcher[] = [];
beforeAll(async () => {
  ({ server, url } = await startLocal());
});
afterAll(async () => {
  for (const w of watchers) w.close();
  await server.close();
});

const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'OK' : r.error!.code);
const summary = async (id: string): Promise<GameSummary> =>
  (await api<GameSummary>(url, 'GET', `/api/games/${id}`)).body;

async function seated(options: Record<string, unknown>) {
  const { gameId, seats } = await newMatch(url, options);
  const w = { yellow: new Watcher(url), blue: new Watcher(url), spectator: new Watcher(url) };
  watchers.push(...Object.values(w));
  await w.yellow.client.join(gameId, seats.yellow);
  await w.blue.client.join(gameId, seats.blue);
  await w.spectator.client.join(gameId);
  return { gameId, seats, w };
}

describe('rematch', () => {
  it('offered by one player and accepted by the other: a new game with the same options and the seats swapped', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-3', moveHours: 48 });
    // Not before the game is over.
    expect(code(await w.yellow.client.rematch(gameId))).toBe('NOT_FINISHED');
    expect(code(await w.yellow.client.act(gameId, 0, { type: 'resign', seat: 'yellow' }))).toBe('OK');
    await w.blue.waitFor(1);
    expect(code(await w.spectator.client.rematch(gameId))).toBe('UNAUTHORIZED');
    for (const bad of [{ gameId: 'bad id!' }, { gameId, extra: 1 }, {}])
      expect(code(await w.yellow.client.raw('rematch', bad))).toBe('BAD_MESSAGE');
    expect(code(await w.yellow.client.rematch('nosuchgame1'))).toBe('UNAUTHORIZED');
    expect((await summary(gameId)).rematch).toEqual({ offeredBy: null, gameId: null });

    const offer = await w.yellow.client.rematch(gameId);
    expect(offer.ok && offer.status).toBe('offered');
    // Both players (and the spectator) see the offer: a frame says so.
    const seen = (x: Watcher, f: (s: GameSummary) => boolean): Promise<void> => x.until((u) => f(u.summary));
    await seen(w.blue, (s) => s.rematch.offeredBy === 'yellow');
    // Asking twice is still one offer.
    expect((await w.yellow.client.rematch(gameId)).ok).toBe(true);

    const accepted = (await w.blue.client.rematch(gameId)) as { ok: true } & RematchReply;
    expect(accepted.status).toBe('started');
    if (accepted.status !== 'started') return;
    expect(accepted.seat).toBe('yellow');
    const next = accepted.gameId;
    await seen(w.yellow, (s) => s.rematch.gameId === next);
    await seen(w.spectator, (s) => s.rematch.gameId === next);

    // The offerer asks again and gets its seat (swapped: blue) in the new game.
    const mine = (await w.yellow.client.rematch(gameId)) as { ok: true } & RematchReply;
    expect(mine.status === 'started' && mine.gameId === next && mine.seat).toBe('blue');
    expect(mine.status === 'started' && typeof mine.token).toBe('string');
    // Handed out once: later asks say where the game is, without a token.
    for (const x of [w.yellow, w.blue]) {
      const again = (await x.client.rematch(gameId)) as { ok: true } & RematchReply;
      expect(again).toMatchObject({ status: 'started', gameId: next, token: null });
    }
    const s = await summary(next);
    expect(s).toMatchObject({
      status: 'live',
      scenario: 'tutorial-3',
      moveHours: 48,
      players: { yellow: { name: 'Bob' }, blue: { name: 'Ann' } },
    });
    const a = new Watcher(url);
    const b = new Watcher(url);
    watchers.push(a, b);
    expect((await a.client.join(next, mine.status === 'started' ? mine.token! : '')).ok).toBe(true);
    expect((await b.client.join(next, accepted.token!)).ok).toBe(true);
    expect(a.latest!.viewer).toBe('blue');
    expect(b.latest!.viewer).toBe('yellow');
  });

  it('the old seat tokens open nothing in the rematch', async () => {
    const { gameId, seats, w } = await seated({ scenario: 'tutorial-1' });
    await w.blue.client.act(gameId, 0, { type: 'resign', seat: 'blue' });
    await w.yellow.waitFor(1);
    await w.blue.client.rematch(gameId);
    const r = await w.yellow.client.rematch(gameId);
    if (!r.ok || r.status !== 'started') throw new Error('no rematch');
    for (const old of Object.values(seats)) {
      const x = new Watcher(url);
      watchers.push(x);
      expect(code(await x.client.join(r.gameId, old))).toBe('UNAUTHORIZED');
    }
  });

  it('against the server’s bot the rematch starts at once', async () => {
    const created = await api<SeatReply>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      opponent: 'bot',
      seat: 'yellow',
      name: 'Ann',
    });
    const gameId = created.body.gameId;
    const x = new Watcher(url);
    watchers.push(x);
    await x.client.join(gameId, created.body.token);
    await x.client.act(gameId, x.latest!.version, { type: 'resign', seat: 'yellow' });
    const r = await x.client.rematch(gameId);
    expect(r.ok && r.status).toBe('started');
    if (!r.ok || r.status !== 'started') return;
    expect(r.seat).toBe('blue');
    const s = await summary(r.gameId);
    expect(s.status).toBe('live');
    expect(s.players.yellow?.bot).toBe(true);
    expect(s.players.blue).toMatchObject({ name: 'Ann', bot: false });
  });
});
