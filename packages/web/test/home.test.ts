// The one home of the three games (issue 38 item 7, issue 39 item 1): at 1280x800 and 390x844
// Continue and a new game's Start are on the first screen, Start plays at once with the
// defaults, the game number waits under "More options", unfinished board and card games are
// listed together, nothing pans sideways, and the Rules dialog keeps its close button on the
// screen and closes with a tap outside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, openPage, startApp, type App } from './browser.ts';
import { cardPosition, storeCardGames } from './card-positions.ts';
import { randomGame, storeGames } from './positions.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const BOARD = randomGame('board-1', 'standalone', 11, (s) => s.turn >= 2);
// Saved after the board game, so it is the one Continue opens.
const CARDS = {
  ...cardPosition('cards-1', { scenario: 'tutorial-1' }, 5, (s) => s.phase === 'actions'),
  updated: BOARD.updated + 1,
};

/** Where an element is against the window: inside, or how it lies outside. */
const inWindow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight
        ? 'inside'
        : `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`;
    });

describe('the home screen', () => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`at ${size.width}x${size.height}: Continue and Start on the first screen, one list for every kind, no sideways pan`, async () => {
      const page = await openPage(app, size);
      await storeGames(page, [BOARD]);
      await storeCardGames(page, [CARDS]);
      await page.goto(app.url);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(await inWindow(page, '[data-testid=continue]')).toBe('inside');
      expect(await inWindow(page, 'form[aria-label="New game"] button[type=submit]')).toBe('inside');
      // The game number only under "More options".
      expect(await page.locator('input[name=seed]').isVisible()).toBe(false);
      await page.locator('.more-options summary').click();
      expect(await page.locator('input[name=seed]').isVisible()).toBe(true);
      // Both kinds in one list, the newest first; Continue opens the card game saved last.
      const list = await page.getByTestId('unfinished').innerText();
      expect(list).toMatch(/The Card Game/);
      expect(list).toMatch(/against the computer/);
      expect(await axeViolations(page)).toEqual([]);

      // Rules: the close button on the screen; a tap outside the dialog closes it.
      await page.getByRole('button', { name: 'Rules' }).click();
      expect(await inWindow(page, '.dialog-head button')).toBe('inside');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.mouse.click(2, size.height - 2);
      expect(await page.locator('[role=dialog]').count()).toBe(0);

      await page.getByTestId('continue').click();
      await page.getByTestId('card-table').waitFor();
      await page.close();
    });

  it('a finished card game is in the list of finished games and replays from there, with the card game’s aid', async () => {
    const page = await openPage(app, { width: 1280, height: 800 });
    const over = cardPosition('cards-over', { scenario: 'tutorial-1' }, 5, (s) => s.phase === 'over');
    expect(over.over).toBe(true);
    await storeCardGames(page, [over]);
    await page.goto(app.url);
    const finished = page.locator('section[aria-labelledby=finished-local]');
    expect(await finished.innerText()).toMatch(/The Card Game · Tutorial 1/);
    await finished.getByRole('link', { name: 'Replay' }).click();
    await page.getByTestId('card-replay').waitFor();
    await page.getByRole('button', { name: 'Rules' }).click();
    // The aid loads when Rules is opened (issue 38's first load): its own element is waited for.
    expect(await page.getByRole('dialog').getByTestId('card-aid').innerText()).toMatch(/How to win/);
    await page.close();
  });

  it("says so when a game's code cannot be fetched, and starts when Start is pressed again", async () => {
    // The game's code comes when Start is pressed (issue 38's first load): a lost connection
    // then leaves the home on screen with a sentence, not a blank page.
    const page = await openPage(app, { width: 1280, height: 800 });
    await page.goto(app.url);
    await page.route('**/assets/board-engine-*', (r) => r.abort());
    await page.click('form[aria-label="New game"] button[type=submit]');
    expect(await page.getByRole('alert').innerText()).toMatch(/could not be loaded/);
    expect(await page.locator('.game').count()).toBe(0);
    await page.unroute('**/assets/board-engine-*');
    await page.click('form[aria-label="New game"] button[type=submit]');
    await page.locator('.game').waitFor();
    await page.close();
  });

  it('Start with the defaults begins a game in one tap; the card game starts from the same form', async () => {
    const page = await openPage(app, { width: 390, height: 844 });
    await page.goto(app.url);
    await page.click('form[aria-label="New game"] button[type=submit]');
    await page.locator('.game').waitFor();
    await page.goto(app.url);
    await page.check('input[name=set][value=cardgame]');
    await page.selectOption('select[name=card-scenario]', 'standard');
    await page.click('form[aria-label="New game"] button[type=submit]');
    await page.getByTestId('card-table').waitFor();
    expect(await page.getByTestId('card-table').getAttribute('data-phase')).toBe('select');
    await page.close();
  });
});
