// A player for Prison and the 2004 set that plays only by pressing what the page offers, the
// way a person would: hand-offs, set-up, cards, placements, combat cards, and movements that
// head for the opponent's line (escaping when it can), revealing rooms on the way.
//
// It is built to be quick and to need no clock. The page is read in one call that also waits
// for it to change: a MutationObserver resolves as soon as what is offered differs from the
// last reading (the table's `data-version`, `data-busy` and `data-step`, the selection, the
// buttons), so the player reacts to the page's own signals, never to a fixed time. Presses are
// mouse clicks where the element stands once the page's animations have ended (a piece still
// walking is pressed where it arrives, as a person would; the page's Web Animations say when); an element off
// screen is scrolled to first, as a person would.
// The only wait on time is the hand-off after a movement, which waits for the piece to land:
// the page says so (`data-busy=landing`) and the player moves the page's clock past it.
import type { Page } from 'playwright-core';

/** Pages whose clock Playwright drives (browser.ts's openPage installs it). */
export const clocked = new WeakSet<Page>();

/** Generous: a page that has not changed in this long is stuck, whatever the machine. */
const HANG_MS = 120_000;

/** Groups of things a person can press, by the selector that finds them. */
const GROUPS = {
  handoff: '[data-testid=handoff] button',
  menu: '[data-testid=menu] button',
  confirm: '[data-testid=confirm] button.primary',
  starters: '.starters button.primary:not([disabled])',
  dots: 'select[data-dot-select]',
  tokens: '[data-token]',
  rooms: '.facedown.target',
  cards: 'button[data-card]',
  places: '.dest.place',
  announce: 'button[data-announce]',
  combat: 'button[data-combat]',
  rotate: '.rotate-btn',
  pieces: '.piece.actionable',
  end: '[data-testid=end-turn]',
  dests: '.dest:not(.place):not(.dot)',
  targets: '.piece.target',
  dirs: '.dir-btn',
  self: '[data-testid=self-action]',
} as const;
export type Group = keyof typeof GROUPS;

/** Something to press: its identity (piece, square, value) and index in its group. */
export interface Spot {
  key: string;
  /** Pieces: the square they stand on. Dots: the options left. */
  extra: string;
  i: number;
}

/** One reading of the page. */
export interface Seen {
  sig: string;
  /** Something for this page to decide now (or a hand-off, or the end). */
  ready: boolean;
  handoff: boolean;
  result: boolean;
  busy: string;
  viewer: string;
  phase: string;
  turn: number;
  version: number;
  rows: number;
  selected: string;
  at: Record<Group, Spot[]>;
}

/**
 * In the page: what it offers now, once it differs from the reading `after` (at once when
 * null). Waits on DOM mutations only, so it works with the page's clock paused.
 */
function look(arg: { after: string | null; groups: Record<string, string> }): Seen | Promise<Seen> {
  const names = Object.keys(arg.groups);
  const attr = (el: Element | null, a: string) => el?.getAttribute(a) ?? '';
  const keyOf = (g: string, el: Element, i: number): string => {
    if (g === 'dots') return (el as HTMLSelectElement).value;
    for (const a of ['data-piece', 'data-square', 'data-card', 'data-token', 'data-announce', 'data-combat'])
      if (el.hasAttribute(a)) return attr(el, a);
    if (el.hasAttribute('data-rotate')) return `${attr(el, 'data-room')}${attr(el, 'data-rotate')}`;
    return (
      attr(el, 'data-dir') ||
      attr(el, 'data-action') ||
      attr(el.closest('[data-room]'), 'data-room') ||
      String(i)
    );
  };
  const extraOf = (g: string, el: Element): string =>
    g === 'dots'
      ? [...(el as HTMLSelectElement).options]
          .filter((o) => !o.disabled)
          .map((o) => o.value)
          .join(' ')
      : attr(el, 'data-at');
  const read = (): Seen => {
    const game = document.querySelector('.game');
    const at = {} as Record<Group, Spot[]>;
    for (const g of names)
      at[g as Group] = [...document.querySelectorAll(arg.groups[g]!)].map((el, i) => ({
        key: keyOf(g, el, i),
        extra: extraOf(g, el),
        i,
      }));
    const handoff = at.handoff.length > 0;
    const result = !!document.querySelector('[data-testid=result]');
    const busy = attr(game, 'data-busy');
    const step = attr(document.querySelector('[data-testid=step]'), 'data-step');
    const s: Seen = {
      sig: '',
      ready: result || handoff || (!!game && busy !== 'thinking' && busy !== 'playing' && step !== 'wait'),
      handoff,
      result,
      busy,
      viewer: attr(game, 'data-viewer'),
      phase: attr(game, 'data-phase'),
      turn: Number(attr(game, 'data-turn') || 0),
      version: Number(attr(game, 'data-version') || -1),
      rows: Number(attr(game, 'data-rows') || 0),
      selected: attr(document.querySelector('.piece.selected'), 'data-piece'),
      at,
    };
    // Everything but where things are on screen.
    const keys = names.map((g) => at[g as Group].map((p) => `${p.key} ${p.extra}`));
    const feedback = document.querySelector('.game .feedback')?.textContent ?? '';
    s.sig = JSON.stringify({ ...s, at: keys, step, feedback });
    return s;
  };
  const now = read();
  if (arg.after === null || now.sig !== arg.after) return now;
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      const changed = read();
      if (changed.sig === arg.after) return;
      seen.disconnect();
      resolve(changed);
    });
    seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * `work`, or an error saying `what` (and what the page shows) if it has not settled within a
 * generous time: the tests' protection against a page that hangs, never a measure of speed.
 */
