// End to end in real headless Chromium: the built client, played only through clicks. Prison's
// one whole game by clicks is two people's tutorial 1 on one device; the game against the
// computer is taken up near its end from a saved game, as "Continue" does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, POLL, shot, startApp, startLocal, type App } from './browser.ts';
import { playByClicks } from './clicker.ts';
import { computer, playOut, randomGame, savedGame, storeGames } from './positions.ts';
import { kindsAdvice } from './advisor.ts';
import { legalActionsFor, type State } from '@dt/engine';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/**
 * Tutorial 1 played to its end by the computer (L1) for both seats, then cut back to the start
 * of the loser's last turn before the winner's last: a saved game of a person (the loser's seat)
 * against the computer (the winner's, L1), with a turn each left to play.
 */
function nearTheEnd(seed: number) {
  const config = { scenario: 'tutorial-1' as const };
  const { state, actions, seats } = playOut(config, seed, computer);
  if (state.phase !== 'over' || state.winner === null || state.winner === -1)
    throw new Error('the computer did not win tutorial 1');
  const winner = state.winner;
  let cut = seats.lastIndexOf(winner);
  while (cut > 0 && seats[cut - 1] === winner) cut--;
  while (cut > 0 && seats[cut - 1] !== winner) cut--;
  const bot = { kind: 'bot' as const, level: 1 as const };
  const human = { kind: 'human' as const };
  return savedGame('near-the-end', config, seed, actions.slice(0, cut), {
    players: winner === 1 ? [human, bot] : [bot, human],
    turn: state.turn,
  });
}

describe('the browser client', () => {
  it('two people play tutorial 1 to its end on one device, through clicks only', async () => {
    const page = await openPage(app, { width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'human', seed: 11 });
    await page.getByTestId('handoff').waitFor();
    const log = await playByClicks(page, { seed: 1, maxClicks: 3000 });
    await shot(page, 'tutorial-1-end');
    expect(await page.getByTestId('result').isVisible()).toBe(true);
    expect(log.seen).toContain('place');

    // The record downloads, and loads again to replay the game step by step.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the game record' }).click(),
    ]);
    const path = await file.path();
    await page.getByRole('button', { name: 'Main menu' }).first().click();
    await page.setInputFiles('input[name=record]', path);
    await page.getByTestId('replay').waitFor();
    // A loaded record opens at its start.
    const steps = await page.getByTestId('replay-step').innerText();
    expect(steps).toMatch(/^Step 0 of \d+$/);
    await page.getByRole('button', { name: 'Last' }).click();
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/^Step (\d+) of \1$/);
    await page.getByRole('button', { name: 'First' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByTestId('replay-step').innerText()).toMatch(/^Step 1 of/);
    await shot(page, 'tutorial-1-replay');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('one person takes up a game against the computer near its end: the hint shows L3 thinking, then its line; the game plays out to its end', async () => {
    const page = await openPage(app, { width: 1024, height: 600 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await storeGames(page, [nearTheEnd(21)]);
    await page.goto(app.url);
    await page.getByTestId('continue').click();
    await page.locator('.game').waitFor();
    // Once, at the player's first action: the hint shows L3 thinking, then the line it would play.
    const hintButton = page.getByRole('button', { name: 'Hint: what would L3 do?' });
    let hint = '';
    const log = await playByClicks(page, {
      seed: 3,
      maxClicks: 1000,
      until: async (o) => {
        if (hint || o.phase !== 'actions' || !(await hintButton.isVisible())) return false;
        await hintButton.click();
        await expect.poll(() => page.getByTestId('hint').innerText(), POLL).toMatch(/would play/);
        hint = await page.getByTestId('hint').innerText();
        await shot(page, 'tutorial-1-hint');
        return false;
      },
    });
    expect(hint).toMatch(/^L3 would play: \S/);
    expect(log.handoffs).toBe(0);
    expect(await page.getByTestId('result').isVisible()).toBe(true);
    await shot(page, 'tutorial-1-vs-computer-end');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a stand-alone game taken up in its actions phase: a reveal with token placement, a rotation, a combat with card choice', async () => {
    const page = await openPage(app, { width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Yellow to act with 5 AP, a face-down room, a room to turn and an enemy in reach.
    const open = (s: State) => {
      const legal = s.phase === 'actions' ? legalActionsFor(s, 0) : [];
      return (['reveal', 'rotate', 'attack'] as const).every((k) => legal.some((a) => a.type === k));
    };
    await storeGames(page, [randomGame('midgame', 'standalone', 19, open)]);
    await page.goto(`${app.url}#/play/midgame`);
    const shots = new Set<string>();
    const once = async (name: string) => {
      if (shots.has(name)) return;
      shots.add(name);
      await shot(page, `standalone-${name}`);
    };
    // The log's rotations and combats so far (the saved game has some): new ones count.
    const count = async () => {
      const text = await page.evaluate(() => document.querySelector('[data-testid=log]')?.textContent ?? '');
      return {
        rotations: text.match(/rotates/g)?.length ?? 0,
        combats: text.match(/Totals \d+ to \d+/g)?.length ?? 0,
      };
    };
    let before: { rotations: number; combats: number } | null = null;
    await playByClicks(page, {
      seed: 2,
      maxClicks: 400,
      advisor: kindsAdvice(page, ['attack', 'reveal', 'rotate']),
      until: async (o) => {
        // While the device changes hands nothing of the game is in the page.
        if (o.handoff) expect(await page.locator('[data-piece], [data-token]').count()).toBe(0);
        if (o.places.length) await once('reveal-placement');
        if (o.confirm) await once('preview');
        if (o.combat.length) await once('combat-card');
        if (o.handoff) return false;
        const now = await count();
        before ??= now;
        if (now.rotations > before.rotations) await once('rotated');
        if (now.combats > before.combats) await once('combat-result');
        return ['reveal-placement', 'rotated', 'combat-card', 'combat-result'].every((n) => shots.has(n));
      },
    });
    expect([...shots].sort()).toEqual(
      expect.arrayContaining(['combat-card', 'combat-result', 'preview', 'reveal-placement', 'rotated']),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
