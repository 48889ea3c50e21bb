// `dt bench`: the engine's hot paths timed on seeded mid-game stand-alone positions, and
// whole random games. The contract (legalActions, apply: Action objects) and the move core
// searches use (generateMoves, play: compact moves) are timed on the same positions. Every
// figure is CPU time (cpu-timing.ts in @dt/ai: the machine is shared, and wall-clock time
// counts the other work), per position after a warm-up, reported as the median with the mean
// and the 90th percentile beside it; everything is seeded, so runs differ only by the
// machine. The last stdout line is JSON for scripts and CI trend tracking.
import { loadavg } from 'node:os';
import {
  MoveList,
  Rng,
  apply,
  clone,
  generateMoves,
  legalActions,
  newGame,
  play,
  type Action,
  type State,
} from '@dt/engine';
import { aiBench, cpuNow, cpuPerCall, round3, spread, type Spread } from '@dt/ai/bench';
import { BENCH_PLAN, bench as cardgameBench } from '@dt/cardgame/bench';
import type { Options } from './args.ts';
import type { Io } from './io.ts';
import { typedAction } from './random-game.ts';

/** The measures of `dt bench`, each the median over positions (or games) of CPU time. */
export interface BenchResult {
  cloneUs: number;
  /** The contract: every legal action as an Action (movements with witness paths). */
  legalActionsUs: number;
  /** apply, warm: one legal action applied again and again to the same position. */
  applyUs: number;
  /** apply, cold: the first apply after listing the position's legal actions. */
  applyColdUs: number;
  /** The move core: every legal move, compact, no paths. */
  movesUs: number;
  /** The moves the searches list: movements with at most one exchange on the way. */
  searchMovesUs: number;
  /** Movements that exchange nothing on the way (where each miniature can go), and every other move. */
  destinationsUs: number;
  /** Playing one compact move on a copy made beforehand (no checks, no events). */
  playUs: number;
  /** A random game through the contract, its player listing movements with at most one exchange. */
  randomGameMs: number;
  randomGamesPerSec: number;
  /** The same random games played through the move core (generateMoves, play). */
  coreGameMs: number;
  /** The 1-minute load average when the bench started: how busy the shared machine was. */
  load: number;
  /** Median, mean and 90th percentile of each measure over positions (games). */
  spread: Record<string, Spread>;
}

interface Plan {
  positions: number;
  /** Positions are taken at the first actions phase from turn `fromTurn + k % spread`. */
  fromTurn: number;
  spread: number;
  /** Calls per position in one timed batch: cheap calls, then a generation, then apply. */
  clonesPerBatch: number;
  listsPerBatch: number;
  appliesPerBatch: number;
  repeats: number;
  gameTurns: number;
  minGames: number;
  maxGames: number;
  /** Stop starting new games after this much CPU time (at least one game is always played). */
  gameBudgetMs: number;
}

const FULL: Plan = {
  positions: 24,
  fromTurn: 20,
  spread: 21,
  clonesPerBatch: 2000,
  listsPerBatch: 20,
  appliesPerBatch: 200,
  repeats: 5,
  gameTurns: 100,
  minGames: 2,
  maxGames: 20,
  gameBudgetMs: 20_000,
};

const QUICK: Plan = {
  positions: 4,
  fromTurn: 6,
  spread: 4,
  clonesPerBatch: 200,
  listsPerBatch: 2,
  appliesPerBatch: 20,
  repeats: 2,
  gameTurns: 6,
  minGames: 1,
  maxGames: 2,
  gameBudgetMs: 2_000,
};

/** Mid-game positions reached by seeded random play, each in its actions phase. */
function positions(plan: Plan): State[] {
  const out: State[] = [];
  for (let k = 0; k < plan.positions; k++) {
    const target = plan.fromTurn + (k % plan.spread);
    const rng = new Rng(`bench/${k}`);
    for (let attempt = 0; out.length === k && attempt < 5; attempt++) {
      const g = newGame({ scenario: 'standalone', maxTurns: target + 10 }, `bench/${k}/${attempt}`);
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value;
      while (s.phase !== 'over' && !(s.turn >= target && s.phase === 'actions')) {
        const r = apply(s, typedAction(rng, s));
        if (!r.ok) throw new Error(`bench position ${k}: ${r.error.message}`);
        s = r.value.state;
      }
      if (s.phase === 'actions') out.push(s);
    }
  }
  return out;
}

