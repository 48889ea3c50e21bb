// Seeded random games and a benchmark, for `dt selfplay --game cardgame` and `dt bench
// --game cardgame` (and the package's own runner, bin/cardgame.ts). A game depends only on
// its configuration, the run's seed and its index, so how games are spread over workers
// never changes a result. The summary has the same fields as the Prison engine's selfplay.
import {
  apply,
  checkInvariants,
  checkViewSecrecy,
  clone,
  legalActions,
  makeAction,
  newGame,
  Rng,
  SELECTIONS,
  type Action,
  type GameConfig,
  type State,
} from './index.ts';

/**
 * What to verify after every action: `all` the state invariants and view secrecy (as the
 * Prison engine's selfplay), `strict` also the secrecy of each seat's legal actions, `state`
 * the invariants only, or nothing.
 */
export const CHECKS = ['strict', 'all', 'state', 'none'] as const;
export type Check = (typeof CHECKS)[number];

export interface GameOutcome {
  index: number;
  seed: string;
  actions: number;
  turns: number;
  /** 0 yellow, 1 blue, -1 draw; null when the game was cut short by an error. */
  winner: -1 | 0 | 1 | null;
  endReason: string;
  violations: number;
  /** The first invariant violation or error, with where it happened; null if none. */
  problem: string | null;
  error: boolean;
}

export const gameSeed = (runSeed: string, index: number): string => `${runSeed}/${index}`;

/** A run's configuration for game i: with `selection: 'all'`, the three modes in turn. */
export type RunConfig = Omit<GameConfig, 'selection'> & { selection?: GameConfig['selection'] | 'all' };
export const configFor = (run: RunConfig, index: number): GameConfig =>
  run.selection === 'all'
    ? { ...run, selection: SELECTIONS[index % SELECTIONS.length]! }
    : (run as GameConfig);
const botSeed = (runSeed: string, index: number): string => `${runSeed}/${index}/bots`;

/** Safety net against a rules bug that never lets a game end. */
const MAX_ACTIONS = 100_000;

/**
 * A random action chosen by type first (move, attack, end...), ending the turn less often:
 * uniform choice drowns rare actions (attacks, jumps, abilities) under hundreds of
 * movements, and the typed choice reaches them.
 */
export function randomAction(rng: Rng, s: State): Action {
  const actions = legalActions(s);
  let types = [...new Set(actions.map((a) => a.type))];
  if (types.length > 1 && rng.int(4) > 0) types = types.filter((t) => t !== 'end');
  const type = rng.pick(types);
  return rng.pick(actions.filter((a) => a.type === type));
}

export function playRandomGame(
  config: GameConfig,
  runSeed: string,
  index: number,
  check: Check,
): GameOutcome {
  const seed = gameSeed(runSeed, index);
  const out: GameOutcome = {
    index,
    seed,
    actions: 0,
    turns: 0,
    winner: null,
    endReason: '',
    violations: 0,
    problem: null,
    error: false,
  };
  const where = (a: Action | null): string =>
    `game ${index} (seed "${seed}"), action ${out.actions}${a ? ` (${makeAction(a)})` : ''}`;
  const g = newGame(config, seed);
  if (!g.ok) return { ...out, error: true, problem: `game ${index}: ${g.error.message}` };
  let s = g.value;
  const rng = new Rng(botSeed(runSeed, index));
  let last: Action | null = null;
  try {
    while (s.phase !== 'over') {
      if (out.actions >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
      const a = randomAction(rng, s);
      last = a;
      const r = apply(s, a);
      out.actions++;
      if (!r.ok) {
        out.error = true;
        out.problem ??= `${where(a)}: ${r.error.code} ${r.error.message}`;
        break;
      }
      s = r.value.state;
      if (check !== 'none') {
        const broken =
          check === 'state'
            ? checkInvariants(s)
            : [...checkInvariants(s), ...checkViewSecrecy(s, { actions: check === 'strict' })];
        out.violations += broken.length;
        if (broken.length) out.problem ??= `${where(a)}: ${broken.join('; ')}`;
      }
    }
  } catch (e) {
    out.error = true;
    out.problem ??= `${where(last)}: exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
  out.turns = s.turn;
  if (!out.error) {
    out.winner = s.winner;
    out.endReason = s.endReason;
  }
  return out;
}

export interface SelfplaySummary {
  games: number;
  /** Ended by the scenario's goal (not by the turn limit, not by an error). */
  finished: number;
  draws: number;
  wins: { yellow: number; blue: number };
  turnLimitReached: number;
  actions: number;
  invariantViolations: number;
  errors: number;
}

export function summarise(outcomes: GameOutcome[]): SelfplaySummary {
  const limit = (o: GameOutcome): boolean => o.endReason.startsWith('turn limit');
  return {
    games: outcomes.length,
    finished: outcomes.filter((o) => !o.error && !limit(o)).length,
    draws: outcomes.filter((o) => o.winner === -1).length,
    wins: {
      yellow: outcomes.filter((o) => o.winner === 0).length,
      blue: outcomes.filter((o) => o.winner === 1).length,
    },
    turnLimitReached: outcomes.filter(limit).length,
    actions: outcomes.reduce((n, o) => n + o.actions, 0),
    invariantViolations: outcomes.reduce((n, o) => n + o.violations, 0),
    errors: outcomes.filter((o) => o.error).length,
  };
}

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
