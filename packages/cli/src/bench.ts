// `dt bench`: the engine's hot paths timed on seeded mid-game stand-alone positions, and
// whole random games. The contract (legalActions, apply: Action objects) and the move core
// searches use (generateMoves, play: compact moves) are timed on the same positions. Medians,
// after a warm-up, so one slow garbage collection does not move the numbers; everything is
// seeded, so runs differ only by the machine. The last stdout line is JSON for scripts and CI
// trend tracking.
import {
  MoveList,
  Rng,
  apply,
  clone,
  generateMoves,
  legalActions,
  newGame,
  play,
  type State,
} from '@dt/engine';
import { aiBench } from '@dt/ai/bench';
import { BENCH_PLAN, bench as cardgameBench } from '@dt/cardgame/bench';
import type { Command, Options } from './args.ts';
import { chosenKind, gameOption } from './games.ts';
import type { GameKind } from '@dt/games';
import type { Io } from './io.ts';
import { playRandomGame, typedAction } from './random-game.ts';

export interface BenchResult {
  cloneUs: number;
  /** The contract: every legal action as an Action (movements with witness paths). */
  legalActionsUs: number;
  applyUs: number;
  /** The move core: every legal move, compact, no paths. */
  movesUs: number;
  /** The same with only the movements that exchange nothing on the way (where each miniature can go). */
  destinationsUs: number;
  /** Playing one compact move on a copy made beforehand (no checks, no events). */
  playUs: number;
  randomGameMs: number;
  randomGamesPerSec: number;
  /** The same random games played through the move core (generateMoves, clone, play). */
  coreGameMs: number;
}

interface Plan {
  positions: number;
  /** Positions are taken at the first actions phase from turn `fromTurn + k % spread`. */
  fromTurn: number;
  spread: number;
  clonesPerBatch: number;
  repeats: number;
  gameTurns: number;
  minGames: number;
  maxGames: number;
  /** Stop starting new games after this long (at least one game is always played). */
  gameBudgetMs: number;
}

const FULL: Plan = {
  positions: 24,
  fromTurn: 20,
  spread: 21,
  clonesPerBatch: 2000,
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
  repeats: 2,
  gameTurns: 6,
  minGames: 1,
  maxGames: 2,
  gameBudgetMs: 2_000,
};

export const bench: Command = {
  name: 'bench',
  summary: 'time clone, legalActions, apply and whole random games (Prison stand-alone, or --game cardgame)',
  options: [
    gameOption,
    { name: 'json', kind: 'flag', help: 'print only the JSON result on stdout' },
    { name: 'quick', kind: 'flag', help: 'a few iterations only (seconds, for tests and smoke runs)' },
    {
      name: 'ai',
      kind: 'flag',
      help: 'time the AI instead: ISMCTS iterations per second and the calls it is made of',
    },
    {
      name: 'game-turns',
      kind: 'int',
      min: 1,
      arg: 'T',
      help: 'turn limit of the timed random games (default 100)',
    },
  ],
  examples: [
    'dt bench',
    'dt bench --json',
    'dt bench --quick',
    'dt bench --ai --json',
    'dt bench --game cardgame --json',
  ],
  run: async (opts, io) => BENCHES[chosenKind(opts)](opts, io),
};

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
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

function timeClone(states: State[], plan: Plan): number[] {
  const samples: number[] = [];
  let sink = 0;
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      const t = performance.now();
      for (let i = 0; i < plan.clonesPerBatch; i++) sink += clone(s).ap;
      samples.push(((performance.now() - t) * 1000) / plan.clonesPerBatch);
    }
  }
  if (sink < 0) throw new Error('unreachable');
  return samples;
}

function timeLegal(states: State[], plan: Plan): number[] {
  const samples: number[] = [];
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      const t = performance.now();
      legalActions(s);
      samples.push((performance.now() - t) * 1000);
    }
  }
  return samples;
}

function timeMoves(states: State[], plan: Plan, maxExchanges: number): number[] {
  const samples: number[] = [];
  const moves = new MoveList();
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      const t = performance.now();
      generateMoves(s, moves, { maxExchanges });
      samples.push((performance.now() - t) * 1000);
    }
  }
  return samples;
}

