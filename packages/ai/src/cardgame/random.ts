// L0 for the card game: random legal play. The action type is drawn first (otherwise the
// many steps and takes of a movement drown attacks and abilities), and ending the turn with
// action points left is made rare.
import type { Action, Rng } from '@dt/cardgame';

export function randomDecision(legal: readonly Action[], rng: Rng): Action {
  let types = [...new Set(legal.map((a) => a.type))];
  if (types.length > 1 && rng.int(5) > 0) types = types.filter((t) => t !== 'end');
  const type = rng.pick(types);
  return rng.pick(legal.filter((a) => a.type === type));
}
