// The home screen's first load (issue 38, "Measured"): at most 120 KB of JavaScript, gzip
// level 9, before the home can be used; the engines, zod, the tables, the card game, online
// play, replays and missions load when they are opened. Measured on a production build of its
// own (the browser tests' build is a development one, React's checks included), by the same
// code as `node packages/web/scripts/first-load.mjs --browser`: what Chromium requests until
// the Start button shows and the network is quiet, and every module the page's entry imports.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFiles, launchChromium, sized, staticFiles, totalKb } from '../scripts/first-load.mjs';
import { serveDist } from '../scripts/serve-dist.mjs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 120;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dt-first-load-'));
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development files.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: dist, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the home screen's first load", () => {
  it(`is ${BUDGET_KB} KB of JavaScript at most, every file the page requests before it is usable counted`, async () => {
    const browser = await launchChromium();
    try {
      const requested = await browserFiles(dist, browser);
      // Every module the entry imports is among the requests (the static count hides nothing).
      expect(requested).toEqual(expect.arrayContaining(staticFiles(dist)));
      const kb = totalKb(sized(dist, requested));
      expect(kb).toBeGreaterThan(0);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    } finally {
      await browser.close();
    }
  });

  it("fetches a board game's code ahead once the player points at the new-game form, before Start", async () => {
    const browser = await launchChromium();
    const server = await serveDist(dist);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.url);
      const start = page.locator('form[aria-label="New game"] button[type=submit]');
      await start.waitFor();
      await page.waitForLoadState('networkidle');
      const ahead = page.waitForRequest((r) => /\/assets\/board-engine-[\w-]+\.js$/.test(r.url()));
      await page.locator('form[aria-label="New game"] legend').first().hover();
      await ahead;
      expect(await page.locator('.game').count()).toBe(0);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});
