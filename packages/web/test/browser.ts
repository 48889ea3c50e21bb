// Browser-test scaffolding: the built client served for real by the server (each test file its
// own server process on a free port, with its own temporary database), Debian's Chromium driven
// by playwright-core (no browser download), and pages set up as a test needs them. The player
// that plays by clicking is clicker.ts.
//
// Nothing here is shared by a fixed name between test files running at once: ports are the
// system's choice, databases and screenshots are named after their file, and the one build of
// the client is made under a lock held by a live process.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type ViewportSize } from 'playwright-core';
import { build } from 'vite';
import { expect } from 'vitest';
import { clocked } from './clicker.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(WEB, '..', '..', 'test-artifacts');
/** Hang protection for one step of a test (a click, a wait for an element): never reached when all is well. */
const STEP_MS = 60_000;
/** Options for `expect.poll` (whose own default gives up after a second): as generous as a step. */
export const POLL = { timeout: STEP_MS };

export interface App {
  url: string;
  browser: Browser;
  /** A person's own browser (its own storage, as another machine), without animations. */
  context: (o?: { viewport?: ViewportSize }) => Promise<BrowserContext>;
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

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the build lock: a file naming the process that holds it, made whole before it appears
 * (written aside, then linked, which fails if the lock exists). A lock whose process has died is
 * taken over; a live holder is waited for however long its build takes.
 */
async function lockBuild(lock: string, fresh: () => boolean): Promise<boolean> {
  const mine = `${lock}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      if (fresh()) return false;
      try {
        linkSync(mine, lock);
        return true;
      } catch {
        const holder = Number(existsSync(lock) ? readFileSync(lock, 'utf8') : 0);
        if (holder && !alive(holder)) rmSync(lock, { force: true });
        else await sleep(200);
      }
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

/** Builds the client unless dist/ is newer than every source it bundles; one worker builds, the others wait. */
async function buildOnce(): Promise<void> {
  const packages = join(WEB, '..');
  const sources = () =>
    Math.max(
      newest(join(WEB, 'src')),
      newest(join(WEB, 'index.html')),
      newest(join(WEB, 'vite.config.ts')),
      ...['engine', 'ai', 'protocol', 'cardgame', 'games'].map((p) => newest(join(packages, p, 'src'))),
    );
  const built = join(WEB, 'dist', 'index.html');
  const fresh = () => existsSync(built) && statSync(built).mtimeMs > sources();
  const lock = join(tmpdir(), `dt-web-build-${WEB.replace(/[^a-z0-9]/gi, '_')}.lock`);
  if (!(await lockBuild(lock, fresh))) return;
  try {
    if (!fresh()) await build({ root: WEB, logLevel: 'warn' });
  } finally {
    rmSync(lock, { force: true });
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
    context: (o = {}) => browser.newContext({ ...o, reducedMotion: 'reduce' }),
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

/** A clock's "1:05" as seconds. */
export const clockSeconds = (clock: string): number => {
  const [m, s] = clock.split(':').map(Number);
  return m! * 60 + s!;
};

/** A screenshot in test-artifacts/, named after the test file and `name`. */
export async function shot(page: Page, name: string, o: { fullPage?: boolean } = {}): Promise<void> {
  const file = basename(expect.getState().testPath ?? 'test').replace(/\.test\.tsx?$/, '');
  await page.screenshot({ path: join(ARTIFACTS, `${file}-${name}.png`), ...o });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations (axe-core) on the page as it is now, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the server's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (d: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    const r = await axe.run(document);
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

type Settings = { paceMs?: number; confirmEnd?: boolean; coordinates?: boolean };

/** Stores the player's settings before the app loads (a page that already has some keeps them). */
async function withSettings(page: Page, settings: Settings): Promise<Page> {
  page.setDefaultTimeout(STEP_MS);
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
 * moves at once (`paceMs: 0`) unless they are about the pacing itself, and without animations
 * unless `motion` (a piece is pressed where it stands, not while it slides). The page's clock
 * is Playwright's, flowing as usual until a test (or the clicker) moves it on.
 */
export async function openPage(
  app: App,
  viewport: ViewportSize,
  settings: Settings & { motion?: boolean } = {},
): Promise<Page> {
  const { motion, ...stored } = settings;
  const page = await app.browser.newPage({ viewport, reducedMotion: motion ? 'no-preference' : 'reduce' });
  await page.clock.install();
  clocked.add(page);
  return withSettings(page, stored);
}

/**
 * A person coming online in a browser of their own (a context: its own storage, as another
 * machine): the lobby, or an invitation's path, entered as a guest under `name`. With `clock`,
 * the page's clock is Playwright's, for a test about time to move on.
 */
export async function guest(
  app: App,
  context: BrowserContext,
  name: string,
  path = '#/online',
  settings: Settings = {},
  o: { clock?: boolean } = {},
): Promise<Page> {
  const page = await withSettings(await context.newPage(), settings);
  if (o.clock) {
    await page.clock.install();
    clocked.add(page);
  }
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
