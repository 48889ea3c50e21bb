// Timings of the card game for `dt bench --game cardgame`: clone, legal actions and apply on
// seeded mid-game positions, and whole random games. Medians, so one slow garbage collection
// does not move the numbers; everything is seeded, so runs differ only by the machine.
import { Rng, apply, clone, legalActions, newGame, type GameConfig, type State } from './index.ts';
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
  randomGameMs: number;
  randomGamesPerSec: number;
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
  const gameMs: number[] = [];
  const started = performance.now();
  for (let i = 0; i < plan.games; i++) {
    const t = performance.now();
    const o = playRandomGame({ scenario: plan.scenario, maxTurns: plan.gameTurns }, 'bench-game', i, 'none');
    gameMs.push(performance.now() - t);
    if (o.error) throw new Error(`bench: ${o.problem}`);
  }
  const total = performance.now() - started;
  return {
    cloneUs: round(median(cloneUs)),
    legalActionsUs: round(median(legalUs)),
    applyUs: round(median(applyUs)),
    randomGameMs: round(median(gameMs)),
    randomGamesPerSec: round((1000 * plan.games) / total),
  };
}