/** One sample per position and repeat: `time(s)` gives CPU µs per call on position s. */
function perPosition(states: State[], plan: Plan, time: (s: State) => number): number[] {
  const samples: number[] = [];
  for (let r = 0; r < plan.repeats; r++) for (const s of states) samples.push(time(s));
  return samples;
}

function timeClone(states: State[], plan: Plan): number[] {
  let sink = 0;
  const out = perPosition(states, plan, (s) => cpuPerCall(plan.clonesPerBatch, () => (sink += clone(s).ap)));
  if (sink < 0) throw new Error('unreachable');
  return out;
}

function timeMoves(states: State[], plan: Plan, maxExchanges: number): number[] {
  const moves = new MoveList();
  return perPosition(states, plan, (s) =>
    cpuPerCall(plan.listsPerBatch, () => generateMoves(s, moves, { maxExchanges })),
  );
}

/** Per position: a batch of copies made first, then one random legal move played on each. */
function timePlay(states: State[], plan: Plan, rng: Rng): number[] {
  const moves = new MoveList();
  const batch = Math.max(1, Math.ceil(plan.clonesPerBatch / 10));
  return perPosition(states, plan, (s) => {
    generateMoves(s, moves);
    const picks = Array.from({ length: batch }, () => rng.int(moves.length));
    const copies = picks.map(() => clone(s));
    let i = 0;
    return cpuPerCall(batch, () => play(copies[i]!, moves, picks[i++]!));
  });
}

const applied = (s: State, a: Action): void => {
  const res = apply(s, a);
  if (!res.ok) throw new Error(`bench: apply rejected a legal action: ${res.error.message}`);
};

/** Warm: one random legal action applied again and again (the input state never changes). */
function timeApplyWarm(states: State[], plan: Plan, rng: Rng): number[] {
  return perPosition(states, plan, (s) => {
    const a = rng.pick(legalActions(s));
    return cpuPerCall(plan.appliesPerBatch, () => applied(s, a));
  });
}

/** Cold: each apply comes right after listing the legal actions, as a host or a player does. */
function timeApplyCold(states: State[], plan: Plan, rng: Rng): number[] {
  return perPosition(states, plan, (s) => {
    let total = 0;
    for (let i = 0; i < plan.listsPerBatch; i++) {
      const a = rng.pick(legalActions(s));
      const t = cpuNow();
      applied(s, a);
      total += cpuNow() - t;
    }
    return total / plan.listsPerBatch;
  });
}

/** The random player of the timed games: any legal action, movements with at most one exchange. */
const SEARCH_LIST = { maxExchanges: 1 };

/** A random game through the contract (legalActions, apply); its CPU milliseconds. */
function contractGame(plan: Plan, i: number): number {
  const t = cpuNow();
  const g = newGame({ scenario: 'standalone', maxTurns: plan.gameTurns }, `bench-game/${i}`);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(`bench-game/${i}/bots`);
  while (s.phase !== 'over') {
    const r = apply(s, rng.pick(legalActions(s, SEARCH_LIST)));
    if (!r.ok) throw new Error(`bench: ${r.error.message}`);
    s = r.value.state;
  }
  return (cpuNow() - t) / 1000;
}

/** The same game through the move core (the same list order and draws, so the same moves). */
function coreGame(plan: Plan, i: number): number {
  const t = cpuNow();
  const moves = new MoveList();
  const g = newGame({ scenario: 'standalone', maxTurns: plan.gameTurns }, `bench-game/${i}`);
  if (!g.ok) throw new Error(g.error.message);
  const s = clone(g.value);
  const rng = new Rng(`bench-game/${i}/bots`);
  while (s.phase !== 'over') {
    generateMoves(s, moves, SEARCH_LIST);
    play(s, moves, rng.int(moves.length));
  }
  return (cpuNow() - t) / 1000;
}

function timeGames(plan: Plan): { ms: number[]; core: number[] } {
  const ms: number[] = [];
  const core: number[] = [];
  let used = 0;
  for (let i = 0; i < plan.maxGames; i++) {
    if (i >= plan.minGames && used > plan.gameBudgetMs) break;
    ms.push(contractGame(plan, i));
    core.push(coreGame(plan, i));
    used += ms[i]! + core[i]!;
  }
  return { ms, core };
}

