// The optional timer (rulebook, Playing with a timer) as deadlines a host keeps with the
// game and checks against its clock, issuing `timeout` when one passes. The turn timer
// starts with each turn (when it runs out the turn ends and AP above 3 are lost); the
// 5-second timers run inside it: the opponent placing the revealer's objects, and a
// Combat card once the other side's is down. No timer runs during set-up.
import { timersOf, type NextDeadlines } from '@dt/kernel';
import { placerOf } from './rooms-play.ts';
import type { State } from './state.ts';

export { SHORT_TIMER_MS, type Deadlines } from '@dt/kernel';

/** Phases in which the engine accepts a timeout. */
const TIMED = new Set<State['phase']>(['actions', 'moving', 'place', 'berserk', 'announce', 'combat']);

/** Deadlines after a change from `prev` (null: the game just started) to `next`, at `now`. */
export const nextDeadlines: NextDeadlines<State> = timersOf((prev, next) => {
  const newTurn = !prev || !TIMED.has(prev.phase) || prev.turn !== next.turn;
  let short = false;
  if (next.phase === 'combat') short = next.combat!.cards.filter((c) => c !== null).length === 1;
  else if (next.phase === 'place')
    short = !next.placing!.takeover && placerOf(next) !== next.placing!.revealer;
  const timed = TIMED.has(next.phase);
  return { timerSeconds: next.config.timerSeconds, timed, newTurn, short };
});
