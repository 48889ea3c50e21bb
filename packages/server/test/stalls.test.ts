// Games cannot stall. Set-up is timed in timer games; an opponent who stops answering can be
// claimed against (a loss for the absent seat once both have played, an abort before); open
// games nobody joins expire; a game everyone has left is aborted; and a timer game both
// players left stops after a few timeouts instead of logging one every period forever.
// Time passing is injected by moving the stored deadlines and clocks back, then letting the
// sweeper run, as it does every quarter second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type SeatName } from '@dt/engine';
import type { GameSummary, WireError } from '@dt/protocol';
import { api, newMatch, playPastFirstTurns, playRandomly, startLocal, statesOf, Watcher } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

let server: DtServer;
let url: string;
const watchers: Watcher[] = [];
beforeAll(async () => {
  ({ server, url } = await startLocal({ abandonMs: 300, maxIdleTimeouts: 4, sweepMs: 60_000 }));
});
afterAll(async () => {
  for (const w of watchers) w.close();
  await server.close();
});

async function seated(
  options: Record<string, unknown>,
): Promise<{ gameId: string; w: Record<SeatName, Watcher> }> {
  const { gameId, seats } = await newMatch(url, options);
  const w = { yellow: new Watcher(url), blue: new Watcher(url) };
  watchers.push(w.yellow, w.blue);
  await w.yellow.client.join(gameId, seats.yellow);
  await w.blue.client.join(gameId, seats.blue);
  return { gameId, w };
}

/** Moves a game's clocks `ms` into the past, as if that much time had passed, and runs the sweeper's slow checks. */
async function timePasses(gameId: string, ms: number): Promise<void> {
  const row = await server.db
    .selectFrom('games')
    .select(['deadline', 'updated_at', 'created_at'])
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('games')
    .set({
      deadline: row.deadline === null ? null : row.deadline - ms,
      updated_at: row.updated_at - ms,
      created_at: row.created_at - ms,
    })
    .where('id', '=', gameId)
    .execute();
  await server.authority.reload(gameId);
  await server.sweeper.tick(true);
}

const summary = async (gameId: string): Promise<GameSummary> =>
  (await api<GameSummary>(url, 'GET', `/api/games/${gameId}`)).body;

describe('stalled games', () => {
  it('set-up is timed in a timer game: running out aborts the game', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1', timerSeconds: 30 });
    expect(w.yellow.latest!.view.phase).toBe('starters');
    const s = await summary(gameId);
    expect(s.deadline).toBeGreaterThan(Date.now() + 25_000);
    await timePasses(gameId, 31_000);
    await w.yellow.waitFor(0);
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', endReason: 'abandoned', winner: null });
    await new Promise((r) => setTimeout(r, 100));
    expect(w.blue.latest!.summary.status).toBe('aborted');
  });

  it('the opponent of a silent seat claims the game: a loss for the absent seat after both played', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1' });
    await playPastFirstTurns(gameId, w, new Rng('claim'));
    const u = w.yellow.latest!;
    const mover = u.view.toMove[0]!;
    const other: SeatName = mover === 'yellow' ? 'blue' : 'yellow';
    expect(u.summary.claimableAt).toBeGreaterThan(Date.now() - 1000);
    const early = await w[other].client.claim(gameId);
    expect(early.ok ? 'OK' : early.error.code).toBe('NOT_ABANDONED');
    // The seat to move may not claim against itself.
    await new Promise((r) => setTimeout(r, 350));
    const own = await w[mover].client.claim(gameId);
    expect(own.ok ? 'OK' : own.error.code).toBe('NOT_ABANDONED');
    const r = await w[other].client.claim(gameId);
    expect(r.ok && r.status).toBe('finished');
    await w[other].waitFor(u.version + 1);
    expect(await summary(gameId)).toMatchObject({
      status: 'finished',
      winner: other,
      endReason: 'abandoned',
    });
  });

  it('before both seats have played, a claim aborts the game', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1' });
    // Yellow commits its starters and blue never does.
    const legal = await w.yellow.client.legal(gameId, { type: 'starters' });
    expect((await w.yellow.client.act(gameId, 0, legal.ok ? legal.actions[0]! : { type: 'end' })).ok).toBe(
      true,
    );
    await w.yellow.waitFor(1);
    await new Promise((r) => setTimeout(r, 350));
    const r = await w.yellow.client.claim(gameId);
    expect(r.ok && r.status).toBe('aborted');
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', winner: null });
  });

  it('an open game nobody joins expires', async () => {
    const created = await api<{ gameId: string; invite: string }>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      name: 'Ann',
    });
    await timePasses(created.body.gameId, 25 * 3600_000);
    expect(await summary(created.body.gameId)).toMatchObject({ status: 'aborted', endReason: 'expired' });
    const join = await api<{ error: WireError }>(url, 'POST', `/api/games/${created.body.gameId}/join`, {
      invite: created.body.invite,
    });
    expect(join.body.error.code).toBe('SEAT_TAKEN');
  });

  it('a game everyone left is aborted after a day without an action', async () => {
    const { gameId } = await seated({ scenario: 'tutorial-1' });
    await timePasses(gameId, 25 * 3600_000);
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', endReason: 'abandoned' });
  });

  it('a timer game both players left stops after a few timeouts in a row', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1', timerSeconds: 30 });
    await playRandomly(gameId, w, [w.yellow, w.blue], new Rng('idle timeouts'), {
      until: (u) => u.view.phase === 'card' || u.view.phase === 'actions',
      maxActions: 500,
    });
    for (let i = 0; i < 10 && (await summary(gameId)).status === 'live'; i++)
      await timePasses(gameId, 31_000);
    const s = await summary(gameId);
    expect(s).toMatchObject({ status: 'aborted', endReason: 'abandoned' });
    const record = await api<string>(url, 'GET', `/api/games/${gameId}/record`);
    const timeouts = record.body.split('\n').filter((l) => /timeout/.test(l)).length;
    expect(timeouts).toBe(4);
    expect(statesOf(record.body).length).toBe(s.version + 1);
  });
});
