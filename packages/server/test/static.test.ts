// The built web client is served at / when packages/web/dist exists: files as they are,
// any other non-API path falls back to index.html (client-side routes such as a game link),
// while unknown /api paths stay JSON errors. Text files go out compressed (brotli or gzip,
// as the browser accepts, compressed once ahead of time), hashed assets are cached for a
// year as immutable, and index.html is revalidated on every visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startLocal, tempDir } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const web = tempDir('web');
const bundle = `console.log("dt");\n${'export const board = [1, 2, 3, 4, 5, 6, 7, 8];\n'.repeat(400)}`;
let server: DtServer;
let url: string;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dungeon Twister</title>');
  writeFileSync(join(web, 'assets', 'index-CfrNLlEk.js'), bundle);
  ({ server, url } = await startLocal({ webRoot: web }));
  await server.precompressed();
});
afterAll(async () => {
  await server.close();
  rmSync(web, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress by itself and hide what was sent). */
function raw(
  path: string,
  encoding?: string,
  accept?: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  const headers: Record<string, string> = {};
  if (encoding) headers['accept-encoding'] = encoding;
  if (accept) headers.accept = accept;
  return new Promise((resolve, reject) => {
    const req = request(url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving the web client', () => {
  it('serves index.html at / and for client-side routes, files as they are, JSON errors under /api', async () => {
    const root = await fetch(`${url}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<title>Dungeon Twister</title>');
    // A browser navigating to a client-side route asks for a page, and gets it.
    const route = await fetch(`${url}/game/abc123?seat=yellow`, { headers: { accept: 'text/html' } });
    expect(await route.text()).toContain('<title>Dungeon Twister</title>');
    const asset = await fetch(`${url}/assets/index-CfrNLlEk.js`);
    expect(await asset.text()).toBe(bundle);
    const api = await fetch(`${url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no such game or user' } });
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: true });
  });

  it('a probe never gets the page: liveness, readiness and metrics at their own paths, anything else NOT_FOUND', async () => {
    for (const path of ['/api/live', '/healthz', '/api/ready', '/readyz'])
      expect(await (await fetch(url + path)).json()).toEqual({ ok: true });
    const metrics = await fetch(`${url}/metrics`);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await metrics.text()).toMatch(/^# TYPE dt_database_up gauge$/m);
    const probe = await fetch(`${url}/status`);
    expect([probe.status, await probe.json()]).toEqual([
      404,
      { error: { code: 'NOT_FOUND', message: 'no such game or user' } },
    ]);
  });

  it('sends assets compressed as the browser accepts, from files compressed once ahead of time', async () => {
    expect(existsSync(join(web, 'assets', 'index-CfrNLlEk.js.br'))).toBe(true);
    const br = await raw('/assets/index-CfrNLlEk.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);
    expect(br.body.length).toBeLessThan(bundle.length / 10);
    const gz = await raw('/assets/index-CfrNLlEk.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bundle);
    const plain = await raw('/assets/index-CfrNLlEk.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html', async () => {
    expect((await raw('/assets/index-CfrNLlEk.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await raw('/')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/game/abc123', undefined, 'text/html')).headers['cache-control']).toBe('no-cache');
  });
});