/** Per position: a batch of copies made first, then one random legal move played on each. */
function timePlay(states: State[], plan: Plan, rng: Rng): number[] {
  const samples: number[] = [];
  const moves = new MoveList();
  const batch = Math.max(1, Math.ceil(plan.clonesPerBatch / 10));
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      generateMoves(s, moves);
      const picks = Array.from({ length: batch }, () => rng.int(moves.length));
      const copies = picks.map(() => clone(s));
      const t = performance.now();
      for (let i = 0; i < batch; i++) play(copies[i]!, moves, picks[i]!);
      samples.push(((performance.now() - t) * 1000) / batch);
    }
  }
  return samples;
}

function timeApply(states: State[], plan: Plan, rng: Rng): number[] {
  const samples: number[] = [];
  for (let r = 0; r < plan.repeats; r++) {
    for (const s of states) {
      const a = rng.pick(legalActions(s));
      const t = performance.now();
      const res = apply(s, a);
      samples.push((performance.now() - t) * 1000);
      if (!res.ok) throw new Error(`bench: apply rejected a legal action: ${res.error.message}`);
    }
  }
  return samples;
}

/** Random games through the move core: the same games as playRandomGame (same list order, same draws). */
function timeCoreGames(plan: Plan, count: number): number[] {
  const ms: number[] = [];
  const moves = new MoveList();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const g = newGame({ scenario: 'standalone', maxTurns: plan.gameTurns }, `bench-game/${i}`);
    if (!g.ok) throw new Error(g.error.message);
    const s = clone(g.value);
    const rng = new Rng(`bench-game/${i}/bots`);
    while (s.phase !== 'over') {
      generateMoves(s, moves);
      play(s, moves, rng.int(moves.length));
    }
    ms.push(performance.now() - t);
  }
  return ms;
}

function timeGames(plan: Plan): { ms: number[]; total: number } {
  const ms: number[] = [];
  const started = performance.now();
  for (let i = 0; i < plan.maxGames; i++) {
    if (i >= plan.minGames && performance.now() - started > plan.gameBudgetMs) break;
    const t = performance.now();
    const o = playRandomGame({ scenario: 'standalone', maxTurns: plan.gameTurns }, 'bench-game', i, 'none');
    ms.push(performance.now() - t);
    if (o.error) throw new Error(`bench: ${o.problem}`);
  }
  return { ms, total: performance.now() - started };
}

