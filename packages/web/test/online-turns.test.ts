// Turn-based online play in real Chromium through the real server (issue 28 items 10-12):
// two registered players in separate browser contexts (two machines), a turn-based game with
// days per move, the "your turn" title and notification (the Notification API stubbed in the
// page, the tab made hidden), "my games" on a third device where the second player signs in
// again and plays its seat, the chat (markup shown as text, the history after a reload, a
// local mute), an online undo seen by the opponent, and a rematch that moves both players to
// a new game with the seats swapped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { POLL, shot, startApp, type App } from './browser.ts';
import { playByClicks } from './clicker.ts';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/** A stand-in for the Notification API that records what the page shows, and a tab we can hide. */
function stubNotifications(): void {
  const w = window as unknown as { __notes: unknown[]; __hidden: boolean; Notification: unknown };
  w.__notes = [];
  w.__hidden = false;
  class Stub {
    static permission = 'default';
    static async requestPermission(): Promise<string> {
      Stub.permission = 'granted';
      return 'granted';
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body?: string; tag?: string }) {
      w.__notes.push({ title, ...options });
    }
    close(): void {}
  }
  w.Notification = Stub;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__hidden });
}

async function signIn(context: BrowserContext, username: string, how: 'Create an account' | 'Log in') {
  const page = await context.newPage();
  await page.goto(`${app.url}#/online`);
  await page.fill('input[name=username]', username);
  await page.fill('input[name=password]', 'correct horse');
  await page.getByRole('button', { name: how }).click();
  await page.getByTestId('me').waitFor();
  return page;
}

const title = (p: Page): Promise<string> => p.title();
const myTurn = async (p: Page): Promise<boolean> => (await title(p)).startsWith('(1) Your turn');

/** Bob on a third device: signs in, opens "My games", sees where it is his turn, and opens it there. */
async function myGamesElsewhere(context: BrowserContext, gameId: string, ann: Page): Promise<Page> {
  const other = await signIn(context, 'bob', 'Log in');
  await other.getByTestId('my-games-link').click();
  const entry = other.locator(`[data-game="${gameId}"]`);
  await entry.waitFor();
  // Bob's turn can pass back to Ann by itself (his first page plays what he planned and forced
  // steps): Ann plays on until this device shows a turn of Bob's.
  for (let i = 0; ; i++) {
    await other.reload();
    await entry.waitFor();
    if ((await entry.getAttribute('data-your-turn')) === 'yes') break;
    expect(i).toBeLessThan(200);
    if (await myTurn(ann))
      await playByClicks(ann, { seed: 70 + i, maxClicks: 400, until: async () => !(await myTurn(ann)) });
  }
  expect(await entry.getByTestId('my-game-state').textContent()).toBe('★ Your turn');
  expect(await other.title()).toBe('(1) Your turn — Dungeon Twister');
  await shot(other, 'online-my-games');
  await entry.getByRole('link').click();
  await other.locator('.game[data-viewer=blue]').waitFor();
  return other;
}

/**
 * Chat: markup is shown as text, on every screen of both players (Bob has two); the history
 * survives a reload; a local mute hides the other seat's lines on that screen only.
 */
