// The socket.io server: only our own page's origin and the configured ones, a cap on sockets
// per client address (counted when a socket opens, so a burst of connections cannot slip
// past it), and no new socket while the process drains.
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { clientAddress, originAllowed, type TrustFn } from './security.ts';

export interface SocketOptions {
  origins: string[];
  socketsPerAddress: number;
  trust: TrustFn;
  /** True while the process drains: new sockets go to another process. */
  draining(): boolean;
}

export function createSockets(server: HttpServer, o: SocketOptions): Server {
  const perAddress = new Map<string, number>();
  const io = new Server(server, {
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
    // Legal-action lists of the stand-alone game reach a hundred KB of JSON, compressed a tenth
    // of that (at deflate's fastest level: a list costs about a millisecond to compress);
    // frames of a few KB at every action cost more to compress than they save. (ws honours the
    // threshold only without context takeover.)
    perMessageDeflate: {
      threshold: 32 * 1024,
      serverNoContextTakeover: true,
      clientNoContextTakeover: true,
      zlibDeflateOptions: { level: 1 },
    },
    serveClient: false,
    cors: { origin: o.origins },
    allowRequest: (req, done) => {
      if (o.draining()) return done('draining', false);
      if (!originAllowed(req, o.origins)) return done('origin not allowed', false);
      const count = perAddress.get(clientAddress(req, o.trust)) ?? 0;
      done(count >= o.socketsPerAddress ? 'too many connections' : null, count < o.socketsPerAddress);
    },
  });
  io.on('connection', (socket) => {
    const ip = clientAddress(socket.request, o.trust);
    const count = (perAddress.get(ip) ?? 0) + 1;
    perAddress.set(ip, count);
    socket.once('disconnect', () => {
      const left = (perAddress.get(ip) ?? 1) - 1;
      if (left > 0) perAddress.set(ip, left);
      else perAddress.delete(ip);
    });
    if (count > o.socketsPerAddress) socket.disconnect(true);
  });
  return io;
}
