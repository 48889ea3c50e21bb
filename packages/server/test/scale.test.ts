// Scale-out: two server processes share one PostgreSQL database and fan out through Redis.
// Clients on either process see every move; two commands made against the same version
// through different processes never both apply.
import { describe, expect, it } from 'vitest';
import type { ChatLine, SeatReply } from '@dt/protocol';
import { Rng, type Action } from '@dt/engine';
import { api, newMatch, playRandomly, sharedServers, Watcher, type ChildServer } from './helpers.ts';

let urls: [string, string];
let servers: [ChildServer, ChildServer];
sharedServers((c) => ({ urls, servers } = c));

describe('two processes on PostgreSQL and Redis', () => {
  it('a creator waiting on one process sees the game go live when the second player joins through the other', async () => {
    const created = await api<SeatReply>(urls[0], 'POST', '/api/games', {
      scenario: 'tutorial-1',
      seat: 'yellow',
      name: 'Ann',
    });
    const creator = new Watcher(urls[1]);
    try {
      await creator.client.join(created.body.gameId, created.body.token);
      expect(creator.latest!.summary.status).toBe('open');
      const joined = await api<SeatReply>(urls[0], 'POST', `/api/games/${created.body.gameId}/join`, {
        invite: created.body.invite,
        name: 'Bob',
      });
      expect(joined.status).toBe(200);
      await creator.until((u) => u.summary.status === 'live');
      expect(creator.latest!.summary.players.blue?.name).toBe('Bob');
    } finally {
      creator.close();
    }
  });

  it('moves made through one process reach clients on the other', async () => {
    const { gameId, seats } = await newMatch(urls[0], { scenario: 'tutorial-1' });
    const yellow = new Watcher(urls[0]);
    const blue = new Watcher(urls[1]);
    const watchers = [new Watcher(urls[0]), new Watcher(urls[1])];
    try {
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      for (const w of watchers) await w.client.join(gameId);
      const played = await playRandomly(
        gameId,
        { yellow, blue },
        [yellow, blue, ...watchers],
        new Rng('scale'),
        {
          maxActions: 40,
        },
      );
      expect(played).toBeGreaterThan(5);
      for (const w of [yellow, blue, ...watchers]) expect(w.latest!.version).toBe(played);
    } finally {
      for (const w of [yellow, blue, ...watchers]) w.close();
    }
  });

  it('concurrent commands for one game through both processes: exactly one applies', async () => {
    const { gameId, seats } = await newMatch(urls[1], { scenario: 'standalone' });
    const a = new Watcher(urls[0]);
    const b = new Watcher(urls[1]);
    try {
      await a.client.join(gameId, seats.yellow);
      await b.client.join(gameId, seats.yellow);
      for (let round = 0; round < 5; round++) {
        const v = a.latest!.version;
        await b.waitFor(v);
        // Two different legal choices of the same seat, sent at once through the two processes.
        const legal = await a.client.legal(gameId);
        if (!legal.ok || legal.kind !== 'prison' || legal.actions.length === 0) break;
        const pick = (i: number): Action => legal.actions[i % legal.actions.length]!;
        const [ra, rb] = await Promise.all([
          a.client.act(gameId, v, pick(0)),
          b.client.act(gameId, v, pick(1)),
        ]);
        const oks = [ra, rb].filter((r) => r.ok);
        expect(oks).toHaveLength(1);
        const loser = ra.ok ? rb : ra;
        expect(loser.ok ? 'OK' : loser.error.code).toBe('STALE_VERSION');
        await a.waitFor(v + 1);
        await b.waitFor(v + 1);
        expect(a.latest!.version).toBe(v + 1);
        expect(JSON.stringify(b.latest!.view)).toBe(JSON.stringify(a.latest!.view));
      }
      // Blue joins in and both seats resign in a race: one resignation wins, the game is over once.
      const blue = new Watcher(urls[0]);
      await blue.client.join(gameId, seats.blue);
      const v = a.latest!.version;
      const [ry, rb] = await Promise.all([
        b.client.act(gameId, v, { type: 'resign', seat: 'yellow' }),
        blue.client.act(gameId, v, { type: 'resign', seat: 'blue' }),
      ]);
      expect([ry, rb].filter((r) => r.ok)).toHaveLength(1);
      await a.waitFor(v + 1);
      expect(a.latest!.view.phase).toBe('over');
      blue.close();
    } finally {
      a.close();
      b.close();
    }
  });

  it('chat, undo and rematch across the two processes: a line reaches the other process, the chat limit counts both, an undo and a rematch through either', async () => {
    const { gameId, seats } = await newMatch(urls[0], { scenario: 'tutorial-1' });
    const y0 = new Watcher(urls[0]);
    const y1 = new Watcher(urls[1]);
    const blue = new Watcher(urls[1]);
    const spectator = new Watcher(urls[1]);
    const heard: ChatLine[] = [];
    let heardLast = (): void => undefined;
    const last = new Promise<void>((resolve) => (heardLast = resolve));
    spectator.client.onChat((lines, history) => {
      if (!history) heard.push(...lines);
      if (heard.some((l) => l.text === 'line 4')) heardLast();
    });
    try {
      await y0.client.join(gameId, seats.yellow);
      await y1.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      await spectator.client.join(gameId);
      const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'OK' : r.error!.code);
      // The spectator's process is too busy to read anything while lines 0-2 are said through
      // the other one: it gets to their notices only once all three are stored.
      servers[1].pause();
      for (let i = 0; i < 3; i++) expect(code(await y0.client.chat(gameId, `line ${i}`))).toBe('OK');
      servers[1].resume();
      for (let i = 3; i < 5; i++) expect(code(await y1.client.chat(gameId, `line ${i}`))).toBe('OK');
      expect(code(await y1.client.chat(gameId, 'one too many'))).toBe('CHAT_TOO_FAST');
      // Each line reaches the spectator once, in order (the web client keeps only newer lines).
      await last;
      expect(heard.map((l) => l.text)).toEqual([0, 1, 2, 3, 4].map((i) => `line ${i}`));

      // Into yellow's or blue's action phase; a movement committed through one process is undone through the other.
      const w = { yellow: y0, blue };
      await playRandomly(gameId, w, [y0, blue, spectator], new Rng('scale-undo'), {
        until: (u) => u.view.phase === 'actions',
      });
      const u = y0.latest!;
      const [here, there] = u.view.active === 'yellow' ? [y0, y1] : [blue, new Watcher(urls[0])];
      if (there !== y1) await there.client.join(gameId, seats.blue);
      const moves = await here.client.legal(gameId, { type: 'move' });
      const before = spectator.latest!.view;
      expect(
        code(await here.client.act(gameId, u.version, moves.ok ? moves.actions[0]! : { type: 'end' })),
      ).toBe('OK');
      await there.waitFor(u.version + 1);
      expect(code(await there.client.undo(gameId, u.version + 1, 1))).toBe('OK');
      await spectator.waitFor(u.version + 2);
      expect(spectator.latest!.view).toEqual(before);
      if (there !== y1) there.close();

      // A rematch offered through one process and accepted through the other.
      await y0.client.act(gameId, u.version + 2, { type: 'resign', seat: 'yellow' });
      expect((await y0.client.rematch(gameId)).ok).toBe(true);
      const r = await blue.client.rematch(gameId);
      expect(r.ok && r.status).toBe('started');
    } finally {
      for (const x of [y0, y1, blue, spectator]) x.close();
    }
  });
});
