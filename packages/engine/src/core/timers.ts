// The optional timers (R21) as deadlines a host keeps with the game and checks against its
// clock, issuing `timeout` when one passes. The turn timer starts with each turn; the short
// 5-second timers (a Combat card after the other was chosen, the opponent placing the
// revealer's tokens) run inside it and fall back to it. No timer runs during set-up.
import { timersOf, type NextDeadlines } from '@dt/kernel';
import { toMove } from '../rules/game.ts';
import type { State } from './state.ts';

export { SHORT_TIMER_MS, type Deadlines } from '@dt/kernel';

/** Phases in which the engine accepts a timeout. */
const TIMED = new Set<State['phase']>(['card', 'actions', 'announce', 'combat', 'place']);

/** Deadlines after a change from `prev` (null: the game just started) to `next`, at `now`. */
export const nextDeadlines: NextDeadlines<State> = timersOf((prev, next) => {
  const newTurn = !prev || !TIMED.has(prev.phase) || prev.turn !== next.turn || prev.active !== next.active;
  let short = false;
  if (next.phase === 'combat') short = next.combat!.cards.filter((c) => c >= 0).length === 1;
  else if (next.phase === 'place' && next.placing && !next.placing.takeover)
    short = toMove(next)[0] !== next.placing.revealer;
  const timed = next.phase !== 'over' && TIMED.has(next.phase);
  return { timerSeconds: next.config.timerSeconds, timed, newTurn, short };
});
