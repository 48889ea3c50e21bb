// A host's legal actions read into a sampled world as the move core's compact moves, in the
// same order (index i is legal[i]): every search chooses by index and answers with the action.
import { MoveList, fromAction, type Action, type State } from '@dt/engine';

export function movesOf(world: State, legal: readonly Action[]): MoveList {
  const moves = new MoveList().clear(true);
  const one = new MoveList();
  for (const a of legal) {
    const r = fromAction(world, a, one);
    if (!r.ok) throw new Error(`decide: a legal action does not fit the sampled world: ${r.error.message}`);
    moves.copyFrom(one, 0);
  }
  return moves;
}
