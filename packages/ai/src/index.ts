// @dt/ai: bots that play from one seat's View (issue 5). Browser-safe: nothing reachable from
// here imports Node. Every level sees the same thing, the view and its legal actions, and
// samples the hidden part (worlds.ts); levels differ only in search and budget:
//   L0 random legal play that avoids hopeless attacks; L1 greedy over the turn;
//   L2 sampled worlds, one turn deep plus the opponent's reply; L3/L4 ISMCTS.
import { Rng, type Action, type State, type View } from '@dt/engine';
import { chooseAnnouncement, chooseCombatCard } from './cards.ts';
import { ismctsDecision, LEVEL_BUDGET, LEVEL_SEARCH, type SearchConfig } from './ismcts.ts';
import { L1_BUDGET, greedyDecision, l2Budget, lookaheadDecision } from './lookahead.ts';
import { movesOf } from './legal-moves.ts';
import { greedyPick } from './policy.ts';
import { randomDecision } from './random-bot.ts';
import { weightsWith, type Weights } from './evaluate.ts';
import { Scratch } from './scratch.ts';
import { worldSampler, type WorldSampler } from './worlds.ts';

import type { Level } from './levels.ts';

export { LEVELS, type Level } from './levels.ts';

export interface Progress {
  iterations: number;
  elapsedMs: number;
  /**
   * The best line so far, the best action first: the rest of the turn as the tree search
   * (L3, L4) plans it, or that action alone.
   */
  line: Action[];
}

export interface DecideOptions {
  level: Level;
  seed: number;
  /** Budget override; the default is per level. */
  iterations?: number;
  ms?: number;
  /** Called now and then while thinking. */
  onProgress?: (p: Progress) => void;
  /** L3, L4: how the search works, where it differs from the level's default (experiments, tuning). */
  search?: Partial<SearchConfig>;
  /** The evaluation's weights where this player's differ from the defaults (self-play tuning). */
  weights?: Partial<Weights>;
}

/** A seed for this decision: the caller's seed mixed with where the game stands. */
export function decisionRng(view: View, legal: readonly Action[], seed: number): Rng {
  return new Rng(`${seed}|${view.turn}|${view.phase}|${view.ap}|${legal.length}|${view.viewer}`);
}

/** Worlds sampled for the one-shot decisions (cards, placements) per level. */
const WORLDS: Record<Level, number> = { 0: 1, 1: 2, 2: 2, 3: 4, 4: 6 };

/** Pick an action for view.viewer among `legal` (= legalActionsFor(state, seat)). Sees nothing else. */
export function decide(view: View, legal: Action[], opts: DecideOptions): Action {
  if (legal.length === 0) throw new Error('decide: no legal action to choose from');
  const started = Date.now();
  const report = (iterations: number, line: Action[]): void =>
    opts.onProgress?.({ iterations, elapsedMs: Date.now() - started, line });
  if (legal.length === 1) {
    report(0, [legal[0]!]);
    return legal[0]!;
  }
  const rng = decisionRng(view, legal, opts.seed);
  const sampler = worldSampler(view);
  const worlds: State[] = [];
  for (let i = 0; i < WORLDS[opts.level]; i++) worlds.push(sampler.sample(rng));
  const a = choose(view, legal, opts, rng, worlds, sampler, report);
  // The tree search reports its own iterations; every other path reports once, at the end.
  const searched = opts.level >= 3 && (view.phase === 'card' || view.phase === 'actions');
  if (!searched) report(1, [a]);
  return a;
}

function choose(
  view: View,
  legal: Action[],
  opts: DecideOptions,
  rng: Rng,
  worlds: State[],
  sampler: WorldSampler,
  report: (iterations: number, line: Action[]) => void,
): Action {
  const seat = sampler.seat;
  const level = opts.level;
  if (level === 0) return legal[randomDecision(worlds[0]!, movesOf(worlds[0]!, legal), rng)]!;
  const scratch = new Scratch(weightsWith(opts.weights));
  switch (view.phase) {
    case 'handicap':
    case 'tokens':
      // Face-down tokens are scored by nothing the evaluation sees: placed at random.
      return rng.pick(legal);
    case 'combat':
      return chooseCombatCard(worlds, legal, seat, rng, scratch);
    case 'announce':
      return chooseAnnouncement(worlds, legal, seat, scratch);
    case 'starters':
    case 'place':
      return legal[greedyPick(worlds, movesOf(worlds[0]!, legal), seat, rng, scratch)]!;
    default:
      break;
  }
  const moves = movesOf(worlds[0]!, legal);
  if (level === 1) {
    if (view.phase === 'card') return legal[lookaheadDecision(worlds, moves, seat, rng, L1_BUDGET, scratch)]!;
    return legal[greedyDecision(worlds, moves, seat, rng, scratch)]!;
  }
  if (level === 2)
    return legal[
      lookaheadDecision(worlds, moves, seat, rng, l2Budget(worlds[0]!), scratch, (n, best) =>
        report(n, [legal[best]!]),
      )
    ]!;
  const budget = LEVEL_BUDGET[level];
  return legal[
    ismctsDecision(
      (r) => sampler.sample(r),
      moves,
      seat,
      rng,
      {
        iterations: opts.iterations ?? (opts.ms === undefined ? budget.iterations : Infinity),
        ms: opts.ms ?? (opts.iterations === undefined ? budget.ms : Infinity),
        onProgress: report,
        config: { ...LEVEL_SEARCH[level], ...opts.search },
      },
      scratch,
    )
  ]!;
}
