// The legal actions as a numbered menu. The engine lists every action (a Naga alone may have
// hundreds of movements); the menu groups each piece's movements under one entry, and a
// player narrows any list by typing a piece code or other words. Labels are the record
// notation, so what a player reads is what a game record stores.
// Actions of any game kind: labels come from the kind's own `makeAction` (Prison's by default);
// the menu reads an action's type and, where it has one, its piece.
import { makeAction } from '@dt/engine';

/** What the menu reads of an action of any kind. */
export type Action = { type: string; piece?: unknown };

/** A game kind's action notation. */
export type Write<A extends Action = Action> = (a: A) => string;

export interface MenuItem<A extends Action = Action> {
  label: string;
  /** A single action, or the group of actions this entry opens. */
  action?: A;
  group?: { title: string; actions: A[] };
}

const prisonText = makeAction as Write;

const PIECE_RE = /^[yb][A-Z][a-z]$/;
export const isPieceCode = (word: string): boolean => PIECE_RE.test(word);

const DESCRIBE: Record<string, string | undefined> = {
  end: 'end the turn',
  card: 'play this Action card',
  reveal: 'reveal this room',
  rotate: 'turn this room',
};

export const actionLabel = <A extends Action>(a: A, write: Write<A> = prisonText): string => {
  const text = write(a);
  const why = DESCRIBE[a.type];
  return why ? `${text}  (${why})` : text;
};

export const actionItem = <A extends Action>(a: A, write: Write<A> = prisonText): MenuItem<A> => ({
  label: actionLabel(a, write),
  action: a,
});

/** How many options a list shows before asking the player to narrow it. */
export const MENU_LIMIT = 40;

/** The main menu: every action, except movements, which are grouped per piece. */
export function topMenu<A extends Action>(
  actions: readonly A[],
  write: Write<A> = prisonText,
): MenuItem<A>[] {
  const items: MenuItem<A>[] = [];
  const groups = new Map<string, MenuItem<A>>();
  for (const a of actions) {
    if (a.type !== 'move') {
      items.push(actionItem(a, write));
      continue;
    }
    const piece = String(a.piece);
    let g = groups.get(piece);
    if (!g) {
      g = { label: '', group: { title: `movements of ${piece}`, actions: [] } };
      groups.set(piece, g);
      items.push(g);
    }
    g.group!.actions.push(a);
  }
  for (const [piece, g] of groups) {
    const n = g.group!.actions.length;
    g.label = `${piece}: ${n} movement${n === 1 ? '' : 's'}… (or type ${piece})`;
  }
  return items;
}

/** Every action of one piece (its movements, attacks, abilities...). */
export function pieceMenu<A extends Action>(
  actions: readonly A[],
  code: string,
  write: Write<A> = prisonText,
): MenuItem<A>[] {
  return actions.filter((a) => a.piece === code).map((a) => actionItem(a, write));
}

/** The actions whose label contains every word typed. */
export function filterMenu<A extends Action>(
  actions: readonly A[],
  words: readonly string[],
  write: Write<A> = prisonText,
): MenuItem<A>[] {
  return actions.map((a) => actionItem(a, write)).filter((m) => words.every((w) => m.label.includes(w)));
}

/** Numbered lines, at most `limit` of them, and a note about the rest. */
export function menuLines(items: readonly MenuItem<Action>[], limit = MENU_LIMIT): string[] {
  const width = String(Math.min(items.length, limit)).length;
  const lines = items.slice(0, limit).map((m, i) => `${String(i + 1).padStart(width + 2)}. ${m.label}`);
  if (items.length > limit)
    lines.push(
      `  ... ${items.length - limit} more: type words to narrow the list (e.g. a piece code or a square)`,
    );
  return lines;
}
