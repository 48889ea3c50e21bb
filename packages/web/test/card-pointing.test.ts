// The card game played by pointing in real headless Chromium at 1280x800, 390x844 and 844x390
// (issue 39, "Measured"): a whole tutorial game against the computer, and a standard game's
// first three turns, each taken up from a saved position after the set-up (the set-up by
// clicks is card-e2e's and card-handoffs'). At every new turn the board, the own hand, the
// wheel and the prompt are inside the window with nothing to scroll. Then the computer's turn
// played out step by step in the browser at a pace, moved on by Playwright's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { toMove, type State } from '@dt/cardgame';
import type { Page } from 'playwright-core';
import { ARTIFACTS, openPage, startApp, type App } from './browser.ts';
import { outside, playCardGame } from './card-browser.ts';
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
/** Yellow (the person) to act in the first turn of actions. */
const firstTurn = (s: State) => s.phase === 'actions' && toMove(s)[0] === 0;
const TUTORIAL = cardPosition('tutorial', { scenario: 'tutorial-1' }, 5, firstTurn);
/** The first turn of actions of a standard game, whoever begins. */
const STANDARD = cardPosition(
  'standard',
  { scenario: 'standard', selection: 'mutual' },
  4,
  (s) => s.phase === 'actions' && s.turn === 1,
);
/** The computer (blue) about to play a turn of a standard game. */
const BOT_TURN = cardPosition(
  'bot-turn',
  { scenario: 'standard', selection: 'mutual' },
  4,
  (s) => s.phase === 'actions' && s.turn >= 2 && toMove(s)[0] === 1,
);

/** Plays by pointing from the saved game `id`; checks the layout at each new turn; stops when `stop` says. */
async function playFrom(page: Page, id: string, seed: number, stop: (turn: number) => boolean) {
  await page.goto(`${app.url}#/play/${id}`);
  await page.getByTestId('card-table').waitFor();
  const turns = new Set<number>();
  const log = await playCardGame(page, {
    seed,
    maxActions: 800,
    onStep: async (s) => {
      const turn = Number(await page.getByTestId('card-table').getAttribute('data-turn'));
      if (stop(turn)) return true;
      if (s.handoff || s.result || s.phase !== 'actions' || turns.has(turn)) return false;
      turns.add(turn);
      expect.soft(await outside(page), `${id} turn ${turn}`).toEqual([]);
      return false;
    },
  });
  return { log, turns };
}

describe('the card game played by pointing', () => {
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    it(`at ${at}: a whole tutorial game against the computer, to its end`, async () => {
      const page = await openPage(app, size);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await storeCardGames(page, [TUTORIAL]);
      const { log, turns } = await playFrom(page, 'tutorial', 5, () => false);
      await page.getByTestId('card-result').waitFor();
      expect(await page.getByTestId('card-result').innerText()).toMatch(/(Yellow|Blue) wins/);
      expect([...log.types]).toEqual(expect.arrayContaining(['move', 'step']));
      expect(turns.size).toBeGreaterThan(1);
      await page.screenshot({ path: join(ARTIFACTS, `card-pointing-tutorial-end-${at}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    });

    // A turn is one player's: the first six are three of each, three of them the person's.
    it(`at ${at}: a standard game's first three turns of each player against the computer`, async () => {
      const page = await openPage(app, size);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await storeCardGames(page, [STANDARD]);
      const { log, turns } = await playFrom(page, 'standard', 4, (turn) => turn > 6);
      expect(turns.size).toBe(3);
      expect(log.actions).toBeGreaterThan(3);
      await page.screenshot({ path: join(ARTIFACTS, `card-pointing-standard-turn7-${at}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("plays the computer's turn out step by step at the chosen pace, highlighted, and Skip shows the position now (Playwright's clock)", async () => {
    const page = await openPage(app, { width: 1280, height: 800 }, { paceMs: 1000 });
    await storeCardGames(page, [BOT_TURN]);
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`${app.url}#/cards/play/bot-turn`);
    // The card table is loaded when opened: React shows it once its throttle timer has run, on
    // the page's paused clock too, so the clock moves on until it is there.
    for (let i = 0; i < 100 && !(await page.getByTestId('card-table').count()); i++)
      await page.clock.runFor(50);
    await page.getByTestId('card-table').waitFor();
    const read = () =>
      page.getByTestId('card-table').evaluate((t) => ({
        version: Number(t.getAttribute('data-version')),
        shown: Number(t.getAttribute('data-shown')),
        played: document.querySelectorAll('.played').length,
        playing: !!document.querySelector('[data-testid=card-playing]'),
      }));
    const start = await read();
    // The computer decides in its worker: the clock moves on in small steps until it has played.
    let now = start;
    for (let i = 0; i < 600 && now.version === start.version; i++) {
      await page.clock.runFor(50);
      now = await read();
    }
    expect(now.version).toBeGreaterThan(start.version);
    expect(now.shown).toBe(start.shown);
    expect(now.playing).toBe(true);
    // A second on: its first action is on screen, highlighted, with its log line.
    await page.clock.runFor(1000);
    now = await read();
    expect(now.shown).toBe(start.shown + 1);
    expect(now.played).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=card-log] li.now').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'card-pointing-playback-1280x800.png') });
    // Skip: the position now; once the computer's turn is over, the person's choices come.
    await page.getByTestId('card-playing-skip').click();
    for (let i = 0; i < 600 && !(await page.getByTestId('card-panel').count()); i++) {
      await page.clock.runFor(50);
      if (await page.getByTestId('card-playing-skip').count())
        await page.getByTestId('card-playing-skip').click();
    }
    now = await read();
    expect(now.shown).toBe(now.version);
    expect(now.playing).toBe(false);
    await page.close();
  });
});
