// The steps the host took for a person because nothing else was possible (the last Action
// card, the last token, ending a turn at 0 AP): the table announces them instead of playing
// them without a word. Token placements a person planned in hot seat are taken for them too,
// but those are their own choices and are not announced.
import type { Seat } from '@dt/engine';
import type { Session } from '../session.ts';

/** Indexes of the forced steps taken for `seat` that are the latest shown (news until anyone acts). */
export function forcedSteps(session: Session, seat: Seat, shown: number, planned: boolean): number[] {
  const out: number[] = [];
  for (let i = Math.min(shown, session.steps.length) - 1; i >= 0; i--) {
    const st = session.steps[i]!;
    if (st.actor !== seat || !st.auto) break;
    if (!(planned && st.action.type === 'token')) out.unshift(i);
  }
  return out;
}

/**
 * Hot seat: the turn just ended by itself (the engine ends it when no AP is left, or the host
 * played a forced end), so the board stays, showing where the last move landed, until the
 * player passes the device on.
 */
export function endedByItself(session: Session, seat: Seat | null): boolean {
  const last = session.steps[session.steps.length - 1];
  if (seat === null || !last || last.actor !== seat) return false;
  if (last.action.type === 'end') return !!last.auto;
  return last.events.some((e) => e.type === 'turn-end');
}
