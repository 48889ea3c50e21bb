// A seeded bot game kept step by step (each action with the state before it, its events and the
// state after), for the miners that look for positions worth studying (`dt puzzles`). Each seat
// decides from its own view only, as in every match; the budget is the level's own, except L3
// and L4, which are held to a fixed number of iterations so a run is reproducible anywhere.
import { decide, type Level } from './index.ts';
import {
  apply,
  legalActionsFor,
  newGame,
  toMove,
  view,
  type Action,
  type GameConfig,
  type GameEvent,
  type Seat,
  type State,
} from '@dt/engine';

export interface TracedStep {
  actor: Seat;
  action: Action;
  before: State;
  events: GameEvent[];
  after: State;
}

/** Safety net against a bot that never ends a turn. */
const MAX_STEPS = 6000;

export function tracedGame(
  config: GameConfig,
  seed: number,
  levels: [Level, Level],
  iterations = 200,
): { start: State; steps: TracedStep[] } {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(`bad game: ${g.error.message}`);
  const start = g.value;
  let s = start;
  const steps: TracedStep[] = [];
  while (s.phase !== 'over' && steps.length < MAX_STEPS) {
    const seats = toMove(s);
    const chosen: [Seat, Action][] = [];
    for (const seat of seats) {
      const legal = legalActionsFor(s, seat);
      if (legal.length === 0) continue;
      const level = levels[seat];
      const opts =
        level >= 3 ? { level, seed: seed * 2 + seat, iterations } : { level, seed: seed * 2 + seat };
      chosen.push([seat, decide(view(s, seat), legal, opts)]);
    }
    for (const [actor, action] of chosen) {
      const r = apply(s, action);
      if (!r.ok) throw new Error(`engine refused a bot's action: ${r.error.message}`);
      steps.push({ actor, action, before: s, events: r.value.events, after: r.value.state });
      s = r.value.state;
    }
  }
  return { start, steps };
}
