// The card table on a screen (issue 39 item 2): a standard game taken up from saved positions
// (set-up, facing, the actions of a turn, a movement under way) at 1280x800, 390x844 and 844x390.
// The whole table, the player's own hand and wheel and the choices are inside the window with
// nothing to scroll; no card is a two-letter code; axe finds nothing serious. The screenshots
// of the three sizes are kept in docs/screens/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { toMove } from '@dt/cardgame';
import type { Page } from 'playwright-core';
import { ARTIFACTS, axeViolations, openPage, startApp, type App } from './browser.ts';
import { outside } from './card-browser.ts';
import { cardPosition, storeCardGames } from './card-positions.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];
const STANDARD = { scenario: 'standard' as const, selection: 'mutual' as const };

const POSITIONS = [
  cardPosition('deal', STANDARD, 4, (s) => s.phase === 'deal' && toMove(s).includes(0)),
  cardPosition('facing', STANDARD, 4, (s) => s.phase === 'facing'),
  cardPosition(
    'actions',
    STANDARD,
    4,
    (s) => s.phase === 'actions' && s.turn >= 3 && toMove(s)[0] === 0 && s.revealed.some((r) => r === 1),
  ),
];

/** Opens a saved game as "Continue" does and waits for the person's decision. */
async function takeUp(page: Page, id: string): Promise<void> {
  await page.goto(`${app.url}#/cards/play/${id}`);
  await page.getByTestId('card-panel').waitFor();
}

describe('the card table fits the screen (issue 39 item 2)', () => {
  for (const size of SIZES)
    it(`at ${size.width}x${size.height}: the whole table, the own hand, the wheel and the prompt are in the window; no codes; axe clean`, async () => {
      const page = await openPage(app, size);
      await storeCardGames(page, POSITIONS);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const p of POSITIONS) {
        await takeUp(page, p.id);
        expect.soft(await outside(page), p.id).toEqual([]);
        // Cards show their names, never the two-letter codes of the rules' notation.
        const codes = await page.locator('.cg-code').count();
        expect.soft(codes, `${p.id}: cards drawn as codes`).toBe(0);
        expect.soft(await axeViolations(page), p.id).toEqual([]);
        await page.screenshot({
          path: join(ARTIFACTS, `card-table-${p.id}-${size.width}x${size.height}.png`),
        });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
});
