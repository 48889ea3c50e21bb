// Online undo (issue 28 item 10): with the server's authority a player takes back the actions
// of its turn in progress that revealed nothing (engine `undoableSteps`: no reveal, combat,
// rotation, secret choice, and the turn has not passed). The opponent and spectators see the
// position go back and an `undone` event; the log keeps the undo as an entry of its own, and
// the record holds only the actions that stand, so it replays to the game as played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng, type Action, type SeatName } from '@dt/engine';
import type { ReplayReply, UpdateFrame } from '@dt/protocol';
import type { DtServer } from '../src/app.ts';
import { api, newMatch, playRandomly, startLocal, statesOf, Watcher } from './helpers.ts';

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

/** A tutorial-1 game played to the first turn's action phase, with a spectator watching. */
async function inActionPhase(seed: string) {
  const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
  const w = { yellow: new Watcher(url), blue: new Watcher(url) };
  const spectator = new Watcher(url);
  watchers.push(w.yellow, w.blue, spectator);
  await w.yellow.client.join(gameId, seats.yellow);
  await w.blue.client.join(gameId, seats.blue);
  await spectator.client.join(gameId);
  const everyone = [w.yellow, w.blue, spectator];
  await playRandomly(gameId, w, everyone, new Rng(seed), { until: (u) => u.view.phase === 'actions' });
  const u = w.yellow.latest!;
  return { gameId, seats, w, spectator, everyone, active: u.view.active, version: u.version };
}

/** A movement of the active seat (the first one listed). */
async function aMove(w: Watcher, gameId: string): Promise<Action> {
  const r = await w.client.legal(gameId, { type: 'move' });
  if (!r.ok || r.kind !== 'prison' || r.actions.length === 0) throw new Error('no movement to make');
  return r.actions[0]!;
}

describe('online undo', () => {
  it('a player takes back a movement: both seats and the spectator see the position before it, and an undone event', async () => {
    const g = await inActionPhase('undo-1');
    const mover = g.w[g.active];
    const before = { mover: mover.latest!.view, spectator: g.spectator.latest!.view };
    const moved = await mover.client.act(g.gameId, g.version, await aMove(mover, g.gameId));
    expect(code(moved)).toBe('OK');
    await Promise.all(g.everyone.map((x) => x.waitFor(g.version + 1)));
    expect(g.spectator.latest!.view).not.toEqual(before.spectator);

    const r = await mover.client.undo(g.gameId, g.version + 1, 1);
    expect(code(r)).toBe('OK');
    expect(r.ok && r.version).toBe(g.version + 2);
    await Promise.all(g.everyone.map((x) => x.waitFor(g.version + 2)));
    expect(mover.latest!.view).toEqual(before.mover);
    expect(g.spectator.latest!.view).toEqual(before.spectator);
    const other: SeatName = g.active === 'yellow' ? 'blue' : 'yellow';
    for (const x of [g.w[other], g.spectator])
      expect(x.latest!.events).toEqual([{ type: 'undone', seat: g.active, count: 1 }]);
    // A client that missed the undo catches up through it (the log's undo entry).
    const late = new Watcher(url);
    watchers.push(late);
    const back = await late.client.join(g.gameId, undefined, g.version);
    expect(back.ok && back.events).toEqual(
      expect.arrayContaining([{ type: 'undone', seat: g.active, count: 1 }]),
    );
    expect(back.ok && back.view).toEqual(before.spectator);
  });

  it('refused with a clear code and nothing changed: too many, the other seat, a spectator, a stale version, bad counts, after a reveal or the turn end', async () => {
    const g = await inActionPhase('undo-2');
    const mover = g.w[g.active];
    const other: SeatName = g.active === 'yellow' ? 'blue' : 'yellow';
    await mover.client.act(g.gameId, g.version, await aMove(mover, g.gameId));
    await Promise.all(g.everyone.map((x) => x.waitFor(g.version + 1)));
    const v = g.version + 1;
    // The movement and the Action card before it may be taken back (both revealed nothing), no more.
    expect(code(await mover.client.undo(g.gameId, v, 3))).toBe('NOTHING_TO_UNDO');
    expect(code(await g.w[other].client.undo(g.gameId, v, 1))).toBe('NOTHING_TO_UNDO');
    expect(code(await g.spectator.client.undo(g.gameId, v, 1))).toBe('UNAUTHORIZED');
    expect(code(await mover.client.undo(g.gameId, v - 1, 1))).toBe('STALE_VERSION');
    for (const bad of [0, -1, 1.5, 201, '1', null])
      expect(code(await mover.client.raw('undo', { gameId: g.gameId, version: v, count: bad }))).toBe(
        'BAD_MESSAGE',
      );
    expect(code(await mover.client.raw('undo', { gameId: g.gameId, version: v, count: 1, x: 1 }))).toBe(
      'BAD_MESSAGE',
    );
    expect(code(await mover.client.undo('nosuchgame', v, 1))).toBe('UNAUTHORIZED');
    const summary = await api<{ version: number }>(url, 'GET', `/api/games/${g.gameId}`);
    expect(summary.body.version).toBe(v);

    // A reveal cannot be unseen (R3): nothing before it can be taken back.
    const reveals = await mover.client.legal(g.gameId, { type: 'reveal' });
    if (reveals.ok && reveals.actions.length) {
      expect(code(await mover.client.act(g.gameId, v, reveals.actions[0]!))).toBe('OK');
      await mover.waitFor(v + 1);
      const u = mover.latest!;
      expect(code(await mover.client.undo(g.gameId, u.version, 1))).toBe('NOTHING_TO_UNDO');
    }
    // Once the turn has passed (R8), nothing of it comes back.
    const at = mover.latest!;
    if (at.view.phase === 'actions' && at.view.active === g.active) {
      expect(code(await mover.client.act(g.gameId, at.version, { type: 'end' }))).toBe('OK');
      await mover.waitFor(at.version + 1);
      expect(code(await mover.client.undo(g.gameId, at.version + 1, 1))).toBe('NOTHING_TO_UNDO');
    }
  });

  it('the record leaves undone actions out and replays; the replay shows the undo at its step', async () => {
    const g = await inActionPhase('undo-3');
    const mover = g.w[g.active];
    await mover.client.act(g.gameId, g.version, await aMove(mover, g.gameId));
    await mover.waitFor(g.version + 1);
    expect(code(await mover.client.undo(g.gameId, g.version + 1, 1))).toBe('OK');
    await Promise.all(g.everyone.map((x) => x.waitFor(g.version + 2)));
    const last: UpdateFrame = mover.latest!;
    expect(code(await mover.client.act(g.gameId, last.version, { type: 'resign', seat: g.active }))).toBe(
      'OK',
    );
    await mover.waitFor(last.version + 1);
    const record = await api<string>(url, 'GET', `/api/games/${g.gameId}/record`);
    expect(record.status).toBe(200);
    const states = statesOf(record.body);
    // Every logged entry but the undo and the movement it took back.
    expect(states.length - 1).toBe(last.version + 1 - 2);
    expect(states[states.length - 1]!.phase).toBe('over');
    const step = await api<ReplayReply>(url, 'GET', `/api/games/${g.gameId}/replay/${g.version + 2}`);
    expect(step.body.events).toEqual([{ type: 'undone', seat: g.active, count: 1 }]);
    expect(step.body.action).toBe(`undo ${g.active} 1`);
  });
});
