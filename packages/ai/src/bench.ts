// Timing the search on given positions (used by `dt bench --ai`): ISMCTS iterations per
// second on one core (each iteration includes its greedy playout), and the per-call costs the
// search is made of (world sampling, evaluation, transposition key, plus the engine's move
// generation, whole and as the searches list it, and a copy and play on the same worlds).
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
import { evaluate } from './evaluate.ts';
import { infoKey } from './infokey.ts';
import { ismctsDecision } from './ismcts.ts';
import { SEARCH_MOVES } from './policy.ts';
import { worldSampler } from './worlds.ts';

export interface AiBenchResult {
  positions: number;
  iterationsPerDecision: number;
  /** Median over positions of ISMCTS iterations per second (one thread). */
  ismctsItersPerSec: number;
  sampleWorldUs: number;
  evaluateUs: number;
  infoKeyUs: number;
  /** The engine's move generation (compact moves, every movement). */
  movesUs: number;
  /** The same with movements of at most one exchange, as the searches list them. */
  searchMovesUs: number;
  /** Copying a world and playing one move on it, as a search step does. */
  clonePlayUs: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function perCall(n: number, f: () => void): number {
  const t = performance.now();
  for (let i = 0; i < n; i++) f();
  return ((performance.now() - t) * 1000) / n;
}

export function aiBench(states: readonly State[], iterations: number, reps = 200): AiBenchResult {
  const its: number[] = [];
  const sample: number[] = [];
  const evals: number[] = [];
  const keys: number[] = [];
  const gen: number[] = [];
  const searchGen: number[] = [];
  const plays: number[] = [];
  const moves = new MoveList();
  states.forEach((s, k) => {
    const seat = toMove(s)[0]!;
    const sampler = worldSampler(view(s, seat));
    const rng = new Rng(`ai-bench/${k}`);
    const w = sampler.sample(rng);
    sample.push(perCall(reps, () => sampler.sample(rng)));
    evals.push(perCall(reps, () => evaluate(w, seat)));
    keys.push(perCall(reps, () => infoKey(w, seat)));
    gen.push(perCall(Math.max(5, reps / 20), () => generateMoves(w, moves)));
    searchGen.push(perCall(Math.max(5, reps / 20), () => generateMoves(w, moves, SEARCH_MOVES)));
    generateMoves(w, moves);
    plays.push(perCall(reps, () => play(clone(w), moves, rng.int(moves.length))));
    const legal = new MoveList().clear(true);
    const one = new MoveList();
    for (const a of legalActionsFor(s, seat)) {
      if (fromAction(w, a, one).ok) legal.copyFrom(one, 0);
    }
    // No time limit: every decision runs its whole budget, and no progress is asked for (its
    // best line would be timed too).
    const t = performance.now();
    ismctsDecision((r) => sampler.sample(r), legal, seat, rng, { iterations, ms: Infinity });
    its.push((iterations * 1000) / (performance.now() - t));
  });
  const r = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(3)) : 0);
  return {
    positions: states.length,
    iterationsPerDecision: iterations,
    ismctsItersPerSec: r(median(its)),
    sampleWorldUs: r(median(sample)),
    evaluateUs: r(median(evals)),
    infoKeyUs: r(median(keys)),
    movesUs: r(median(gen)),
    searchMovesUs: r(median(searchGen)),
    clonePlayUs: r(median(plays)),
  };
}
