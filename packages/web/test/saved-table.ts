// The board table opened at a saved hot-seat game, past its hand-off, as the board tests
// start: at one of the three sizes the issues name, by mouse or by touch, with the test
// settings (no pacing, the end of a turn confirmed, no square names) unless the page has its own.
import type { Page } from 'playwright-core';
import type { SavedGame } from '../src/saved.ts';
import type { App } from './browser.ts';
import { storeGames } from './positions.ts';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

export interface TableOptions {
  touch?: boolean;
  /** Device pixels per CSS pixel (a sharper screenshot). */
  zoom?: number;
  /** Runs before the page loads (init scripts of the test's own). */
  before?: (page: Page) => Promise<void>;
}

export async function openSavedTable(
  app: App,
  vp: Viewport,
  games: SavedGame[],
  id: string,
  o: TableOptions = {},
): Promise<Page> {
  const page = await app.browser.newPage({
    viewport: { width: vp.width, height: vp.height },
    deviceScaleFactor: o.zoom ?? 1,
    hasTouch: o.touch ?? false,
    isMobile: o.touch ?? false,
    reducedMotion: 'reduce',
  });
  page.setDefaultTimeout(60_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('dt.settings'))
      localStorage.setItem(
        'dt.settings',
        JSON.stringify({ paceMs: 0, confirmEnd: true, coordinates: false }),
      );
  });
  await storeGames(page, games);
  await o.before?.(page);
  await page.goto(`${app.url}#/play/${id}`);
  await page.click('[data-testid=handoff] button');
  await page.locator('.game').waitFor();
  return page;
}
