// The card game end to end in real headless Chromium: the built client, played only through
// the table's controls. One whole game by clicks (two people, tutorial 1, on a phone); the
// game against the computer is taken up near its end from a saved game, as "Continue" does;
// axe-core and a portrait-phone layout check on the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, legalActionsFor, makeRecord, newGame, toMove, view, type Action } from '@dt/cardgame';
import { movingPlace } from '../src/cardgame/pointing.ts';
import type { Page } from 'playwright-core';
import { POLL, axeViolations, openPage, shot, startApp, type App } from './browser.ts';
import { playCardGame } from './card-browser.ts';
import { pickAction, rng } from './card-policy.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/**
 * Tutorial 2 played to its end by the tests' policy for both seats, then cut back to the
 * start of yellow's last turn that came before a turn of blue's: a saved game of a person
 * (yellow) against the computer (blue, L1) with a turn each left to play, as the card game's
 * menu keeps it.
 */
function nearTheEnd(seed: number) {
  const config = { scenario: 'tutorial-2' as const };
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const random = rng(seed);
  const played: { a: Action; seat: number }[] = [];
  while (s.phase !== 'over' && played.length < 3000) {
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0)!;
    const legal = legalActionsFor(s, seat);
    const seen = view(s, seat as 0 | 1);
    const facts = { viewer: seen.viewer, rows: seen.rows, movingPlace: movingPlace(seen) };
    const a = legal[pickAction(legal, facts, random, 0.3)]!;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    played.push({ a, seat });
    s = r.value.state;
  }
  if (s.phase !== 'over') throw new Error('the policy did not end tutorial 2');
  // The last yellow turn before blue's last: where a yellow run of actions starts after blue's.
  const lastBlue = played.map((p) => p.seat).lastIndexOf(1);
  let cut = lastBlue;
  while (cut > 0 && played[cut - 1]!.seat === 1) cut--;
  while (cut > 0 && played[cut - 1]!.seat === 0) cut--;
  const actions = played.slice(0, cut).map((p) => p.a);
  return {
    id: 'near-the-end',
    record: makeRecord({ config, seed, actions }),
    players: [{ kind: 'human' }, { kind: 'bot', level: 1 }],
    scenario: config.scenario,
    turn: 0,
    savedAt: 1,
  };
}

async function newCardGame(
  page: Page,
  o: { scenario: string; opponent: 'human' | 'bot'; seed: number; guidance?: boolean; level?: number },
): Promise<void> {
  // The card game's old address opens the home with the card game chosen.
  await page.goto(`${app.url}#/cards`);
  await page.selectOption('select[name=card-scenario]', o.scenario);
  await page.check(`input[name=opponent][value=${o.opponent}]`);
  if (o.level !== undefined) await page.selectOption('select[name=level]', String(o.level));
  if (o.guidance === false) await page.uncheck('input[name=guidance]');
  await page.locator('.more-options summary').click();
  await page.fill('input[name=seed]', String(o.seed));
  await page.click('form[aria-label="New game"] button[type=submit]');
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
    const page = await openPage(app, { width: 390, height: 844 });
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
        await shot(page, 'tutorial-1-phone', { fullPage: true });
      },
    });
    await shot(page, 'tutorial-1-end', { fullPage: true });
    expect(await page.getByTestId('card-result').isVisible()).toBe(true);
    expect(await page.getByTestId('card-result').innerText()).toMatch(/(Yellow|Blue) wins/);
    expect(checked).toBe(true);
    expect(log.handoffs).toBeGreaterThan(2);
    expect(log.leaked).toBe(0);
    expect([...log.phases]).toEqual(
      expect.arrayContaining(['starters', 'deal', 'facing', 'actions', 'moving']),
    );
    expect([...log.types]).toEqual(expect.arrayContaining(['move', 'step', 'reveal']));
    // On a phone the log starts folded (the choices come first): its text is there all the same.
    expect(await page.getByTestId('card-log').textContent()).toMatch(/wins the game/);

    // The record downloads, and the home loads it into the card game's step-by-step viewer.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the game record' }).click(),
    ]);
    const path = await file.path();
    await page.goto(app.url);
    await page.setInputFiles('input[name=record]', path);
    await page.getByTestId('card-replay').waitFor();
    expect(await page.getByTestId('card-replay-step').innerText()).toMatch(/^Step (\d+) of \1/);
    await page.getByRole('button', { name: /First/ }).click();
    await page.getByRole('button', { name: /Next/ }).click();
    expect(await page.getByTestId('card-replay-step').innerText()).toMatch(
      /^Step 1 of \d+ · Yellow makes a secret choice/,
    );
    await shot(page, 'tutorial-1-replay', { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the card table has no serious or critical axe violations, on a phone and on a desktop', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await openPage(app, viewport);
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
      // The game is saved after every action: a reload asks first (the browser's own question,
      // as for a board game), then comes back to the same position.
      const version = await page.getByTestId('card-table').getAttribute('data-version');
      const asked: string[] = [];
      page.once('dialog', (d) => {
        asked.push(d.type());
        void d.accept();
      });
      await page.reload();
      await page.getByTestId('card-table').waitFor();
      expect(asked).toEqual(['beforeunload']);
      expect(await page.getByTestId('card-table').getAttribute('data-version')).toBe(version);
      await shot(page, `axe-${viewport.width}`, { fullPage: true });
      await page.close();
    }
  });

  it('a person takes up a saved game against the computer (L1) near its end, in French, and plays it out', async () => {
    const page = await openPage(app, { width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const saved = nearTheEnd(3);
    await page.addInitScript(
      (text) => {
        if (!localStorage.getItem('dt.cardgame.saved')) localStorage.setItem('dt.cardgame.saved', text);
      },
      JSON.stringify([saved]),
    );
    await page.goto(app.url);
    await page.selectOption('select[name=lang]', 'fr');
    await page.getByTestId('continue').click();
    await page.getByTestId('card-table').waitFor();
    const from = Number(await page.getByTestId('card-table').getAttribute('data-version'));
    expect(from).toBeGreaterThan(20);
    const log = await playCardGame(page, { seed: 3, maxActions: 400 });
    expect(log.handoffs).toBe(0);
    expect(log.actions).toBeGreaterThan(0);
    expect(await page.getByTestId('card-result').innerText()).toMatch(/(Jaune|Bleu) gagne/);
    // The computer played its part after the person took the game up.
    const to = Number(await page.getByTestId('card-table').getAttribute('data-version'));
    expect(to - from).toBeGreaterThan(log.actions);
    await shot(page, 'tutorial-2-vs-computer-end');
    // Rematch, as after a board game: a new card game at the one address of a game on this
    // device, the seats swapped (the person, yellow until now, plays blue).
    const ended = page.url();
    await page.getByTestId('rematch').click();
    await expect.poll(() => page.url(), POLL).not.toBe(ended);
    expect(page.url()).toMatch(/#\/play\/\w+$/);
    await expect.poll(() => page.getByTestId('card-table').getAttribute('data-viewer'), POLL).toBe('blue');
    expect(Number(await page.getByTestId('card-table').getAttribute('data-version'))).toBeLessThan(from);
    expect(errors).toEqual([]);
    await page.close();
  });
});
