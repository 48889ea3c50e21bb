// Browser scaffolding for the card game's end-to-end tests: the client built and served as
// static files (the card game needs no server yet), Debian's Chromium driven by
// playwright-core, axe-core injected for accessibility checks, and a player that acts only
// through the table's controls: the highlighted cards, places and rooms, and the buttons.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import type { Action } from '@dt/cardgame';
import { pickAction, rng } from './card-policy.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS = join(WEB, '..', '..', 'test-artifacts');

export interface CardApp {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

export async function startCardApp(): Promise<CardApp> {
  const outDir = mkdtempSync(join(tmpdir(), 'dt-cardweb-'));
  await build({ root: WEB, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    root: WEB,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
  });
  const url = server.resolvedUrls!.local[0]!;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  mkdirSync(ARTIFACTS, { recursive: true });
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string; nodes: string[] }[]> {
  const require = createRequire(import.meta.url);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document);
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

export interface Seen {
  handoff: boolean;
  result: boolean;
  thinking: boolean;
  viewer: string;
  phase: string;
  rows: number;
  moving: string;
  version: number;
  choices: { a: Action; s: string | null; t: string | null }[];
  boardInHandoff: number;
}

function read(): Seen {
  const table = document.querySelector('[data-testid=card-table]');
  return {
    handoff: !!document.querySelector('[data-testid=card-handoff]'),
    result: !!document.querySelector('[data-testid=card-result]'),
    thinking: !!document.querySelector('[data-testid=card-thinking]'),
    viewer: table?.getAttribute('data-viewer') ?? '',
    phase: table?.getAttribute('data-phase') ?? '',
    rows: Number(table?.getAttribute('data-rows') ?? 0),
    moving: table?.getAttribute('data-moving') ?? '',
    version: Number(table?.getAttribute('data-version') ?? -1),
    choices: JSON.parse(table?.getAttribute('data-choices') ?? '[]') as Seen['choices'],
    boardInHandoff: document.querySelector('[data-testid=card-handoff]')
      ? document.querySelectorAll('[data-ref], [data-testid=card-board]').length
      : 0,
  };
}

export interface CardPlayLog {
  actions: number;
  clicks: number;
  handoffs: number;
  phases: Set<string>;
  types: Set<string>;
  /** Elements of the game found in the page while it waited for a hand-off (must stay 0). */
  leaked: number;
}

/**
 * Plays by clicking until the end screen: hand-off buttons, then for each decision the chosen
 * action's controls as a person would (its card, then its target, or its button; the question
 * "which one?" when a click leaves several open).
 */
export async function playCardGame(
  page: Page,
  opts: { seed: number; maxActions: number; explore?: number; onStep?: (s: Seen) => Promise<boolean | void> },
): Promise<CardPlayLog> {
  const random = rng(opts.seed);
  const log: CardPlayLog = {
    actions: 0,
    clicks: 0,
    handoffs: 0,
    phases: new Set(),
    types: new Set(),
    leaked: 0,
  };
  const click = async (selector: string) => {
    log.clicks++;
    await page.locator(selector).first().click();
  };
  const version = async () => (await page.evaluate(read)).version;
  while (log.actions < opts.maxActions) {
    const s = await page.evaluate(read);
    if (await opts.onStep?.(s)) return log;
    if (s.result) return log;
    if (s.handoff) {
      log.handoffs++;
      log.leaked += s.boardInHandoff;
      await click('[data-testid=card-handoff] button');
      continue;
    }
    if (s.thinking || !s.choices.length) {
      await page.waitForTimeout(40);
      continue;
    }
    log.phases.add(s.phase);
    const i = pickAction(
      s.choices.map((c) => c.a),
      { viewer: s.viewer, rows: s.rows, movingPlace: s.moving || null },
      random,
      opts.explore ?? 0.3,
    );
    const c = s.choices[i]!;
    log.types.add(c.a.type);
    log.actions++;
    const button = `[data-testid=card-panel] [data-choice="${i}"]`;
    const played = async () => (await version()) !== s.version;
    if (c.s) await click(`[data-ref="${c.s}"]`);
    if (!(await played())) {
      if (c.t) {
        await click(`[data-ref="${c.t}"]`);
        // Several actions on one target: the panel asks which.
        if (!(await played())) {
          if (!(await page.locator(button).count()))
            throw new Error(`no control left for ${JSON.stringify(c)} after clicking its target`);
          await click(button);
        }
      } else await click(button);
    }
    if ((await version()) === s.version) throw new Error(`the table did not play ${JSON.stringify(c)}`);
  }
  return log;
}
