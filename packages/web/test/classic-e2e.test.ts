// The 2004 "Classic" set end to end in real headless Chromium: chosen on the home screen and
// played to its end in hot seat through clicks only; started against the computer, whose first
// moves arrive and which resumes after a reload; and created in the lobby and played to its end
// online between two browsers through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { guest, openPage, playByClicks, shot, startApp, startLocal, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
}, 300_000);
afterAll(async () => app?.close());

describe('the 2004 Classic set in the browser', () => {
  it('two people play a Classic game to its end on one device, through clicks only', async () => {
    const page = await openPage(app, { width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'classic', opponent: 'human', seed: 11 });
    await page.getByTestId('handoff').waitFor();
    let lastTurn = 0;
    const log = await playByClicks(page, {
      seed: 1,
      maxClicks: 8000,
      until: (o, l) => {
        if (o.turn >= lastTurn + 10) {
          lastTurn = o.turn;
          console.log(`turn ${o.turn}, ${l.clicks} clicks`);
        }
        return false;
      },
    });
    await shot(page, 'classic-end');
    expect(await page.getByTestId('result').isVisible()).toBe(true);
    expect(await page.getByTestId('result').innerText()).toMatch(/wins|draw/i);
    expect(log.seen).toContain('actions');
    expect(errors).toEqual([]);
    await page.close();
  }, 1_200_000);

  it('a Classic game against the computer starts, the computer moves, and the game resumes after a reload', async () => {
    const page = await openPage(app, { width: 1024, height: 700 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'classic', opponent: 'bot', level: 1, seed: 4 });
    // Play until the computer has taken a turn of its own (its card shows in the log).
    await playByClicks(page, {
      seed: 2,
      maxClicks: 400,
      until: async (o) => o.phase === 'actions' && o.turn >= 2,
    });
    await shot(page, 'classic-vs-computer');
    const turn = Number(await page.locator('.game').getAttribute('data-turn'));
    expect(turn).toBeGreaterThanOrEqual(2);
    await page.reload();
    await page.locator('.game').waitFor();
    expect(Number(await page.locator('.game').getAttribute('data-turn'))).toBe(turn);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

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
