// The 2004 "Classic" set online in real headless Chromium: created in the lobby and played to its
// end between two browsers (separate contexts, as two machines) through the real server, each
// person clicking only what their own page offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guest, playByClicks, shot, startApp, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
}, 300_000);
afterAll(async () => app?.close());

describe('the 2004 Classic set online', () => {
  it('two browsers play a Classic game created in the lobby to its end through the server, through clicks only', async () => {
    const viewport = { width: 1366, height: 768 };
    const [ca, cb] = await Promise.all([
      app.browser.newContext({ viewport }),
      app.browser.newContext({ viewport }),
    ]);
    const errors: string[] = [];
    const alice = await guest(app, ca, 'Alice');
    alice.on('pageerror', (e) => errors.push(e.message));
    await alice.getByTestId('me').waitFor();
    await alice.selectOption('select[name=game]', 'classic');
    await alice.selectOption('select[name=vp]', '5');
    await alice.selectOption('select[name=online-seat]', 'yellow');
    await alice.getByRole('button', { name: 'Create the game' }).click();
    await alice.getByTestId('waiting').waitFor();
    const invite = await alice.getByTestId('invite').inputValue();
    const bob = await guest(app, cb, 'Bob', invite.slice(invite.indexOf('#')));
    bob.on('pageerror', (e) => errors.push(e.message));
    await bob.locator('.game[data-viewer=blue]').waitFor();
    await alice.locator('.game[data-viewer=yellow]').waitFor();

    // Each plays its own seat by clicking and waits while the other decides, until the end.
    const logs = await Promise.all([
      playByClicks(alice, { seed: 1, maxClicks: 8000 }),
      playByClicks(bob, { seed: 2, maxClicks: 8000 }),
    ]);
    for (const page of [alice, bob]) await page.getByTestId('result').waitFor({ timeout: 30_000 });
    await shot(alice, 'classic-online-end');
    const result = (page: Page) => page.getByTestId('result').locator('p').allTextContents();
    const seen = await result(alice);
    expect(seen.join(' ')).toMatch(/wins|draw/i);
    expect(await result(bob)).toEqual(seen);
    expect(logs.every((l) => l.seen.has('actions') && l.clicks > 20)).toBe(true);
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close()]);
  }, 1_200_000);
});
