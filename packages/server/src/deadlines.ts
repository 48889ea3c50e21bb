// The optional timers (R21), as deadlines stored with the game so that any process, or a
// restarted one, can issue the engine's `timeout` when one passes. The turn timer starts
// with each turn; the short 5-second timers (a Combat card after the other was chosen, the
// opponent placing the revealer's tokens) run inside it and fall back to it.
import { SEATS, toMove, type State } from '@dt/engine';

export const SHORT_TIMER_MS = 5000;
/** Phases in which the engine accepts a timeout (no timer runs during set-up). */
const TIMED = new Set<State['phase']>(['card', 'actions', 'announce', 'combat', 'place']);

export interface Deadlines {
  deadline: number | null;
  turn_deadline: number | null;
}

/** Deadlines after a change from `prev` (null: the game just went live) to `next`. */
export function nextDeadlines(
  prev: State | null,
  next: State,
  prevTurn: number | null,
  now: number,
): Deadlines {
  const secs = next.config.timerSeconds;
  if (!secs || next.phase === 'over' || !TIMED.has(next.phase))
    return { deadline: null, turn_deadline: null };
  const newTurn = !prev || !TIMED.has(prev.phase) || prev.turn !== next.turn || prev.active !== next.active;
  const turn = newTurn || prevTurn === null ? now + secs * 1000 : prevTurn;
  let short: number | null = null;
  if (next.phase === 'combat') {
    const chosen = next.combat!.cards.filter((c) => c >= 0).length;
    if (chosen === 1) short = now + SHORT_TIMER_MS;
  } else if (next.phase === 'place' && next.placing && !next.placing.takeover) {
    const movers = toMove(next);
    if (movers[0] !== next.placing.revealer) short = now + SHORT_TIMER_MS;
  }
  return { deadline: short === null ? turn : Math.min(short, turn), turn_deadline: turn };
}

/** The comma-separated seats to move, as stored for the lobby and the bot sweeper. */
export const toMoveText = (s: State): string =>
  toMove(s)
    .map((x) => SEATS[x])
    .join(',');
