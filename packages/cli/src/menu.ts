// The legal actions as a numbered menu. The engine lists every action (a Naga alone may have
// hundreds of movements); the menu groups each piece's movements under one entry, and a
// player narrows any list by typing a piece code or other words. Labels are the record
// notation, so what a player reads is what a game record stores.
// Actions of any game kind: labels come from the kind's own `makeAction` (Prison's by default).
import { makeAction, type Action } from '@dt/engine';

/** A game kind's action notation. */
export type Write = (a: Action) => string;

export interface MenuItem {
  label: string;
  /** A single action, or the group of actions this entry opens. */
  action?: Action;
  group?: { title: string; actions: Action[] };
}

const PIECE_RE = /^[yb][A-Z][a-z]$/;
export const isPieceCode = (word: string): boolean => PIECE_RE.test(word);

const DESCRIBE: Partial<Record<Action['type'], string>> = {
  end: 'end the turn',
  card: 'play this Action card',
  reveal: 'reveal this room',
  rotate: 'turn this room',
};

export const actionLabel = (a: Action, write: Write = makeAction): string => {
  const text = write(a);
  const why = DESCRIBE[a.type];
  return why ? `${text}  (${why})` : text;
};

export const actionItem = (a: Action, write: Write = makeAction): MenuItem => ({
  label: actionLabel(a, write),
  action: a,
});

/** How many options a list shows before asking the player to narrow it. */
export const MENU_LIMIT = 40;

/** The main menu: every action, except movements, which are grouped per piece. */
export function topMenu(actions: readonly Action[], write: Write = makeAction): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, MenuItem>();
  for (const a of actions) {
    if (a.type !== 'move') {
      items.push(actionItem(a, write));
      continue;
    }
    let g = groups.get(a.piece);
    if (!g) {
      g = { label: '', group: { title: `movements of ${a.piece}`, actions: [] } };
      groups.set(a.piece, g);
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
export function pieceMenu(actions: readonly Action[], code: string, write: Write = makeAction): MenuItem[] {
  return actions.filter((a) => 'piece' in a && a.piece === code).map((a) => actionItem(a, write));
}

/** The actions whose label contains every word typed. */
export function filterMenu(
  actions: readonly Action[],
  words: readonly string[],
  write: Write = makeAction,
): MenuItem[] {
  return actions.map((a) => actionItem(a, write)).filter((m) => words.every((w) => m.label.includes(w)));
}

/** Numbered lines, at most `limit` of them, and a note about the rest. */
export function menuLines(items: readonly MenuItem[], limit = MENU_LIMIT): string[] {
  const width = String(Math.min(items.length, limit)).length;
  const lines = items.slice(0, limit).map((m, i) => `${String(i + 1).padStart(width + 2)}. ${m.label}`);
  if (items.length > limit)
    lines.push(
      `  ... ${items.length - limit} more: type words to narrow the list (e.g. a piece code or a square)`,
    );
  return lines;
}
