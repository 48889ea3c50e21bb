// The computer's decisions in a card game on this device. L0 plays a uniformly random legal
// action, seeded by the game number and the move count so a game replays the same. It sees
// only what legalActionsFor hands its seat, as every host's bot does.
import { Rng, legalActionsFor, type Action, type Seat } from '@dt/cardgame';
import type { CardSession } from './session.ts';

export function randomAction(session: CardSession, seat: Seat): Action | null {
  const legal = legalActionsFor(session.state, seat);
  if (!legal.length) return null;
  const rng = new Rng(`${session.seed}:${session.actions.length}:${seat}`);
  return legal[rng.int(legal.length)]!;
}

/** The computer's action for `seat` at `level` (L0 only, for now: see README). */
export async function botAction(session: CardSession, seat: Seat): Promise<Action | null> {
  return randomAction(session, seat);
}