export async function unlessStuck<T>(page: Page, work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const shown = page.evaluate(
        () => document.querySelector('main, .game')?.textContent?.slice(0, 300) ?? '',
      );
      void shown.then(
        (text) => reject(new Error(`${what} for ${HANG_MS / 1000} s, showing: ${text}`)),
        reject,
      );
    }, HANG_MS);
  });
  try {
    return await Promise.race([work, stuck]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's next reading different from `after`; null once `stop` has settled. */
function next(page: Page, after: string | null, stop?: Promise<unknown>): Promise<Seen | null> {
  const stopped = stop?.then(() => null) ?? new Promise<never>(() => undefined);
  const seen = page.evaluate(look, { after, groups: GROUPS });
  return unlessStuck(page, Promise.race([seen, stopped]), `the page stayed at ${after}`);
}

/** What the page offers right now, as the tests' `until` sees it. */
export interface Offer {
  handoff: boolean;
  result: boolean;
  viewer: string;
  phase: string;
  turn: number;
  version: number;
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

function offerOf(s: Seen): Offer {
  const keys = (g: Group) => s.at[g].map((p) => p.key);
  return {
    handoff: s.handoff,
    result: s.result,
    viewer: s.viewer,
    phase: s.phase,
    turn: s.turn,
    version: s.version,
    dots: s.at.dots.length,
    tokens: keys('tokens'),
    cards: keys('cards').map(Number),
    places: keys('places'),
    combat: keys('combat').map(Number),
    announce: keys('announce'),
    menu: s.at.menu.length,
    confirm: s.at.confirm.length > 0,
    reveal: s.phase === 'actions' ? s.at.rooms.length : 0,
    rotate: s.at.rotate.length,
    actionable: keys('pieces'),
    end: s.at.end.length > 0,
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

/** What to do next: press a spot of a group, fill the starting dots, or press a key. */
export type Move = { press: Group; spot: Spot } | { dot: number; value: string } | { key: string };

/** The player's choices, seeded; it counts its movements so a turn always ends. */
class Chooser {
  private moves = 0;
  private turn = '';
  constructor(private readonly random: () => number) {}

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.random() * xs.length)]!;
  }

  private press(g: Group, spot: Spot): Move {
    return { press: g, spot };
  }

  /** The next press: hand-offs, set-up, cards, placements, combat, then the actions phase. */
  decide(s: Seen): Move | null {
    const at = s.at;
    if (s.handoff) return this.press('handoff', at.handoff[0]!);
    // The last button of a menu cancels it.
    if (at.menu.length > 1)
      return this.press('menu', at.menu[Math.floor(this.random() * (at.menu.length - 1))]!);
    if (at.confirm.length) return this.press('confirm', at.confirm[0]!);
    if (at.dots.length) {
      // One dot at a time: each choice narrows the others' options (and may fill them).
      const empty = at.dots.find((d) => d.key === '');
      if (!empty) return at.starters.length ? this.press('starters', at.starters[0]!) : null;
      return { dot: empty.i, value: this.pick(empty.extra.split(' ').filter(Boolean)) };
    }
    if (s.phase === 'tokens' && at.tokens.length)
      return at.rooms.length
        ? this.press('rooms', this.pick(at.rooms))
        : this.press('tokens', this.pick(at.tokens));
    if (at.cards.length) {
      this.moves = 0;
      const best = at.cards.reduce((a, b) => (Number(b.key) > Number(a.key) ? b : a));
      return this.press('cards', best);
    }
    for (const g of ['places', 'announce', 'combat'] as const)
      if (at[g].length) return this.press(g, this.pick(at[g]));
    return s.phase === 'actions' ? this.act(s) : null;
  }

  /** The actions phase: a selected piece's options, or what to select, reveal, rotate or end. */
  private act(s: Seen): Move | null {
    const at = s.at;
    const key = `${s.viewer}${s.turn}`;
    if (key !== this.turn) [this.turn, this.moves] = [key, 0];
    if (s.selected) return this.withPiece(s);
    if (at.rooms.length && this.random() < 0.7) return this.press('rooms', this.pick(at.rooms));
    if (at.rotate.length && this.random() < 0.3) return this.press('rotate', this.pick(at.rotate));
    if (at.pieces.length && this.moves < 8) {
      this.moves++;
      return this.press('pieces', this.pick(at.pieces));
    }
    return at.end.length ? this.press('end', at.end[0]!) : null;
  }

  /**
   * The selected piece: escape when it can, else its actions on itself, an attack, or a
   * movement towards the opponent's line (now and then another one, or a direction's action).
   */
  private withPiece(s: Seen): Move {
    const at = s.at;
    const forward = s.viewer === 'yellow' ? 1 : -1;
    const dests = at.dests;
    const best = dests.length
      ? dests.reduce((a, b) => (row(b.key) * forward > row(a.key) * forward ? b : a))
      : null;
    // Its opponent's line, where it escapes.
    const exit = s.viewer === 'yellow' ? s.rows : 1;
    if (best && row(best.key) === exit) return this.press('dests', best);
    if (at.self.length && this.random() < 0.5) return this.press('self', at.self[0]!);
    if (at.targets.length && this.random() < 0.7) return this.press('targets', this.pick(at.targets));
    if (!dests.length && !at.dirs.length) return { key: 'Escape' };
    if (!best || (at.dirs.length && this.random() < 0.15)) return this.press('dirs', this.pick(at.dirs));
    return this.press('dests', this.random() < 0.8 ? best : this.pick(dests));
  }
}

export interface PlayLog {
  clicks: number;
  /**
   * Advised presses after which the page had not changed (the advice then falls back to the
   * player's own choice for that reading), each with the turn it was in.
   */
  unheeded: string[];
  /** Phases met along the way. */
  seen: Set<string>;
  handoffs: number;
}

/**
 * In the page: once whatever moves on the page has come to rest (a piece walking, a room
 * turning: a person presses where the thing stands, not where it was), brings the i-th
 * element of a group on screen (as a person scrolls to it) and says where to press it: its
 * centre, or else the first point of a 5×5 grid over it that presses it (the part a person
 * sees, e.g. beside a badge drawn over it). Null if the page has moved on since it was read
 * (no such element, or another one in its place) or nothing of it can be pressed.
 */
async function reach(arg: {
  selector: string;
  i: number;
  key?: string;
  /** Pressed at its centre whatever is drawn on top (a destination's mark on a wounded character offers its heal in a menu). */
  centre?: boolean;
}): Promise<{ x: number; y: number } | null> {
  const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  const el = document.querySelectorAll(arg.selector)[arg.i];
  if (!el) return null;
  const keys = ['data-piece', 'data-square', 'data-card', 'data-token', 'data-announce', 'data-combat'];
  const key = keys.find((a) => el.hasAttribute(a));
  if (arg.key !== undefined && key && el.getAttribute(key) !== arg.key) return null;
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const r = el.getBoundingClientRect();
  if (arg.centre) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  const points = [[0.5, 0.5]];
  for (const fy of [0.3, 0.5, 0.7, 0.1, 0.9])
    for (const fx of [0.3, 0.5, 0.7, 0.1, 0.9]) points.push([fx, fy]);
  for (const [fx, fy] of points) {
    const x = r.left + r.width * fx!;
    const y = r.top + r.height * fy!;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return { x, y };
  }
  return null;
}

/**
 * Presses the first element `selector` finds, as a person would (scrolled to, pressed at its
 * centre); false if there is none (the page has moved on).
 */
export async function pressFirst(page: Page, selector: string): Promise<boolean> {
  const at = await page.evaluate(reach, { selector, i: 0 });
  if (at) await page.mouse.click(at.x, at.y);
  return !!at;
}

/**
 * In the page: puts `value` on dot i as choosing it in the list does, if the list still offers
 * it (false: the page has moved on since it was read).
 */
function chooseDot(arg: { selector: string; i: number; value: string }): boolean {
  const list = document.querySelectorAll<HTMLSelectElement>(arg.selector)[arg.i];
  if (!list || ![...list.options].some((o) => o.value === arg.value && !o.disabled)) return false;
  list.value = arg.value;
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/**
 * Presses as read. A reading the page has since left behind (the other seat played meanwhile)
 * makes a press that does nothing or is refused: the next reading shows where things stand.
 * False when nothing was pressed (the element is gone or nothing of it can be pressed).
 */
async function perform(page: Page, m: Move, log: PlayLog): Promise<boolean> {
  log.clicks++;
  if ('key' in m) return page.keyboard.press(m.key).then(() => true);
  if ('dot' in m) return page.evaluate(chooseDot, { selector: GROUPS.dots, i: m.dot, value: m.value });
  if (m.press === 'handoff') log.handoffs++;
  const at = await page.evaluate(reach, {
    selector: GROUPS[m.press],
    i: m.spot.i,
    key: m.spot.key,
    centre: m.press === 'targets',
  });
  if (at) await page.mouse.click(at.x, at.y);
  return !!at;
}

/** What a move presses, for the log of presses that changed nothing. */
const said = (m: Move): string =>
  'key' in m ? `key ${m.key}` : 'dot' in m ? `dot ${m.dot}=${m.value}` : `${m.press} ${m.spot.key}`;

/**
 * Someone who tells the player which click leads to the action it would play (null: the
 * player's own choice), given a reading of the page that offers something to decide.
 */
export type Advisor = (s: Seen) => Promise<Move | null>;

/**
 * Plays by clicking until the end screen, `maxClicks`, or `until` holds (asked at every new
 * reading of the page, except while a piece or token is half chosen). With an advisor, its
 * clicks come first.
 */
export async function playByClicks(
  page: Page,
  opts: {
    seed: number;
    maxClicks: number;
    until?: (o: Offer, log: PlayLog) => boolean | Promise<boolean>;
    advisor?: Advisor;
    /** Stops the player as soon as it settles, wherever the page is (another page's player found what it looked for). */
    stop?: Promise<unknown>;
  },
): Promise<PlayLog> {
  const chooser = new Chooser(rng(opts.seed));
  let unheeded = '';
  const log: PlayLog = { clicks: 0, unheeded: [], seen: new Set(), handoffs: 0 };
  for (let s = await next(page, null, opts.stop); s && log.clicks < opts.maxClicks;) {
    if (s.phase) log.seen.add(s.phase);
    const midway = !!s.selected || (s.phase === 'tokens' && s.at.rooms.length > 0);
    if (!midway && (await opts.until?.(offerOf(s), log))) return log;
    if (s.result) return log;
    // The hand-off waits for the last movement to land: move the page's clock past it.
    if (!s.ready && s.busy === 'landing' && clocked.has(page)) await page.clock.fastForward(2_000);
    const advise = s.ready && !s.handoff && opts.advisor && unheeded !== s.sig;
    const advised = advise ? await opts.advisor!(s) : null;
    const m = advised ?? (s.ready ? chooser.decide(s) : null);
    const pressed = m ? await perform(page, m, log) : false;
    // A click's update is flushed before the next reading on this device, so a page unchanged
    // right after an advised press did not take it: say so, and let the player choose for that
    // reading instead of waiting for a change that will not come. Nothing pressed at all (the
    // element went, or nothing of it can be pressed): read the page again.
    const now =
      m && (!pressed || advised) ? await page.evaluate(look, { after: null, groups: GROUPS }) : null;
    if (advised && now?.sig === s.sig) {
      log.unheeded.push(`turn ${s.turn} ${s.viewer}: ${said(advised)}`);
      unheeded = s.sig;
    }
    if (now && (!pressed || now.sig === s.sig)) {
      s = now;
      continue;
    }
    s = await next(page, s.sig, opts.stop);
  }
  return log;
}
