// "Play now" in real Chromium through the real server (issue 41 item 8): two people in browsers
// of their own (two machines) press Play now for the same game and land at the same table in
// different seats, the first one brought there by its page asking after its ticket (the page's
// clock moved past the asking interval); a player who cancels is no longer waiting, so the next
// one waits instead of being paired with nobody. The lobby with the pairing panel has no serious
// or critical axe violations. Pairing by rating, across processes and the computer taking a
// seat after the chosen wait are the server's pairing.test.ts (on an injected clock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, guest, shot, startApp, type App } from './browser.ts';
import { PAIR_ASK_MS } from '../src/online/PlayNow.tsx';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => app?.close());

/** A guest in a browser of its own, signed in at the lobby; with `clock`, the page's clock is the test's. */
async function player(name: string, clock = false): Promise<Page> {
  const page = await guest(
    app,
    await app.context({ viewport: { width: 1280, height: 800 } }),
    name,
    '#/online',
    {},
    { clock },
  );
  await page.getByTestId('me').waitFor();
  return page;
}

const gameOf = (p: Page): string => /#\/g\/(\w+)/.exec(p.url())?.[1] ?? '';

describe('Play now', () => {
  it('pairs two players who want the same game at one table, in different seats', async () => {
    const ann = await player('Ann', true);
    const bob = await player('Bob');
    await ann.getByTestId('play-now').click();
    await ann.getByTestId('pairing').waitFor();
    expect(await ann.getByTestId('pairing').innerText()).toContain('Looking for an opponent');
    expect(await axeViolations(ann)).toEqual([]);
    await shot(ann, 'waiting');
    // Bob finds Ann waiting: paired at once.
    await bob.getByTestId('play-now').click();
    await bob.locator('.game[data-viewer]').waitFor();
    // Ann's page learns it when it next asks after its ticket.
    await ann.clock.fastForward(PAIR_ASK_MS);
    await ann.locator('.game[data-viewer]').waitFor();
    expect(gameOf(ann)).not.toBe('');
    expect(gameOf(ann)).toBe(gameOf(bob));
    const seats = await Promise.all([ann, bob].map((p) => p.locator('.game').getAttribute('data-viewer')));
    expect(new Set(seats)).toEqual(new Set(['yellow', 'blue']));
    await shot(bob, 'paired');
    await Promise.all([ann.context().close(), bob.context().close()]);
  });

  it('a cancelled wait pairs with nobody: the next player waits in turn', async () => {
    const carl = await player('Carl');
    const dora = await player('Dora');
    await carl.getByTestId('play-now').click();
    await carl.getByTestId('pairing').waitFor();
    await carl.getByRole('button', { name: 'Cancel' }).click();
    await carl.getByTestId('play-now').waitFor();
    await dora.getByTestId('play-now').click();
    await dora.getByTestId('pairing').waitFor();
    expect(carl.url()).toContain('#/online');
    await dora.getByRole('button', { name: 'Cancel' }).click();
    await dora.getByTestId('play-now').waitFor();
    await Promise.all([carl.context().close(), dora.context().close()]);
  });
});
