// The optional timers (R21), as deadlines stored with the game so that any process, or a
// restarted one, can issue the engine's `timeout` when one passes. The rule itself is the
// engine's (timers.ts), shared with the web client's games on one device.
import { SEATS, nextDeadlines as engineDeadlines, toMove, type State } from '@dt/engine';

export { SHORT_TIMER_MS } from '@dt/engine';

/** The engine's R21 deadlines under the games table's column names. */
export function nextDeadlines(
  prev: State | null,
  next: State,
  prevTurn: number | null,
  now: number,
): { deadline: number | null; turn_deadline: number | null } {
  const d = engineDeadlines(prev, next, prevTurn, now);
  return { deadline: d.deadline, turn_deadline: d.turnDeadline };
}

/** The comma-separated seats to move, as stored for the lobby and the bot sweeper. */
export const toMoveText = (s: State): string =>
  toMove(s)
    .map((x) => SEATS[x])
    .join(',');
