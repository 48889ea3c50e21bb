// Online play in real Chromium through the real server: two people in two browsers (separate
// contexts: separate storage, as two machines), an invitation link, a spectator, tutorial 1
// played across a server crash and restart, and the result on all three screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { playByClicks, shot, startApp, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(async () => app?.close());

async function guest(context: BrowserContext, name: string, path = '#/online'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(app.url + path);
  await page.fill('input[name=guest]', name);
  await page.getByRole('button', { name: path === '#/online' ? 'Play as a guest' : 'Join' }).click();
  return page;
}

describe('online play in the browser', () => {
  it('two browsers play tutorial 1 through the server while a third watches; a server restart loses nothing', async () => {
    const [ca, cb, cs] = await Promise.all([
      app.browser.newContext(),
      app.browser.newContext(),
      app.browser.newContext(),
    ]);
    const errors: string[] = [];
    const alice = await guest(ca, 'Alice');
    alice.on('pageerror', (e) => errors.push(e.message));
    await alice.getByTestId('me').waitFor();
    await alice.selectOption('select[name=scenario]', 'tutorial-1');
    await alice.selectOption('select[name=online-seat]', 'yellow');
    await alice.getByRole('button', { name: 'Create the game' }).click();
    await alice.getByTestId('waiting').waitFor();
    const invite = await alice.getByTestId('invite').inputValue();
    expect(invite).toMatch(/#\/join\//);

    const bob = await guest(cb, 'Bob', invite.slice(invite.indexOf('#')));
    bob.on('pageerror', (e) => errors.push(e.message));
    await bob.locator('.game').waitFor();
    expect(await bob.locator('.game').getAttribute('data-viewer')).toBe('blue');

    const gameId = /#\/g\/([\w-]+)/.exec(bob.url())![1]!;
    const spectator = await cs.newPage();
    await spectator.goto(`${app.url}#/g/${gameId}`);
    await spectator.locator('.game[data-viewer=spectator]').waitFor();

    // Both people play by clicking (each waits while the other decides) until turn 3, the server
    // crashes and comes back, they play on until turn 6 (or the end), and yellow resigns.
    const play = (page: Page, seed: number, turn: number) =>
      playByClicks(page, { seed, maxClicks: 2000, until: (o) => o.turn >= turn });
    await Promise.all([play(alice, 1, 3), play(bob, 2, 3)]);
    await shot(alice, 'online-before-restart');
    const before = await spectator.getByTestId('log').textContent();

    await app.restart();
    await alice.getByTestId('reconnecting').waitFor({ state: 'detached', timeout: 30_000 });
    await Promise.all([play(alice, 3, 6), play(bob, 4, 6)]);
    if (!(await alice.getByTestId('result').isVisible())) {
      alice.once('dialog', (d) => void d.accept());
      await alice.getByRole('button', { name: 'Resign' }).click();
    }

    for (const page of [alice, bob, spectator]) await page.getByTestId('result').waitFor({ timeout: 60_000 });
    await shot(spectator, 'online-spectator-end');
    // The spectator's account of the game before the crash is still there, continued.
    const after = await spectator.getByTestId('log').textContent();
    expect(before?.length).toBeGreaterThan(0);
    expect(after!.startsWith(before!)).toBe(true);
    expect(after!.length).toBeGreaterThan(before!.length);
    // The same result on every screen (players also get a rematch offer, spectators do not).
    const result = (page: Page) => page.getByTestId('result').locator('p').allTextContents();
    const winner = await result(spectator);
    expect(await result(alice)).toEqual(winner);
    expect(await result(bob)).toEqual(winner);
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close(), cs.close()]);
  }, 600_000);
});
