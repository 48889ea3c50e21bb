// The host's own entries in a game's log, beside the actions. An undo is stored as an entry
// `undo <seat> <count>`, and a game ended without an action (aborted, expired, abandoned
// before both seats moved) as `ended <reason>`: each is a version like an action, so versions
// only ever grow, a command made against the version before loses to it by the version
// check (an end and the absent seat's action cannot both apply), and the clients' resync
// rule keeps working. What a game *is* is its standing actions: the log folded, each undo
// removing the actions it took back, each end changing nothing. Records hold those only, so
// a record replays to the game as it stands.
import type { SeatName } from '@dt/games';

export interface Undone {
  seat: SeatName;
  count: number;
}

const UNDO = /^undo (yellow|blue) ([1-9]\d{0,3})$/;
const END = /^ended ([a-z][a-z-]{0,30})$/;

export const undoText = (u: Undone): string => `undo ${u.seat} ${u.count}`;

/** The undo an entry of the log is, or null for anything else. */
export function parseUndo(text: string): Undone | null {
  const m = UNDO.exec(text);
  return m ? { seat: m[1] as SeatName, count: Number(m[2]) } : null;
}

/** The entry of a game ended without an action (its reason: `aborted`, `expired`, `abandoned`). */
export const endText = (reason: string): string => `ended ${reason}`;

/** The reason of an end entry, or null for anything else. */
export function parseEnd(text: string): string | null {
  return END.exec(text)?.[1] ?? null;
}

/** The log's actions that stand: every undo removes the `count` actions before it; ends are no actions. */
export function standing(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of entries) {
    if (parseEnd(text) !== null) continue;
    const u = parseUndo(text);
    if (!u) out.push(text);
    else if (u.count > out.length)
      throw new Error('corrupt action log: an undo takes back more than was played');
    else out.length -= u.count;
  }
  return out;
}

/** A log entry and its number (the version it made). */
export interface Entry {
  seq: number;
  text: string;
}

/**
 * The last `want` standing actions, oldest first, from the log's last entries read newest
 * first (as many as were read: a game's start, or a cap). Folded backwards: an undo of n
 * hides the n standing actions before it, undos nesting as they were made, so the walk
 * never has to start from the game's first action.
 */
export function standingTail(newestFirst: readonly Entry[], want: number): Entry[] {
  const out: Entry[] = [];
  let hidden = 0;
  for (const e of newestFirst) {
    if (out.length >= want) break;
    if (parseEnd(e.text) !== null) continue;
    const u = parseUndo(e.text);
    if (u) hidden += u.count;
    else if (hidden > 0) hidden--;
    else out.push(e);
  }
  return out.reverse();
}
