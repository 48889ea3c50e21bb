// The client recovers from a server that dies in the middle of a handshake: the WebSocket
// upgrade succeeded, then the connection dropped before socket.io's handshake. socket.io-client
// notices such an attempt only when its connect timeout runs out, so that timeout is ours.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameClient } from '../src/client.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

/** A server that accepts every WebSocket upgrade and drops the connection before any handshake. */
async function dyingServer(): Promise<{ url: string; upgrades: () => number }> {
  let upgrades = 0;
  const server = createServer();
  server.on('upgrade', (req, socket) => {
    upgrades++;
    const accept = createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    setTimeout(() => socket.destroy(), 20);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, upgrades: () => upgrades };
}

describe('GameClient connection attempts', () => {
  it('gives up an attempt dropped before its handshake and tries again after its connect timeout', async () => {
    const server = await dyingServer();
    const client = new GameClient(server.url, { connectTimeoutMs: 300 });
    cleanups.push(() => client.socket.disconnect());
    // With socket.io's own 20 s timeout the second attempt would come only after 20 s.
    await vi.waitFor(() => expect(server.upgrades()).toBeGreaterThanOrEqual(3), {
      timeout: 10_000,
      interval: 50,
    });
    expect(client.socket.connected).toBe(false);
  });
});
