// The online table a Board Game Arena player expects (issue 38 item 9), in real Chromium
// through the real server at 1280×800, 390×844 and 844×390: the invitation names the game, the
// inviter, the colours and the clock; spectators chat among themselves and the players never
// see it during the game; the set-up tokens are planned in one sitting and go out as the
// engine's actions on this seat's turns; held sideways the board comes first (the chat is one
// button); axe finds nothing serious on the lobby, the invitation and the game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, guest, POLL, shot, startApp, type App } from './browser.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;

/** What pans sideways or lies off screen on the game page; empty when nothing does. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    if (document.scrollingElement!.scrollWidth > innerWidth) out.push('page wider than the screen');
    const r = document.querySelector('svg.board')!.getBoundingClientRect();
    if (r.left < 0 || r.right > innerWidth + 0.5) out.push(`board ${r.left}..${r.right}`);
    return out;
  });

/** Opens the chat where it folds into a button (a phone), says a line, and closes it again. */
async function say(page: Page, text: string): Promise<void> {
  const toggle = page.getByTestId('chat-toggle');
  const folded = await toggle.isVisible();
  if (folded) await toggle.click();
  await page.fill('[data-testid=chat] input[name=chat]', text);
  await page.locator('[data-testid=chat] button[type=submit]').click();
  await page.locator('[data-testid=chat-lines]', { hasText: text }).waitFor();
  if (folded) await toggle.click();
}

const chatText = (page: Page) => page.getByTestId('chat-lines').textContent();

/** Plans every token this seat places (a token, then a lit room from the first or the last), until none is left to plan. */
async function planTokens(page: Page, from: 'first' | 'last'): Promise<number> {
  let planned = 0;
  for (let i = 0; i < 16 && (await page.locator('[data-token]').count()) > 0; i++) {
    await page.locator('[data-token]').first().click();
    await page.locator('.facedown.target')[from]().click();
    planned++;
  }
  return planned;
}

describe('the online table', () => {
  for (const vp of VIEWPORTS)
    it(`${vp.name} ${vp.width}×${vp.height}: the invitation says what it invites to; spectators chat unseen by the players; tokens planned at once; the board first; no serious axe violation`, async () => {
      const viewport = { width: vp.width, height: vp.height };
      const [ca, cb, cc, cd] = await Promise.all([1, 2, 3, 4].map(() => app.context({ viewport })));
      const errors: string[] = [];
      const alice = await guest(app, ca!, 'Alice');
      alice.on('pageerror', (e) => errors.push(e.message));
      await alice.getByTestId('me').waitFor();
      expect(await axeViolations(alice)).toEqual([]);
      await alice.selectOption('select[name=scenario]', 'standalone');
      await alice.selectOption('select[name=online-seat]', 'yellow');
      await alice.check('input[name=timer]');
      await alice.getByRole('button', { name: 'Create the game' }).click();
      await alice.getByTestId('waiting').waitFor();
      const invite = await alice.getByTestId('invite').inputValue();

      // The invitation, before joining: the game, who invites, the colours, the clock.
      const bob = await cb!.newPage();
      bob.on('pageerror', (e) => errors.push(e.message));
      await bob.goto(app.url + invite.slice(invite.indexOf('#')));
      const summary = bob.getByTestId('invite-summary');
      await summary.waitFor();
      expect(await summary.locator('h1').innerText()).toBe('Alice invites you to play');
      expect(await summary.innerText()).toContain('5. Stand-alone (the full game)');
      expect(await bob.getByTestId('invite-colours').innerText()).toBe('Alice plays Yellow; you play Blue.');
      expect(await bob.getByTestId('invite-clock').innerText()).toBe('Clock: 2 min per turn');
      expect(await axeViolations(bob)).toEqual([]);
      await shot(bob, `${vp.name}-invitation`);
      await bob.fill('input[name=guest]', 'Bob');
      await bob.getByRole('button', { name: 'Join' }).click();
      await bob.locator('.game[data-viewer=blue]').waitFor();
      const gameId = /#\/g\/([\w-]+)/.exec(bob.url())![1]!;

      // Two spectators signed in as guests: they talk, the players hear nothing of it.
      const [cleo, dan] = await Promise.all(
        (
          [
            [cc!, 'Cleo'],
            [cd!, 'Dan'],
          ] as const
        ).map(async ([c, name]) => {
          const p = await guest(app, c, name);
          await p.getByTestId('me').waitFor();
          await p.goto(`${app.url}#/g/${gameId}`);
          await p.locator('.game[data-viewer=spectator]').waitFor();
          return p;
        }),
      );
      await say(cleo!, 'blue should hurry');
      await expect.poll(() => chatText(dan!), POLL).toContain('Cleo (spectator): blue should hurry');
      await say(alice, 'good luck');
      await expect.poll(() => chatText(bob), POLL).toContain('good luck');
      await expect.poll(() => chatText(dan!), POLL).toContain('good luck');
      for (const p of [alice, bob]) expect(await chatText(p)).not.toContain('hurry');

      // Starting characters first (rulebook p. 3): each on a free dot, until Confirm may be pressed.
      for (const p of [alice, bob]) {
        const confirm = p.locator('.starters button.primary');
        await confirm.waitFor();
        for (let i = 0; i < 8 && (await confirm.isDisabled()); i++) {
          await p.locator('[data-starter]:not(.placed)').first().click();
          await p.locator('.dest.dot:not(.chosen)').first().click();
        }
        await confirm.click();
      }

      // The set-up: whoever places tokens first plans them all at once (the rooms from the
      // first), then the other on its turn (the rooms from the last, so no plan breaks); the
      // placements then go out by themselves, one on each seat's turn.
      let placer: Page = alice;
      await expect
        .poll(async () => {
          for (const p of [alice, bob]) if (await p.locator('[data-token]').count()) return !!(placer = p);
          return false;
        }, POLL)
        .toBe(true)
        .catch(async (e: Error) => {
          for (const [p, n] of [
            [alice, 'alice'],
            [bob, 'bob'],
          ] as const)
            await shot(p, `${vp.name}-${n}-no-tokens`);
          throw e;
        });
      const other = placer === alice ? bob : alice;
      expect(await planTokens(placer, 'first')).toBeGreaterThan(1);
      await other.locator('[data-token]').first().waitFor();
      expect(await planTokens(other, 'last')).toBeGreaterThan(1);
      for (const p of [alice, bob]) await p.locator('.game:not([data-phase=tokens])').waitFor();
      const log = await alice.getByTestId('log').textContent();
      expect(log!.match(/places .{0,40}face down/g)!.length).toBeGreaterThanOrEqual(4);
      expect(await alice.getByText('A planned token no longer fits').count()).toBe(0);

      // The board first, whole, on every screen; axe on the game.
      for (const p of [alice, cleo!]) {
        expect(await sideways(p)).toEqual([]);
        // The board's box is on screen (upright the board scrolls down inside it, by design).
        const box = (await p.locator('.board-wrap').boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 0.5);
        if (vp.name === 'landscape') expect(box.x).toBeLessThan(10);
        expect(await axeViolations(p)).toEqual([]);
      }
      await shot(alice, `${vp.name}-player`);
      await shot(cleo!, `${vp.name}-spectator`);
      expect(errors).toEqual([]);
      await Promise.all([ca!.close(), cb!.close(), cc!.close(), cd!.close()]);
    });
});
