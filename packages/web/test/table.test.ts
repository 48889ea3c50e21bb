// Games on this device in real headless Chromium, through clicks and keys only: a reload
// resumes, leaving asks first, hot-seat draws and guidance, the computer's turn played out,
// undo, starting characters on the dots, ending a turn with AP left, grouped token placements,
// coordinates and highlights, the replay's controls and the rules reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActionsFor, makeRecord, newGame, apply, toMove, Rng, type Action } from '@dt/engine';
import type { Page } from 'playwright-core';
import { openPage, POLL, shot, startApp, startLocal, type App } from './browser.ts';
import { playByClicks } from './clicker.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const DESK = { width: 1280, height: 800 };

/** The pieces on the board and where they stand (their drawing's transform). */
const board = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.piece')]
      .map((e) => `${e.getAttribute('data-piece')}@${(e as SVGGElement).style.transform}`)
      .sort(),
  );
const logText = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid=log]')?.textContent ?? '');

/**
 * Moves the first character that can move to its last highlighted square (the first way
 * there, if several) and returns it.
 */
async function moveSomething(page: Page): Promise<string> {
  for (const id of await page
    .locator('.piece.actionable')
    .evaluateAll((es) => es.map((e) => e.getAttribute('data-piece')!))) {
    // A piece that has just moved stays selected (a click would let it go).
    const selected = page.locator(`.piece.selected[data-piece="${id}"]`);
    if (!(await selected.count())) await page.click(`.piece[data-piece="${id}"]`);
    // Its destinations are drawn with its selection.
    await selected.waitFor();
    const dests = page.locator('.dest:not(.here):not(.jump)');
    if (await dests.count()) {
      await dests.last().click();
      const menu = page.getByTestId('menu');
      if (await menu.count()) await menu.locator('button').first().click();
      return id;
    }
    await page.keyboard.press('Escape');
  }
  throw new Error('nothing can move');
}

/** Plays by clicks until this seat has its actions phase on screen. */
async function untilActions(page: Page, seed: number, viewer = 'yellow', turn = 1) {
  await playByClicks(page, {
    seed,
    maxClicks: 400,
    until: (o) => !o.handoff && o.phase === 'actions' && o.viewer === viewer && o.turn >= turn && o.end,
  });
}

