// A whole game over the network: two seats and a spectator on socket.io, a seeded random
// player acting only through the protocol, every frame audited for hidden identities, then
// the finished game downloaded and replayed step by step. (Ratings: ratings.test.ts.)
import { describe, expect, it } from 'vitest';
import { Rng, parseRecord } from '@dt/engine';
import type { LobbyReply, ReplayReply } from '@dt/protocol';
import { api, auditFrames, localServer, newMatch, playRandomly, statesOf, Watcher } from './helpers.ts';

let url: string;
localServer((local) => ({ url } = local));

describe('a whole game over the network', () => {
  it('two seats play tutorial 1 to its end while a spectator watches; nobody sees what they may not', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
    const yellow = new Watcher(url);
    const blue = new Watcher(url);
    const spectator = new Watcher(url);
    const everyone = [yellow, blue, spectator];
    try {
      expect((await yellow.client.join(gameId, seats.yellow)).ok).toBe(true);
      expect((await blue.client.join(gameId, seats.blue)).ok).toBe(true);
      const watch = await spectator.client.join(gameId);
      expect(watch.ok && watch.viewer).toBe('spectator');

      const seatsOf = { yellow, blue };
      let played = await playRandomly(gameId, seatsOf, everyone, new Rng('game-test'), { maxActions: 500 });
      expect(played).toBeGreaterThan(10);
      // The server draws the game's seed, and random play does not always end tutorial 1 soon
      // (one CI run reached 2,000 actions): if it has not ended, the seat to move resigns.
      const at = yellow.latest!;
      if (at.view.phase !== 'over') {
        const seat = at.view.toMove[0]!;
        expect((await seatsOf[seat].client.act(gameId, at.version, { type: 'resign', seat })).ok).toBe(true);
        played++;
        await Promise.all(everyone.map((x) => x.waitFor(played)));
      }
      for (const w of everyone) {
        expect(w.latest!.view.phase).toBe('over');
        expect(w.latest!.version).toBe(played);
        expect(w.latest!.summary.status).toBe('finished');
      }
      expect(['yellow', 'blue', 'draw']).toContain(spectator.latest!.view.winner);

      // Views rebuilt from the frames' patches are the views a fresh join gives.
      for (const [w, token] of [
        [yellow, seats.yellow],
        [blue, seats.blue],
        [spectator, undefined],
      ] as const) {
        const fresh = new Watcher(url);
        const r = await fresh.client.join(gameId, token);
        fresh.close();
        expect(r.ok && JSON.stringify(r.view)).toBe(JSON.stringify(w.latest!.view));
      }
      expect(yellow.frames.some((f) => f.name === 'update' && 'viewPatch' in (f.payload as object))).toBe(
        true,
      );

      // The record replays to the very same end, and every frame respected each viewer's knowledge.
      const record = await api<string>(url, 'GET', `/api/games/${gameId}/record`);
      expect(record.status).toBe(200);
      const parsed = parseRecord(record.body);
      expect(parsed.ok && parsed.value.actions.length).toBe(played);
      const states = statesOf(record.body);
      expect(states[states.length - 1]!.phase).toBe('over');
      expect(yellow.frames.length).toBeGreaterThan(played);
      expect(auditFrames(yellow.frames, 0, states)).toEqual([]);
      expect(auditFrames(blue.frames, 1, states)).toEqual([]);
      expect(auditFrames(spectator.frames, 'spectator', states)).toEqual([]);
      // The audit itself notices a leak: yellow's frames shown to blue name hidden pieces.
      expect(auditFrames(yellow.frames, 1, states).length).toBeGreaterThan(0);

      // Step-by-step replay of the finished game.
      const first = await api<ReplayReply>(url, 'GET', `/api/games/${gameId}/replay/0`);
      expect(first.body.steps).toBe(played);
      expect(first.body.action).toBeNull();
      const last = await api<ReplayReply>(url, 'GET', `/api/games/${gameId}/replay/${played}`);
      expect(last.body.view.phase).toBe('over');
      expect((await api(url, 'GET', `/api/games/${gameId}/replay/${played + 1}`)).status).toBe(404);
    } finally {
      for (const w of everyone) w.close();
    }
  });

  it('a live game hides its record until it is over, and shows in the lobby', async () => {
    const { gameId } = await newMatch(url, { scenario: 'tutorial-1' });
    const rec = await api<{ error: { code: string } }>(url, 'GET', `/api/games/${gameId}/record`);
    expect(rec.status).toBe(409);
    expect(rec.body.error.code).toBe('NOT_FINISHED');
    const lobby = await api<LobbyReply>(url, 'GET', '/api/lobby');
    expect(lobby.body.live.map((g) => g.id)).toContain(gameId);
    expect((await api(url, 'GET', '/api/health')).body).toEqual({ ok: true });
  });

  it('accounts register once per username and sign in with their password', async () => {
    const ann = await api<{ token: string }>(url, 'POST', '/api/register', {
      username: 'ann',
      password: 'correct horse',
    });
    expect(ann.status).toBe(200);
    expect((await api(url, 'POST', '/api/register', { username: 'ann', password: 'whatever1' })).status).toBe(
      409,
    );
    expect((await api(url, 'POST', '/api/login', { username: 'ann', password: 'wrong pass' })).status).toBe(
      401,
    );
    expect(
      (await api(url, 'POST', '/api/login', { username: 'ann', password: 'correct horse' })).status,
    ).toBe(200);
    const me = await api<{ user: { username: string; guest: boolean } }>(
      url,
      'GET',
      '/api/me',
      undefined,
      ann.body.token,
    );
    expect(me.body.user).toMatchObject({ username: 'ann', guest: false });
  });
});