async function chatAcross(ann: Page, bob: Page, other: Page): Promise<void> {
  const payload = '<script>window.__pwned = 1</script><b>hello</b>';
  await ann.fill('input[name=chat]', payload);
  await ann.getByRole('button', { name: 'Send' }).click();
  for (const p of [bob, other]) {
    const line = p.getByTestId('chat-lines').locator('li').last();
    await expect.poll(() => line.locator('.chat-text').textContent(), POLL).toBe(payload);
    expect(await p.getByTestId('chat-lines').locator('script, b').count()).toBe(0);
    expect(await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  await bob.reload();
  await expect
    .poll(() => bob.getByTestId('chat-lines').locator('.chat-text').first().textContent(), POLL)
    .toBe(payload);
  // A local mute hides the other seat's lines on this screen only, and stays after a reload.
  await bob.getByTestId('chat-mute').check();
  expect(await bob.getByTestId('chat-lines').locator('li').count()).toBe(0);
  expect(await bob.getByTestId('chat-hidden').textContent()).toBe('1 messages hidden (chat muted)');
  await bob.reload();
  await bob.getByTestId('chat-hidden').waitFor();
  expect(await other.getByTestId('chat-lines').locator('li').count()).toBe(1);
}

/**
 * Both play on until one of them has its actions phase (each page's player looks at its own
 * page; the one that finds it stops the other), makes one movement and takes it back: the
 * other sees the undo.
 */
async function moveAndTakeBack(ann: Page, other: Page): Promise<void> {
  let found!: (p: Page) => void;
  const stop = new Promise<Page>((resolve) => (found = resolve));
  // With 2 AP or more, so that the movement leaves the turn open and can be taken back.
  const inActions = async (p: Page): Promise<boolean> =>
    (await p.locator('.game').getAttribute('data-phase')) === 'actions' &&
    (await p.getByTestId('end-turn').count()) > 0 &&
    /([2-9]|1\d) AP left/.test((await p.locator('.game').textContent()) ?? '');
  await Promise.all(
    [ann, other].map((p, i) =>
      playByClicks(p, {
        seed: 10 + i,
        maxClicks: 2000,
        stop,
        until: async () => {
          if (!(await inActions(p))) return false;
          found(p);
          return true;
        },
      }),
    ),
  );
  const m: Page | null = await stop;
  expect(m).not.toBeNull();
  const watcher = m === ann ? other : ann;
  const piece = (await m!.locator('.piece.actionable').first().getAttribute('data-piece'))!;
  const at = await m!.locator(`.piece[data-piece="${piece}"]`).getAttribute('style');
  const log = await m!.getByTestId('log').textContent();
  await m!.locator(`.piece[data-piece="${piece}"]`).click();
  await m!.locator('.dest').first().click();
  const menu = m!.getByTestId('menu');
  if (await menu.count()) await menu.locator('button').first().click();
  // The movement has landed (its line is in the log) before it is taken back.
  await expect.poll(() => m!.getByTestId('log').textContent(), POLL).not.toBe(log);
  await m!.getByTestId('online-undo').click();
  await watcher.getByTestId('undone').waitFor();
  // Said in words (issue 38 item 8): the movement taken back, from the watcher's own log.
  expect(await watcher.getByTestId('undone').textContent()).toMatch(
    /^(Yellow|Blue) took back: (Yellow|Blue) .+ (moves [a-j]\d+ → |jumps to )[a-j]\d+/,
  );
  await expect.poll(() => m!.locator(`.piece[data-piece="${piece}"]`).getAttribute('style'), POLL).toBe(at);
  expect(await m!.getByTestId('log').textContent()).toBe(log);
}

describe('turn-based online play in the browser', () => {
  it('two players: your-turn title and notification, my games on another device, chat, undo and rematch', async () => {
    const [ca, cb, cc] = await Promise.all([app.context(), app.context(), app.context()]);
    await ca.addInitScript(stubNotifications);
    const errors: string[] = [];
    const ann = await signIn(ca, 'ann', 'Create an account');
    ann.on('pageerror', (e) => errors.push(e.message));
    await ann.selectOption('select[name=scenario]', 'tutorial-1');
    await ann.selectOption('select[name=online-seat]', 'yellow');
    await ann.check('input[name=turn-based]');
    await ann.fill('input[name=move-time]', '2');
    await ann.selectOption('select[name=move-unit]', 'days');
    await ann.getByRole('button', { name: 'Create the game' }).click();
    await ann.getByTestId('waiting').waitFor();
    const invite = await ann.getByTestId('invite').inputValue();
    const gameId = /#\/g\/([\w-]+)/.exec(ann.url())![1]!;

    // The permission is asked from a click, and only then.
    await ann.getByRole('button', { name: 'Notify me when it is my turn' }).click();
    await ann.getByText('Notifications are on for your turns.').waitFor();

    const bob = await signIn(cb, 'bob', 'Create an account');
    bob.on('pageerror', (e) => errors.push(e.message));
    await bob.goto(`${app.url}${invite.slice(invite.indexOf('#'))}`);
    await bob.getByRole('button', { name: 'Join' }).click();
    await bob.locator('.game[data-viewer=blue]').waitFor();

    // Set-up: both choose their starting characters at once, so it is Ann's turn at first.
    await ann.waitForFunction(() => document.title.startsWith('(1) Your turn — '));
    // Ann commits hers, hides the tab, and Bob plays until Ann must decide again.
    await playByClicks(ann, {
      seed: 1,
      maxClicks: 50,
      until: async (_o, log) => log.clicks > 0 && !(await myTurn(ann)),
    });
    await ann.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = true));
    await playByClicks(bob, {
      seed: 2,
      maxClicks: 400,
      until: async (_o, log) => log.clicks > 0 && !(await myTurn(bob)),
    });
    await ann.waitForFunction(() => (window as unknown as { __notes: unknown[] }).__notes.length > 0);
    const notes = await ann.evaluate(
      () => (window as unknown as { __notes: { title: string; body: string }[] }).__notes,
    );
    expect(notes[0]).toMatchObject({
      title: 'Your turn in Dungeon Twister',
      body: 'bob has played: it is your turn.',
    });
    await ann.evaluate(() => ((window as unknown as { __hidden: boolean }).__hidden = false));

    // Ann plays until a decision is Bob's that his page will not make by itself: during the
    // set-up his page sends the tokens he planned on its own, one on each of his turns, so a
    // turn of his there may pass straight back to Ann. Bob plays a set-up turn his page leaves
    // to him.
    const phase = (p: Page) => p.locator('.game').getAttribute('data-phase');
    for (let round = 0; ; round++) {
      await expect.poll(async () => (await myTurn(ann)) || (await myTurn(bob)), POLL).toBe(true);
      if ((await myTurn(bob)) && (await phase(bob)) !== 'tokens') break;
      expect(round).toBeLessThan(40);
      const [p, seed] = (await myTurn(ann)) ? [ann, 3 + round] : [bob, 50 + round];
      await playByClicks(p, { seed, maxClicks: 400, until: async () => !(await myTurn(p)) });
    }

    const other = await myGamesElsewhere(cc, gameId, ann);
    other.on('pageerror', (e) => errors.push(e.message));
    await chatAcross(ann, bob, other);
    await moveAndTakeBack(ann, other);

    // Ann resigns; she offers a rematch, Bob accepts, and both move to the new game, seats swapped.
    await ann.getByRole('button', { name: 'Resign' }).click();
    await ann.getByRole('button', { name: 'Yes, resign' }).click();
    for (const p of [ann, other]) await p.getByTestId('result').waitFor();
    await ann.getByTestId('rematch-offer').click();
    await other.getByTestId('rematch-from-them').waitFor();
    await other.getByTestId('rematch-accept').click();
    await ann.locator('.game[data-viewer=blue]').waitFor();
    await other.locator('.game[data-viewer=yellow]').waitFor();
    const next = (p: Page): string => /#\/g\/([\w-]+)/.exec(p.url())![1]!;
    expect(next(ann)).toBe(next(other));
    // Bob's first device follows too: its seat token went to the other device, so it joins with his account.
    await bob.locator('.game[data-viewer=yellow]').waitFor();
    expect(next(bob)).toBe(next(other));
    expect(next(ann)).not.toBe(gameId);
    await shot(ann, 'online-rematch');
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close(), cc.close()]);
  });
});
