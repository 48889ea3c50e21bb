// The 2004 "Classic" set online in real headless Chromium: created in the lobby with its victory
// points, joined by invitation, and played between two browsers (separate contexts, as two
// machines) through the real server, each person clicking only what their own page offers,
// through the set-up and a turn each; then a resignation ends it with the same result on both
// pages. (A whole Classic game by clicks, to its end by victory points, is classic-e2e.test.ts's.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guest, shot, startApp, type App } from './browser.ts';
import { playByClicks } from './clicker.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

describe('the 2004 Classic set online', () => {
  it('two browsers set up a Classic game created in the lobby and play a turn each by clicks; a resignation ends it alike on both pages', async () => {
    const viewport = { width: 1366, height: 768 };
    const [ca, cb] = await Promise.all([app.context({ viewport }), app.context({ viewport })]);
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

    // Each plays its own seat by clicking and waits while the other decides: the starting
    // characters, the tokens, then a turn each (cards and actions), until the third turn.
    const logs = await Promise.all([
      playByClicks(alice, { seed: 1, maxClicks: 2000, until: (o) => o.turn >= 3 }),
      playByClicks(bob, { seed: 2, maxClicks: 2000, until: (o) => o.turn >= 3 }),
    ]);
    expect(logs.every((l) => l.seen.has('actions') && l.clicks > 10)).toBe(true);
    for (const [page, seat] of [
      [alice, 'yellow'],
      [bob, 'blue'],
    ] as const)
      expect(await page.locator('.game').getAttribute('data-viewer')).toBe(seat);
    await shot(alice, 'turn-3');

    await bob.getByRole('button', { name: 'Resign' }).click();
    await bob.getByRole('button', { name: 'Yes, resign' }).click();
    for (const page of [alice, bob]) await page.getByTestId('result').waitFor();
    await shot(alice, 'end');
    const result = (page: Page) => page.getByTestId('result').locator('p').allTextContents();
    const seen = await result(alice);
    expect(seen.join(' ')).toMatch(/Yellow wins/);
    expect(await result(bob)).toEqual(seen);
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close()]);
  });
});
