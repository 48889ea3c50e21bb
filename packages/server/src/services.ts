// Throw-away PostgreSQL and Redis servers from their Debian packages, for the tests and the
// load benchmark. PostgreSQL refuses to run as root, so the cluster belongs to the postgres
// user and lives in a temp dir it owns; both are started on free ports and stopped by kill.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), `dt-${prefix}-`));

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

/** The newest installed PostgreSQL's bin folder (Debian installs each major under /usr/lib/postgresql). */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0]!, 'bin');
}

/** A throw-away PostgreSQL cluster owned by the postgres user; returns its URL and a stop. */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const dir = tempDir('pg');
  // PostgreSQL refuses to run as root: then the cluster belongs to the postgres user.
  const root = process.getuid?.() === 0;
  if (root) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const bin = pgBin();
  const data = join(dir, 'data');
  const port = await freePort();
  const asPg = (cmd: string, args: string[]): void => {
    if (root) execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  };
  asPg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPg('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function startRedis(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error(`redis did not start: ${out}`)), 10_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(t);
        resolve();
      }
    });
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => proc.kill('SIGKILL') };
}

const uidOf = (user: string): number => Number(execFileSync('id', ['-u', user]).toString().trim());
const gidOf = (user: string): number => Number(execFileSync('id', ['-g', user]).toString().trim());
