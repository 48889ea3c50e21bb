// Undo entries in a game's log. An undo is stored as an entry of its own, `undo <seat>
// <count>`, so versions only ever grow (the version check and the clients' resync rule keep
// working) and the log tells what happened. What a game *is* is its standing actions: the
// log folded, each undo removing the actions it took back. Records hold those only, so a
// record replays to the game as it stands.
import type { SeatName } from '@dt/games';

export interface Undone {
  seat: SeatName;
  count: number;
}

const UNDO = /^undo (yellow|blue) ([1-9]\d{0,3})$/;

export const undoText = (u: Undone): string => `undo ${u.seat} ${u.count}`;

/** The undo an entry of the log is, or null for an action. */
export function parseUndo(text: string): Undone | null {
  const m = UNDO.exec(text);
  return m ? { seat: m[1] as SeatName, count: Number(m[2]) } : null;
}

/** The log's actions that stand: every undo removes the `count` actions before it. */
export function standing(entries: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of entries) {
    const u = parseUndo(text);
    if (!u) out.push(text);
    else if (u.count > out.length)
      throw new Error('corrupt action log: an undo takes back more than was played');
    else out.length -= u.count;
  }
  return out;
}
