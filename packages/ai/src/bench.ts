// Timing the search on given positions (used by `dt bench --ai`), in CPU time (cpu-timing.ts):
// ISMCTS iterations per second on one core (each iteration includes its playout), and the
// per-call costs the search is made of (world sampling, evaluation, transposition key, the
// engine's move generation, whole, as the searches list it and the destinations alone, and a
// copy and play on the same worlds). Each measure is one figure per position; the result gives
// their median (the headline figures) and their median, mean and 90th percentile (`spread`).
import {
  MoveList,
  Rng,
  clone,
  fromAction,
  generateMoves,
  legalActionsFor,
  play,
  toMove,
  view,
  type State,
} from '@dt/engine';
import { cpuNow, cpuPerCall, spread, type Spread } from './cpu-timing.ts';
import { evaluate } from './evaluate.ts';
import { infoKey } from './infokey.ts';
import { LEVEL_SEARCH, ismctsDecision } from './ismcts.ts';
import { SEARCH_MOVES } from './policy.ts';
import { worldSampler } from './worlds.ts';

export { cpuNow, cpuPerCall, round3, spread, type Spread } from './cpu-timing.ts';

export interface AiBenchResult {
  positions: number;
  iterationsPerDecision: number;
  /**
   * Median over positions of ISMCTS iterations per second of CPU time (one thread), every
   * iteration with its playout: the search of docs/ai.md's first ladder.
   */
  ismctsItersPerSec: number;
  /** The same for L3's search (LEVEL_SEARCH: playouts remembered by the world they start from). */
  searchItersPerSec: number;
  /** How many playouts L3's search played per iteration (the rest were remembered). */
  playoutsPerIteration: number;
  sampleWorldUs: number;
  evaluateUs: number;
  infoKeyUs: number;
  /** The engine's move generation (compact moves, every movement). */
  movesUs: number;
  /** The same with movements of at most one exchange, as the searches list them. */
  searchMovesUs: number;
  /** Movements without exchanges (where each miniature can go). */
  destinationsUs: number;
  /** Copying a world and playing one move on it, as a search step does. */
  clonePlayUs: number;
  spread: Record<string, Spread>;
}

/** The host's legal actions of a position read into a sampled world as moves. */
function legalMoves(s: State, w: State): MoveList {
  const legal = new MoveList().clear(true);
  const one = new MoveList();
  for (const a of legalActionsFor(s, toMove(s)[0]!)) if (fromAction(w, a, one).ok) legal.copyFrom(one, 0);
  return legal;
}

/** One position's figures: the cheap calls `reps` times each, the search for `iterations`. */
function positionFigures(s: State, k: number, iterations: number, reps: number): Record<string, number> {
  const seat = toMove(s)[0]!;
  const sampler = worldSampler(view(s, seat));
  const rng = new Rng(`ai-bench/${k}`);
  const w = sampler.sample(rng);
  const moves = new MoveList();
  const lists = Math.max(5, reps / 20);
  const f: Record<string, number> = {
    sampleWorldUs: cpuPerCall(reps, () => sampler.sample(rng)),
    evaluateUs: cpuPerCall(reps, () => evaluate(w, seat)),
    infoKeyUs: cpuPerCall(reps, () => infoKey(w, seat)),
    movesUs: cpuPerCall(lists, () => generateMoves(w, moves)),
    searchMovesUs: cpuPerCall(lists, () => generateMoves(w, moves, SEARCH_MOVES)),
    destinationsUs: cpuPerCall(lists, () => generateMoves(w, moves, { maxExchanges: 0 })),
  };
  generateMoves(w, moves);
  f['clonePlayUs'] = cpuPerCall(reps, () => play(clone(w), moves, rng.int(moves.length)));
  const legal = legalMoves(s, w);
  // No time limit: every decision runs its whole budget, and no progress is asked for (its
  // best line would be timed too). First the search of the first ladder (playouts every
  // iteration), then L3's (playouts remembered by world), from the same random state.
  const seed = rng.next();
  let t = cpuNow();
  ismctsDecision((r) => sampler.sample(r), legal, seat, new Rng(seed), { iterations, ms: Infinity });
  f['ismctsItersPerSec'] = (iterations * 1e6) / (cpuNow() - t);
  const stats = { iterations: 0, playouts: 0 };
  t = cpuNow();
  ismctsDecision((r) => sampler.sample(r), legal, seat, new Rng(seed), {
    iterations,
    ms: Infinity,
    config: LEVEL_SEARCH[3],
    stats,
  });
  f['searchItersPerSec'] = (iterations * 1e6) / (cpuNow() - t);
  f['playoutsPerIteration'] = stats.playouts / iterations;
  return f;
}

export function aiBench(states: readonly State[], iterations: number, reps = 200): AiBenchResult {
  const samples: Record<string, number[]> = {};
  states.forEach((s, k) => {
    for (const [key, x] of Object.entries(positionFigures(s, k, iterations, reps)))
      (samples[key] ??= []).push(x);
  });
  const spreads: Record<string, Spread> = {};
  for (const [key, xs] of Object.entries(samples)) spreads[key] = spread(xs);
  const med = (key: string): number => spreads[key]?.median ?? 0;
  return {
    positions: states.length,
    iterationsPerDecision: iterations,
    ismctsItersPerSec: med('ismctsItersPerSec'),
    searchItersPerSec: med('searchItersPerSec'),
    playoutsPerIteration: med('playoutsPerIteration'),
    sampleWorldUs: med('sampleWorldUs'),
    evaluateUs: med('evaluateUs'),
    infoKeyUs: med('infoKeyUs'),
    movesUs: med('movesUs'),
    searchMovesUs: med('searchMovesUs'),
    destinationsUs: med('destinationsUs'),
    clonePlayUs: med('clonePlayUs'),
    spread: spreads,
  };
}
