// L0 for the card game: random legal play, the kernel's random policy (the action type drawn
// first, so that the many steps and takes of a movement do not drown attacks and abilities),
// ending the turn with action points left rarer than in self-play (1 draw in 5).
import { randomAction } from '@dt/kernel';
import type { Action, Rng } from '@dt/cardgame';

export const randomDecision = (legal: readonly Action[], rng: Rng): Action => randomAction(legal, rng, 5);
