// End to end in real headless Chromium: the built client, played only through clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playByClicks, shot, startApp, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(async () => app?.close());

async function newGame(page: Page, options: { scenario: string; opponent: 'human' | 'bot'; seed: number }) {
  await page.goto(app.url);
  await page.selectOption('select[name=scenario]', options.scenario);
  await page.check(`input[name=opponent][value=${options.opponent}]`);
  await page.uncheck('input[name=guidance]');
  await page.fill('input[name=seed]', String(options.seed));
  await page.click('button[type=submit]');
}

describe('the browser client', () => {
  it('two people play tutorial 1 to its end on one device, through clicks only', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await newGame(page, { scenario: 'tutorial-1', opponent: 'human', seed: 11 });
    await page.getByTestId('handoff').waitFor();
    const log = await playByClicks(page, { seed: 1, maxClicks: 3000 });
    await shot(page, 'tutorial-1-end');
    expect(await page.getByTestId('result').isVisible()).toBe(true);
    expect(log.seen).toContain('place');
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
