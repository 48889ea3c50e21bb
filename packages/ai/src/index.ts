// @dt/ai: bots that play from one seat's View (issue 5). Browser-safe: nothing reachable from
// here imports Node. Every level sees the same thing, the view and its legal actions, and
// samples the hidden part (worlds.ts); levels differ only in search and budget.
import { Rng, type Action, type View } from '@dt/engine';
import { randomDecision } from './random-bot.ts';
import { worldSampler } from './worlds.ts';

export type Level = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];

export interface Progress {
  iterations: number;
  elapsedMs: number;
  best: Action | null;
}

export interface DecideOptions {
  level: Level;
  seed: number;
  /** Budget override; the default is per level. */
  iterations?: number;
  ms?: number;
  /** Called now and then while thinking. */
  onProgress?: (p: Progress) => void;
}

/** A seed for this decision: the caller's seed mixed with where the game stands. */
export function decisionRng(view: View, legal: readonly Action[], seed: number): Rng {
  return new Rng(`${seed}|${view.turn}|${view.phase}|${view.ap}|${legal.length}|${view.viewer}`);
}

/** Pick an action for view.viewer among `legal` (= legalActionsFor(state, seat)). Sees nothing else. */
export function decide(view: View, legal: Action[], opts: DecideOptions): Action {
  if (legal.length === 0) throw new Error('decide: no legal action to choose from');
  if (legal.length === 1) {
    opts.onProgress?.({ iterations: 0, elapsedMs: 0, best: legal[0]! });
    return legal[0]!;
  }
  const rng = decisionRng(view, legal, opts.seed);
  const sampler = worldSampler(view);
  const a = randomDecision(sampler.sample(rng), legal, rng);
  opts.onProgress?.({ iterations: 1, elapsedMs: 0, best: a });
  return a;
}
