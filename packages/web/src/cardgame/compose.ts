// Set-up decisions made of one choice per card (the starters' facings, the two starting
// characters and their sides) are listed by the engine as every whole combination (16 for two
// facings, dozens for the starters). The table asks them one card at a time instead: a value
// per card, among those some legal action still allows with the values already chosen, and
// the action played is the legal one that matches them all. Nothing here knows a rule.
import type { Action } from '@dt/cardgame';

export type Composite = Extract<Action, { type: 'facing' | 'starters' }>;

export const isComposite = (a: Action): a is Composite => a.type === 'facing' || a.type === 'starters';

/** Card -> chosen value; a card left out of the action has none. */
export type Picks = Record<string, string>;

export function partsOf(a: Composite): Picks {
  const out: Picks = {};
  if (a.type === 'facing') for (const f of a.facings) out[f.piece] = f.icon;
  else for (const s of a.starters) out[s.piece] = s.side;
  return out;
}

const agrees = (parts: Picks, picks: Picks, except: string | null): boolean =>
  Object.entries(picks).every(([k, v]) => k === except || parts[k] === v);

export interface Composer {
  /** Every card some action names, in the order the actions name them. */
  cards: string[];
  /** The values a card may take: those of the actions that agree with the other cards' picks. */
  values: (card: string) => { value: string; open: boolean }[];
  /** The legal action made of exactly these picks, if any. */
  match: Composite | null;
}

export function composer(actions: Composite[], picks: Picks): Composer {
  const parts = actions.map(partsOf);
  const cards = [...new Set(parts.flatMap((p) => Object.keys(p)))];
  const values = (card: string) => {
    const all = [...new Set(parts.map((p) => p[card]).filter((v): v is string => v !== undefined))];
    return all.map((value) => ({
      value,
      open: parts.some((p) => p[card] === value && agrees(p, picks, card)),
    }));
  };
  const size = Object.keys(picks).length;
  const i = parts.findIndex((p) => Object.keys(p).length === size && agrees(p, picks, null));
  return { cards, values, match: i < 0 ? null : actions[i]! };
}

/** A pick changed: the value set, or taken back when it was already chosen. */
export function toggle(picks: Picks, card: string, value: string): Picks {
  const next = { ...picks };
  if (next[card] === value) delete next[card];
  else next[card] = value;
  return next;
}
