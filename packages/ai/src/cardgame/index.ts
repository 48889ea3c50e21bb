// Bots for Dungeon Twister: The Card Game, playing from one seat's View and its legal actions
// only: what the seat cannot see is sampled (worlds.ts), never read. Browser-safe: nothing
// here imports Node.
//   L0 random legal play by action type;
//   L1 greedy: each action valued in a sampled world by where it leads (a movement carried on,
//      a fight settled), Combat cards chosen from the fight's strengths;
//   L2 lookahead: where a turn's plan is chosen (the actions phase), L1's best candidates
//      replayed to the end of the opponent's next turn, both sides greedy, in two sampled
//      worlds; elsewhere L1 in two worlds.
// Set-up choices (teams, handicap, starting characters, dealing) are made by the cards' worth
// at L1 and L2 (setup.ts), at random at L0.
// `cardgameBot(level)` is the entry a browser table uses; `decideCardgame` the seeded one.
import { Rng, type Action, type State, type View } from '@dt/cardgame';
import { chooseCombat } from './cards.ts';
import { greedyPick, lookaheadPick, purposeful, scratch } from './policy.ts';
import { randomDecision } from './random.ts';
import { setupDecision } from './setup.ts';
import { sampleWorld } from './worlds.ts';

import type { CardgameLevel } from '../levels.ts';

export { CARDGAME_LEVELS, type CardgameLevel } from '../levels.ts';

/** A player: the seat's view (view.viewer), its legal actions, and a random source. */
export type CardgameBot = (view: View, legal: readonly Action[], rng: Rng) => Action;

/** How a level decides: worlds sampled per decision, L2's candidates, set-up by worth. */
export interface CardgameEffort {
  worlds: number;
  candidates: number;
  /** Set-up choices by the cards' worth (setup.ts) rather than at random. */
  setup: boolean;
}

const SETUP = new Set(['select', 'handicap', 'starters', 'deal', 'facing']);

export const CARDGAME_EFFORT: Record<CardgameLevel, CardgameEffort> = {
  0: { worlds: 0, candidates: 0, setup: false },
  1: { worlds: 1, candidates: 0, setup: true },
  2: { worlds: 2, candidates: 3, setup: true },
};

export const cardgameBot = (level: CardgameLevel): CardgameBot => botWith(level, CARDGAME_EFFORT[level]);

/** A level's bot with another effort (experiments: a variant against the level). */
export function botWith(level: CardgameLevel, effort: CardgameEffort): CardgameBot {
  return (view, all, rng) => {
    if (all.length === 0) throw new Error('cardgameBot: no legal action to choose from');
    if (all.length === 1) return all[0]!;
    if (level === 0) return randomDecision(all, rng);
    const moving = view.moving?.piece;
    const legal = purposeful(all, moving !== undefined && view.pieces.some((p) => p.carriedBy === moving));
    if (view.phase === 'combat') return chooseCombat(view, legal) ?? randomDecision(legal, rng);
    if (effort.setup && SETUP.has(view.phase))
      return setupDecision(view, legal) ?? randomDecision(legal, rng);
    const seat = view.viewer === 'yellow' ? 0 : 1;
    const worlds: State[] = [];
    for (let i = 0; i < effort.worlds; i++) {
      const w = sampleWorld(view, rng);
      if (w) worlds.push(w);
    }
    if (worlds.length === 0) return randomDecision(legal, rng);
    // L2 looks ahead where a turn's plan is chosen; a movement's steps are L1's, in more worlds.
    const x = scratch();
    if (level === 1 || view.phase !== 'actions') return greedyPick(worlds, legal, seat, rng, x).action;
    return lookaheadPick(worlds, legal, seat, rng, { candidates: effort.candidates }, x);
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
