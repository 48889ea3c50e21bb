// Missions and puzzles in Chromium (issue 42 items 1 and 4), each started one move before its
// end from a mission in progress stored on the device: a mission won by pointing (the last move
// of its line) with its stars shown and still there after a reload, the same mission lost by
// ending the last turn (no stars given), a puzzle solved by pointing, and the screens in English
// and French with no serious accessibility fault. Screenshots go to test-artifacts/ (the copies
// in docs/screens/ are taken from there when the screens change: a test run leaves the tree clean).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeAction } from '@dt/engine';
import { WON, pointMove } from './mission-pointing.ts';
import { ARTIFACTS, axeViolations, openPage, startApp, type App } from './browser.ts';
import { MISSIONS, type Mission } from '../src/missions/missions.ts';
import { missionVerdict } from '../src/missions/session.ts';
import { idleGame } from './mission-play.ts';
import { PUZZLES } from '../src/puzzles/puzzle.ts';

const SCREENS = ARTIFACTS;
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const before = (m: Mission) => MISSIONS.slice(0, MISSIONS.indexOf(m));

/** The actions of a player who only ends its turns, up to (not including) its last turn's end. */
function idleToLastEnd(m: Mission): string[] {
  const played = idleGame(m);
  const last = played.at(-1)!;
  if (missionVerdict(m, last).status !== 'failed' || last.steps.at(-1)!.action.type !== 'end')
    throw new Error(`${m.id}: the idle line does not fail by ending a turn`);
  return played.at(-2)!.steps.map((x) => makeAction(x.action));
}

/** A page whose device holds these stars and this mission in progress. */
async function withProgress(
  size: { width: number; height: number },
  stars: Record<string, number>,
  playing?: object,
) {
  const page = await openPage(app, size, { confirmEnd: false });
  await page.addInitScript(
    ([s, p]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('dt.missions', s!);
      if (p) localStorage.setItem('dt.missions.playing', p);
    },
    [JSON.stringify({ version: 1, stars }), playing ? JSON.stringify({ version: 1, ...playing }) : ''],
  );
  return page;
}

const starsOf = (m: Mission[]) => Object.fromEntries(m.map((x) => [x.id, 1]));

describe('missions in the browser', () => {
  it('a mission won by its last move: the debriefing gives its stars, kept after a reload; the next mission opens', async () => {
    const page = await withProgress({ width: 1280, height: 800 }, starsOf(before(WON)), {
      id: WON.id,
      actions: WON.line.slice(0, -1),
    });
    await page.goto(`${app.url}#/missions/${WON.id}/play`);
    await page.locator('.game').waitFor();
    await page.screenshot({ path: join(SCREENS, 'mission-play-1280x800.png') });
    await pointMove(page, WON.line.at(-1)!);
    const debrief = page.getByTestId('debriefing');
    await debrief.waitFor();
    expect(await debrief.getAttribute('data-status')).toBe('passed');
    const stars = Number(await debrief.locator('.stars').getAttribute('data-stars'));
    expect(stars).toBeGreaterThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENS, 'mission-debriefing-1280x800.png') });
    await page.reload();
    await page.goto(`${app.url}#/missions`);
    const line = page.locator(`[data-mission="${WON.id}"]`);
    expect(await line.locator('.stars').getAttribute('data-stars')).toBe(String(stars));
    const next = MISSIONS[MISSIONS.indexOf(WON) + 1]!;
    expect(await page.locator(`[data-mission="${next.id}"]`).getAttribute('data-open')).toBe('true');
    expect(await page.locator(`[data-mission="${MISSIONS.at(-1)!.id}"]`).getAttribute('data-open')).toBe(
      'false',
    );
    await page.screenshot({ path: join(SCREENS, 'missions-1280x800.png') });
    await page.close();
  });

  it('a mission lost by ending its last turn: failed, no star given, still none after a reload (in French, phone size)', async () => {
    const page = await withProgress({ width: 390, height: 844 }, starsOf(before(WON)), {
      id: WON.id,
      actions: idleToLastEnd(WON),
    });
    await page.addInitScript(() => localStorage.setItem('dt.lang', 'fr'));
    await page.goto(`${app.url}#/missions/${WON.id}/play`);
    await page.getByTestId('end-turn').click();
    const debrief = page.getByTestId('debriefing');
    await debrief.waitFor();
    expect(await debrief.getAttribute('data-status')).toBe('failed');
    expect(await debrief.innerText()).toMatch(/Mission échouée/);
    await page.screenshot({ path: join(SCREENS, 'mission-failed-390x844.png') });
    await page.reload();
    await page.goto(`${app.url}#/missions`);
    expect(await page.locator(`[data-mission="${WON.id}"] .stars`).getAttribute('data-stars')).toBe('0');
    await page.screenshot({ path: join(SCREENS, 'missions-390x844.png') });
    await page.goto(`${app.url}#/missions/${WON.id}`);
    await page.getByTestId('briefing').waitFor();
    expect(await page.getByTestId('briefing').innerText()).toContain(WON.text.fr.title);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENS, 'mission-briefing-390x844.png') });
    await page.close();
  });

  it('a puzzle solved by pointing, reached from the home screen’s link', async () => {
    const n = PUZZLES.findIndex((p) => p.line.length === 1 && p.line[0]!.startsWith('move '));
    const p = PUZZLES[n]!;
    const page = await openPage(app, { width: 1280, height: 800 });
    await page.goto(app.url);
    expect(await page.getByTestId('solo-links').innerText()).toMatch(/Puzzle of the day/);
    await page.goto(`${app.url}#/puzzle/${n + 1}`);
    await page.locator(`[data-puzzle="${p.id}"]`).waitFor();
    await page.screenshot({ path: join(SCREENS, 'puzzle-1280x800.png') });
    await pointMove(page, p.line[0]!);
    const result = page.getByTestId('puzzle-result');
    await result.waitFor();
    expect(await result.getAttribute('data-status')).toBe('solved');
    await page.getByRole('button', { name: 'Show the solution' }).click();
    expect(await page.getByTestId('solution').locator('li').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    const phone = await openPage(app, { width: 390, height: 844 });
    await phone.goto(`${app.url}#/puzzle/${n + 1}`);
    await phone.locator('.game').waitFor();
    await phone.screenshot({ path: join(SCREENS, 'puzzle-390x844.png') });
    await phone.close();
    const sideways = await openPage(app, { width: 844, height: 390 });
    await sideways.goto(`${app.url}#/puzzle/${n + 1}`);
    await sideways.locator('.game').waitFor();
    expect(await sideways.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
    await sideways.screenshot({ path: join(SCREENS, 'puzzle-844x390.png') });
    await sideways.goto(`${app.url}#/missions`);
    await sideways.getByTestId('mission-list').waitFor();
    expect(await sideways.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
    await sideways.close();
  });
});
