// Browser-test scaffolding: the built client served for real, Debian's Chromium driven by
// playwright-core (no browser download), and a player that plays only by clicking what the
// page offers, the way a person would.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { build } from 'vite';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(WEB, '..', '..', 'test-artifacts');

export interface App {
  url: string;
  browser: Browser;
  /** Kills the server process (as a crash would) and starts it again on the same port and database. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
}

function startServer(port: number, db: string): Promise<{ url: string; proc: ChildProcess }> {
  // The server's production build (the integration tests' global setup makes it).
  const proc = spawn(process.execPath, [join(WEB, '..', 'server', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${db}`,
      // Every player of a test comes from one address: the per-address limits are the server tests'.
      ACCOUNTS_PER_ADDRESS: '1000',
      CPU_SHARE_MS: '1000000',
      BOT_SHARE_MS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!.endsWith('/') ? m[1]! : `${m[1]}/`, proc });
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** The newest modification time under a folder (sources of the client and what it bundles). */
function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/**
 * Builds the client unless dist/ is newer than every source it bundles. Test files run in
 * parallel workers: a lock directory makes one build while the others wait for it.
 */
async function buildOnce(): Promise<void> {
  const packages = join(WEB, '..');
  const sources = () =>
    Math.max(
      newest(join(WEB, 'src')),
      newest(join(WEB, 'index.html')),
      newest(join(WEB, 'vite.config.ts')),
      ...['engine', 'ai', 'protocol'].map((p) => newest(join(packages, p, 'src'))),
    );
  const built = join(WEB, 'dist', 'index.html');
  const fresh = () => existsSync(built) && statSync(built).mtimeMs > sources();
  const lock = join(tmpdir(), `dt-web-build-${WEB.replace(/[^a-z0-9]/gi, '_')}.lock`);
  for (let waited = 0; ; waited += 200) {
    if (fresh()) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker is building (or a crashed one left its lock: taken over after 3 minutes).
      if (waited > 180_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    if (!fresh()) await build({ root: WEB, logLevel: 'warn' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the client and starts the real server process, as `npm start` does, on a free port. */
export async function startApp(): Promise<App> {
  await buildOnce();
  const data = mkdtempSync(join(tmpdir(), 'dt-web-'));
  const db = join(data, 'dt.sqlite');
  let server = await startServer(0, db);
  const port = Number(new URL(server.url).port);
  const stop = async (signal: NodeJS.Signals) => {
    const exited = new Promise((r) => server.proc.once('exit', r));
    server.proc.kill(signal);
    await exited;
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url: server.url,
    browser,
    restart: async () => {
      await stop('SIGKILL');
      server = await startServer(port, db);
    },
    close: async () => {
      await browser.close();
      await stop('SIGTERM');
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

type Settings = { paceMs?: number; confirmEnd?: boolean; coordinates?: boolean };

/** Stores the player's settings before the app loads (a page that already has some keeps them). */
async function withSettings(page: Page, settings: Settings): Promise<Page> {
  page.setDefaultTimeout(20_000);
  const stored = { paceMs: 0, confirmEnd: true, coordinates: false, ...settings };
  await page.addInitScript((s) => {
    try {
      if (!localStorage.getItem('dt.settings')) localStorage.setItem('dt.settings', s);
    } catch {
      // A blank page has no storage.
    }
  }, JSON.stringify(stored));
  return page;
}

/**
 * A page with the player's settings stored before the app loads. Tests play the opponent's
 * moves at once (`paceMs: 0`) unless they are about the pacing itself.
 */
export async function openPage(app: App, viewport: ViewportSize, settings: Settings = {}): Promise<Page> {
  return withSettings(await app.browser.newPage({ viewport }), settings);
}

/**
 * A person coming online in a browser of their own (a context: its own storage, as another
 * machine): the lobby, or an invitation's path, entered as a guest under `name`.
 */
export async function guest(
  app: App,
  context: BrowserContext,
  name: string,
  path = '#/online',
  settings: Settings = {},
): Promise<Page> {
  const page = await withSettings(await context.newPage(), settings);
  await page.goto(app.url + path);
  await page.fill('input[name=guest]', name);
  await page.getByRole('button', { name: path === '#/online' ? 'Play as a guest' : 'Join' }).click();
  return page;
}

/** Starts a game on this device from the home screen, as a person would. */
export async function startLocal(
  page: Page,
  app: App,
  o: { scenario: string; opponent: 'human' | 'bot'; seed: number; level?: number; guidance?: boolean },
): Promise<void> {
  await page.goto(app.url);
  // The 2004 set is a game of its own on the home screen; Prison's scenarios are the other.
  if (o.scenario === 'classic') await page.check('input[name=set][value=classic]');
  else await page.selectOption('select[name=scenario]', o.scenario);
  await page.check(`input[name=opponent][value=${o.opponent}]`);
  if (o.opponent === 'bot') await page.selectOption('select[name=level]', String(o.level ?? 0));
  if (o.guidance) await page.check('input[name=guidance]');
  else await page.uncheck('input[name=guidance]');
  await page.fill('input[name=seed]', String(o.seed));
  await page.click('form[aria-label="New game"] button[type=submit]');
  await page.locator('.game, [data-testid=handoff]').first().waitFor();
}

/** What the page offers right now, read from the DOM. */
export interface Offer {
  handoff: boolean;
  result: boolean;
  viewer: string;
  phase: string;
  turn: number;
  dots: number;
  tokens: string[];
  cards: number[];
  places: string[];
  combat: number[];
  announce: string[];
  menu: number;
  confirm: boolean;
  reveal: number;
  rotate: number;
  actionable: string[];
  end: boolean;
}

function readOffer(): Offer {
  const $$ = (sel: string) => [...document.querySelectorAll(sel)];
  const game = document.querySelector('.game');
  return {
    handoff: !!document.querySelector('[data-testid=handoff]'),
    result: !!document.querySelector('[data-testid=result]'),
    viewer: game?.getAttribute('data-viewer') ?? '',
    phase: game?.getAttribute('data-phase') ?? '',
    turn: Number(game?.getAttribute('data-turn') ?? 0),
    dots: $$('select[data-dot-select]').length,
    tokens: $$('[data-token]').map((e) => e.getAttribute('data-token')!),
    cards: $$('button[data-card]').map((e) => Number(e.getAttribute('data-card'))),
    places: $$('.dest.place').map((e) => e.getAttribute('data-square')!),
    combat: $$('button[data-combat]').map((e) => Number(e.getAttribute('data-combat'))),
    announce: $$('button[data-announce]').map((e) => e.getAttribute('data-announce')!),
    menu: $$('[data-testid=menu] button').length,
    confirm: !!document.querySelector('[data-testid=confirm]'),
    reveal: $$('.facedown.target').length,
    rotate: $$('.rotate-btn').length,
    actionable: $$('.piece.actionable').map((e) => e.getAttribute('data-piece')!),
    end: !!document.querySelector('[data-testid=end-turn]'),
  };
}

/** A small seeded generator so a browser game is the same every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const row = (sq: string): number => Number(sq.slice(1));

export interface PlayLog {
  clicks: number;
  /** Phases met along the way. */
  seen: Set<string>;
  handoffs: number;
}

/**
 * Plays by clicking: hand-offs, set-up, cards, placements, combat cards, and movements that
 * head for the opponent's line (revealing rooms on the way). `until` stops early.
 */
export async function playByClicks(
  page: Page,
  opts: { seed: number; maxClicks: number; until?: (o: Offer, log: PlayLog) => boolean | Promise<boolean> },
): Promise<PlayLog> {
  const random = rng(opts.seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
  const log: PlayLog = { clicks: 0, seen: new Set(), handoffs: 0 };
  const click = async (selector: string) => {
    log.clicks++;
    await page.locator(selector).first().click();
  };
  let movesThisTurn = 0;
  while (log.clicks < opts.maxClicks) {
    await page.waitForFunction(() => !document.querySelector('[data-testid=thinking]'), null, {
      timeout: 60_000,
    });
    const o = await page.evaluate(readOffer);
    log.seen.add(o.phase);
    if (await opts.until?.(o, log)) return log;
    if (o.result) return log;
    if (o.handoff) {
      log.handoffs++;
      await click('[data-testid=handoff] button');
      continue;
    }
    if (o.menu) {
      const n = o.menu - 1; // the last button cancels
      log.clicks++;
      await page
        .locator('[data-testid=menu] button')
        .nth(Math.floor(random() * n))
        .click();
      continue;
    }
    if (o.confirm) {
      await click('[data-testid=confirm] button.primary');
      continue;
    }
    if (o.dots) {
      for (let i = 0; i < o.dots; i++) {
        const sel = page.locator(`select[data-dot-select="${i}"]`);
        if ((await sel.inputValue()) !== '') continue; // filled by itself (one answer)
        const values = await sel
          .locator('option:not([disabled])')
          .evaluateAll((os) => os.map((x) => (x as HTMLOptionElement).value));
        await sel.selectOption(pick(values));
        log.clicks++;
      }
      await click('.starters button.primary');
      continue;
    }
    if (o.tokens.length) {
      await click(`[data-token="${pick(o.tokens)}"]`);
      const rooms = await page.locator('.facedown.target').count();
      log.clicks++;
      await page
        .locator('.facedown.target')
        .nth(Math.floor(random() * rooms))
        .click();
      continue;
    }
    if (o.cards.length) {
      movesThisTurn = 0;
      await click(`button[data-card="${Math.max(...o.cards)}"]`);
      continue;
    }
    if (o.places.length) {
      await click(`.dest.place[data-square="${pick(o.places)}"]`);
      continue;
    }
    if (o.announce.length) {
      await click(`button[data-announce="${pick(o.announce)}"]`);
      continue;
    }
    if (o.combat.length) {
      await click(`button[data-combat="${pick(o.combat)}"]`);
      continue;
    }
    if (o.phase !== 'actions') {
      // Nothing for this seat to do: the computer or the other seat is deciding.
      await page.waitForTimeout(50);
      continue;
    }
    if (o.reveal && random() < 0.7) {
      await click('.facedown.target');
      continue;
    }
    if (o.rotate && random() < 0.3) {
      log.clicks++;
      await page
        .locator('.rotate-btn')
        .nth(Math.floor(random() * o.rotate))
        .click();
      continue;
    }
    if (o.actionable.length && movesThisTurn < 8) {
      movesThisTurn++;
      const forward = o.viewer === 'yellow' ? 1 : -1;
      const piece = pick(o.actionable);
      await click(`.piece[data-piece="${piece}"]`);
      const here = await page.locator(`.piece[data-piece="${piece}"]`).count();
      if (!here) continue;
      // The piece's actions on itself (the 2004 Troll's regeneration, the Speed Potion).
      const selfActions = await page.getByTestId('self-action').count();
      if (selfActions && random() < 0.5) {
        log.clicks++;
        await page.getByTestId('self-action').first().click();
        continue;
      }
      const targets = await page.locator('.piece.target').count();
      if (targets && random() < 0.7) {
        log.clicks++;
        // Where a person would press: the piece's centre, whatever is drawn on top of it there
        // (a destination's mark on a wounded character offers its heal in a menu).
        const target = page.locator('.piece.target').nth(Math.floor(random() * targets));
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        continue;
      }
      const dests: string[] = await page
        .locator('.dest')
        .evaluateAll((es) => es.map((e) => e.getAttribute('data-square')!));
      const dirs = await page.locator('.dir-btn').count();
      if (dests.length === 0 && dirs === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      if (dests.length === 0 || (dirs > 0 && random() < 0.15)) {
        log.clicks++;
        await page
          .locator('.dir-btn')
          .nth(Math.floor(random() * dirs))
          .click();
        continue;
      }
      const best = dests.reduce((a, b) => (row(b) * forward > row(a) * forward ? b : a));
      const target = random() < 0.8 ? best : pick(dests);
      await click(`.dest[data-square="${target}"]`);
      continue;
    }
    if (o.end) await click('[data-testid=end-turn]');
    else await page.waitForTimeout(50);
  }
  return log;
}
