// Online play in real Chromium through the real server: two people in two browsers (separate
// contexts: separate storage, as two machines), an invitation link, a spectator, tutorial 1
// played across a server crash and restart, and the result on all three screens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clockSeconds, guest, POLL, shot, startApp, type App } from './browser.ts';
import { playByClicks } from './clicker.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

describe('online play in the browser', () => {
  it('two browsers play tutorial 1 through the server while a third watches; a server restart loses nothing', async () => {
    const [ca, cb, cs] = await Promise.all([app.context(), app.context(), app.context()]);
    const errors: string[] = [];
    const alice = await guest(app, ca, 'Alice');
    alice.on('pageerror', (e) => errors.push(e.message));
    await alice.getByTestId('me').waitFor();
    await alice.selectOption('select[name=scenario]', 'tutorial-1');
    await alice.selectOption('select[name=online-seat]', 'yellow');
    await alice.getByRole('button', { name: 'Create the game' }).click();
    await alice.getByTestId('waiting').waitFor();
    const invite = await alice.getByTestId('invite').inputValue();
    expect(invite).toMatch(/#\/join\//);

    const bob = await guest(app, cb, 'Bob', invite.slice(invite.indexOf('#')));
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
    await alice.getByTestId('reconnecting').waitFor({ state: 'detached' });
    await Promise.all([play(alice, 3, 6), play(bob, 4, 6)]);
    if (!(await alice.getByTestId('result').isVisible())) {
      await alice.getByRole('button', { name: 'Resign' }).click();
      await alice.getByRole('button', { name: 'Yes, resign' }).click();
    }

    for (const page of [alice, bob, spectator]) await page.getByTestId('result').waitFor();
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
  });

  it('shows who plays and the running clock; a reload and a spectator joining late get the whole log', async () => {
    const [ca, cb, cs, cl] = await Promise.all([1, 2, 3, 4].map(() => app.context()));
    const errors: string[] = [];
    const alice = await guest(app, ca!, 'Alice', '#/online', {}, { clock: true });
    alice.on('pageerror', (e) => errors.push(e.message));
    await alice.getByTestId('me').waitFor();
    await alice.selectOption('select[name=scenario]', 'tutorial-1');
    await alice.selectOption('select[name=online-seat]', 'yellow');
    await alice.check('input[name=timer]');
    await alice.getByRole('button', { name: 'Create the game' }).click();
    const invite = await alice.getByTestId('invite').inputValue();
    const bob = await guest(app, cb!, 'Bob', invite.slice(invite.indexOf('#')));
    bob.on('pageerror', (e) => errors.push(e.message));
    await bob.locator('.game').waitFor();
    const gameId = /#\/g\/([\w-]+)/.exec(bob.url())![1]!;
    const early = await cs!.newPage();
    await early.goto(`${app.url}#/g/${gameId}`);
    await early.locator('.game[data-viewer=spectator]').waitFor();

    const play = (page: Page, seed: number) =>
      playByClicks(page, { seed, maxClicks: 2000, until: (o) => o.turn >= 3 });
    await Promise.all([play(alice, 11), play(bob, 12)]);

    // Names on both sides, and the clock of the seat to move, counting down.
    for (const page of [alice, bob, early]) {
      expect(await page.locator('[data-testid=players] li[data-seat=yellow]').textContent()).toMatch(
        /^YellowAlice(\d:\d\d)?$/,
      );
      expect(await page.locator('[data-testid=players] li[data-seat=blue]').textContent()).toMatch(
        /^BlueBob(\d:\d\d)?$/,
      );
    }
    const clock = alice.getByRole('timer');
    const first = await clock.textContent();
    expect(first).toMatch(/^([01]:[0-5]\d|2:00)$/);
    // Two seconds later by the page's clock, it shows less time.
    await alice.clock.runFor(2_000);
    await expect
      .poll(async () => clockSeconds((await clock.textContent())!), POLL)
      .toBeLessThanOrEqual(clockSeconds(first!) - 2);
    await shot(alice, 'online-players-clock');

    // Bob reloads: the log comes back whole; a spectator arriving now reads what the first one read.
    const bobLog = await bob.getByTestId('log').textContent();
    expect(bobLog!.length).toBeGreaterThan(100);
    await bob.reload();
    await bob.locator('.game').waitFor();
    await expect.poll(() => bob.getByTestId('log').textContent(), POLL).toBe(bobLog);
    const late = await cl!.newPage();
    await late.goto(`${app.url}#/g/${gameId}`);
    await late.locator('.game[data-viewer=spectator]').waitFor();
    await expect
      .poll(() => late.getByTestId('log').textContent(), POLL)
      .toBe(await early.getByTestId('log').textContent());
    await shot(late, 'online-late-spectator');
    expect(errors).toEqual([]);
    await Promise.all([ca!.close(), cb!.close(), cs!.close(), cl!.close()]);
  });
});
