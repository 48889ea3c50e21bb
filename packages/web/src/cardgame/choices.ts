// How the table turns the engine's legal actions into things to point at. Every legal action
// becomes a choice with a *source* (what you pick first: one of your cards) and a *target*
// (where or on whom it lands: a zone, a card, a room), either of which may be absent. The
// table highlights sources, then the selected source's targets, and lists the rest as
// buttons; nothing here knows a rule, it only reads the actions `legalActionsFor` lists.
import type { Action } from '@dt/cardgame';

/** `p:<card>` a card on the table, `z:<place>` a zone or starting-zone place, `r:<slot>` a room, `k:<code>` a card to pick. */
export type Ref = string;

export interface Choice {
  action: Action;
  source: Ref | null;
  target: Ref | null;
}

const p = (id: string): Ref => `p:${id}`;

export function choiceOf(a: Action): Choice {
  const c = (source: Ref | null, target: Ref | null): Choice => ({ action: a, source, target });
  switch (a.type) {
    case 'select':
      return c(null, `k:${a.card}`);
    case 'deal':
      return c(p(a.piece), `r:${a.room}`);
    case 'reveal':
    case 'rotate':
      return c(null, `r:${a.room}`);
    case 'place':
      return c(null, `z:${a.zone}`);
    case 'step':
      return c(null, `z:${a.to}`);
    case 'take':
    case 'drop':
      return c(null, p(a.item));
    case 'give':
      return c(p(a.item), p(a.to));
    case 'move':
    case 'wall-walk':
    case 'regenerate':
    case 'break-walls':
    case 'portcullis':
      return c(p(a.piece), null);
    case 'jump':
      return c(p(a.piece), `z:${a.to}`);
    case 'attack':
    case 'spear':
    case 'shoot':
    case 'fireball':
    case 'heal':
      return c(p(a.piece), p(a.target));
    case 'steal':
    case 'levitate':
      return c(p(a.piece), p(a.item));
    case 'invert':
      return c(p(a.piece), `r:${a.room}`);
    default:
      // end, stop, handicap, starters, facing, berserk, announce, combat, and the meta actions
      return c(null, null);
  }
}

/** What the table shows for a set of choices and the current selection. */
export interface Offer {
  /** Refs that may be picked first (cards with actions of their own). */
  sources: Set<Ref>;
  /** Refs that complete an action now: targets of the selected source, or of actions needing no source. */
  targets: Set<Ref>;
  /** Choices to show as buttons: the selected source's, or those needing neither source nor target. */
  buttons: Choice[];
}

export function offer(choices: Choice[], picked: Ref | null): Offer {
  const sources = new Set<Ref>();
  for (const c of choices) if (c.source) sources.add(c.source);
  // A card picked only to read it (not a source) leaves the offer as it was.
  const selected = picked && sources.has(picked) ? picked : null;
  const targets = new Set<Ref>();
  const buttons: Choice[] = [];
  for (const c of choices) {
    if (selected && c.source === selected) {
      if (c.target) targets.add(c.target);
      buttons.push(c);
    } else if (!c.source) {
      if (c.target) targets.add(c.target);
      else if (!selected) buttons.push(c);
    }
  }
  return { sources, targets, buttons };
}

/**
 * A click on `ref`: the choices it settles. One choice: play it. Several: ask which. None
 * and `ref` is a source: select it. Otherwise nothing (the table shows the card instead).
 */
export type Click =
  | { kind: 'play'; choice: Choice }
  | { kind: 'ask'; choices: Choice[] }
  | { kind: 'select'; ref: Ref }
  | { kind: 'none' };

export function click(choices: Choice[], selected: Ref | null, ref: Ref): Click {
  const settle = (list: Choice[]): Click =>
    list.length === 1 ? { kind: 'play', choice: list[0]! } : { kind: 'ask', choices: list };
  if (selected) {
    const own = choices.filter((c) => c.source === selected && c.target === ref);
    if (own.length) return settle(own);
  }
  const direct = choices.filter((c) => !c.source && c.target === ref);
  const asSource = choices.filter((c) => c.source === ref);
  if (!asSource.length) return direct.length ? settle(direct) : { kind: 'none' };
  if (!direct.length) return selected === ref ? { kind: 'none' } : { kind: 'select', ref };
  return { kind: 'ask', choices: [...direct, ...asSource] };
}
