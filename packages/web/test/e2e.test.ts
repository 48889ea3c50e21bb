// End to end in real headless Chromium: the built client, played only through clicks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, playByClicks, shot, startApp, startLocal, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
}, 120_000);
afterAll(async () => app?.close());

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
  }, 600_000);

  it('one person plays tutorial 1 against the computer to its end', async () => {
    const page = await openPage(app, { width: 1024, height: 600 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'bot', level: 1, seed: 21 });
    // Once, at the player's first action: the hint shows L3 thinking, then the line it would play.
    const hintButton = page.getByRole('button', { name: 'Hint: what would L3 do?' });
    let hint = '';
    const log = await playByClicks(page, {
      seed: 3,
      maxClicks: 3000,
      until: async (o) => {
        if (hint || o.phase !== 'actions' || !(await hintButton.isVisible())) return false;
        await hintButton.click();
        await expect
          .poll(() => page.getByTestId('hint').innerText(), { timeout: 60_000 })
          .toMatch(/would play/);
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
  }, 600_000);

  it('the first turns of a stand-alone game: a reveal with token placement, a rotation, a combat with card choice', async () => {
    const page = await openPage(app, { width: 1366, height: 768 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'standalone', opponent: 'human', seed: 5 });
    const shots = new Set<string>();
    const once = async (name: string) => {
      if (shots.has(name)) return;
      shots.add(name);
      await shot(page, `standalone-${name}`);
    };
    const logText = () => page.evaluate(() => document.querySelector('[data-testid=log]')?.textContent ?? '');
    await playByClicks(page, {
      seed: 2,
      maxClicks: 4000,
      until: async (o) => {
        // While the device changes hands nothing of the game is in the page; each player sees only their own tokens.
        if (o.handoff) expect(await page.locator('[data-piece], [data-token]').count()).toBe(0);
        const foreign = o.viewer === 'yellow' ? 'b' : 'y';
        expect(o.tokens.every((id) => !id.startsWith(foreign))).toBe(true);
        if (o.tokens.length) await once('tokens');
        if (o.places.length) await once('reveal-placement');
        if (o.confirm) await once('preview');
        if (o.combat.length) await once('combat-card');
        const text = await logText();
        if (/rotates/.test(text)) await once('rotated');
        if (/Totals \d+ to \d+/.test(text)) await once('combat-result');
        return ['reveal-placement', 'rotated', 'combat-card', 'combat-result'].every((n) => shots.has(n));
      },
    });
    expect([...shots].sort()).toEqual(
      expect.arrayContaining(['combat-card', 'combat-result', 'reveal-placement', 'rotated', 'tokens']),
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
