// Games against the server's bot seat: the bot answers through the same authority as any
// client, from its own seat's view, and thinks in the AI's worker pool.
import { describe, expect, it } from 'vitest';
import { Rng } from '@dt/engine';
import { Api, type SeatReply } from '@dt/protocol';
import { localServer, randomAction, Watcher } from './helpers.ts';

let url: string;
localServer((local) => ({ url } = local));

describe('bot seats', () => {
  it('a human plays tutorial 1 against the server bot (in the AI worker pool) to the end', async () => {
    // Through the protocol's typed HTTP client, as the web client does: a guest, then a game.
    const http = new Api(url);
    const guest = await http.guest('Ann');
    if (!guest.ok) throw new Error(guest.error.code);
    http.session = guest.token;
    const created = await http.createGame({
      kind: 'prison',
      scenario: 'tutorial-1',
      opponent: 'bot',
      botLevel: 0,
    });
    if (!created.ok) throw new Error(created.error.code);
    const g = { body: created as SeatReply };
    expect(g.body.invite).toBeNull();
    const listed = await http.lobby();
    expect(listed.ok && listed.live.some((x) => x.id === g.body.gameId)).toBe(true);
    const w = new Watcher(url);
    const rng = new Rng('bot-test');
    try {
      await w.client.join(g.body.gameId, g.body.token);
      const me = g.body.seat;
      let mine = 0;
      for (let i = 0; i < 3000 && w.latest!.view.phase !== 'over'; i++) {
        const u = w.latest!;
        if (!u.view.toMove.includes(me)) {
          await w.waitFor(u.version + 1, 20_000);
          continue;
        }
        // After a while the human gives up: the game ends either way, and the test stays short.
        const a =
          mine >= 80 ? { type: 'resign' as const, seat: me } : await randomAction(w, g.body.gameId, rng);
        if (!a) continue; // the view moved on meanwhile
        const r = await w.client.act(g.body.gameId, u.version, a);
        if (r.ok) mine++;
        else expect(r.error.code).toBe('STALE_VERSION');
        await w.waitFor(r.ok ? r.version : u.version + 1);
      }
      expect(w.latest!.view.phase).toBe('over');
      expect(w.latest!.version).toBeGreaterThan(mine);
      expect(w.latest!.summary.players[me === 'yellow' ? 'blue' : 'yellow']).toMatchObject({ bot: true });
      const finished = await http.finishedGames();
      expect(finished.ok && finished.games.map((x) => x.id)).toEqual([g.body.gameId]);
      const rec = await http.record(g.body.gameId);
      expect(rec.ok && rec.text.startsWith('DT-Prison record 1')).toBe(true);
    } finally {
      w.close();
    }
  });

  it('a thinking bot does not stall the server: its search runs off the main thread', async () => {
    const created = await new Api(url).createGame({
      kind: 'prison',
      scenario: 'tutorial-1',
      opponent: 'bot',
      botLevel: 3,
      name: 'Ann',
    });
    if (!created.ok) throw new Error(created.error.code);
    const w = new Watcher(url);
    const rng = new Rng('stall');
    try {
      await w.client.join(created.gameId, created.token);
      const bot = created.seat === 'yellow' ? 'blue' : 'yellow';
      // Play the human's part until the bot must think about a turn of its own.
      for (let i = 0; i < 500; i++) {
        const u = w.latest!;
        if (u.view.toMove.includes(bot) && u.view.phase === 'actions') break;
        if (!u.view.toMove.includes(created.seat)) {
          await w.waitFor(u.version + 1, 20_000);
          continue;
        }
        const a = await randomAction(w, created.gameId, rng);
        if (a) await w.client.act(created.gameId, u.version, a);
        await w.waitFor(u.version + 1, 20_000);
      }
      const thinking = w.latest!;
      expect(thinking.view.toMove).toEqual([bot]);
      // While the bot searches (about a second at level 3), this thread keeps answering at once.
      const started = performance.now();
      let maxLag = 0;
      const answered = w.waitFor(thinking.version + 1, 20_000);
      let done = false;
      void answered.then(() => (done = true));
      while (!done) {
        const t = performance.now();
        await new Promise((r) => setTimeout(r, 5));
        maxLag = Math.max(maxLag, performance.now() - t - 5);
      }
      const elapsed = performance.now() - started;
      // A bot on this thread would stall it for the whole search; relative, so a loaded machine cannot fail it.
      expect(elapsed).toBeGreaterThan(maxLag * 3);
    } finally {
      w.close();
    }
  });
});
