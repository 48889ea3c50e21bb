// Timings of the card game for `dt bench --game cardgame`: on seeded mid-game positions the
// contract (clone, legal actions, apply) and the move core the bots search with (every legal
// move, one move played unchecked on a copy), and whole random games through either. Medians,
// so one slow garbage collection does not move the numbers; everything is seeded, so runs
// differ only by the machine.
import { randomByKind } from '@dt/kernel';
import { generateMoves, generateMovesFor } from './generate.ts';
import { Rng, apply, clone, legalActions, newGame, type GameConfig, type State } from './index.ts';
import { MoveKind, MoveList, kindOf } from './moves.ts';
import { play } from './play.ts';
import { playRandomGame, randomAction } from './selfplay.ts';

export interface BenchPlan {
  /** Mid-game positions to time legal actions and apply on. */
  positions: number;
  repeats: number;
  /** Random games to time, and their turn limit. */
  games: number;
  gameTurns: number;
  scenario: GameConfig['scenario'];
}

export const BENCH_PLAN: BenchPlan = {
  positions: 40,
  repeats: 5,
  games: 20,
  gameTurns: 60,
  scenario: 'standard',
};

export interface BenchResult {
  cloneUs: number;
  legalActionsUs: number;
  applyUs: number;
  /** The move core: every legal move of the seat to play, compact. */
  movesUs: number;
  /** One random legal move played on a copy made beforehand (no checks, no events). */
  playUs: number;
  randomGameMs: number;
  randomGamesPerSec: number;
  /** The same random games played through the move core (generateMoves, clone, play). */
  coreGameMs: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number): number => Number(x.toPrecision(3));

/** Mid-game positions (turns 8..17) reached by seeded random play, in the actions phase. */
function positions(plan: BenchPlan): State[] {
  const out: State[] = [];
  for (let k = 0; k < plan.positions; k++) {
    const target = 8 + (k % 10);
    const g = newGame({ scenario: plan.scenario, maxTurns: target + 10 }, `bench/${k}`);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = new Rng(`bench/${k}/bots`);
    while (s.phase !== 'over' && !(s.turn >= target && s.phase === 'actions')) {
      const r = apply(s, randomAction(rng, s));
      if (!r.ok) throw new Error(`bench position ${k}: ${r.error.message}`);
      s = r.value.state;
    }
    if (s.phase === 'actions') out.push(s);
  }
  return out;
}

/** Times clone, legalActions, apply (a random legal action) and whole random games; medians. */
export function bench(plan: BenchPlan = BENCH_PLAN): BenchResult {
  const states = positions(plan);
  const rng = new Rng('bench-apply');
  const cloneUs: number[] = [];
  const legalUs: number[] = [];
  const applyUs: number[] = [];
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      let t = performance.now();
      for (let i = 0; i < 100; i++) clone(s);
      cloneUs.push(((performance.now() - t) * 1000) / 100);
      t = performance.now();
      const actions = legalActions(s);
      legalUs.push((performance.now() - t) * 1000);
      const a = rng.pick(actions);
      t = performance.now();
      const res = apply(s, a);
      applyUs.push((performance.now() - t) * 1000);
      if (!res.ok) throw new Error(`bench: apply rejected a legal action: ${res.error.message}`);
    }
  }
  const { movesUs, playUs } = timeCore(states, plan, rng);
  const gameMs: number[] = [];
  const coreMs: number[] = [];
  const started = performance.now();
  for (let i = 0; i < plan.games; i++) {
    const t = performance.now();
    const o = playRandomGame({ scenario: plan.scenario, maxTurns: plan.gameTurns }, 'bench-game', i, 'none');
    gameMs.push(performance.now() - t);
    if (o.error) throw new Error(`bench: ${o.problem}`);
  }
  const total = performance.now() - started;
  for (let i = 0; i < plan.games; i++) {
    const t = performance.now();
    coreGame({ scenario: plan.scenario, maxTurns: plan.gameTurns }, 'bench-game', i);
    coreMs.push(performance.now() - t);
  }
  return {
    cloneUs: round(median(cloneUs)),
    legalActionsUs: round(median(legalUs)),
    applyUs: round(median(applyUs)),
    movesUs: round(median(movesUs)),
    playUs: round(median(playUs)),
    randomGameMs: round(median(gameMs)),
    randomGamesPerSec: round((1000 * plan.games) / total),
    coreGameMs: round(median(coreMs)),
  };
}

/** Per position: every legal move generated, then one random move played on a copy made beforehand. */
function timeCore(states: State[], plan: BenchPlan, rng: Rng): { movesUs: number[]; playUs: number[] } {
  const movesUs: number[] = [];
  const playUs: number[] = [];
  const moves = new MoveList();
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      let t = performance.now();
      generateMovesFor(s, s.active, moves);
      movesUs.push((performance.now() - t) * 1000);
      const copies = Array.from({ length: 10 }, () => clone(s));
      const picks = copies.map(() => rng.int(moves.length));
      t = performance.now();
      for (let i = 0; i < copies.length; i++) play(copies[i]!, moves, picks[i]!);
      playUs.push(((performance.now() - t) * 1000) / copies.length);
    }
  }
  return { movesUs, playUs };
}

/**
 * Game `index` of the random games, played through the move core with the same policy (the
 * kernel's, by kind of move: the kinds come in the order of the Actions' types), unchecked.
 */
function coreGame(config: GameConfig, runSeed: string, index: number): number {
  const g = newGame(config, `${runSeed}/${index}`);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(`${runSeed}/${index}/bots`);
  const moves = new MoveList();
  const scratch = new MoveList();
  const indices: number[] = [];
  let n = 0;
  for (; s.phase !== 'over'; n++) {
    generateMoves(s, moves, scratch);
    indices.length = 0;
    for (let i = 0; i < moves.length; i++) indices.push(i);
    const i = randomByKind(indices, (k) => kindOf(moves.head(k)), MoveKind.End, rng);
    s = clone(s);
    play(s, moves, i);
  }
  return n;
}
