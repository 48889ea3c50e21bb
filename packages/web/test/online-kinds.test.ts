// The other games of the family online, in real Chromium through the real server: a card game
// created from the lobby's game choice, joined by invitation and played between two browsers
// (separate contexts, as two machines) on the card game's table by clicks, each page holding
// its seat's view only, then ended by a resignation that both tables show alike (the card game
// played to its end by the rules is card-e2e.test.ts's, on one device); its turn timer counting
// down, by the page's clock; and a Classic game created from the lobby that both seats reach.
// Prison's own online test is online.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@dt/cardgame';
import type { Page } from 'playwright-core';
import { clockSeconds, guest, POLL, shot, startApp, type App } from './browser.ts';
import { composeClicks } from './card-compose-clicks.ts';
import { pickAction, rng } from './card-policy.ts';
import { pressFirst, unlessStuck } from './clicker.ts';

/** How often the policy plays any action rather than its best. */
const EXPLORE = 0.4;

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/** Creates a game from the lobby's form and returns the invitation's path for the second player. */
async function create(page: Page, choose: (p: Page) => Promise<void>): Promise<string> {
  await page.getByTestId('me').waitFor();
  await choose(page);
  await page.selectOption('select[name=online-seat]', 'yellow');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await page.getByTestId('waiting').waitFor();
  const invite = await page.getByTestId('invite').inputValue();
  return invite.slice(invite.indexOf('#'));
}

type Seen = {
  result: boolean;
  viewer: string;
  turn: number;
  version: number;
  rows: number;
  moving: string;
  choices: { a: Action; s: string | null; t: string | null }[];
};

/**
 * In the page: what the table shows, once it has moved on from version `after` (a new version,
 * choices to make, or the result), watched through the page's mutations; at once when `after`
 * is null.
 */
