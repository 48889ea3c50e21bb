// Reconnection: a seat that loses its connection in the middle of a combat, while the other
// seat commits its Combat card, comes back with the last version it saw and receives exactly
// the redacted events it missed, then finishes the combat. A client that misses a frame
// (the version-resync rule) catches up from the database at the next one; and requests sent
// while a restarted server is coming back wait for the rejoin instead of being refused.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng, makeRecord, parseAction, type Action, type GameConfig } from '@dt/engine';
import {
  auditFrames,
  ChildServer,
  localServer,
  newMatch,
  playRandomly,
  statesOf,
  tempDir,
  Watcher,
} from './helpers.ts';
import { forwarder } from './forwarder.ts';
import { roomOf } from '../src/fanout.ts';
import { configOf, seedOf } from '../src/authority.ts';
import type { DtServer } from '../src/app.ts';

let server: DtServer;
let url: string;
localServer((local) => ({ server, url } = local));

/** The record of a game still being played, read from the server's own log. */
async function liveRecord(gameId: string): Promise<string> {
  const row = (await server.authority.store.game(gameId))!;
  const actions = (await server.authority.store.actions(gameId, 0, row.version)).map(
    (t) => (parseAction(t) as { value: Action }).value,
  );
  return makeRecord({ config: configOf(row) as GameConfig, seed: seedOf(row), actions });
}