/** Every per-position measure, after a warm-up pass over all of them. */
function measure(states: State[], plan: Plan): Record<string, number[]> {
  const run = (p: Plan): Record<string, number[]> => ({
    cloneUs: timeClone(states, p),
    legalActionsUs: perPosition(states, p, (s) => cpuPerCall(p.listsPerBatch, () => legalActions(s))),
    applyUs: timeApplyWarm(states, p, new Rng('bench-apply')),
    applyColdUs: timeApplyCold(states, p, new Rng('bench-apply-cold')),
    movesUs: timeMoves(states, p, Infinity),
    searchMovesUs: timeMoves(states, p, 1),
    destinationsUs: timeMoves(states, p, 0),
    playUs: timePlay(states, p, new Rng('bench-play')),
  });
  run({ ...plan, repeats: 1, clonesPerBatch: Math.ceil(plan.clonesPerBatch / 4) });
  contractGame({ ...plan, gameTurns: 2 }, 0);
  return run(plan);
}

export async function runBench(opts: Options, io: Io): Promise<number> {
  const base = opts['quick'] ? QUICK : FULL;
  const plan: Plan = { ...base, gameTurns: (opts['game-turns'] as number | undefined) ?? base.gameTurns };
  const t0 = cpuNow();
  const load = round3(loadavg()[0]!);
  io.err(`bench: building ${plan.positions} mid-game stand-alone positions (load average ${load})...`);
  const states = positions(plan);
  if (states.length === 0) throw new Error('bench: no mid-game position reached');
  if (opts['ai']) return runAiBench(states, Boolean(opts['quick']), Boolean(opts['json']), load, io);
  io.err('bench: timing (CPU time)...');
  const samples = measure(states, plan);
  io.err(`bench: random games (max ${plan.gameTurns} turns)...`);
  const games = timeGames(plan);
  samples['randomGameMs'] = games.ms;
  samples['coreGameMs'] = games.core;
  const spreads: Record<string, Spread> = {};
  for (const [k, xs] of Object.entries(samples)) spreads[k] = spread(xs);
  const med = (k: string): number => spreads[k]!.median;
  const result: BenchResult = {
    cloneUs: med('cloneUs'),
    legalActionsUs: med('legalActionsUs'),
    applyUs: med('applyUs'),
    applyColdUs: med('applyColdUs'),
    movesUs: med('movesUs'),
    searchMovesUs: med('searchMovesUs'),
    destinationsUs: med('destinationsUs'),
    playUs: med('playUs'),
    randomGameMs: med('randomGameMs'),
    randomGamesPerSec: round3((1000 * games.ms.length) / games.ms.reduce((a, b) => a + b, 0)),
    coreGameMs: med('coreGameMs'),
    load,
    spread: spreads,
  };
  if (!opts['json']) printBench(result, states.length, plan, games.ms.length, io);
  io.err(`bench: ${((cpuNow() - t0) / 1e6).toFixed(1)} s of CPU time`);
  io.out(JSON.stringify(result));
  return 0;
}

const ROWS: [keyof BenchResult, string, string, string][] = [
  ['cloneUs', 'clone', 'µs', 'a copy of the position'],
  ['legalActionsUs', 'legalActions', 'µs', 'every legal action, with witness paths'],
  ['applyUs', 'apply, warm', 'µs', 'one random legal action, applied again and again'],
  ['applyColdUs', 'apply, cold', 'µs', 'the first apply after listing the legal actions'],
  ['movesUs', 'moves (core)', 'µs', 'every legal move, compact, no witness paths'],
  ['searchMovesUs', 'search moves (core)', 'µs', 'movements with at most one exchange, every other move'],
  ['destinationsUs', 'destinations (core)', 'µs', 'movements without exchanges, and every other move'],
  ['playUs', 'play (core)', 'µs', 'one random legal move on a copy, unchecked'],
  ['randomGameMs', 'random game', 'ms', 'through the contract; the player lists at most one exchange'],
  ['coreGameMs', 'random game (core)', 'ms', 'the same games through generateMoves and play'],
];

function printBench(r: BenchResult, positions: number, plan: Plan, games: number, io: Io): void {
  const rows: string[][] = ROWS.map(([key, name, unit, how]) => {
    const s = r.spread[key]!;
    return [name, `${s.median} ${unit}`, `${s.mean}`, `${s.p90}`, how];
  });
  rows.push(['random games per second', `${r.randomGamesPerSec}`, '', '', 'one thread']);
  io.out(
    `Stand-alone positions: ${positions}, turns ${plan.fromTurn}..${plan.fromTurn + plan.spread - 1}; ` +
      `${plan.repeats} samples each, ${games} games; CPU time; load average ${r.load}`,
  );
  io.out(table(['measure', 'median', 'mean', 'p90', 'how'], rows));
}

