// An advisor for the clicker (clicker.ts) in a game on this device: it reads the game the page
// saved (its record, saved before each step is drawn), plays it again with the engine, asks the
// computer at a level what the seat on screen would play, and says which click leads there.
// The game is still played only by clicks; the advice makes it purposeful (escapes and kills),
// so a whole game of the 2004 set ends in a few dozen turns instead of wandering for hundreds.
// The computer sees only that seat's view, as it does when it plays.
import type { Page } from 'playwright-core';
import { decide, type Level } from '@dt/ai';
import {
  apply,
  legalActionsFor,
  makeAction,
  newGame,
  parseRecord,
  view,
  type Action,
  type State,
} from '@dt/engine';
import type { Advisor, Group, Move, Seen } from './clicker.ts';

/** The game at the position on screen, replayed from the page's saved record (only new actions). */
class Replayed {
  private text = '';
  private state: State | null = null;
  private count = 0;
  /** The actions replayed so far. */
  actions: Action[] = [];

  at(text: string): { state: State; count: number } {
    const r = parseRecord(text);
    if (!r.ok) throw new Error(r.error.message);
    if (!this.state || !text.startsWith(this.text)) {
      const g = newGame(r.value.config, r.value.seed);
      if (!g.ok) throw new Error(g.error.message);
      [this.state, this.count] = [g.value, 0];
    }
    this.actions = r.value.actions;
    for (const a of r.value.actions.slice(this.count)) {
      const next = apply(this.state, a);
      if (!next.ok) throw new Error(`${makeAction(a)}: ${next.error.message}`);
      this.state = next.value.state;
    }
    [this.text, this.count] = [text, r.value.actions.length];
    return { state: this.state, count: this.count };
  }
}

/** The click towards `a` from the page as read (null: nothing on the page leads there). */
function towards(a: Action, s: Seen): Move | null {
  const press = (g: Group, key: string): Move | null => {
    const spot = s.at[g].find((p) => p.key === key);
    return spot ? { press: g, spot } : null;
  };
  // A question the last click raised: the preview's confirmation, or the menu's line for this kind of action.
  if (s.at.confirm.length) return { press: 'confirm', spot: s.at.confirm[0]! };
  if (s.at.menu.length > 1) {
    const said = makeAction(a);
    const line =
      s.at.menu.find((m) => m.key === said) ?? s.at.menu.find((m) => m.key.startsWith(`${a.type} `));
    return { press: 'menu', spot: line ?? s.at.menu[0]! };
  }
  switch (a.type) {
    case 'card':
    case 'combat':
      return press(a.type === 'card' ? 'cards' : 'combat', String(a.value));
    case 'announce':
      return press('announce', a.value === null ? 'none' : String(a.value));
    case 'place':
      return press('places', a.square);
    case 'reveal':
      return press('rooms', String(a.room));
    case 'rotate':
      return press('rotate', `${a.room}${a.clockwise ? 'cw' : 'ccw'}`);
    case 'end':
      return s.at.end.length ? { press: 'end', spot: s.at.end[0]! } : null;
    case 'starters': {
      const i = s.at.dots.findIndex((d, k) => d.key !== (a.dots[k] ?? '-'));
      if (i < 0) return s.at.starters.length ? { press: 'starters', spot: s.at.starters[0]! } : null;
      const value = a.dots[i] ?? '-';
      return s.at.dots[i]!.extra.split(' ').includes(value) ? { dot: i, value } : null;
    }
    default:
      return 'piece' in a ? withPiece(a, s, press) : null;
  }
}

/** An action of one piece: select it, then its destination, target, direction or action on itself. */
function withPiece(
  a: Extract<Action, { piece: string }>,
  s: Seen,
  press: (g: Group, key: string) => Move | null,
): Move | null {
  if (s.selected !== a.piece) return press('pieces', a.piece);
  switch (a.type) {
    case 'move':
      return press('dests', a.path[a.path.length - 1]!);
    case 'jump':
      return press('dests', a.to);
    case 'attack':
    case 'spear':
    case 'heal':
      return press('targets', a.target);
    case 'regenerate':
    case 'drink':
      return press('self', a.type);
    default:
      return 'dir' in a ? press('dirs', a.dir) : null;
  }
}

/** The game at the position on the page's screen, from its saved record (null: the record is behind). */
function onScreen(page: Page, game: Replayed) {
  return async (s: Seen): Promise<{ state: State; legal: Action[]; count: number } | null> => {
    const id = /#\/play\/(\w+)/.exec(page.url())?.[1];
    const saved = id ? await page.evaluate((key) => localStorage.getItem(key), `dt.game.${id}`) : null;
    if (!saved) return null;
    const { state, count } = game.at((JSON.parse(saved) as { record: string }).record);
    if (count !== s.version) return null;
    return { state, legal: legalActionsFor(state, s.viewer === 'yellow' ? 0 : 1), count };
  };
}

/**
 * The actions a click plays as they are: movements without exchanges (pointing at a
 * destination plays the plain movement there; picking up on the way takes a token pointed at
 * first, which the advisor leaves to the player), and every other action.
 */
const pointable = (legal: Action[]): Action[] =>
  legal.filter((a) => a.type !== 'move' || a.exchanges.length === 0);

/**
 * Advice from the computer at `level` for the seat on screen in a game on this device (hot
 * seat: both seats). Set-up tokens are left to the player (the computer places them at random too).
 */
export function computerAdvice(page: Page, level: Level): Advisor {
  const read = onScreen(page, new Replayed());
  let asked: { version: number; viewer: string; action: Action | null } | null = null;
  return async (s) => {
    if (s.phase === 'tokens' || s.phase === 'over') return null;
    if (!asked || asked.version !== s.version || asked.viewer !== s.viewer) {
      const now = await read(s);
      const seat = s.viewer === 'yellow' ? 0 : 1;
      const legal = now ? pointable(now.legal) : [];
      const action = legal.length ? decide(view(now!.state, seat), legal, { level, seed: now!.count }) : null;
      asked = { version: s.version, viewer: s.viewer, action };
    }
    return asked.action && towards(asked.action, s);
  };
}

/**
 * Advice to play, once each and as soon as the page offers them, an action of each of the
 * `kinds` (by the order given when several are open); everything else is the player's choice.
 */
export function kindsAdvice(page: Page, kinds: Action['type'][]): Advisor {
  const game = new Replayed();
  const read = onScreen(page, game);
  const left = new Set(kinds);
  let from = -1;
  return async (s) => {
    const now = await read(s);
    if (!now) return null;
    // Kinds played since the first advice (by a click or by the host) are done.
    if (from < 0) from = now.count;
    for (const a of game.actions.slice(from)) left.delete(a.type);
    const wanted = kinds.find((k) => left.has(k) && now.legal.some((a) => a.type === k));
    const a = wanted && now.legal.find((x) => x.type === wanted);
    return a ? towards(a, s) : null;
  };
}
