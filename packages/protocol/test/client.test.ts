// The client recovers from a server that dies in the middle of a handshake: the WebSocket
// upgrade succeeded, then the connection dropped before socket.io's handshake. socket.io-client
// notices such an attempt only when its connect timeout runs out, so that timeout is ours.
// The client's timers are vitest's fake ones (socket.io-client takes the global setTimeout
// when it is made), moved by the test: the attempts follow the client's clock, not the
// machine's speed, while the connections themselves are real.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameClient } from '../src/client.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
  vi.useRealTimers();
});

/** A server that accepts every WebSocket upgrade and drops the connection before any handshake. */
async function dyingServer(): Promise<{
  url: string;
  upgrades: () => number;
  upgraded: (n: number) => Promise<void>;
}> {
  let upgrades = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  const server = createServer();
  server.on('upgrade', (req, socket) => {
    upgrades++;
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    // The client may reset the connection first: that is no failure of this test.
    socket.on('error', () => undefined);
    // The upgrade's answer goes out, then the connection closes before any socket.io packet.
    socket.end(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    for (const w of waiting.filter((x) => upgrades >= x.n)) w.resolve();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => server.close());
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upgrades: () => upgrades,
    upgraded: (n) =>
      upgrades >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve })),
  };
}

/** socket.io-client's longest wait between two attempts with the GameClient's settings (its backoff's cap). */
const MAX_RECONNECT_DELAY_MS = 2000;

describe('GameClient connection attempts', () => {
  it('gives up an attempt dropped before its handshake and tries again after its connect timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = await dyingServer();
    const client = new GameClient(server.url, { connectTimeoutMs: 300 });
    cleanups.push(() => client.socket.disconnect());
    // With socket.io's own 20 s timeout the second attempt would come only after 20 s.
    for (let attempt = 1; attempt <= 3; attempt++) {
      await server.upgraded(attempt);
      await vi.advanceTimersByTimeAsync(300 + MAX_RECONNECT_DELAY_MS);
    }
    await server.upgraded(4);
    expect(client.socket.connected).toBe(false);
  });
});
