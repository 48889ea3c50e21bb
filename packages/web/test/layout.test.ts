// Layout and accessibility in real headless Chromium, on a phone held upright (390×844), the
// same phone sideways (844×390) and a desktop (1280×800): the board's squares are at least
// 36 px (27 px held sideways, where the whole 22-square board fits beside the controls rather
// than panning sideways: board-fit.test.ts), the current step's controls are on screen without scrolling, and axe-core finds no
// serious or critical violation on the home screen, a game in progress (Prison and the 2004
// set), the lobby and a replay. Games are opened from saved records, as a reload would, so
// each screen is one step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations as axe, openPage, shot, startApp, type App } from './browser.ts';
import { randomGame, storeGames } from './positions.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const GAMES = [
  randomGame('setup', 'standalone', 5, (s) => s.phase === 'starters'),
  randomGame('actions', 'standalone', 5, (s) => s.phase === 'actions' && s.turn >= 4 && s.ap >= 2),
  randomGame('combat', 'tutorial-2', 1, (s) => s.phase === 'combat'),
  randomGame('classic', 'classic', 5, (s) => s.phase === 'actions' && s.turn >= 4 && s.ap >= 2),
];

/** Opens a saved game by its address, as after a reload (leaving the page before says yes). */
async function open(page: Page, id: string) {
  await page.goto('about:blank');
  await page.goto(`${app.url}#/play/${id}`);
  await page.click('[data-testid=handoff] button');
  await page.locator('.game').waitFor();
}

/** The smallest square each size allows (held sideways the whole board fits beside the controls). */
const MIN_PX = { portrait: 36, landscape: 27, desktop: 36 } as const;

/** The board's square in screen pixels. */
const squarePx = (page: Page) =>
  page.evaluate(() => (document.querySelector('svg.board') as SVGSVGElement).getScreenCTM()!.a * 40);

/** Is the element wholly on screen, with the page itself not scrolled? */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return `${sel}: missing`;
    const r = el.getBoundingClientRect();
    const page = document.scrollingElement!;
    if (page.scrollTop !== 0 || page.scrollHeight > innerHeight + 1)
      return `the page scrolls (${page.scrollHeight} px)`;
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
      ? 'on screen'
      : `${sel}: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  }, selector);

const VIEWPORTS = [
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

describe('layout and accessibility', () => {
  for (const vp of VIEWPORTS)
    it(`${vp.name} ${vp.width}×${vp.height}: squares of 36 px or more (27 sideways), the step's controls on screen, no serious axe violation`, async () => {
      const page = await openPage(app, vp);
      page.on('dialog', (d) => void d.accept());
      await storeGames(page, GAMES);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.stack ?? e.message}`));
      const violations: string[] = [];

      await page.goto(app.url);
      await page.locator('form[aria-label="New game"]').waitFor();
      violations.push(...(await axe(page)).map((v) => `home ${v}`));
      await shot(page, `layout-${vp.name}-home`);

      // Set-up: the starting characters' tray and its Confirm button.
      await open(page, 'setup');
      expect(await squarePx(page)).toBeGreaterThanOrEqual(MIN_PX[vp.name]);
      expect(await onScreen(page, '.starters button.primary')).toBe('on screen');
      expect(await onScreen(page, '[data-starter]')).toBe('on screen');
      await shot(page, `layout-${vp.name}-setup`);

      // A game in progress: the prompt and the End turn button.
      await open(page, 'actions');
      expect(await squarePx(page)).toBeGreaterThanOrEqual(MIN_PX[vp.name]);
      expect(await onScreen(page, '[data-testid=prompt]')).toBe('on screen');
      expect(await onScreen(page, '[data-testid=end-turn]')).toBe('on screen');
      violations.push(...(await axe(page)).map((v) => `game ${v}`));
      // A character selected: its destinations on the board, the controls still in reach.
      await page.locator('.piece.actionable').first().click();
      expect(await onScreen(page, '[data-testid=end-turn]')).toBe('on screen');
      await shot(page, `layout-${vp.name}-game`);

      // A game of the 2004 set in progress: its board and controls fit the same way.
      await open(page, 'classic');
      expect(await squarePx(page)).toBeGreaterThanOrEqual(MIN_PX[vp.name]);
      expect(await onScreen(page, '[data-testid=prompt]')).toBe('on screen');
      expect(await onScreen(page, '[data-testid=end-turn]')).toBe('on screen');
      violations.push(...(await axe(page)).map((v) => `classic ${v}`));
      await shot(page, `layout-${vp.name}-classic`);

      // A combat: the Combat cards to choose from.
      await open(page, 'combat');
      expect(await squarePx(page)).toBeGreaterThanOrEqual(MIN_PX[vp.name]);
      expect(await onScreen(page, 'button[data-combat]')).toBe('on screen');
      await shot(page, `layout-${vp.name}-combat`);

      // A replay of the game in progress.
      await page.goto('about:blank');
      await page.goto(`${app.url}#/saved/actions`);
      await page.getByTestId('replay').waitFor();
      expect(await squarePx(page)).toBeGreaterThanOrEqual(MIN_PX[vp.name]);
      expect(await onScreen(page, '[data-control=next]')).toBe('on screen');
      expect(await onScreen(page, '.replay .dock .row:last-child button:last-child')).toBe('on screen');
      if (vp.name === 'portrait') {
        // The cards and the log open over the board.
        await page.getByRole('button', { name: 'Cards and log' }).click();
        expect(await onScreen(page, '[data-testid=log]')).toBe('on screen');
        await page.getByRole('button', { name: 'Close' }).click();
      }
      violations.push(...(await axe(page)).map((v) => `replay ${v}`));
      await shot(page, `layout-${vp.name}-replay`);

      // The online lobby.
      await page.goto('about:blank');
      await page.goto(`${app.url}#/online`);
      await page.locator('input[name=guest]').waitFor();
      violations.push(...(await axe(page)).map((v) => `lobby ${v}`));

      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
});
