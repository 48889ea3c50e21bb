// Games cannot stall. Set-up is timed in timer games; an opponent who stops answering can be
// claimed against (a loss for the absent seat once both have played, an abort before); open
// games nobody joins expire; a game everyone has left is aborted; and a timer game both
// players left stops after a few timeouts instead of logging one every period forever.
// The server runs on a ManualClock: the test moves time forward, which runs the sweeper as
// its period falls due, and every deadline and claim is checked to the millisecond.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type SeatName } from '@dt/engine';
import type { GameSummary, WireError } from '@dt/protocol';
import {
  api,
  ManualClock,
  newMatch,
  playPastFirstTurns,
  playRandomly,
  startLocal,
  statesOf,
  Watcher,
} from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const ABANDON_MS = 5 * 60_000;
/** The sweeper's period: a deadline is honoured at the first sweep after it. */
const SWEEP_MS = 250;
const HOUR = 3_600_000;
const clock = new ManualClock();
let server: DtServer;
let url: string;
const watchers: Watcher[] = [];
beforeAll(async () => {
  ({ server, url } = await startLocal({
    abandonMs: ABANDON_MS,
    maxIdleTimeouts: 4,
    sweepMs: SWEEP_MS,
    clock,
  }));
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

const summary = async (gameId: string): Promise<GameSummary> =>
  (await api<GameSummary>(url, 'GET', `/api/games/${gameId}`)).body;

describe('stalled games', () => {
  it('set-up is timed in a timer game: running out aborts the game', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1', timerSeconds: 30 });
    expect(w.yellow.latest!.view.phase).toBe('starters');
    const s = await summary(gameId);
    expect(s.deadline).toBe(clock.now() + 30_000);
    await clock.advance(30_000 - 1);
    expect((await summary(gameId)).status).toBe('live');
    await clock.advance(SWEEP_MS);
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', endReason: 'abandoned', winner: null });
    // Both seats are told.
    for (const x of [w.yellow, w.blue]) await x.until((u) => u.summary.status === 'aborted');
  });

  it('the opponent of a silent seat claims the game: a loss for the absent seat after both played', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1' });
    await playPastFirstTurns(gameId, w, new Rng('claim'));
    const u = w.yellow.latest!;
    const mover = u.view.toMove[0]!;
    const other: SeatName = mover === 'yellow' ? 'blue' : 'yellow';
    expect(u.summary.claimableAt).toBe(clock.now() + ABANDON_MS);
    const early = await w[other].client.claim(gameId);
    expect(early.ok ? 'OK' : early.error.code).toBe('NOT_ABANDONED');
    await clock.advance(ABANDON_MS - 1);
    const almost = await w[other].client.claim(gameId);
    expect(almost.ok ? 'OK' : almost.error.code).toBe('NOT_ABANDONED');
    await clock.advance(1);
    // The seat to move may not claim against itself.
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
    await clock.advance(ABANDON_MS);
    const r = await w.yellow.client.claim(gameId);
    expect(r.ok && r.status).toBe('aborted');
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', winner: null });
  });

  it('an open game nobody joins expires', async () => {
    const created = await api<{ gameId: string; invite: string }>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      name: 'Ann',
    });
    await clock.advance(23 * HOUR);
    expect((await summary(created.body.gameId)).status).toBe('open');
    await clock.advance(HOUR + 1);
    expect(await summary(created.body.gameId)).toMatchObject({ status: 'aborted', endReason: 'expired' });
    const join = await api<{ error: WireError }>(url, 'POST', `/api/games/${created.body.gameId}/join`, {
      invite: created.body.invite,
    });
    expect(join.body.error.code).toBe('SEAT_TAKEN');
  });

  it('a game everyone left is aborted after a day without an action', async () => {
    const { gameId } = await seated({ scenario: 'tutorial-1' });
    await clock.advance(23 * HOUR);
    expect((await summary(gameId)).status).toBe('live');
    await clock.advance(HOUR + 1);
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', endReason: 'abandoned' });
  });

  it('a timer game both players left stops after a few timeouts in a row', async () => {
    const { gameId, w } = await seated({ scenario: 'tutorial-1', timerSeconds: 30 });
    await playRandomly(gameId, w, [w.yellow, w.blue], new Rng('idle timeouts'), {
      until: (u) => u.view.phase === 'card' || u.view.phase === 'actions',
      maxActions: 500,
    });
    for (let i = 0; i < 10 && (await summary(gameId)).status === 'live'; i++) await clock.advance(30_000);
    const s = await summary(gameId);
    expect(s).toMatchObject({ status: 'aborted', endReason: 'abandoned' });
    const record = await api<string>(url, 'GET', `/api/games/${gameId}/record`);
    const timeouts = record.body.split('\n').filter((l) => /timeout/.test(l)).length;
    expect(timeouts).toBe(4);
    // The record holds every action; the abort is a version of its own (an `ended` entry of
    // the log, no action), so a command sent against the version before it finds it stale.
    expect(statesOf(record.body).length).toBe(s.version);
    const last = await api<{ action: string }>(url, 'GET', `/api/games/${gameId}/replay/${s.version}`);
    expect(last.body.action).toBe('ended abandoned');
  });
});
