// Time to a playable board on a throttled network (issue 38, "Measured"): Chrome DevTools'
// "Fast 3G" profile (562.5 ms latency, 1.6 Mbps × 0.9 down, 750 Kbps × 0.9 up) applied through
// the DevTools protocol, a built client served gzip-compressed by serve-dist.mjs, an empty cache
// each run. A run opens the home, presses Start with the home's defaults (a Prison game against
// the computer) as soon as it shows, and waits until the board offers something to press.
// Times are the page's own (performance.now(), from the navigation's start), marked by a
// MutationObserver in the page, so the script's polling adds nothing.
//
//   node packages/web/scripts/fast3g.mjs --after packages/web/dist [--before DIR] [--runs 3]
//
// With --before (a build of main, for instance), runs alternate before/after; prints JSON: each
// run, the medians, and the machine's load. With --think MS the player first points at the
// new-game form and reads it for MS milliseconds before pressing Start (the home fetches the
// game's code ahead when the form is reached for); without it Start is pressed as soon as it shows.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from './first-load.mjs';
import { serveDist } from './serve-dist.mjs';

/** Chrome DevTools' Fast 3G preset (front_end/core/sdk/NetworkManager.ts), in bytes per second. */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

const START = 'form[aria-label="New game"] button[type=submit]';
/** What a player may press on the board (the browser tests' clicker presses the same). */
const PRESSABLE = [
  '[data-token]',
  '.facedown.target',
  'button[data-card]',
  '.dest',
  'button[data-announce]',
  'button[data-combat]',
  '.rotate-btn',
  '.piece.actionable',
  '[data-testid=end-turn]',
  '.starters button.primary:not([disabled])',
]
  .map((s) => `.game ${s}`)
  .join(', ');

/** In the page, before its scripts: the times the home's Start and a playable board first show. */
function marker({ start, pressable }) {
  const marks = {};
  window.__marks = marks;
  const check = () => {
    const now = performance.now();
    if (marks.home === undefined && document.querySelector(start)) marks.home = now;
    const game = document.querySelector('.game');
    const busy = game?.getAttribute('data-busy') ?? '';
    if (
      marks.board === undefined &&
      game &&
      busy !== 'thinking' &&
      busy !== 'playing' &&
      document.querySelector(pressable)
    )
      marks.board = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener('click', () => (marks.click ??= performance.now()), true);
}

/** One run on an empty cache: ms to the home, the press of Start, and a playable board. */
async function run(browser, url, thinkMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
    await page.addInitScript(marker, { start: START, pressable: PRESSABLE });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    if (thinkMs) {
      await page.locator('form[aria-label="New game"] legend').first().hover({ timeout: 120_000 });
      await page.waitForTimeout(thinkMs);
    }
    await page.locator(START).click({ timeout: 120_000 });
    await page.waitForFunction(() => window.__marks.board !== undefined, null, { timeout: 120_000 });
    const m = await page.evaluate(() => window.__marks);
    const ms = (x) => Math.round(x);
    return {
      homeMs: ms(m.home),
      startPressedMs: ms(m.click),
      boardMs: ms(m.board),
      afterPressMs: ms(m.board - m.click),
      kbTransferred: Math.round(bytes / 1024),
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const builds = Object.fromEntries(
    ['before', 'after'].filter((k) => opt(`--${k}`)).map((k) => [k, resolve(opt(`--${k}`))]),
  );
  if (!builds.after) throw new Error('usage: fast3g.mjs --after DIST [--before DIST] [--runs N]');
  const runs = Number(opt('--runs') ?? 3);
  const thinkMs = Number(opt('--think') ?? 0);
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(builds).map(async ([k, d]) => [k, await serveDist(d)])),
  );
  const browser = await launchChromium();
  const results = Object.fromEntries(Object.keys(builds).map((k) => [k, []]));
  const load = [readFileSync('/proc/loadavg', 'utf8').trim()];
  try {
    for (let i = 0; i < runs; i++)
      for (const k of Object.keys(builds)) results[k].push(await run(browser, servers[k].url, thinkMs));
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s.close()));
  }
  load.push(readFileSync('/proc/loadavg', 'utf8').trim());
  const summary = Object.fromEntries(
    Object.entries(results).map(([k, rs]) => [
      k,
      {
        dist: builds[k],
        medianHomeMs: median(rs.map((r) => r.homeMs)),
        medianBoardMs: median(rs.map((r) => r.boardMs)),
        medianAfterPressMs: median(rs.map((r) => r.afterPressMs)),
        runs: rs,
      },
    ]),
  );
  console.log(
    JSON.stringify(
      {
        profile: FAST_3G,
        scenario: 'home, Start with the defaults, playable board',
        thinkMs,
        loadavg: load,
        ...summary,
      },
      null,
      1,
    ),
  );
}
