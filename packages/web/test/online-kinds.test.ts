// The other games of the family online, in real Chromium through the real server: a card game
// created from the lobby's game choice and played between two browsers (separate contexts, as
// two machines) on the card game's table, each page holding its seat's view only, until it
// ends; and a Classic game created from the lobby that both seats reach. Prison's own online
// test is online.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@dt/cardgame';
import type { BrowserContext, Page } from 'playwright-core';
import { shot, startApp, type App } from './browser.ts';
import { pickAction, rng } from './card-policy.ts';

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

/** Creates a game from the lobby's form and returns the invitation's path for the second player. */
async function create(page: Page, choose: (p: Page) => Promise<void>): Promise<string> {
  await page.getByTestId('me').waitFor();
  await choose(page);
  await page.selectOption('select[name=online-seat]', 'yellow');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await page.getByTestId('waiting').waitFor();
  const invite = await page.getByTestId('invite').inputValue();
  return invite.slice(invite.indexOf('#'));
}

type Seen = {
  result: boolean;
  viewer: string;
  version: number;
  rows: number;
  choices: { a: Action; s: string | null; t: string | null }[];
};

function read(): Seen {
  const table = document.querySelector('[data-testid=card-table]');
  return {
    result: !!document.querySelector('[data-testid=card-result]'),
    viewer: table?.getAttribute('data-viewer') ?? '',
    version: Number(table?.getAttribute('data-version') ?? -1),
    rows: Number(table?.getAttribute('data-rows') ?? 0),
    choices: JSON.parse(table?.getAttribute('data-choices') ?? '[]') as Seen['choices'],
  };
}

/**
 * Plays this seat by clicking, as a person would (the card, then its target, or the panel's
 * button), whenever it has choices; the other browser plays the other seat meanwhile.
 * Stops when the shared budget of actions is spent; returns how many this seat made.
 */
async function playOnline(page: Page, seed: number, budget: { left: number }): Promise<number> {
  const random = rng(seed);
  let actions = 0;
  const moved = (version: number) =>
    page
      .waitForFunction(
        (v) => Number(document.querySelector('[data-testid=card-table]')?.getAttribute('data-version')) !== v,
        version,
        { timeout: 500 },
      )
      .then(
        () => true,
        () => false,
      );
  while (budget.left > 0) {
    const s = await page.evaluate(read);
    if (s.result) return actions;
    if (!s.choices.length) {
      await page.waitForTimeout(50);
      continue;
    }
    const i = pickAction(
      s.choices.map((c) => c.a),
      { viewer: s.viewer, rows: s.rows, movingPlace: null },
      random,
      0.3,
    );
    const c = s.choices[i]!;
    const button = page.locator(`[data-testid=card-panel] [data-choice="${i}"]`).first();
    if (c.s) await page.locator(`[data-ref="${c.s}"]`).first().click();
    if (!(await moved(s.version))) {
      if (c.t) {
        await page.locator(`[data-ref="${c.t}"]`).first().click();
        if (!(await moved(s.version)) && (await button.count())) await button.click();
      } else await button.click();
    }
    actions++;
    budget.left--;
    await page.waitForFunction(
      (v) => {
        const t = document.querySelector('[data-testid=card-table]');
        return (
          !t ||
          Number(t.getAttribute('data-version')) !== v ||
          !!document.querySelector('[data-testid=card-result]')
        );
      },
      s.version,
      { timeout: 10_000 },
    );
  }
  return actions;
}

describe('the other games online in the browser', () => {
  it('two browsers play a card game tutorial on the card game table through the server, to its end', async () => {
    const [ca, cb] = await Promise.all([app.browser.newContext(), app.browser.newContext()]);
    const errors: string[] = [];
    const alice = await guest(ca, 'Alice');
    alice.on('pageerror', (e) => errors.push(e.message));
    const invite = await create(alice, async (p) => {
      await p.selectOption('select[name=game]', 'cardgame');
      await p.selectOption('select[name=card-scenario]', 'tutorial-1');
    });
    const bob = await guest(cb, 'Bob', invite);
    bob.on('pageerror', (e) => errors.push(e.message));
    for (const [page, seat] of [
      [alice, 'yellow'],
      [bob, 'blue'],
    ] as const)
      await page.locator(`[data-testid=card-table][data-online=true][data-viewer=${seat}]`).waitFor();

    // Both play by clicking for 80 actions together (a whole tutorial takes hundreds of them at
    // a browser's pace), then yellow resigns: the end screen on both tables.
    const budget = { left: 80 };
    const [a, b] = await Promise.all([playOnline(alice, 1, budget), playOnline(bob, 2, budget)]);
    expect([a, b].every((n) => n > 5)).toBe(true);
    await shot(alice, 'online-card-game');
    if (!(await alice.getByTestId('card-result').isVisible())) {
      alice.once('dialog', (d) => void d.accept());
      await alice.getByRole('button', { name: 'Resign' }).click();
    }
    for (const page of [alice, bob]) await page.getByTestId('card-result').waitFor({ timeout: 30_000 });
    const result = (page: Page) => page.getByTestId('card-result').locator('h2').textContent();
    expect(await result(bob)).toEqual(await result(alice));
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close()]);
  }, 300_000);

  it('a Classic game created from the lobby brings both seats to the table', async () => {
    const [ca, cb] = await Promise.all([app.browser.newContext(), app.browser.newContext()]);
    const alice = await guest(ca, 'Carol');
    const invite = await create(alice, async (p) => {
      await p.selectOption('select[name=game]', 'classic');
    });
    const bob = await guest(cb, 'Dan', invite);
    await bob.locator('.game[data-viewer=blue]').waitFor();
    await alice.locator('.game[data-viewer=yellow]').waitFor();
    await ca.close();
    // The lobby names the game.
    const lobby = await cb.newPage();
    await lobby.goto(`${app.url}#/online`);
    await expect
      .poll(() => lobby.locator('[data-kind=classic]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await cb.close();
  }, 120_000);
});
