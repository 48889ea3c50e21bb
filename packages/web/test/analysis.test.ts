// The analysis board and the review of a finished game (issue 42), in real Chromium at the
// desktop and both phone sizes: a position set up from its notation and analysed (evaluation and
// best line shown, a move tried and taken back, bad input refused without change), and a
// review computed for a short finished game (its graph, its marked decisions, the position of
// one shown). Both reached from the home screen. The searches are bounded by iterations only,
// and the tests wait on the page's own signals (data-state), never on time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makePosition, parseRecord, replay, Rng, type GameConfig } from '@dt/engine';
import { axeViolations, POLL, shot, startApp, type App } from './browser.ts';
import { computer, playOut, randomGame, savedGame, storeGames } from './positions.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/** A Classic (2004) game under way, some rooms revealed: its position is pasted into the analysis board. */
const CLASSIC = randomGame('classic', 'classic', 5, (s) => s.phase === 'actions' && s.turn >= 8);
function positionOf(record: string): string {
  const r = parseRecord(record);
  const s = r.ok ? replay(r.value) : null;
  if (!s?.ok) throw new Error('the Classic game does not replay');
  return makePosition(s.value);
}
const POSITION = positionOf(CLASSIC.record);

/** A short finished game: yellow plays at random, blue is L1; a draw at the turn limit of 4 (R22). */
function finishedGame() {
  const config: GameConfig = { scenario: 'standalone', maxTurns: 4 };
  const rng = new Rng(11);
  const { state, actions } = playOut(config, 11, (s, seat, legal, i) =>
    seat === 0 ? legal[rng.int(legal.length)]! : computer(s, seat, legal, i),
  );
  expect(state.phase).toBe('over');
  return { ...savedGame('finished', config, 11, actions, { turn: state.turn }), over: true };
}
const FINISHED = finishedGame();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;

async function open(vp: (typeof VIEWPORTS)[number], lang: 'en' | 'fr' = 'en'): Promise<Page> {
  const page = await app.browser.newPage({
    viewport: { width: vp.width, height: vp.height },
    reducedMotion: 'reduce',
  });
  page.setDefaultTimeout(60_000);
  await page.addInitScript((l) => localStorage.setItem('dt.lang', l), lang);
  await storeGames(page, [CLASSIC, FINISHED]);
  await page.goto(app.url);
  return page;
}

describe('the analysis board', () => {
  for (const vp of VIEWPORTS)
    it(`sets up a position from its notation and shows the evaluation and best line (${vp.name})`, async () => {
      const page = await open(vp);
      await page.click('[data-testid=analysis-link]');
      // Bad input first: named, and nothing is set up.
      await page.fill('textarea[name=setup]', 'DT-Prison position 1\nnonsense');
      await page.click('[data-testid=setup] button[type=submit]');
      await expect
        .poll(() => page.locator('[data-testid=setup] [role=alert]').textContent(), POLL)
        .toMatch(/^Nothing changed: /);
      await page.fill('textarea[name=setup]', POSITION);
      await page.click('[data-testid=setup] button[type=submit]');
      await page.locator('[data-testid=analysis][data-state=done]').waitFor();
      const value = Number(await page.locator('[data-testid=evaluation]').getAttribute('data-value'));
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
      expect(await page.locator('[data-testid=evaluation]').textContent()).toMatch(/to move: \d+% to win/);
      expect(await page.locator('[data-testid=best-line] li').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('[data-testid=analysis]').scrollIntoViewIfNeeded();
      await shot(page, `${vp.name}-analysed`);
      // A move tried with the table's own input (ending the turn), then taken back.
      await page.click('[data-testid=end-turn]');
      const confirm = page.locator('[data-testid=confirm] button.primary');
      if (await confirm.isVisible()) await confirm.click();
      await expect
        .poll(() => page.locator('[data-testid=analysis-move]').textContent(), POLL)
        .toBe('Move 1 of 1');
      await page.locator('[data-testid=analysis][data-state=done]').waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.locator('[data-testid=analysis-move]').textContent()).toBe('Move 0 of 1');
      await page.close();
    });

  it('takes the position a replay shows (Analyse this position) and analyses it', async () => {
    const page = await open(VIEWPORTS[0]);
    await page.goto(`${app.url}#/saved/finished`);
    await page.locator('[data-testid=replay]').waitFor();
    await page.keyboard.press('End');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    const turn = /Turn \d+/.exec(
      (await page.locator('[data-testid=replay] [data-testid=status]').textContent())!,
    )![0];
    await page.click('[data-testid=analyse-here]');
    await page.locator('[data-testid=analysis][data-state=done]').waitFor();
    expect(await page.locator('[data-testid=analysis-move]').textContent()).toBe('Move 0 of 0');
    expect(await page.locator('[data-testid=evaluation]').count()).toBe(1);
    expect(await page.locator('[data-testid=step]').textContent()).toContain(turn);
    await page.close();
  });

  it('speaks French through the same words (Table d’analyse, Revue)', async () => {
    const page = await open(VIEWPORTS[0], 'fr');
    expect(await page.locator('[data-testid=analysis-link]').textContent()).toContain('Table d’analyse');
    expect(await page.locator('[data-testid=review-link]').textContent()).toBe('Revue');
    await page.close();
  });
});

describe('the review of a finished game', () => {
  for (const vp of VIEWPORTS)
    it(`computes the review with its graph and marked decisions, and shows a marked position (${vp.name})`, async () => {
      const page = await open(vp);
      await page.click('[data-testid=review-link]');
      await page.locator('[data-testid=review][data-state=done]').waitFor();
      const graph = page.locator('[data-testid=review-graph]');
      expect(Number(await graph.getAttribute('data-points'))).toBeGreaterThan(5);
      const marks = page.locator('[data-testid=review-mark]');
      expect(await marks.count()).toBeGreaterThan(0);
      expect(await page.locator('[data-testid=review-mistakes] li').count()).toBe(await marks.count());
      expect(await page.locator('[data-testid=review-mistakes] li').first().textContent()).toMatch(
        /^Turn \d+, (Yellow|Blue) played .+: \d+ points of win chance lost\. The computer would play .+\.$/,
      );
      await page.locator('[data-testid=review-mistakes] li button').first().click();
      await expect
        .poll(() => page.locator('[data-testid=replay-step]').textContent(), POLL)
        .not.toMatch(/^Step 0 /);
      expect(await axeViolations(page)).toEqual([]);
      await graph.scrollIntoViewIfNeeded();
      await shot(page, `${vp.name}-review`);
      await page.close();
    });
});