function look(after: number | null): Seen | Promise<Seen> {
  const now = (): Seen | null => {
    const table = document.querySelector('[data-testid=card-table]');
    const s: Seen = {
      result: !!document.querySelector('[data-testid=card-result]'),
      viewer: table?.getAttribute('data-viewer') ?? '',
      turn: Number(table?.getAttribute('data-turn') ?? 0),
      version: Number(table?.getAttribute('data-version') ?? -1),
      rows: Number(table?.getAttribute('data-rows') ?? 0),
      moving: table?.getAttribute('data-moving') ?? '',
      choices: JSON.parse(table?.getAttribute('data-choices') ?? '[]') as Seen['choices'],
    };
    return after === null || s.result || s.version !== after || s.choices.length ? s : null;
  };
  const first = now();
  if (first) return first;
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      const s = now();
      if (!s) return;
      seen.disconnect();
      resolve(s);
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The table's next state after version `after`. */
const next = (page: Page, after: number | null): Promise<Seen> =>
  unlessStuck(page, page.evaluate(look, after), `the table stayed at version ${after}`);

/** In the page: the table has sent an action chosen at `version` (its choices emptied) or moved on. */
function sentSince(version: number): boolean {
  const t = document.querySelector('[data-testid=card-table]');
  return !t || Number(t.getAttribute('data-version')) !== version || t.getAttribute('data-choices') === '[]';
}

/** The actions this seat made, and those the server refused (chosen from a list the other seat's action made stale). */
type Played = { actions: number; refused: number };

/**
 * Plays this seat by clicking, as a person would (the card, then its target, or the panel's
 * button), whenever it has choices, until the game's turn `until` (which both pages see) or the
 * end; the other browser plays the other seat meanwhile. Fails if the page ever shows another
 * seat's view. Waits on the page's own signals, never a fixed time: the table empties its
 * choices the moment it sends an action, and lists new ones when the server's answer arrives.
 */
async function playOnline(page: Page, seat: 'yellow' | 'blue', seed: number, until: number): Promise<Played> {
  const random = rng(seed);
  const played: Played = { actions: 0, refused: 0 };
  const sent = (v: number) => page.evaluate(sentSince, v);
  for (let s = await next(page, null); !s.result && s.turn < until;) {
    // This page holds its own seat's view, every step of the way.
    if (s.viewer !== seat) throw new Error(`${seat}'s page shows the view of ${s.viewer}`);
    if (!s.choices.length) {
      s = await next(page, s.version);
      continue;
    }
    const i = pickAction(
      s.choices.map((c) => c.a),
      { viewer: s.viewer, rows: s.rows, movingPlace: s.moving || null },
      random,
      EXPLORE,
    );
    // Pressed as read: if the other seat's action arrived meanwhile, the table has moved on
    // (its choices dropped), which the check below sees.
    const c = s.choices[i]!;
    const button = `[data-testid=card-panel] [data-choice="${i}"]`;
    // The starters and facings are chosen one card at a time, then confirmed.
    const composed = composeClicks(c.a, s.choices.length);
    if (composed) for (const sel of composed) await pressFirst(page, sel);
    else if (c.s) await pressFirst(page, `[data-ref="${c.s}"]`);
    if (!composed && (!c.s || !(await sent(s.version)))) {
      if (c.t) {
        await pressFirst(page, `[data-ref="${c.t}"]`);
        // Several actions on one target: the panel asks which.
        if (!(await sent(s.version))) await pressFirst(page, button);
      } else await pressFirst(page, button);
    }
    if (!(await sent(s.version))) throw new Error(`the table did not send ${JSON.stringify(c)}`);
    played.actions++;
    // The server's answer: the next version, or (refused) the same version's choices again.
    const before = s.version;
    s = await next(page, before);
    if (!s.result && s.version === before) played.refused++;
  }
  return played;
}

describe('the other games online in the browser', () => {
  it('two browsers set up a card game created in the lobby and play it through the server by clicks; a resignation ends it alike on both tables', async () => {
    const [ca, cb] = await Promise.all([app.context(), app.context()]);
    const errors: string[] = [];
    const alice = await guest(app, ca, 'Alice');
    alice.on('pageerror', (e) => errors.push(e.message));
    const invite = await create(alice, async (p) => {
      await p.selectOption('select[name=game]', 'cardgame');
      await p.selectOption('select[name=card-scenario]', 'tutorial-1');
    });
    const bob = await guest(app, cb, 'Bob', invite);
    bob.on('pageerror', (e) => errors.push(e.message));
    for (const [page, seat] of [
      [alice, 'yellow'],
      [bob, 'blue'],
    ] as const)
      await page.locator(`[data-testid=card-table][data-online=true][data-viewer=${seat}]`).waitFor();
    // Rules on the online card table is the card game's aid (issue 39 item 8), not Prison's.
    await bob.getByRole('button', { name: 'Rules' }).click();
    const aid = await bob.getByRole('dialog').getByTestId('card-aid').innerText();
    expect(aid).toMatch(/How to win/);
    expect(aid).not.toMatch(/Action card/);
    await bob.getByRole('dialog').getByRole('button').first().click();

    // Both play by clicking, through the set-up and a turn each, until yellow's second turn.
    const [a, b] = await Promise.all([playOnline(alice, 'yellow', 1, 3), playOnline(bob, 'blue', 2, 3)]);
    expect([a.actions, b.actions].every((n) => n > 3)).toBe(true);
    await shot(alice, 'card-game');
    bob.once('dialog', (d) => void d.accept());
    await bob.getByRole('button', { name: 'Resign' }).click();
    const result = (page: Page) => page.getByTestId('card-result').locator('h2').textContent();
    for (const page of [alice, bob]) {
      await page.getByTestId('card-result').waitFor();
      expect(await result(page)).toBe('Yellow wins');
      expect(await page.getByTestId('card-result').innerText()).toMatch(/resign/);
    }
    expect(errors).toEqual([]);
    await Promise.all([ca.close(), cb.close()]);
  });

  it('a card game created from the lobby with a turn timer shows the clock of the seat to move counting down on both tables', async () => {
    const [ca, cb] = await Promise.all([app.context(), app.context()]);
    const alice = await guest(app, ca, 'Erin', '#/online', {}, { clock: true });
    const invite = await create(alice, async (p) => {
      await p.selectOption('select[name=game]', 'cardgame');
      await p.fill('input[name=card-timer]', '90');
    });
    const bob = await guest(app, cb, 'Fred', invite, {}, { clock: true });
    for (const page of [alice, bob]) {
      // Set-up: both seats choose at once, each with its decision's clock (the server's set-up timer).
      const clock = page.locator('[data-testid=card-table] [data-testid^=clock-]').first();
      await clock.waitFor();
      const first = clockSeconds((await clock.textContent())!);
      // However long the set-up took so far on this machine, some of the clock is left.
      expect(first).toBeGreaterThan(2);
      expect(first).toBeLessThanOrEqual(120);
      // Two seconds later by the page's clock, the clock shows less time.
      await page.clock.runFor(2_000);
      await expect
        .poll(async () => clockSeconds((await clock.textContent())!), POLL)
        .toBeLessThanOrEqual(first - 2);
    }
    await Promise.all([ca.close(), cb.close()]);
  });

  it('a Classic game created from the lobby brings both seats to the table', async () => {
    const [ca, cb] = await Promise.all([app.context(), app.context()]);
    const alice = await guest(app, ca, 'Carol');
    const invite = await create(alice, async (p) => {
      await p.selectOption('select[name=game]', 'classic');
    });
    const bob = await guest(app, cb, 'Dan', invite);
    await bob.locator('.game[data-viewer=blue]').waitFor();
    await alice.locator('.game[data-viewer=yellow]').waitFor();
    await ca.close();
    // The lobby names the game.
    const lobby = await cb.newPage();
    await lobby.goto(`${app.url}#/online`);
    await expect.poll(() => lobby.locator('[data-kind=classic]').count(), POLL).toBeGreaterThan(0);
    await cb.close();
  });
});
