// The built web client is served at / when packages/web/dist exists: files as they are,
// any other non-API path falls back to index.html (client-side routes such as a game link),
// while unknown /api paths stay JSON errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocal, tempDir } from './helpers.ts';
import type { DtServer } from '../src/app.ts';

const web = tempDir('web');
let server: DtServer;
let url: string;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dungeon Twister</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log("dt")');
  ({ server, url } = await startLocal({ webRoot: web }));
});
afterAll(async () => {
  await server.close();
  rmSync(web, { recursive: true, force: true });
});

describe('serving the web client', () => {
  it('serves index.html at / and for client-side routes, files as they are, JSON errors under /api', async () => {
    const root = await fetch(`${url}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<title>Dungeon Twister</title>');
    const route = await fetch(`${url}/game/abc123?seat=yellow`);
    expect(await route.text()).toContain('<title>Dungeon Twister</title>');
    const asset = await fetch(`${url}/assets/app.js`);
    expect(await asset.text()).toBe('console.log("dt")');
    const api = await fetch(`${url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no such game or user' } });
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: true });
  });
});
