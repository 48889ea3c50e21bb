// `dt selfplay`: random bots play many games with every invariant checked after every
// action, a fuzz test of the engine and a measure of how games end. Game i depends only on
// (scenario, max turns, seed, i), so the summary is the same with or without workers; the
// last stdout line is a JSON summary for scripts and CI.
import { Worker } from 'node:worker_threads';
import { CHECKS, summarise, type Check, type GameOutcome, type SelfplaySummary } from '@dt/kernel';
import { setOption, type Command, type Options } from './args.ts';
import {
  chooseGame,
  gameOption,
  gameScenarioOption,
  randomGame,
  selectionOption,
  type RandomRun,
} from './games.ts';
import type { Io } from './io.ts';
import type { ToWorker } from './selfplay-worker.ts';

export { summarise, type SelfplaySummary };

interface Run extends RandomRun {
  games: number;
  workers: number;
}

/** How many problems are described on stderr (all are counted). */
const SHOWN_PROBLEMS = 10;

export const selfplay: Command = {
  name: 'selfplay',
  summary: 'random bots play N games; invariants are checked after every action',
  options: [
    gameOption,
    gameScenarioOption(),
    setOption,
    selectionOption,
    {
      name: 'secret',
      kind: 'flag',
      help: 'card game: the secret objects variant (enemy carried objects and wounded hidden)',
    },
    { name: 'games', kind: 'int', min: 1, default: 10, arg: 'N', help: 'number of games' },
    { name: 'seed', kind: 'string', default: '1', arg: 'S', help: 'run seed; game i uses seed "S/i"' },
    {
      name: 'max-turns',
      kind: 'int',
      min: 1,
      default: 200,
      arg: 'T',
      help: 'a game still going after T turns is a draw',
    },
    {
      name: 'workers',
      kind: 'int',
      min: 1,
      default: 1,
      arg: 'W',
      help: 'worker threads (results do not depend on W)',
    },
    {
      name: 'checks',
      kind: 'string',
      choices: CHECKS,
      arg: 'what',
      default: 'all',
      help: "what to check after every action (all = state invariants and view secrecy; strict = also each seat's legal actions, card game)",
    },
    { name: 'json', kind: 'flag', help: 'print only the JSON summary on stdout' },
  ],
  examples: [
    'dt selfplay --scenario standalone --games 100 --seed 7',
    'dt selfplay --scenario tutorial-1 --games 1000 --max-turns 50 --workers 2 --json',
    'dt selfplay --game cardgame --scenario standard --selection all --games 1000 --seed 1 --json',
    'dt selfplay --game cardgame --scenario advanced --secret --checks strict --games 100 --workers 2',
    'dt selfplay --set classic --games 1000 --seed 1 --json',
  ],
  run: runSelfplay,
};

async function runSelfplay(opts: Options, io: Io): Promise<number> {
  const game = chooseGame(opts);
  if (!game.ok) {
    io.err(`dt selfplay: ${game.error}. See dt selfplay --help.`);
    return 2;
  }
  const selection = opts['selection'] as string | undefined;
  const run: Run = {
    kind: game.value.kind,
    config: {
      scenario: game.value.scenario,
      maxTurns: opts['max-turns'] as number,
      ...(selection === undefined ? {} : { selection }),
      ...(opts['secret'] ? { secretObjects: true } : {}),
    },
    runSeed: String(opts['seed']),
    games: opts['games'] as number,
    check: opts['checks'] as Check,
    workers: Math.min(opts['workers'] as number, opts['games'] as number),
  };
  const started = Date.now();
  const progress = progressReporter(io, run.games, started);
  const outcomes = run.workers > 1 ? await inWorkers(run, progress) : inProcess(run, progress);
  outcomes.sort((a, b) => a.index - b.index);
  const summary = summarise(outcomes);
  const problems = outcomes.filter((o) => o.problem !== null);
  for (const o of problems.slice(0, SHOWN_PROBLEMS)) io.err(o.problem!);
  if (problems.length > SHOWN_PROBLEMS)
    io.err(`... and ${problems.length - SHOWN_PROBLEMS} more games with problems`);
  if (!opts['json']) io.out(report(run, summary, Date.now() - started));
  io.out(JSON.stringify(summary));
  return summary.errors > 0 || summary.invariantViolations > 0 ? 1 : 0;
}

type Progress = (done: number) => void;

/** A stderr line every 2 seconds or every 5% of the games, whichever comes first. */
function progressReporter(io: Io, total: number, started: number): Progress {
  let lastTime = started;
  let lastDone = 0;
  const step = Math.max(1, Math.ceil(total / 20));
  return (done) => {
    const now = Date.now();
    if (done < total && done - lastDone < step && now - lastTime < 2000) return;
    lastTime = now;
    lastDone = done;
    const pct = ((100 * done) / total).toFixed(0);
    io.err(`selfplay: ${done}/${total} games (${pct}%), ${((now - started) / 1000).toFixed(1)} s`);
  };
}

function inProcess(run: Run, progress: Progress): GameOutcome[] {
  const out: GameOutcome[] = [];
  for (let i = 0; i < run.games; i++) {
    out.push(randomGame(run, i));
    progress(out.length);
  }
  return out;
}

/** Hands out game indices one at a time to whichever worker is free. */
function inWorkers(run: Run, progress: Progress): Promise<GameOutcome[]> {
  const setup: RandomRun = { kind: run.kind, config: run.config, runSeed: run.runSeed, check: run.check };
  const entry = new URL('../bin/selfplay-worker.js', import.meta.url);
  const out: GameOutcome[] = [];
  let next = 0;
  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    const finish = (e?: Error): void => {
      for (const w of workers) void w.terminate();
      if (e) reject(e);
      else resolve(out);
    };
    const feed = (w: Worker): void => {
      const m: ToWorker = next < run.games ? { type: 'game', index: next++ } : { type: 'stop' };
      w.postMessage(m);
    };
    for (let k = 0; k < run.workers; k++) {
      const w = new Worker(entry, { workerData: setup });
      workers.push(w);
      w.on('message', (o: GameOutcome) => {
        out.push(o);
        progress(out.length);
        if (out.length === run.games) finish();
        else feed(w);
      });
      w.on('error', (e) => finish(e));
      feed(w);
    }
  });
}

function report(run: Run, s: SelfplaySummary, ms: number): string {
  const pct = (n: number): string => `${n} (${((100 * n) / Math.max(1, s.games)).toFixed(1)}%)`;
  const rows: [string, string][] = [
    ['game', run.kind],
    [
      'scenario',
      String(run.config.scenario) +
        (run.config.selection ? ` (${run.config.selection})` : '') +
        (run.config.secretObjects ? ', secret objects' : ''),
    ],
    ['games', String(s.games)],
    ['finished by goal', pct(s.finished)],
    ['turn limit reached', pct(s.turnLimitReached) + `  (${run.config.maxTurns} turns)`],
    ['yellow wins', pct(s.wins.yellow)],
    ['blue wins', pct(s.wins.blue)],
    ['draws', pct(s.draws)],
    ['actions', String(s.actions)],
    ['invariant violations', String(s.invariantViolations)],
    ['errors', String(s.errors)],
    ['time', `${(ms / 1000).toFixed(1)} s (${run.workers} worker${run.workers > 1 ? 's' : ''})`],
  ];
  return rows.map(([k, v]) => `${k.padEnd(22)}${v}`).join('\n');
}
