// The 2004 "Classic" set end to end in real headless Chromium: chosen on the home screen and
// played to its end by victory points in hot seat, through clicks only; started against the
// computer, whose first moves arrive and which resumes after a reload. Online:
// classic-online.test.ts.
//
// The whole game is the 2004 set's one game played by clicks. The clicks follow the computer's
// advice (L1, from the seat's view; advisor.ts), so the game heads for exits and kills and ends
// in a few dozen turns: a purely random clicker wanders for hundreds. Seed 5 is one of the
// short ones (L1 against itself can also circle for ever: seeds 6, 8 and 13 do in the engine
// alone); if a change to the game makes this one circle, the test fails at its click budget
// and another seed is due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, shot, startApp, startLocal, type App } from './browser.ts';
import { computerAdvice } from './advisor.ts';
import { playByClicks } from './clicker.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

describe('the 2004 Classic set in the browser', () => {
  it('two people play a Classic game to its end by victory points on one device, through clicks only', async () => {
    const page = await openPage(app, { width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'classic', opponent: 'human', seed: 5 });
    await page.getByTestId('handoff').waitFor();
    const log = await playByClicks(page, { seed: 1, maxClicks: 3000, advisor: computerAdvice(page, 1) });
    await shot(page, 'end');
    expect(await page.getByTestId('result').isVisible()).toBe(true);
    expect(await page.getByTestId('result').innerText()).toMatch(/(Yellow|Blue) wins[\s\S]*victory points/);
    expect([...log.seen]).toEqual(expect.arrayContaining(['starters', 'tokens', 'card', 'actions']));
    expect(log.handoffs).toBeGreaterThan(10);
    // Every press the advice asked for was taken by the page (a covered piece or a refused
    // legal action would be listed here).
    expect(log.unheeded).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a Classic game against the computer starts, the computer moves, and the game resumes after a reload', async () => {
    const page = await openPage(app, { width: 1024, height: 700 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'classic', opponent: 'bot', level: 1, seed: 4 });
    // Play until the computer has taken a turn of its own (its card shows in the log).
    await playByClicks(page, {
      seed: 2,
      maxClicks: 400,
      until: async (o) => o.phase === 'actions' && o.turn >= 2,
    });
    await shot(page, 'vs-computer');
    const turn = Number(await page.locator('.game').getAttribute('data-turn'));
    expect(turn).toBeGreaterThanOrEqual(2);
    await page.reload();
    await page.locator('.game').waitFor();
    expect(Number(await page.locator('.game').getAttribute('data-turn'))).toBe(turn);
    expect(errors).toEqual([]);
    await page.close();
  });
});
