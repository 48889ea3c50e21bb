// L1 acts only with a purpose. A greedy player that values a movement by where it leads saw a
// movement that only turns a character on its starting zone as better than ending the turn:
// ending it refills the opponent's wheel, which the valuation counts against the player, while
// any movement postpones that. With ties among such movements broken at random, L1 turned its
// characters back and forth for a whole turn (issue 39). So a movement or a step is made only
// when it leads somewhere better than the position as it stands; otherwise the bot plays the
// best of its other actions (ending the turn, stopping, revealing a room, ...).
import type { Action } from '@dt/cardgame';

/** How much better than standing still a movement must be; values differ by whole weights. */
const MARGIN = 0.5;
const MOVING = new Set(['move', 'wall-walk', 'step']);

/**
 * The index of the action to play among `legal`, valued `values` (higher is better), where
 * `still` is the value of the position as it stands: the best, unless it is a movement or a
 * step not clearly better than `still` and something else is legal.
 */
export function purposefulBest(legal: readonly Action[], values: readonly number[], still: number): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i]! > values[best]!) best = i;
  if (!MOVING.has(legal[best]!.type) || values[best]! > still + MARGIN) return best;
  let other = -1;
  for (let i = 0; i < values.length; i++)
    if (!MOVING.has(legal[i]!.type) && (other < 0 || values[i]! > values[other]!)) other = i;
  return other < 0 ? best : other;
}
