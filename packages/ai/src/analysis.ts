// The analysis of one board position (issue 42): the seat to move's win chance with the best
// play the search finds, that best action and its planned line, and optionally the value of
// one chosen action (a review's played move). The search is L3's tree search, bounded by
// iterations only, so the same position, seed and budget always give the same answer.
// By default it sees what the seat sees and samples the rest (worlds.ts), as a bot does; with
// `complete` the true state is searched, for a position the user set up with everything known.
import {
  Rng,
  clone,
  legalActionsFor,
  makeAction,
  toMove,
  view as viewOf,
  type Action,
  type Seat,
  type State,
} from '@dt/engine';
import { decide, decisionRng } from './index.ts';
import { winChance } from './evaluate.ts';
import { ismctsDecision, LEVEL_SEARCH } from './ismcts.ts';
import { movesOf } from './legal-moves.ts';
import { worldSampler } from './worlds.ts';

export interface AnalysisOptions {
  /** Search iterations (the only budget: no clock, so results never depend on the machine). */
  iterations: number;
  seed: number;
  /** Search the true state (everything known) instead of the seat's view. */
  complete?: boolean;
  /** An action among the seat's legal ones whose own value is wanted too. */
  probe?: Action;
  /** Least visits the probed action gets (default: a tenth of the iterations, at least 8). */
  probeVisits?: number;
  onProgress?: (iterations: number, line: Action[]) => void;
}

export interface Analysis {
  seat: Seat;
  /** The seat's win chance (0..1) with the best action. */
  value: number;
  best: Action;
  /** The best action, then the rest of the seat's turn as the search plans it. */
  line: Action[];
  /** The probed action's value for the seat (absent without a probe). */
  probeValue?: number;
  iterations: number;
}

/** Worlds the evaluation averages over where no tree search runs (set-up, combat cards). */
const STATIC_WORLDS = 4;

/** The seat that decides now with something to decide, or null (game over, nobody to move). */
export function seatToMove(s: State): Seat | null {
  return toMove(s).find((seat) => legalActionsFor(s, seat).length > 0) ?? null;
}

/** The analysis for the seat to move of `s`, or null when nobody has anything to decide. */
export function analyse(s: State, opts: AnalysisOptions): Analysis | null {
  const seat = seatToMove(s);
  if (seat === null) return null;
  const legal = legalActionsFor(s, seat);
  const view = viewOf(s, seat);
  const rng = decisionRng(view, legal, opts.seed);
  const sampler = worldSampler(view);
  const sample = opts.complete ? () => clone(s) : (r: Rng) => sampler.sample(r);
  const probeIndex = opts.probe ? legal.findIndex((a) => sameAction(a, opts.probe!)) : -1;
  if (s.phase !== 'actions' && s.phase !== 'card') return staticAnalysis(s, seat, legal, opts, sample, rng);
  const root: { move: number; n: number; mean: number }[] = [];
  let line: Action[] = [];
  const moves = movesOf(sample(new Rng(`${opts.seed}|moves`)), legal);
  const visits = opts.probeVisits ?? Math.max(8, Math.floor(opts.iterations / 10));
  const best = ismctsDecision(sample, moves, seat, rng, {
    iterations: opts.iterations,
    ms: Infinity,
    config: LEVEL_SEARCH[3],
    probe: probeIndex >= 0 ? { move: probeIndex, visits } : undefined,
    root,
    onProgress: (n, l) => {
      line = l;
      opts.onProgress?.(n, l);
    },
  });
  const valueOf = (move: number) => root.find((e) => e.move === move)?.mean;
  const out: Analysis = {
    seat,
    value: valueOf(best) ?? 0.5,
    best: legal[best]!,
    line: line.length ? line : [legal[best]!],
    iterations: opts.iterations,
  };
  if (probeIndex >= 0) out.probeValue = valueOf(probeIndex) ?? out.value;
  return out;
}

/**
 * Outside the turn's actions (tokens, starters, combat cards) the bot of L3 chooses and the
 * value is the evaluation averaged over sampled worlds: the tree search works on turns only.
 */
function staticAnalysis(
  s: State,
  seat: Seat,
  legal: Action[],
  opts: AnalysisOptions,
  sample: (r: Rng) => State,
  rng: Rng,
): Analysis {
  let sum = 0;
  for (let i = 0; i < STATIC_WORLDS; i++) sum += winChance(sample(rng), seat);
  const value = sum / STATIC_WORLDS;
  const best = decide(viewOf(s, seat), legal, { level: 3, seed: opts.seed, iterations: opts.iterations });
  opts.onProgress?.(1, [best]);
  const out: Analysis = { seat, value, best, line: [best], iterations: 1 };
  if (opts.probe) out.probeValue = value;
  return out;
}

/** Two actions are the same decision when they read the same in the action notation. */
export const sameAction = (a: Action, b: Action): boolean => makeAction(a) === makeAction(b);
