// Bots for Dungeon Twister: The Card Game, playing from one seat's View and its legal actions
// only: what the seat cannot see is sampled (worlds.ts), never read. Browser-safe: nothing
// here imports Node.
//   L0 random legal play by action type;
//   L1 greedy: each action valued in a sampled world by where it leads (a movement carried on,
//      a fight settled), Combat cards chosen from the fight's strengths;
//   L2 lookahead: where a turn's plan is chosen (the actions phase), L1's best candidates
//      replayed to the end of the opponent's next turn, both sides greedy, in two sampled
//      worlds; elsewhere L1 in two worlds.
// Set-up choices (teams, starting characters, dealing, facing) are made at random by every
// level: the evaluation sees nothing in them yet.
// `cardgameBot(level)` is the entry a browser table uses; `decideCardgame` the seeded one.
import { Rng, type Action, type State, type View } from '@dt/cardgame';
import { chooseCombat } from './cards.ts';
import { greedyPick, lookaheadPick, purposeful } from './policy.ts';
import { randomDecision } from './random.ts';
import { sampleWorld } from './worlds.ts';

export type CardgameLevel = 0 | 1 | 2;
export const CARDGAME_LEVELS: readonly CardgameLevel[] = [0, 1, 2];

/** A player: the seat's view (view.viewer), its legal actions, and a random source. */
export type CardgameBot = (view: View, legal: readonly Action[], rng: Rng) => Action;

/** Worlds sampled per decision, and L2's candidates looked at deeper. */
const WORLDS: Record<CardgameLevel, number> = { 0: 0, 1: 1, 2: 2 };
const L2_CANDIDATES = 3;

export function cardgameBot(level: CardgameLevel): CardgameBot {
  return (view, all, rng) => {
    if (all.length === 0) throw new Error('cardgameBot: no legal action to choose from');
    if (all.length === 1) return all[0]!;
    if (level === 0) return randomDecision(all, rng);
    const moving = view.moving?.piece;
    const legal = purposeful(all, moving !== undefined && view.pieces.some((p) => p.carriedBy === moving));
    if (view.phase === 'combat') return chooseCombat(view, legal) ?? randomDecision(legal, rng);
    const seat = view.viewer === 'yellow' ? 0 : 1;
    const stop = legal.some((a) => a.type === 'stop');
    const worlds: State[] = [];
    for (let i = 0; i < WORLDS[level]; i++) {
      const w = sampleWorld(view, rng, stop);
      if (w) worlds.push(w);
    }
    if (worlds.length === 0) return randomDecision(legal, rng);
    // L2 looks ahead where a turn's plan is chosen; a movement's steps are L1's, in more worlds.
    if (level === 1 || view.phase !== 'actions') return greedyPick(worlds, legal, seat, rng).action;
    return lookaheadPick(worlds, legal, seat, rng, { candidates: L2_CANDIDATES });
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