async function runBench(opts: Options, io: Io): Promise<number> {
  const base = opts['quick'] ? QUICK : FULL;
  const plan: Plan = { ...base, gameTurns: (opts['game-turns'] as number | undefined) ?? base.gameTurns };
  const t0 = performance.now();
  io.err(`bench: building ${plan.positions} mid-game stand-alone positions...`);
  const states = positions(plan);
  if (states.length === 0) throw new Error('bench: no mid-game position reached');
  if (opts['ai']) return runAiBench(states, Boolean(opts['quick']), Boolean(opts['json']), io);
  io.err('bench: warming up...');
  const warm = { ...plan, repeats: 1, clonesPerBatch: Math.ceil(plan.clonesPerBatch / 4) };
  timeClone(states, warm);
  timeLegal(states, warm);
  timeApply(states, warm, new Rng('bench-warm'));
  timeMoves(states, warm, Infinity);
  timePlay(states, warm, new Rng('bench-warm'));
  playRandomGame({ scenario: 'standalone', maxTurns: 2 }, 'bench-warm', 0, 'none');
  io.err('bench: timing...');
  const cloneUs = median(timeClone(states, plan));
  const legalUs = median(timeLegal(states, plan));
  const applyUs = median(timeApply(states, plan, new Rng('bench-apply')));
  const movesUs = median(timeMoves(states, plan, Infinity));
  const destinationsUs = median(timeMoves(states, plan, 0));
  const playUs = median(timePlay(states, plan, new Rng('bench-play')));
  io.err(`bench: random games (max ${plan.gameTurns} turns)...`);
  const games = timeGames(plan);
  const coreGames = timeCoreGames(plan, games.ms.length);
  const result: BenchResult = {
    cloneUs: round(cloneUs),
    legalActionsUs: round(legalUs),
    applyUs: round(applyUs),
    movesUs: round(movesUs),
    destinationsUs: round(destinationsUs),
    playUs: round(playUs),
    randomGameMs: round(median(games.ms)),
    randomGamesPerSec: round((1000 * games.ms.length) / games.total),
    coreGameMs: round(median(coreGames)),
  };
  if (!opts['json']) {
    const rows: [string, string, string][] = [
      [
        'clone',
        `${result.cloneUs} µs`,
        `median of ${plan.repeats} x ${states.length} batches of ${plan.clonesPerBatch}`,
      ],
      [
        'legalActions',
        `${result.legalActionsUs} µs`,
        `median of ${plan.repeats} x ${states.length} positions`,
      ],
      ['apply (random legal action)', `${result.applyUs} µs`, `median of ${plan.repeats} x ${states.length}`],
      ['moves (core)', `${result.movesUs} µs`, 'every legal move, compact, no witness paths'],
      [
        'destinations (core)',
        `${result.destinationsUs} µs`,
        'movements without exchanges, and every other move',
      ],
      ['play (core)', `${result.playUs} µs`, 'one random legal move on a copy, unchecked'],
      [
        'random game',
        `${result.randomGameMs} ms`,
        `median of ${games.ms.length}, max ${plan.gameTurns} turns`,
      ],
      ['random games per second', `${result.randomGamesPerSec}`, 'one thread'],
      ['random game (core)', `${result.coreGameMs} ms`, 'the same games through generateMoves and play'],
    ];
    io.out(
      `Stand-alone positions: ${states.length}, turns ${plan.fromTurn}..${plan.fromTurn + plan.spread - 1}`,
    );
    io.out(table(['measure', 'value', 'how'], rows));
    io.out(`total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  io.out(JSON.stringify(result));
  return 0;
}

/**
 * kind -> its engine's timings. The board kinds share the board engine's bench, timed on
 * Prison's stand-alone positions (the Classic set runs the same core).
 */
const BENCHES: { readonly [K in GameKind]: (opts: Options, io: Io) => number | Promise<number> } = {
  prison: runBench,
  classic: runBench,
  cardgame: runCardgameBench,
};

/** `dt bench --game cardgame`: the card game engine's own timings: the contract's five measures and the move core's. */
function runCardgameBench(opts: Options, io: Io): number {
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

/** `dt bench --ai`: the search on the same positions, one thread (AI issue 5). */
function runAiBench(states: State[], quick: boolean, json: boolean, io: Io): number {
  io.err('bench: AI warm-up...');
  aiBench(states.slice(0, 1), 50, 20);
  io.err('bench: timing ISMCTS...');
  const result = aiBench(states, quick ? 100 : 1000, quick ? 20 : 200);
  if (!json) {
    const rows: [string, string, string][] = [
      [
        'ISMCTS iterations/s',
        `${result.ismctsItersPerSec}`,
        `median of ${result.positions} positions, ${result.iterationsPerDecision} iterations each, playouts included`,
      ],
      ['sample a world', `${result.sampleWorldUs} µs`, 'from the seat view'],
      ['evaluate', `${result.evaluateUs} µs`, 'one world, one seat'],
      ['transposition key', `${result.infoKeyUs} µs`, ''],
      ['move generation', `${result.movesUs} µs`, 'on sampled worlds, compact moves'],
      ['move generation, searches', `${result.searchMovesUs} µs`, 'movements with at most one exchange'],
      ['copy and play', `${result.clonePlayUs} µs`, 'random legal move'],
    ];
    io.out(table(['measure', 'value', 'how'], rows));
  }
  io.out(JSON.stringify(result));
  return 0;
}

/** Three significant digits are all a benchmark can honestly claim. */
const round = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(3)) : 0);

function table(head: [string, string, string], rows: [string, string, string][]): string {
  const all = [head, ...rows];
  const w = [0, 1, 2].map((i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]): string =>
    r.map((c, i) => (i === 1 ? c.padStart(w[i]!) : i === 2 ? c : c.padEnd(w[i]!))).join('  ');
  return [line(head), w.map((n) => '-'.repeat(n)).join('  '), ...rows.map(line)].join('\n');
}
