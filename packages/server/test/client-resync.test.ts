// The game client catches up after missed frames even when the server cannot answer at first
// (its database away: UNAVAILABLE), asking again after a pause instead of giving up; no later
// frame may ever come to prompt it, since the game may be waiting on that very player (the
// fault test's hang: a seat one version behind for ever after a database outage). Frames that
// arrive while a join is refused are kept. A bare socket.io server stands in for ours, and the
// client's pauses follow vitest's clock, not the machine's.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server } from 'socket.io';
import { GameClient } from '@dt/protocol/client';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  vi.useRealTimers();
});

const frame = (version: number, from: number) => ({
  kind: 'prison',
  gameId: 'g1',
  version,
  from,
  viewer: 'yellow',
  events: [],
  view: { at: version },
  summary: {},
});

/** A server whose joins with `since` are refused `refusals` times with UNAVAILABLE, then answered. */
async function flakyServer(refusals: number) {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  let version = 1;
  const joins: (number | undefined)[] = [];
  io.on('connection', (socket) => {
    socket.on('join', (m: { since?: number }, ack: (r: unknown) => void) => {
      joins.push(m.since);
      if (m.since !== undefined && refusals-- > 0)
        return ack({ ok: false, error: { code: 'UNAVAILABLE', message: 'database away' } });
      ack({
        ...frame(version, m.since ?? version),
        events: m.since === undefined ? null : [],
        ok: true,
        chat: [],
      });
    });
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  cleanups.push(() => void io.close());
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    joins,
    /** The game moves on by two versions, and only the second one's frame reaches the client. */
    moveOnUnseen: () => {
      version += 2;
      io.emit('update', frame(version, version - 1));
    },
  };
}

describe('GameClient resynchronisation', () => {
  it('asks again for missed frames while the server answers UNAVAILABLE, and catches up once it can', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = await flakyServer(3);
    const client = new GameClient(server.url, { reconnect: false });
    cleanups.push(() => client.close());
    const seen: number[] = [];
    client.onUpdate((u) => seen.push(u.version));
    expect((await client.join('g1', 'token')).ok).toBe(true);
    server.moveOnUnseen();
    // Each refused join waits a pause (250 ms, doubling) before the next: move the clock on.
    for (let i = 0; i < 100 && client.version('g1') < 3; i++) await vi.advanceTimersByTimeAsync(250);
    expect(client.version('g1')).toBe(3);
    expect(seen).toEqual([1, 3]);
    // The first join, three refused catch-ups from version 1, then the one answered.
    expect(server.joins).toEqual([undefined, 1, 1, 1, 1]);
  });
});
