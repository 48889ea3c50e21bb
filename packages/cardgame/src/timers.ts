// The optional timer (rulebook, Playing with a timer) as deadlines a host keeps with the
// game and checks against its clock, issuing `timeout` when one passes. The turn timer
// starts with each turn (when it runs out the turn ends and AP above 3 are lost); the
// 5-second timers run inside it: the opponent placing the revealer's objects, and a
// Combat card once the other side's is down. No timer runs during set-up.
import { placerOf } from './rooms-play.ts';
import type { State } from './state.ts';

export const SHORT_TIMER_MS = 5000;
/** Phases in which the engine accepts a timeout. */
const TIMED = new Set<State['phase']>(['actions', 'moving', 'place', 'berserk', 'announce', 'combat']);

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
  if (!secs || !TIMED.has(next.phase)) return { deadline: null, turnDeadline: null };
  const newTurn = !prev || !TIMED.has(prev.phase) || prev.turn !== next.turn;
  const turn = newTurn || prevTurn === null ? now + secs * 1000 : prevTurn;
  let short: number | null = null;
  if (next.phase === 'combat') {
    const chosen = next.combat!.cards.filter((c) => c !== null).length;
    if (chosen === 1) short = now + SHORT_TIMER_MS;
  } else if (next.phase === 'place' && !next.placing!.takeover && placerOf(next) !== next.placing!.revealer) {
    short = now + SHORT_TIMER_MS;
  }
  return { deadline: short === null ? turn : Math.min(short, turn), turnDeadline: turn };
}
