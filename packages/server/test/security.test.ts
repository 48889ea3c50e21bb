// What the server believes and tells, tried from outside. Behind a real reverse proxy (a
// proxy process in front, clients on different loopback addresses) the rate limits and the
// socket cap count each client, but only when that proxy is the configured trusted one, and
// a client cannot forge X-Forwarded-For around it. Every answer carries the security
// headers, HSTS only over TLS; sockets open only from our own or configured origins;
// overlong ids get our own error body; and every request is in the access log. The rate
// limits run on a ManualClock: no time passes between requests, so the counts are exact.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { ChildServer, ManualClock, PATIENCE_MS, startLocal } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function local(opts: Parameters<typeof startLocal>[0]): Promise<string> {
  const { server, url } = await startLocal(opts);
  cleanups.push(() => (server as DtServer).close());
  return url;
}

/** A proxy process in front of `target`; resolves to its address. */
async function proxy(target: string): Promise<string> {
  const proc: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('./fixtures/proxy.mjs', import.meta.url))],
    {
      env: { ...process.env, TARGET: target },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(() => void proc.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    proc.once('exit', (code) => reject(new Error(`proxy exited (${code}): ${out}`)));
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /proxy at (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
  });
}

/** A GET from a chosen local address (loopback has many), with optional headers. */
function get(
  url: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress: from, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function statuses(
  url: string,
  from: string,
  n: number,
  headers: Record<string, string> = {},
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await get(`${url}/api/health`, from, headers)).status);
  return out;
}

/** Whether a socket from `from` (with an Origin header, as browsers send) gets connected. */
function connects(url: string, opts: { from?: string; origin?: string } = {}): Promise<boolean> {
  const s = io(url, {
    transports: ['websocket'],
    reconnection: false,
    // A refused socket fails at once; this only bounds a connection a busy machine is slow to make.
    timeout: PATIENCE_MS,
    ...(opts.from ? { localAddress: opts.from } : {}),
    ...(opts.origin ? { extraHeaders: { origin: opts.origin } } : {}),
  } as Parameters<typeof io>[1]);
  cleanups.push(() => void s.close());
  return new Promise((resolve) => {
    s.once('connect', () => resolve(true));
    s.once('connect_error', () => resolve(false));
  });
}

/** Ten requests from one client at 2 a second: the burst of three times the rate, then refusals. */
const BURST_THEN_429 = [...Array(6).fill(200), ...Array(4).fill(429)];

describe('behind a reverse proxy', () => {
  it('a trusted proxy: each client has its own rate limit, forged X-Forwarded-For is ignored, HSTS over TLS', async () => {
    const server = await local({ trustProxy: ['127.0.0.1'], rate: 2, clock: new ManualClock() });
    const front = await proxy(server);
    expect(await statuses(front, '127.0.0.2', 10)).toEqual(BURST_THEN_429);
    expect((await get(`${front}/api/health`, '127.0.0.3')).status).toBe(200);
    // A client talking to the server directly cannot pretend to be someone else.
    const forged = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        get(`${server}/api/health`, '127.0.0.4', { 'x-forwarded-for': `10.0.0.${i}` }),
      ),
    );
    expect(forged.map((r) => r.status).sort()).toEqual(BURST_THEN_429);
    expect((await get(`${front}/api/health`, '127.0.0.5')).headers['strict-transport-security']).toMatch(
      /max-age=\d+/,
    );
    expect(
      (await get(`${server}/api/health`, '127.0.0.6')).headers['strict-transport-security'],
    ).toBeUndefined();
  });

  it('without the setting, everyone behind the proxy shares one bucket (the documented default)', async () => {
    const server = await local({ rate: 2, clock: new ManualClock() });
    const front = await proxy(server);
    expect(await statuses(front, '127.0.0.2', 10)).toEqual(BURST_THEN_429);
    expect((await get(`${front}/api/health`, '127.0.0.3')).status).toBe(429);
  });

  it('sockets per address are capped, counted per client behind the trusted proxy', async () => {
    const server = await local({ trustProxy: ['127.0.0.1'], socketsPerAddress: 3 });
    const front = await proxy(server);
    const first = await Promise.all([1, 2, 3].map(() => connects(front, { from: '127.0.0.2' })));
    expect(first).toEqual([true, true, true]);
    expect(await connects(front, { from: '127.0.0.2' })).toBe(false);
    expect(await connects(front, { from: '127.0.0.3' })).toBe(true);
  });
});

describe('headers, origins, ids and the access log', () => {
  it('security headers on API answers and pages', async () => {
    const url = await local({});
    for (const path of ['/api/health', '/api/nothing']) {
      const r = await get(url + path, '127.0.0.1');
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sockets open from our own origin and the configured ones only', async () => {
    const url = await local({ origins: ['http://friend.example'] });
    expect(await connects(url)).toBe(true); // not a browser: no Origin
    expect(await connects(url, { origin: url })).toBe(true);
    expect(await connects(url, { origin: 'http://friend.example' })).toBe(true);
    expect(await connects(url, { origin: 'http://evil.example' })).toBe(false);
  });

  it('ids of any length get our error body, never the URL echoed back', async () => {
    const url = await local({});
    const long = 'a'.repeat(150);
    for (const path of [`/api/games/${long}`, `/api/games/${long}/record`, `/api/games/${long}/replay/1`]) {
      const r = await get(url + path, '127.0.0.1');
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body)).toEqual({ error: { code: 'NOT_FOUND', message: 'no such game or user' } });
    }
  });

  it('every request is in the access log (pino, one JSON line each)', async () => {
    const child = new ChildServer({ DATABASE_URL: 'sqlite::memory:' });
    cleanups.push(() => child.kill());
    const url = await child.start();
    await get(`${url}/api/health`, '127.0.0.1');
    // The line of the answer, written once the request is done.
    await child.printed(/"res":\{"statusCode":200\}.*"responseTime"/);
    const lines = child.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) =>
          JSON.parse(l) as { res?: { statusCode: number }; req?: { url: string }; responseTime?: number },
      );
    expect(lines.some((l) => l.req?.url === '/api/health')).toBe(true);
    expect(lines.some((l) => l.res?.statusCode === 200 && typeof l.responseTime === 'number')).toBe(true);
  });
});
