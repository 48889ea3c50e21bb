// A fixed address in front of a server that restarts on a new port. A client reconnecting
// after a restart needs the server back at the same address; a child server asked to listen
// again on its old port may find it taken by then (every test file beside us asks for free
// ports), so the test process holds the address itself and forwards each TCP connection to
// wherever the server is now. While the server is down, connections are refused, as they
// would be on the server's own port.
import { connect, createServer, type Socket } from 'node:net';

export interface Forwarder {
  /** The address clients use: `http://127.0.0.1:<port>`. */
  url: string;
  /** Where connections go now (a server's URL), or null while it is down. */
  target: string | null;
  close(): Promise<void>;
}

export async function forwarder(): Promise<Forwarder> {
  const open = new Set<Socket>();
  const f: Forwarder = { url: '', target: null, close: async () => undefined };
  const server = createServer((client) => {
    if (!f.target) return void client.destroy();
    const to = new URL(f.target);
    const upstream = connect(Number(to.port), to.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.once('close', () => open.delete(s));
    }
    // Either end closing or failing closes the other, as a dead server drops its connections.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const a = server.address();
  f.url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  f.close = () =>
    new Promise((resolve) => {
      for (const s of open) s.destroy();
      server.close(() => resolve());
    });
  return f;
}
