// The position editor by pointing on the analysis board (issue 42 item 2), in real Chromium:
// a Prison position set up, the editor opened on it, a piece chosen on the board and moved by
// pointing at a square (with the mouse at the desktop size, by touch on a phone upright and sideways),
// an illegal edit refused in words with nothing changed (a character on a pit trap without a
// Rope, R: pit traps), the side to move changed, and Done: the analysis then runs on the edited
// position with everything known. The search is bounded by iterations; the test waits on the
// page's own signals (data-state), never on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePosition, Terrain, view } from '@dt/engine';
import { scenarioStart } from '../src/analysis/editor.ts';
import { center } from '../src/board/geometry.ts';
import { pieceName } from '../src/words.ts';
import { axeViolations, POLL, shot, startApp, type App } from './browser.ts';
import { freeOnOwnLine, freeSquares, standing, stateOf } from './editor-positions.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const STATE = stateOf('standalone', 5);
const POSITION = makePosition(STATE);
const HEIGHT = view(STATE, 'spectator').height;
/** The side not to move in the position set up: the editor gives it the turn. */
const OTHER = STATE.active === 0 ? 1 : 0;

/** Points at a square of the editor's board (a click, or a tap on a touch screen). */
async function pointAt(
  page: Page,
  square: string,
  touch: boolean,
  portrait: boolean,
  h = HEIGHT,
): Promise<void> {
  const [x, y] = center({ h, flip: false, portrait }, square);
  const board = page.locator('[data-testid=editor] svg.board');
  // From the drawing's coordinates to the element's own pixels (its top-left corner is 0, 0).
  const position = await board.evaluate(
    (svg, [sx, sy]) => {
      const p = new DOMPoint(sx, sy).matrixTransform((svg as SVGSVGElement).getScreenCTM()!);
      const r = svg.getBoundingClientRect();
      return { x: p.x - r.left, y: p.y - r.top };
    },
    [x, y] as const,
  );
  await (touch ? board.tap({ position }) : board.click({ position }));
}

const SIZES = [
  { name: 'desktop', width: 1280, height: 800, touch: false, portrait: false },
  { name: 'portrait', width: 390, height: 844, touch: true, portrait: true },
  { name: 'landscape', width: 844, height: 390, touch: true, portrait: false },
] as const;

describe('the position editor by pointing', () => {
  for (const vp of SIZES)
    it(`moves a piece by pointing, refuses an illegal edit, sets the side to move and analyses the result (${vp.name})`, async () => {
      const page = await app.browser.newPage({
        viewport: { width: vp.width, height: vp.height },
        hasTouch: vp.touch,
        reducedMotion: 'reduce',
      });
      page.setDefaultTimeout(60_000);
      await page.addInitScript(() => localStorage.setItem('dt.lang', 'en'));
      await page.goto(app.url);
      await page.click('[data-testid=analysis-link]');
      await page.fill('textarea[name=setup]', POSITION);
      await page.click('[data-testid=setup] button[type=submit]');
      await page.locator('[data-testid=analysis][data-state=done]').waitFor();
      await page.click('[data-testid=edit-position]');
      await page.locator('[data-testid=editor]').waitFor();

      const code = standing(STATE, 0);
      const [to] = freeSquares(STATE, Terrain.Floor);
      const [pit] = freeSquares(STATE, Terrain.Pit);
      const NAME = `Yellow ${pieceName(code, 'en')}`;
      const piece = page.locator(`[data-testid=editor] [data-piece=${code}]`);
      const from = await piece.getAttribute('data-at');
      // Chosen on the board, then pointed at a pit trap: refused, and the piece stays.
      await (vp.touch ? piece.tap() : piece.click());
      expect(await page.locator(`[data-piece-button=${code}]`).getAttribute('aria-pressed')).toBe('true');
      await pointAt(page, pit!, vp.touch, vp.portrait);
      await expect
        .poll(() => page.locator('[data-testid=editor-refusal]').textContent(), POLL)
        .toBe(`Refused, nothing changed: ${pit} is a pit trap holding ${NAME} without a Rope`);
      expect(await piece.getAttribute('data-at')).toBe(from);
      await shot(page, `${vp.name}-refused`);
      // Still chosen: pointed at a free floor square, it goes there.
      await pointAt(page, to!, vp.touch, vp.portrait);
      await expect.poll(() => piece.getAttribute('data-at'), POLL).toBe(to);
      expect(await page.locator('[data-testid=editor-refusal]').count()).toBe(0);
      expect(await page.locator(`[data-piece-button=${code}]`).textContent()).toContain(to);
      // The other side to move.
      await page.selectOption('select[name=to-move]', String(OTHER));
      expect(await page.locator('[data-testid=editor-notation]').textContent()).toContain(
        `active=${OTHER === 0 ? 'yellow' : 'blue'}`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `${vp.name}-editing`);
      await page.click('[data-testid=editor-done]');
      await page.locator('[data-testid=analysis][data-state=done]').waitFor();
      expect(
        await page.locator(`[data-testid=analysis-board] [data-piece=${code}]`).getAttribute('data-at'),
      ).toBe(to);
      expect(await page.locator('[data-testid=analysis]').textContent()).toContain(
        'Searched with everything known.',
      );
      expect(await page.locator('[data-testid=evaluation]').textContent()).toMatch(
        new RegExp(`^${OTHER === 0 ? 'Yellow' : 'Blue'} to move: \\d+% to win`),
      );
      await page.close();
    });

  it('starts from a scenario’s beginning when nothing is set up, in French (Classic)', async () => {
    const start = scenarioStart('classic');
    const code = standing(start, start.active);
    const free = freeOnOwnLine(start, start.active);
    const page = await app.browser.newPage({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    page.setDefaultTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem('dt.lang', 'fr'));
    await page.goto(app.url);
    await page.click('[data-testid=analysis-link]');
    await page.selectOption('select[name=editor-scenario]', 'classic');
    await page.click('[data-testid=editor-start] button');
    await page.locator('[data-testid=editor]').waitFor();
    expect(await page.locator('[data-testid=editor] h2').textContent()).toBe('Modifier la position');
    // Chosen in the list this time, then pointed at a free square of the starting line.
    await page.click(`[data-piece-button=${code}]`);
    await pointAt(page, free, false, false, view(start, 'spectator').height);
    await expect
      .poll(() => page.locator(`[data-testid=editor] [data-piece=${code}]`).getAttribute('data-at'), POLL)
      .toBe(free);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('[data-testid=editor-done]');
    await page.locator('[data-testid=analysis][data-state=done]').waitFor();
    expect(
      await page.locator(`[data-testid=analysis-board] [data-piece=${code}]`).getAttribute('data-at'),
    ).toBe(free);
    expect(await page.locator('[data-testid=analysis]').textContent()).toContain('Cherché avec tout connu.');
    await page.close();
  });
});
