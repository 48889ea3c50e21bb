// A movement chosen by pointing: the player points at a destination, and at the objects (or the
// friend to give to) on the way. Each of the engine's legal movements to a square differs from
// the others only by its exchanges (R10, R11: one entry per distinct outcome), so the player's
// marks pick one of them: the simplest legal movement that makes every marked exchange. The
// table never builds a movement itself; it only chooses among the engine's list.
import type { Exchange } from '@dt/engine';
import type { MoveAction } from '../intents.ts';

/** An exchange the player pointed at: what to do with which item, on which square. */
export interface Mark {
  op: Exchange['op'];
  item: string;
  square: string;
}

export const sameMark = (a: Mark, b: Mark): boolean =>
  a.op === b.op && a.item === b.item && a.square === b.square;

/** The exchanges of a movement, each on its square. */
export const marksOf = (m: MoveAction): Mark[] =>
  m.exchanges.map((x) => ({ op: x.op, item: x.item, square: m.path[x.at] ?? '' }));

/**
 * The squares where something lies or stands that some legal movement of the piece takes or
 * gives to (the board marks them: pointing at one toggles it). Drops are left to the dock's
 * list, or every square on the way would be marked.
 */
export function spotsOf(moves: ReadonlyMap<string, readonly MoveAction[]>): Map<string, Mark[]> {
  const out = new Map<string, Mark[]>();
  for (const list of moves.values())
    for (const m of list)
      for (const k of marksOf(m)) {
        if (k.op === 'drop') continue;
        const at = out.get(k.square) ?? [];
        if (!at.some((x) => sameMark(x, k))) at.push(k);
        out.set(k.square, at);
      }
  return out;
}

/**
 * The movement to play towards one destination: among the legal ones, those that make every
 * mark, the fewest exchanges first, then the shortest path. Null when no legal movement there
 * makes them all (the marks lie on no way to that square).
 */
export function routeTo(list: readonly MoveAction[], marks: readonly Mark[]): MoveAction | null {
  let best: MoveAction | null = null;
  for (const m of list) {
    const made = marksOf(m);
    if (!marks.every((k) => made.some((x) => sameMark(x, k)))) continue;
    if (
      !best ||
      m.exchanges.length < best.exchanges.length ||
      (m.exchanges.length === best.exchanges.length && m.path.length < best.path.length)
    )
      best = m;
  }
  return best;
}

/** Every exchange some legal movement to this destination makes: the dock's list of choices. */
export function optionsTo(list: readonly MoveAction[]): Mark[] {
  const out: Mark[] = [];
  for (const m of list) for (const k of marksOf(m)) if (!out.some((x) => sameMark(x, k))) out.push(k);
  return out;
}

/** Adds a mark, or takes it away when it is there. */
export const toggleMark = (marks: readonly Mark[], k: Mark): Mark[] =>
  marks.some((x) => sameMark(x, k)) ? marks.filter((x) => !sameMark(x, k)) : [...marks, k];