/** `dt bench --game cardgame`: the card game engine's own timings: the contract's five measures and the move core's. */
export function runCardgameBench(opts: Options, io: Io): number {
  if (opts['ai']) {
    io.err('dt bench: --ai times the Prison AI only. See dt bench --help.');
    return 2;
  }
  const quick = { positions: 4, repeats: 2, games: 2, gameTurns: 6 };
  const plan = { ...BENCH_PLAN, ...(opts['quick'] ? quick : {}) };
  if (opts['game-turns'] !== undefined) plan.gameTurns = opts['game-turns'] as number;
  io.err(
    `bench: card game, ${plan.positions} mid-game ${plan.scenario} positions, ${plan.games} random games...`,
  );
  const result = cardgameBench(plan);
  if (!opts['json']) {
    const rows: [string, string, string][] = [
      ['clone', `${result.cloneUs} µs`, `median of ${plan.repeats} x ${plan.positions} batches of 100`],
      [
        'legalActions',
        `${result.legalActionsUs} µs`,
        `median of ${plan.repeats} x ${plan.positions} positions`,
      ],
      [
        'apply (random legal action)',
        `${result.applyUs} µs`,
        `median of ${plan.repeats} x ${plan.positions}`,
      ],
      ['moves (every legal move, compact)', `${result.movesUs} µs`, 'the same positions'],
      ['play (one move on a copy, unchecked)', `${result.playUs} µs`, 'the same positions'],
      ['random game', `${result.randomGameMs} ms`, `median of ${plan.games}, max ${plan.gameTurns} turns`],
      ['random games per second', `${result.randomGamesPerSec}`, 'one thread'],
      ['random game (move core)', `${result.coreGameMs} ms`, 'the same games'],
    ];
    io.out(table(['measure', 'value', 'how'], rows));
  }
  io.out(JSON.stringify(result));
  return 0;
}

/** `dt bench --ai`: the search on the same positions, one thread, CPU time (AI issue 5). */
function runAiBench(states: State[], quick: boolean, json: boolean, load: number, io: Io): number {
  io.err('bench: AI warm-up...');
  aiBench(states.slice(0, 1), 50, 20);
  io.err('bench: timing the searches (CPU time)...');
  const result = { ...aiBench(states, quick ? 100 : 1000, quick ? 20 : 200), load };
  if (!json) {
    const s = result.spread;
    const row = (name: string, key: string, unit: string, how: string): string[] => [
      name,
      `${s[key]!.median}${unit}`,
      `${s[key]!.mean}`,
      `${s[key]!.p90}`,
      how,
    ];
    const rows: string[][] = [
      row(
        'ISMCTS iterations/s',
        'ismctsItersPerSec',
        '',
        `${result.iterationsPerDecision} iterations a position, playouts included`,
      ),
      row('L3 search iterations/s', 'searchItersPerSec', '', 'the same, playouts remembered by world'),
      row('playouts per iteration', 'playoutsPerIteration', '', 'in L3 search (the rest remembered)'),
      row('sample a world', 'sampleWorldUs', ' µs', 'from the seat view'),
      row('evaluate', 'evaluateUs', ' µs', 'one world, one seat'),
      row('transposition key', 'infoKeyUs', ' µs', ''),
      row('move generation', 'movesUs', ' µs', 'on sampled worlds, compact moves'),
      row('move generation, searches', 'searchMovesUs', ' µs', 'movements with at most one exchange'),
      row('destinations', 'destinationsUs', ' µs', 'movements without exchanges'),
      row('copy and play', 'clonePlayUs', ' µs', 'random legal move'),
    ];
    io.out(`Stand-alone positions: ${result.positions}; CPU time; load average ${load}`);
    io.out(table(['measure', 'median', 'mean', 'p90', 'how'], rows));
  }
  io.out(JSON.stringify(result));
  return 0;
}

/** Columns: a name, figures aligned right, and a last column of free text. */
function table(head: string[], rows: string[][]): string {
  const all = [head, ...rows];
  const last = head.length - 1;
  const w = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]): string =>
    r
      .map((c, i) => (i === last ? c : i === 0 ? c.padEnd(w[i]!) : c.padStart(w[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(line)].join('\n');
}
