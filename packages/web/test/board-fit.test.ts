// A board that fills the screen (issue 38 item 2), in real Chromium at 1280×800, 390×844 and
// 844×390, by mouse and by touch, from saved positions: nothing pans sideways; the squares are
// as large as the window allows (the whole board in its box when held sideways, the width when
// upright); the step's controls are on screen without scrolling; no room's name chip covers a
// piece; turning a room and a character's directed ability are 44 px buttons outside the
// squares that do what the board's small marks do; and at the end every room face up (item 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActionsFor, toMove, type Action, type State } from '@dt/engine';
import { axeViolations, shot, startApp, type App } from './browser.ts';
import { randomGame } from './positions.ts';
import { VIEWPORTS, openSavedTable, type Viewport } from './saved-table.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const DIRECTED = new Set(['shoot', 'fireball', 'scream', 'portcullis', 'wallwalk']);
let directed: Action | null = null;
/** A turn where a room can be turned and a character has a directed ability (a portcullis...). */
function turnAndAim(s: State): boolean {
  if (s.phase !== 'actions') return false;
  const legal = legalActionsFor(s, toMove(s)[0]!);
  directed = legal.find((a) => DIRECTED.has(a.type)) ?? null;
  return !!directed && legal.some((a) => a.type === 'rotate');
}

const PRISON = randomGame('aim', 'standalone', 3, turnAndAim);
const CLASSIC = randomGame('classic', 'classic', 5, (s) => s.phase === 'actions' && s.turn >= 4);

const open = (vp: Viewport, touch: boolean, id: string) =>
  openSavedTable(app, vp, [PRISON, CLASSIC], id, { touch });

/** What pans sideways (the page, the board's box) or lies off screen; empty when nothing does. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > innerWidth) out.push(`page ${doc.scrollWidth} px wide`);
    const wrap = document.querySelector('.board-wrap')!;
    if (wrap.scrollWidth > wrap.clientWidth + 1) out.push(`board box scrolls ${wrap.scrollWidth} px`);
    const r = document.querySelector('svg.board')!.getBoundingClientRect();
    if (r.left < 0 || r.right > innerWidth + 0.5) out.push(`board ${r.left}..${r.right}`);
    return out;
  });

/** The square's side, and how much of its box the board fills (width and height, 0..1). */
const fill = (page: Page) =>
  page.evaluate(() => {
    const svg = document.querySelector('svg.board') as SVGSVGElement;
    const wrap = document.querySelector('.board-wrap')!;
    const r = svg.getBoundingClientRect();
    return {
      square: svg.getScreenCTM()!.a * 40,
      w: r.width / wrap.clientWidth,
      h: r.height / wrap.clientHeight,
    };
  });

/** Is the element wholly on screen with the page not scrolled? */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    if (!r) return `${sel}: missing`;
    if (document.scrollingElement!.scrollTop !== 0) return 'the page scrolled';
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5
      ? 'on screen'
      : `${sel}: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  }, selector);

/** Room name chips that overlap a piece's drawing (by their boxes on screen). */
const chipsOverPieces = (page: Page) =>
  page.evaluate(() => {
    const boxes = (sel: string) =>
      [...document.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
    const pieces = boxes('.piece[data-at]');
    return boxes('[data-room-label] rect').flatMap(({ e, r }) =>
      pieces
        .filter(
          ({ r: p }) =>
            r.left < p.right - 1 && p.left < r.right - 1 && r.top < p.bottom - 1 && p.top < r.bottom - 1,
        )
        .map(
          ({ e: p }) =>
            `${e.parentElement!.getAttribute('data-room-label')} over ${p.getAttribute('data-piece')}`,
        ),
    );
  });

/** A button's size on screen. */
const sizeOf = async (page: Page, selector: string) => {
  const b = (await page.locator(selector).first().boundingBox())!;
  return Math.min(b.width, b.height);
};

describe('a board that fills the screen', () => {
  for (const vp of VIEWPORTS)
    for (const touch of [false, true])
      it(`${vp.name} ${vp.width}×${vp.height} by ${touch ? 'touch' : 'mouse'}: no sideways pan, squares as large as the box allows, room chips off the pieces, 44 px rotate and ability buttons that act`, async () => {
        const press = (p: Page, sel: string) =>
          touch ? p.locator(sel).first().tap() : p.locator(sel).first().click();
        for (const id of ['aim', 'classic']) {
          const page = await open(vp, touch, id);
          expect(await sideways(page)).toEqual([]);
          const f = await fill(page);
          // Upright the board fills the width and scrolls down; elsewhere it fills its box's width or height.
          if (vp.name === 'portrait') expect(f.w).toBeGreaterThan(0.97);
          else expect(Math.max(f.w, f.h)).toBeGreaterThan(0.97);
          expect(f.square).toBeGreaterThanOrEqual(vp.name === 'landscape' ? 27 : 36);
          expect(await onScreen(page, '[data-testid=end-turn]')).toBe('on screen');
          expect(await chipsOverPieces(page)).toEqual([]);
          expect(await page.locator('[data-room-label]').count()).toBeGreaterThan(0);
          if (id === 'classic') {
            await shot(page, `${vp.name}-${touch ? 'touch' : 'mouse'}-classic`);
            // The end (item 8): resigned, every room lies face up.
            expect(await page.locator('.room-card').count()).toBeGreaterThan(0);
            await press(page, '.game-actions button:has-text("Resign")');
            await press(page, '[data-testid=ask] button.danger');
            await page.getByTestId('result').waitFor();
            expect(await page.locator('.room-card').count()).toBe(0);
            expect(await sideways(page)).toEqual([]);
            await shot(page, `${vp.name}-${touch ? 'touch' : 'mouse'}-classic-end`);
            await page.close();
            continue;
          }

          // Turning a room: a 44 px button in the dock asks first, as the board's gear arrows do.
          const rotate = '[data-testid=board-controls] button[data-rotate]';
          expect(await sizeOf(page, rotate)).toBeGreaterThanOrEqual(44);
          expect(await onScreen(page, rotate)).toBe('on screen');
          await press(page, rotate);
          await page.getByTestId('confirm').waitFor();
          await press(page, '[data-testid=confirm] button:has-text("Cancel")');
          await page.getByTestId('confirm').waitFor({ state: 'detached' });

          // A directed ability of the selected character: a 44 px arrow button that acts.
          const a = directed as Extract<Action, { piece: string; dir: string }>;
          await press(page, `.piece[data-piece="${a.piece}"]`);
          const aim = `[data-testid=board-controls] button[data-dir="${a.dir}"]`;
          expect(await sizeOf(page, aim)).toBeGreaterThanOrEqual(44);
          expect(await onScreen(page, aim)).toBe('on screen');
          expect(await sideways(page)).toEqual([]);
          expect(await axeViolations(page)).toEqual([]);
          await shot(page, `${vp.name}-${touch ? 'touch' : 'mouse'}-prison`);
          const version = await page.locator('.game').getAttribute('data-version');
          await press(page, aim);
          // One action there is played at once; several open the two-word menu.
          const menu = page.getByTestId('menu');
          if (await menu.count()) await press(page, '[data-testid=menu] button:first-child');
          await expect.poll(() => page.locator('.game').getAttribute('data-version')).not.toBe(version);
          await page.close();
        }
      });
});
