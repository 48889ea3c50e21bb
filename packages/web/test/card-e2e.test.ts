// The card game end to end in real headless Chromium: the built client, played only through
// the table's controls, to the end screen; axe-core and a portrait-phone layout check on the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, playCardGame, shot, startCardApp, type CardApp } from './card-browser.ts';

let app: CardApp;
beforeAll(async () => {
  app = await startCardApp();
}, 180_000);
afterAll(async () => app?.close());

async function newCardGame(
  page: Page,
  o: { scenario: string; opponent: 'human' | 'bot'; seed: number; guidance?: boolean; level?: number },
): Promise<void> {
  await page.goto(`${app.url}#/cards`);
  await page.selectOption('select[name=cg-scenario]', o.scenario);
  await page.check(`input[name=cg-opponent][value=${o.opponent}]`);
  if (o.level !== undefined) await page.selectOption('select[name=cg-level]', String(o.level));
  if (o.guidance === false) await page.uncheck('input[name=cg-guidance]');
  await page.fill('input[name=cg-seed]', String(o.seed));
  await page.click('form button[type=submit]');
}

/** Nothing wider than the screen, and the given elements inside it horizontally. */
async function fitsWidth(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((sels) => {
    const bad: string[] = [];
    const w = window.innerWidth;
    if (document.documentElement.scrollWidth > w)
      bad.push(`page scrolls: ${document.documentElement.scrollWidth} > ${w}`);
    for (const sel of sels)
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        if (r.left < -0.5 || r.right > w + 0.5) bad.push(`${sel} spans ${r.left}..${r.right}`);
      }
    return bad;
  }, selectors);
}

describe('the card game in the browser', () => {
  it('two people play tutorial 1 to its end on one device (390x844), clicking only what the table offers', async () => {
    const page = await app.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await newCardGame(page, { scenario: 'tutorial-1', opponent: 'human', seed: 5 });
    await page.getByTestId('card-handoff').waitFor();
    let checked = false;
    const log = await playCardGame(page, {
      seed: 5,
      maxActions: 1500,
      onStep: async (s) => {
        // Once the rooms are in play: the tutorial guidance shows, and the phone layout holds.
        if (checked || s.phase !== 'actions' || s.handoff) return;
        checked = true;
        expect(await page.getByTestId('card-tips').innerText()).toMatch(/Tutorial 1/);
        expect(await fitsWidth(page, ['button', '[data-testid=card-board]', '.cg-zone'])).toEqual([]);
        await shot(page, 'cardgame-tutorial-1-phone');
      },
    });
    await shot(page, 'cardgame-tutorial-1-end');
    expect(await page.getByTestId('card-result').isVisible()).toBe(true);
    expect(await page.getByTestId('card-result').innerText()).toMatch(/(Yellow|Blue) wins/);
    expect(checked).toBe(true);
    expect(log.handoffs).toBeGreaterThan(2);
    expect(log.leaked).toBe(0);
    expect([...log.phases]).toEqual(
      expect.arrayContaining(['starters', 'deal', 'facing', 'actions', 'moving']),
    );
    expect([...log.types]).toEqual(expect.arrayContaining(['move', 'step', 'reveal']));
    expect(await page.getByTestId('card-log').innerText()).toMatch(/wins the game/);

    // The record downloads, and the card game's menu replays it step by step.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the game record' }).click(),
    ]);
    const path = await file.path();
    await page.goto(`${app.url}#/cards`);
    await page.setInputFiles('input[name=cg-record]', path);
    await page.getByTestId('card-replay').waitFor();
    expect(await page.getByTestId('card-replay-step').innerText()).toMatch(/^Step (\d+) of \1/);
    await page.getByRole('button', { name: /First/ }).click();
    await page.getByRole('button', { name: /Next/ }).click();
    expect(await page.getByTestId('card-replay-step').innerText()).toMatch(
      /^Step 1 of \d+ · Yellow makes a secret choice/,
    );
    await shot(page, 'cardgame-tutorial-1-replay');
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);

  it('the card table has no serious or critical axe violations, on a phone and on a desktop', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await app.browser.newPage({ viewport });
      await page.goto(`${app.url}#/cards`);
      expect(await axeViolations(page)).toEqual([]);
      // The computer at L2, thinking in its Web Worker.
      await newCardGame(page, { scenario: 'tutorial-2', opponent: 'bot', seed: 9, level: 2 });
      await page.getByTestId('card-table').waitFor();
      // Play into the actions phase so the board has rooms, cards and highlighted targets.
      await playCardGame(page, {
        seed: 9,
        maxActions: 200,
        onStep: async (s) => s.phase === 'actions' && s.choices.some((c) => c.a.type === 'move'),
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsWidth(page, ['button', '[data-testid=card-board]'])).toEqual([]);
      // The game is saved after every action: a reload comes back to the same position.
      const version = await page.getByTestId('card-table').getAttribute('data-version');
      await page.reload();
      await page.getByTestId('card-table').waitFor();
      expect(await page.getByTestId('card-table').getAttribute('data-version')).toBe(version);
      await shot(page, `cardgame-axe-${viewport.width}`);
      await page.close();
    }
  }, 300_000);

  it('one person plays tutorial 2 against the computer (L1) to its end, in French', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}#/cards`);
    await page.selectOption('select[name=lang]', 'fr');
    await newCardGame(page, { scenario: 'tutorial-2', opponent: 'bot', seed: 3, guidance: false, level: 1 });
    const log = await playCardGame(page, { seed: 3, maxActions: 1500 });
    expect(log.handoffs).toBe(0);
    expect(await page.getByTestId('card-result').innerText()).toMatch(/(Jaune|Bleu) gagne/);
    await shot(page, 'cardgame-tutorial-2-vs-computer-end');
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