describe('a game on this device', () => {
  it('survives a reload, is listed with Continue on the home screen, and asks before it is left', async () => {
    const page = await openPage(app, DESK);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'bot', level: 1, seed: 21 });
    await untilActions(page, 4, 'yellow', 3);
    const url = page.url();
    expect(url).toMatch(/#\/play\/\w+$/);
    const before = { pieces: await board(page), log: await logText(page) };

    // Reloading asks first (the browser's own prompt), then the game is back where it was.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    await page.locator('.game').waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(page.url()).toBe(url);
    expect(await board(page)).toEqual(before.pieces);
    expect(await logText(page)).toBe(before.log);

    // Main menu: "Leave this game?" Stay keeps the game; Leave goes home, where it waits.
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByTestId('leave').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(url);
    expect(await page.locator('.game').count()).toBe(1);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();
    await page.getByTestId('unfinished').waitFor();
    expect(await page.getByTestId('unfinished').innerText()).toMatch(
      /Let us wander around the Twister · against the computer \(L1\) · turn \d+/,
    );

    // Continue resumes it; the browser's Back button asks too.
    await page.getByTestId('continue').click();
    await page.locator('.game').waitFor();
    expect(await board(page)).toEqual(before.pieces);
    await page.goBack();
    await page.getByTestId('leave').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(url);
    // Resign asks in the page first (issue 38 item 6).
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    await page.getByTestId('result').waitFor();
    // A finished game leaves without a question and is offered for replay.
    await page.getByRole('button', { name: 'Main menu' }).first().click();
    await page.getByRole('heading', { name: 'Finished games on this device' }).waitFor();
    expect(await page.getByTestId('unfinished').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hot seat: a draw offered goes to the other player at once, who may decline or accept it (R22)', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'human', seed: 8 });
    await untilActions(page, 1);
    await page.getByRole('button', { name: 'Offer a draw' }).click();
    await page.getByRole('button', { name: 'Yes, offer a draw' }).click();
    await page.getByRole('heading', { name: 'Pass the device to Blue' }).waitFor();
    await page.click('[data-testid=handoff] button');
    await expect
      .poll(() => page.getByTestId('draw-offer').innerText(), POLL)
      .toMatch(/Yellow offers a draw\./);
    await page.getByRole('button', { name: 'Decline' }).click();
    // Back to yellow, whose turn goes on.
    await page.getByRole('heading', { name: 'Pass the device to Yellow' }).waitFor();
    await page.click('[data-testid=handoff] button');
    await page.getByTestId('end-turn').waitFor();
    expect(await logText(page)).toContain('Blue declines the draw.');
    await page.getByRole('button', { name: 'Offer a draw' }).click();
    await page.getByRole('button', { name: 'Yes, offer a draw' }).click();
    await page.click('[data-testid=handoff] button');
    await page.getByRole('button', { name: 'Accept the draw' }).click();
    await page.getByTestId('result').waitFor();
    expect(await page.getByTestId('result').innerText()).toMatch(/Draw\.\s+Reason: draw agreed/);
    await page.close();
  });

  it('hot seat: after the last action point, the movement lands before the device is handed over', async () => {
    // The piece walks (animations on), and the page's clock is the test's: time passes when it says.
    const page = await openPage(app, DESK, { motion: true });
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'human', seed: 8 });
    await untilActions(page, 1);
    while ((await page.getByTestId('ap').innerText()) !== '1 AP left') await moveSomething(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    const log = await logText(page);
    await moveSomething(page);
    // The movement is played (its line is in the log) and the board stays while the piece lands.
    await expect.poll(() => logText(page), POLL).not.toBe(log);
    await page.clock.runFor(399);
    expect(await page.locator('.game').getAttribute('data-busy')).toBe('landing');
    expect(await page.locator('.overlay[data-testid=handoff]').count()).toBe(0);
    // Once it has landed (its walk, at most 1.5 s, then 0.4 s to see it there), the turn's end
    // is said and the board stays until the player passes the device (issue 38 item 4).
    await page.clock.runFor(1_600);
    await page.getByTestId('turn-over').waitFor();
    expect(await page.locator('.overlay[data-testid=handoff]').count()).toBe(0);
    await page.click('.dock [data-testid=handoff] button');
    await page.locator('.overlay[data-testid=handoff]').waitFor();
    await page.close();
  });

  it('hot seat: guidance a player dismissed stays dismissed across hand-offs and a reload', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'human', seed: 8, guidance: true });
    await page.click('[data-testid=handoff] button');
    const tip = page.getByTestId('tip');
    expect(await tip.innerText()).toMatch(/^Scenario 1: the first player/);
    await page.getByRole('button', { name: 'Got it' }).click();
    expect(await tip.innerText()).toMatch(/^Put your two characters/);
    await page.getByRole('button', { name: 'Skip the guidance' }).click();
    expect(await tip.count()).toBe(0);
    // Blue has its own guidance, from the start.
    await playByClicks(page, { seed: 1, maxClicks: 50, until: (o) => !o.handoff && o.viewer === 'blue' });
    expect(await tip.innerText()).toMatch(/^Scenario 1: the first player/);
    await page.getByRole('button', { name: 'Got it' }).click();
    // Yellow's turns come back without a tip, after hand-offs and after a reload.
    let yellowScreens = 0;
    await playByClicks(page, {
      seed: 1,
      maxClicks: 300,
      until: async (o) => {
        if (o.handoff || o.viewer !== 'yellow') return false;
        expect(await tip.count()).toBe(0);
        return ++yellowScreens >= 3 && o.phase === 'actions';
      },
    });
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await page.click('[data-testid=handoff] button');
    await page.locator('.game[data-viewer=yellow]').waitFor();
    expect(await tip.count()).toBe(0);
    await page.close();
  });

  it('plays out the computer’s turn one action at a time, each lit up, with every event listed; the turn replays on request', async () => {
    const page = await openPage(app, DESK, { paceMs: 150 });
    await startLocal(page, app, { scenario: 'tutorial-2', opponent: 'bot', level: 1, seed: 3 });
    await untilActions(page, 2);
    // The player ends the turn (confirming the AP left); the computer's steps then appear one by one.
    await page.getByTestId('end-turn').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('playing').waitFor();
    await shot(page, 'paced-bot-turn');
    // What the table shows after each change of the page, recorded in the page itself (sampling
    // from the test's side misses steps when the machine is busy), until the turn is played out.
    const seen = await page.evaluate(
      () =>
        new Promise<{ latest: number; lit: number }[]>((resolve) => {
          const out: { latest: number; lit: number }[] = [];
          const look = () => {
            out.push({
              latest: document.querySelectorAll('[data-testid=latest] > div').length,
              lit: document.querySelectorAll('[data-testid=highlight] rect').length,
            });
            if (document.querySelector('[data-testid=playing]')) return;
            observer.disconnect();
            resolve(out);
          };
          const observer = new MutationObserver(look);
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          look();
        }),
    );
    const counts = [...new Set(seen.map((s) => s.latest))];
    expect(counts.length).toBeGreaterThan(2);
    expect(seen.some((s) => s.lit > 0)).toBe(true);
    // Every event of the computer's turn is listed, not just the last ones: the list is the log's
    // lines since the player's own "ends the turn".
    const all = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=log] li')].map((e) => e.textContent ?? ''),
    );
    const since = all.slice(all.lastIndexOf('Yellow ends the turn.') + 1);
    const latest = await page.locator('[data-testid=latest] > div').allInnerTexts();
    expect(since.length).toBeGreaterThan(2);
    expect(latest).toEqual(since);
    // Replay the last turn: it is played out again, then the player's turn is back.
    await page.getByTestId('replay-turn').click();
    await page.getByTestId('playing').waitFor();
    await page.getByRole('button', { name: 'Faster' }).click();
    await page.getByTestId('playing').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=latest] > div').allInnerTexts()).toEqual(latest);
    await page.close();
  });

  it('undo takes back the own movements of the turn; a reveal cannot be taken back (rulebook p. 6; R14)', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'bot', level: 0, seed: 12 });
    await untilActions(page, 6);
    const ap = () => page.getByTestId('ap').innerText();
    const before = { pieces: await board(page), ap: await ap() };
    expect(await page.getByTestId('undo').count()).toBe(0);
    // A movement: select a character that can move, click a highlighted square.
    await moveSomething(page);
    await expect.poll(ap, POLL).not.toBe(before.ap);
    expect(await page.getByTestId('undo').getAttribute('title')).toMatch(
      /^Undo: Yellow (Mekanork|Naga) → [a-j]\d+ \(U\)$/,
    );
    await page.getByTestId('undo').click();
    // Said in words (issue 38 item 8).
    expect(await page.locator('.dock .feedback[role=alert]').innerText()).toMatch(
      /^You took back: Yellow (Mekanork|Naga) → [a-j]\d+$/,
    );
    expect(await ap()).toBe(before.ap);
    expect(await board(page)).toEqual(before.pieces);
    // The same with the keyboard's U.
    await page.keyboard.press('Escape');
    await moveSomething(page);
    await expect.poll(ap, POLL).not.toBe(before.ap);
    await page.keyboard.press('u');
    expect(await board(page)).toEqual(before.pieces);
    // A reveal shows the room: nothing before it can be taken back.
    if (await page.locator('.facedown.target').count()) {
      await page.locator('.facedown.target').first().click();
      await page.locator('.dest.place, [data-testid=end-turn]').first().waitFor();
      expect(await page.getByTestId('undo').count()).toBe(0);
    }
    await page.close();
  });

  it('starting characters go on the dots by a tap or by dragging; the dots left empty fill themselves (rulebook p. 3)', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'human', seed: 8 });
    await page.click('[data-testid=handoff] button');
    const confirm = page.locator('.starters button.primary');
    expect(await confirm.isDisabled()).toBe(true);
    // Tap the Mekanork, then dot 1.
    await page.click('[data-starter=yMk]');
    await page.click('.dest.dot[data-dot="0"]');
    expect(await page.locator('select[data-dot-select="0"]').inputValue()).toBe('yMk');
    // Drag the Naga onto dot 4: the two dots left have one answer, empty, and fill themselves.
    const from = (await page.locator('[data-starter=yNg]').boundingBox())!;
    const to = (await page.locator('.dest.dot[data-dot="3"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const dots = await page
      .locator('select[data-dot-select]')
      .evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value));
    expect(dots).toEqual(['yMk', '-', '-', 'yNg']);
    expect(await page.locator('.dest.dot.chosen [data-piece], .dest.dot.chosen g').count()).toBeGreaterThan(
      0,
    );
    await confirm.click();
    await page.getByRole('heading', { name: 'Pass the device to Blue' }).waitFor();
    await page.close();
  });

  it('ending the turn with AP left asks first, unless the setting is off', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'bot', level: 0, seed: 30 });
    await untilActions(page, 2);
    const turn = await page.locator('.game').getAttribute('data-turn');
    await page.keyboard.press('e');
    expect(await page.getByTestId('confirm').innerText()).toMatch(
      /End the turn with \d AP left\? They are lost\./,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('.game').getAttribute('data-turn')).toBe(turn);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Ask before ending a turn with AP left').uncheck();
    await page.keyboard.press('Escape');
    await page.getByTestId('end-turn').click();
    await expect.poll(() => page.locator('.game').getAttribute('data-turn'), POLL).not.toBe(turn);
    await page.close();
  });

  it('hot seat set-up: each player places the tokens in one sitting, so the device changes hands a few times, not at every token; each sees only their own tokens, and nothing of the game while the device changes hands', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'standalone', opponent: 'human', seed: 5 });
    let tokens = 0;
    const log = await playByClicks(page, {
      seed: 3,
      maxClicks: 500,
      until: async (o) => {
        if (o.handoff) expect(await page.locator('[data-piece], [data-token]').count()).toBe(0);
        const foreign = o.viewer === 'yellow' ? 'b' : 'y';
        expect(o.tokens.every((id) => !id.startsWith(foreign))).toBe(true);
        if (o.tokens.length && tokens++ === 0) await shot(page, 'standalone-tokens');
        return !o.handoff && (o.phase === 'card' || o.phase === 'actions');
      },
    });
    expect(tokens).toBeGreaterThan(0);
    // Starting characters (both players), then tokens: 20 placements, alternating (rulebook p. 3).
    expect((await logText(page)).match(/places .+? face down/g)).toHaveLength(20);
    // One per token would be 20 and more; grouped, a handful (a plan the opponent's tokens made
    // impossible costs one more).
    expect(log.handoffs).toBeLessThanOrEqual(8);
    await page.close();
  });

  it('draws coordinates on the edges when asked, lights up what a log line names, and marks the tokens on a character’s way instead of a menu of ways', async () => {
    const page = await openPage(app, DESK, { coordinates: true });
    await startLocal(page, app, { scenario: 'tutorial-1', opponent: 'bot', level: 0, seed: 21 });
    await untilActions(page, 7, 'yellow', 3);
    expect(await page.locator('.coords text').count()).toBe(10 + 12);
    // A log line about a movement lights up where it went.
    const moved = page.locator('[data-testid=log] li', { hasText: / moves [a-j]\d+ → [a-j]\d+\./ }).last();
    const to = /→ ([a-j]\d+)\./.exec(await moved.innerText())![1]!;
    await moved.hover();
    expect(await page.locator(`[data-hl-square="${to}"]`).count()).toBe(1);
    await moved.focus();
    expect(await page.locator(`[data-hl-square="${to}"]`).count()).toBe(1);
    // Several ways to arrive: no menu of coordinates any more; the tokens on the way are marked
    // on the board (issue 38 item 1), and a destination pointed at moves at once.
    let found = false;
    for (let round = 0; round < 6 && !found; round++) {
      for (const id of await page
        .locator('.piece.actionable')
        .evaluateAll((es) => es.map((e) => e.getAttribute('data-piece')!))) {
        await page.click(`.piece[data-piece="${id}"]`);
        if (await page.locator('.spot').count()) {
          expect(await page.locator('.dest[aria-label*="several ways"]').count()).toBe(0);
          await shot(page, 'tokens-on-the-way');
          found = true;
          break;
        }
        await page.keyboard.press('Escape');
      }
      if (!found)
        await playByClicks(page, {
          seed: round,
          maxClicks: 60,
          until: (o, l) => l.clicks > 2 && !o.handoff && o.phase === 'actions' && o.end,
        });
    }
    expect(found).toBe(true);
    await page.close();
  });

  it('replays a loaded record from its start, with icon buttons and autoplay at a chosen speed', async () => {
    // A short game played with the engine, saved as a record file.
    const g = newGame({ scenario: 'tutorial-1' }, 4);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = new Rng(4);
    const actions: Action[] = [];
    for (let i = 0; i < 40; i++) {
      const legal = legalActionsFor(s, toMove(s)[0]!);
      const a = legal[rng.int(legal.length)]!;
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(a);
      s = r.value.state;
    }
    const page = await openPage(app, DESK);
    await page.goto(app.url);
    await page.setInputFiles('input[name=record]', {
      name: 'game.dtr',
      mimeType: 'text/plain',
      buffer: Buffer.from(makeRecord({ config: { scenario: 'tutorial-1' }, seed: 4, actions })),
    });
    await page.getByTestId('replay').waitFor();
    expect(await page.getByTestId('replay-step').innerText()).toBe('Step 0 of 40');
    for (const name of ['First', 'Back', 'Play', 'Next', 'Last'])
      expect(await page.getByRole('button', { name, exact: true }).locator('svg path').count()).toBe(1);
    // At speed 4, a step every quarter of a second of the page's clock, which the test moves on.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.selectOption('select[name=speed]', '4');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const step = () => page.getByTestId('replay-step').innerText();
    for (const k of [1, 2, 3]) {
      await page.clock.runFor(250);
      await expect.poll(step, POLL).toBe(`Step ${k} of 40`);
    }
    // Paused, it stays where it is however long it waits.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.clock.runFor(5_000);
    expect(await step()).toBe('Step 3 of 40');
    await page.close();
  });

  it('has a rules reference: every piece’s card as its tooltip, and the player aid in English and French', async () => {
    const page = await openPage(app, DESK);
    await startLocal(page, app, { scenario: 'tutorial-2', opponent: 'bot', level: 0, seed: 3 });
    await untilActions(page, 2);
    const tip = await page.locator('.piece[data-piece="yCo"] title').textContent();
    expect(tip).toMatch(/^Yellow Colossus\nMove 2 · Combat 5\. Breaks an adjacent closed portcullis/);
    await page.getByRole('button', { name: 'Rules' }).click();
    const aid = page.getByTestId('aid');
    expect(await aid.innerText()).toMatch(
      /A turn \(rulebook p\. 5\)[\s\S]*Actions and their cost[\s\S]*Golden rules[\s\S]*Characters[\s\S]*Objects/,
    );
    expect(await aid.locator('tbody tr').count()).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await page.selectOption('select[name=lang]', 'fr');
    await page.getByRole('button', { name: 'Règles' }).click();
    expect(await aid.innerText()).toMatch(
      /Un tour \(livret p\. 5\)[\s\S]*Règles d’or[\s\S]*Homme-serpent[\s\S]*Bâton de boule de feu/,
    );
    await page.close();
  });
});
