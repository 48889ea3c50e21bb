// The optional timers (R21) as deadlines a host keeps with the game and checks against its
// clock, issuing `timeout` when one passes. The turn timer starts with each turn; the short
// 5-second timers (a Combat card after the other was chosen, the opponent placing the
// revealer's tokens) run inside it and fall back to it. No timer runs during set-up.
import { toMove } from './game.ts';
import type { State } from './state.ts';

export const SHORT_TIMER_MS = 5000;
/** Phases in which the engine accepts a timeout. */
const TIMED = new Set<State['phase']>(['card', 'actions', 'announce', 'combat', 'place']);

export interface Deadlines {
  /** The earliest deadline now running (ms), or null. */
  deadline: number | null;
  /** The turn timer's deadline (ms), or null. */
  turnDeadline: number | null;
}

/** Deadlines after a change from `prev` (null: the game just started) to `next`, at `now`. */
export function nextDeadlines(
  prev: State | null,
  next: State,
  prevTurn: number | null,
  now: number,
): Deadlines {
  const secs = next.config.timerSeconds;
  if (!secs || next.phase === 'over' || !TIMED.has(next.phase)) return { deadline: null, turnDeadline: null };
  const newTurn = !prev || !TIMED.has(prev.phase) || prev.turn !== next.turn || prev.active !== next.active;
  const turn = newTurn || prevTurn === null ? now + secs * 1000 : prevTurn;
  let short: number | null = null;
  if (next.phase === 'combat') {
    const chosen = next.combat!.cards.filter((c) => c >= 0).length;
    if (chosen === 1) short = now + SHORT_TIMER_MS;
  } else if (next.phase === 'place' && next.placing && !next.placing.takeover) {
    if (toMove(next)[0] !== next.placing.revealer) short = now + SHORT_TIMER_MS;
  }
  return { deadline: short === null ? turn : Math.min(short, turn), turnDeadline: turn };
}
