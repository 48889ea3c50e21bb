// Bots for Dungeon Twister: The Card Game, playing from one seat's View and its legal actions
// only (the hidden cards are sampled, never read). Browser-safe: nothing here imports Node.
//   L0 random legal play; L1 greedy on an evaluation of sampled worlds; L2 looks ahead over
//   the rest of the turn and the opponent's reply in several sampled worlds.
// `cardgameBot(level)` is the entry a browser table uses; `decideCardgame` the seeded one.
import { Rng, type Action, type View } from '@dt/cardgame';
import { randomDecision } from './random.ts';

export type CardgameLevel = 0 | 1 | 2;
export const CARDGAME_LEVELS: readonly CardgameLevel[] = [0, 1, 2];

/** A player: the seat's view (view.viewer), its legal actions, and a random source. */
export type CardgameBot = (view: View, legal: readonly Action[], rng: Rng) => Action;

export function cardgameBot(level: CardgameLevel): CardgameBot {
  return (view, legal, rng) => {
    if (legal.length === 0) throw new Error('cardgameBot: no legal action to choose from');
    if (legal.length === 1) return legal[0]!;
    if (level !== 0) throw new Error(`cardgameBot: level ${level} is not built yet`);
    void view;
    return randomDecision(legal, rng);
  };
}

/** A seeded decision: the same view, actions and seed always give the same action. */
export function decideCardgame(
  view: View,
  legal: readonly Action[],
  opts: { level: CardgameLevel; seed: number },
): Action {
  const rng = new Rng(
    `${opts.seed}|${view.turn}|${view.phase}|${view.wheels.join(',')}|${legal.length}|${view.viewer}`,
  );
  return cardgameBot(opts.level)(view, legal, rng);
}