describe('reconnection', () => {
  it('a seat dropped mid-combat catches up with the events it missed and plays on', async () => {
    // The server draws each game's seed, so a random game may end before a combat in which both
    // seats must choose a card: then another game is played.
    let gameId = '';
    let yellow!: Watcher;
    let blue!: Watcher;
    for (let attempt = 0; ; attempt++) {
      const m = await newMatch(url, { scenario: 'tutorial-3' });
      gameId = m.gameId;
      yellow = new Watcher(url);
      blue = new Watcher(url);
      await yellow.client.join(gameId, m.seats.yellow);
      await blue.client.join(gameId, m.seats.blue);
      await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng(`reconnect ${attempt}`), {
        prefer: ['attack', 'combat', 'starters', 'token', 'card', 'place'],
        until: (u) => u.view.phase === 'combat' && u.view.toMove.length === 2,
        maxActions: 3000,
      });
      if (yellow.latest!.view.phase === 'combat' || attempt === 5) break;
      yellow.close();
      blue.close();
    }
    try {
      const u = yellow.latest!;
      expect(u.view.phase).toBe('combat');
      const missedFrom = blue.latest!.version;

      // Blue's connection drops; yellow commits its card meanwhile.
      const links: boolean[] = [];
      blue.client.onConnection((up) => links.push(up));
      blue.client.socket.disconnect();
      const card = await yellow.client.legal(gameId, { type: 'combat' });
      expect(card.ok).toBe(true);
      const r = await yellow.client.act(
        gameId,
        u.version,
        card.ok ? card.actions[0]! : ({ type: 'end' } as Action),
      );
      expect(r.ok).toBe(true);
      expect(blue.latest!.version).toBe(missedFrom);

      // Back online: the client rejoins with its last version and gets what it missed.
      const framesBefore = blue.frames.length;
      blue.client.socket.connect();
      await blue.waitFor(missedFrom + 1);
      expect(links).toEqual([false, true]);
      const rejoin = blue.frames.slice(framesBefore).find((f) => f.name === 'ack:join')!.payload as {
        events: Record<string, unknown>[] | null;
        version: number;
      };
      expect(rejoin.version).toBe(missedFrom + 1);
      expect(rejoin.events).toContainEqual({ type: 'card-chosen', seat: 'yellow' });
      const latest = blue.latest!;
      if (latest.kind !== 'prison') throw new Error('a Prison game');
      const v = latest.view;
      expect(v.combat!.chosen).toEqual([true, false]);
      expect(v.combat!.myCard).toBeNull();

      // Blue finishes the combat; both see the same version.
      const mine = await blue.client.legal(gameId, { type: 'combat' });
      const done = await blue.client.act(
        gameId,
        blue.latest!.version,
        mine.ok ? mine.actions[0]! : ({ type: 'end' } as Action),
      );
      expect(done.ok).toBe(true);
      await yellow.waitFor(done.ok ? done.version : 0);
      expect(yellow.latest!.view.phase).not.toBe('combat');

      const states = statesOf(await liveRecord(gameId));
      expect(auditFrames(blue.frames, 1, states)).toEqual([]);
      expect(auditFrames(yellow.frames, 0, states)).toEqual([]);
    } finally {
      yellow.close();
      blue.close();
    }
  });

  it('a client far behind gets a fresh view instead of events', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
    const w = new Watcher(url);
    try {
      const r = await w.client.join(gameId, seats.yellow, 0);
      expect(r.ok && r.events).toEqual([]);
      const fresh = await w.client.join(gameId, seats.yellow);
      expect(fresh.ok && fresh.events).toBeNull();
    } finally {
      w.close();
    }
  });

  it('a client that missed a frame catches up from the database when the next one skips a version', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1' });
    const yellow = new Watcher(url);
    const blue = new Watcher(url);
    try {
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      const rng = new Rng('gap');
      await playRandomly(gameId, { yellow, blue }, [yellow, blue], rng, { maxActions: 4 });
      const at = blue.latest!.version;
      // The next frame for blue is lost on its way (as a frame published during a Redis outage).
      const blueSocket = [...server.io.sockets.adapter.rooms.get(roomOf(gameId, 1))!][0]!;
      const conn = server.io.sockets.sockets.get(blueSocket)!.conn;
      const write = conn.write.bind(conn);
      let drop = 1;
      conn.write = ((data: string, ...rest: []) =>
        String(data).startsWith('2["update"') && drop-- > 0
          ? conn
          : write(data, ...rest)) as typeof conn.write;
      await playRandomly(gameId, { yellow, blue }, [yellow], rng, { maxActions: 1 });
      conn.write = write;
      expect(blue.latest!.version).toBe(at);
      // Yellow's next action (a draw offer, allowed at any time) reaches blue with a gap before it.
      const offer = await yellow.client.act(gameId, at + 1, { type: 'offer-draw', seat: 'yellow' });
      expect(offer.ok).toBe(true);
      await blue.waitFor(at + 2);
      expect(blue.client.resyncs).toBe(1);
      expect(blue.latest!.version).toBe(at + 2);
      const fresh = new Watcher(url);
      const now = await fresh.client.join(gameId, seats.blue);
      fresh.close();
      expect(now.ok && JSON.stringify(now.view)).toBe(JSON.stringify(blue.latest!.view));
      // Nothing was shown twice or skipped: the events blue got cover every version once.
      const updates = blue.frames
        .filter((f) => f.name === 'update')
        .map((f) => f.payload as { from: number; version: number });
      expect(updates.every((u) => u.version >= u.from)).toBe(true);
    } finally {
      yellow.close();
      blue.close();
    }
  });
});

describe('requests around a server restart', () => {
  it('requests sent while the server comes back wait for the rejoin instead of getting UNAUTHORIZED', async () => {
    const dir = tempDir('race');
    const child = new ChildServer({ DATABASE_URL: `sqlite:${join(dir, 'dt.sqlite')}` });
    // The client keeps one address across the restart (see forwarder.ts).
    const front = await forwarder();
    let w: Watcher | null = null;
    try {
      front.target = await child.start();
      const { gameId, seats } = await newMatch(front.url, { scenario: 'tutorial-1' });
      w = new Watcher(front.url);
      await w.client.join(gameId, seats.yellow);
      const lost = new Promise<void>((resolve) => w!.client.onConnection((up) => !up && resolve()));
      front.target = null;
      await child.kill();
      // Once the client knows its connection is gone, its requests wait for the rejoin.
      await lost;
      const asked = Array.from({ length: 25 }, () => w!.client.legal(gameId, { type: 'starters' }));
      front.target = await child.start();
      const answers = await Promise.all(asked);
      expect(answers.map((a) => (a.ok ? 'OK' : a.error.code))).toEqual(Array(25).fill('OK'));
    } finally {
      w?.close();
      await child.kill();
      await front.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
