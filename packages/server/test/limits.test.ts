// The operator's limits of issue 41 item 7 that change what players can do: draw offers per
// seat (three; a fourth would only pester the opponent) and chat retention (lines older than
// the setting are deleted by the sweeper). One process, its clock injected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type SeatName } from '@dt/engine';
import { DRAW_OFFERS_PER_SEAT } from '../src/patch.ts';
import { ManualClock, newMatch, playRandomly, startLocal, Watcher } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const clock = new ManualClock();
const RETENTION = 7 * 24 * 3_600_000;
let server: DtServer;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startLocal({ clock, chatRetentionMs: RETENTION }));
});
afterAll(() => server.close());

async function liveGame() {
  const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
  const yellow = new Watcher(url);
  const blue = new Watcher(url);
  await yellow.client.join(gameId, seats.yellow);
  await blue.client.join(gameId, seats.blue);
  await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng('limits'), {
    until: (x) => x.view.toMove.length === 1,
  });
  return {
    gameId,
    w: { yellow, blue } as Record<SeatName, Watcher>,
    close: () => (yellow.close(), blue.close()),
  };
}

describe('limits', () => {
  it('a seat makes three draw offers in a game; the fourth is refused TOO_MANY_OFFERS and changes nothing', async () => {
    const g = await liveGame();
    try {
      const seat = g.w.yellow.latest!.view.toMove[0]!;
      const other: SeatName = seat === 'yellow' ? 'blue' : 'yellow';
      for (let i = 0; i < DRAW_OFFERS_PER_SEAT; i++) {
        const v = g.w[seat].latest!.version;
        const offer = await g.w[seat].client.act(g.gameId, v, { type: 'offer-draw', seat });
        expect(offer.ok).toBe(true);
        await g.w[other].waitFor(v + 1);
        const no = await g.w[other].client.act(g.gameId, v + 1, { type: 'decline-draw', seat: other });
        expect(no.ok).toBe(true);
        await g.w[seat].waitFor(v + 2);
      }
      const v = g.w[seat].latest!.version;
      const fourth = await g.w[seat].client.act(g.gameId, v, { type: 'offer-draw', seat });
      expect(fourth.ok ? 'OK' : fourth.error.code).toBe('TOO_MANY_OFFERS');
      expect((await server.authority.load(g.gameId, true))!.row.version).toBe(v);
    } finally {
      g.close();
    }
  });

  it('chat lines older than the retention are deleted by the sweeper; newer ones stay', async () => {
    const g = await liveGame();
    try {
      expect((await g.w.yellow.client.chat(g.gameId, 'old line')).ok).toBe(true);
      await clock.advance(RETENTION - 60_000);
      expect((await g.w.blue.client.chat(g.gameId, 'new line')).ok).toBe(true);
      await clock.advance(120_000);
      await server.sweeper.tick(true);
      const lines = await server.authority.store.chat(g.gameId, 50);
      expect(lines.map((l) => l.text)).toEqual(['new line']);
    } finally {
      g.close();
    }
  });
});
