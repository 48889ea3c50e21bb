// A player for the card game's table in the browser that acts only through its controls: the
// highlighted cards, places and rooms, and the buttons. It reads what the table offers from
// the table's own attributes (`data-version`, `data-choices`) and, between two actions, waits
// for the table to change (a MutationObserver in the page), never for a fixed time.
import type { Page } from 'playwright-core';
import type { Action } from '@dt/cardgame';
import { composeClicks } from './card-compose-clicks.ts';
import { pickAction, rng } from './card-policy.ts';
import { pressFirst, unlessStuck } from './clicker.ts';

export interface Seen {
  sig: string;
  /** Something for this page to do: a decision, a hand-off, or the end. */
  ready: boolean;
  handoff: boolean;
  result: boolean;
  viewer: string;
  phase: string;
  rows: number;
  moving: string;
  version: number;
  choices: { a: Action; s: string | null; t: string | null }[];
  boardInHandoff: number;
}

/** In the page: the table now, once it differs from the reading `after` and has something to do. */
function watch(after: string | null): Seen | Promise<Seen> {
  const read = (): Seen => {
    const table = document.querySelector('[data-testid=card-table]');
    const handoff = !!document.querySelector('[data-testid=card-handoff]');
    const result = !!document.querySelector('[data-testid=card-result]');
    const thinking = !!document.querySelector('[data-testid=card-thinking]');
    const choices = JSON.parse(table?.getAttribute('data-choices') ?? '[]') as Seen['choices'];
    const s: Seen = {
      sig: '',
      ready: handoff || result || (!thinking && choices.length > 0),
      handoff,
      result,
      viewer: table?.getAttribute('data-viewer') ?? '',
      phase: table?.getAttribute('data-phase') ?? '',
      rows: Number(table?.getAttribute('data-rows') ?? 0),
      moving: table?.getAttribute('data-moving') ?? '',
      version: Number(table?.getAttribute('data-version') ?? -1),
      choices,
      boardInHandoff: handoff ? document.querySelectorAll('[data-ref], [data-testid=card-board]').length : 0,
    };
    s.sig = JSON.stringify([s.ready, handoff, result, s.viewer, s.phase, s.version, choices]);
    return s;
  };
  const fits = (s: Seen) => s.ready && s.sig !== after;
  const now = read();
  if (fits(now)) return now;
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      const s = read();
      if (!fits(s)) return;
      seen.disconnect();
      resolve(s);
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const next = (page: Page, after: string | null): Promise<Seen> =>
  unlessStuck(page, page.evaluate(watch, after), `the card table stayed at ${after}`);

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
 * Plays the chosen action through the table's controls as a person would: its card, then its
 * target, or its button; the question "which one?" when a click leaves several open. Each
 * click is followed by a look at the table's version, which the table bumps as it plays.
 */
async function playChoice(page: Page, s: Seen, i: number, log: CardPlayLog): Promise<void> {
  const c = s.choices[i]!;
  const click = async (selector: string) => {
    log.clicks++;
    if (!(await pressFirst(page, selector))) throw new Error(`nothing to press at ${selector}`);
  };
  // Played: the table's version moved on, or the table gave way to a hand-off.
  const played = () =>
    page.evaluate((v) => {
      const table = document.querySelector('[data-testid=card-table]');
      return !table || Number(table.getAttribute('data-version')) !== v;
    }, s.version);
  const button = `[data-testid=card-panel] [data-choice="${i}"]`;
  const composed = composeClicks(c.a, s.choices.length);
  if (composed) {
    for (const sel of composed) await click(sel);
    if (!(await played())) throw new Error(`the table did not play ${JSON.stringify(c)}`);
    return;
  }
  if (c.s) await click(`[data-ref="${c.s}"]`);
  if (!(await played())) {
    if (c.t) {
      await click(`[data-ref="${c.t}"]`);
      // Several actions on one target: the panel asks which.
      if (!(await played())) {
        await click(button);
      }
    } else await click(button);
  }
  if (!(await played())) throw new Error(`the table did not play ${JSON.stringify(c)}`);
}

/**
 * Plays by clicking until the end screen (or `onStep` says stop): the hand-off buttons, then
 * for each decision the action the policy picks among those the table offers.
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
  let s = await next(page, null);
  while (log.actions < opts.maxActions) {
    if (await opts.onStep?.(s)) return log;
    if (s.result) return log;
    if (s.handoff) {
      log.handoffs++;
      log.leaked += s.boardInHandoff;
      log.clicks++;
      await pressFirst(page, '[data-testid=card-handoff] button');
    } else {
      log.phases.add(s.phase);
      const i = pickAction(
        s.choices.map((c) => c.a),
        { viewer: s.viewer, rows: s.rows, movingPlace: s.moving || null },
        random,
        opts.explore ?? 0.3,
      );
      log.types.add(s.choices[i]!.a.type);
      log.actions++;
      await playChoice(page, s, i, log);
    }
    s = await next(page, s.sig);
  }
  return log;
}

/** What of the table lies outside the window, or makes the page scroll. */
export function outside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const w = window.innerWidth;
    const h = window.innerHeight;
    const doc = document.documentElement;
    if (doc.scrollWidth > w) bad.push(`page scrolls sideways: ${doc.scrollWidth} > ${w}`);
    if (doc.scrollHeight > h) bad.push(`page scrolls down: ${doc.scrollHeight} > ${h}`);
    const table = document.querySelector('[data-testid=card-table]')!;
    const viewer = table.getAttribute('data-viewer');
    const parts: [string, string][] = [
      ['board', '[data-testid=card-board]'],
      ['own hand', `.cg-hand[data-seat=${viewer}]`],
      ['wheel', `.cg-hand[data-seat=${viewer}] .cg-wheel`],
      ['prompt', '[data-testid=card-panel] .cg-prompt'],
    ];
    for (const [name, sel] of parts) {
      const el = document.querySelector(sel);
      if (!el) {
        bad.push(`${name}: missing`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5)
        bad.push(
          `${name} at ${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
    }
    return bad;
  });
}
