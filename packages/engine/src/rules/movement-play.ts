// Carrying out a movement record (moves.ts) found by a movement search (movement.ts,
// movement-overlay.ts): no checks, the record is known legal; events from its witness.
import { FALL, HELD, MOVER, type MoveList } from '../core/moves.ts';
import { detachItem, eliminate, escape, holdItem, layItem, setLoc, type GameEvent } from '../core/pieces.ts';
import type { State } from '../core/state.ts';
import { spendAp } from './turn.ts';

/** Carries out a movement record (see moves.ts); events from its witness when asked for. */
export function playMovement(s: State, list: MoveList, i: number, events: GameEvent[] | null): void {
  const h = list.head(i);
  const mover = ((h >> 5) & 31) - 1;
  const end = (h >> 10) & 1023;
  const escaped = ((h >> 20) & 1) === 1;
  spendAp(s, mover, 1);
  if (events) {
    const w = list.witness?.[i];
    if (w) {
      events.push({ type: 'moved', piece: mover, path: w.path });
      for (let k = 0; k < w.ex.length; k += 3) {
        const item = w.ex[k + 2]!;
        if (w.ex[k + 1] === 0) events.push({ type: 'took', piece: mover, item });
        else events.push({ type: 'dropped', piece: mover, item, square: w.path[w.ex[k]!]! });
      }
    }
  }
  const from = list.extraStart(i);
  const to = list.end(i);
  const words = list.words;
  // Every item that changes place leaves its old place first, so that swaps cannot collide.
  for (let k = from; k < to; k++) if (!(words[k]! & FALL)) detachItem(s, words[k]! & 31);
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (w & FALL) continue;
    const at = ((w >> 5) & 2047) - 1024;
    if (at >= 0) layItem(s, w & 31, at);
    else holdItem(s, at === MOVER ? mover : HELD - at, w & 31);
  }
  if (escaped) escape(s, mover, events);
  else setLoc(s, mover, end);
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (!(w & FALL)) continue;
    events?.push({ type: 'fell', piece: w & 31 });
    eliminate(s, w & 31, events);
  }
}
