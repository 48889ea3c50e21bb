// The package's own runner until `dt` is generic over game kinds:
//   cardgame selfplay --scenario S --games N --seed S [--max-turns T] [--checks strict|all|state|none]
//                     [--selection mutual|frontal|draft|all] [--secret] [--workers W] [--json]
//   cardgame bench [--scenario S] [--json]
// The last stdout line is a JSON summary (the same fields as `dt selfplay` / `dt bench`).
import { Worker } from 'node:worker_threads';
import { SCENARIOS, SELECTIONS, type GameConfig } from '../src/index.ts';
import {
  BENCH_PLAN,
  CHECKS,
  bench,
  configFor,
  playRandomGame,
  summarise,
  type Check,
  type GameOutcome,
  type RunConfig,
} from '../src/selfplay.ts';

type Opts = Record<string, string | boolean>;

function parse(args: string[]): Opts {
  const out: Opts = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument '${a}'`);
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) out[a.slice(2)] = true;
    else out[a.slice(2)] = args[++i]!;
  }
  return out;
}

const str = (o: Opts, k: string, d: string): string => (typeof o[k] === 'string' ? (o[k] as string) : d);
const int = (o: Opts, k: string, d: number): number => {
  const v = Number(str(o, k, String(d)));
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${k} takes a positive whole number`);
  return v;
};

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const o = parse(rest);
    const scenario = str(o, 'scenario', command === 'bench' ? BENCH_PLAN.scenario : 'standard');
    if (!(SCENARIOS as readonly string[]).includes(scenario))
      throw new Error(`--scenario: ${SCENARIOS.join(', ')}`);
    if (command === 'bench') {
      const result = bench({ ...BENCH_PLAN, scenario: scenario as GameConfig['scenario'] });
      if (!o['json']) console.error(`bench (${scenario}):`, result);
      console.log(JSON.stringify(result));
      return 0;
    }
    if (command !== 'selfplay') throw new Error('commands: selfplay, bench');
    const check = str(o, 'checks', 'all') as Check;
    if (!CHECKS.includes(check)) throw new Error(`--checks: ${CHECKS.join(', ')}`);
    const selection = typeof o['selection'] === 'string' ? o['selection'] : undefined;
    if (selection && selection !== 'all' && !(SELECTIONS as readonly string[]).includes(selection))
      throw new Error(`--selection: ${SELECTIONS.join(', ')} or all (the three in turn)`);
    const config: RunConfig = {
      scenario: scenario as GameConfig['scenario'],
      maxTurns: int(o, 'max-turns', 200),
      ...(selection ? { selection: selection as RunConfig['selection'] } : {}),
      ...(o['secret'] ? { secretObjects: true } : {}),
    };
    const games = int(o, 'games', 10);
    const workers = Math.min(int(o, 'workers', 1), games);
    const runSeed = str(o, 'seed', '1');
    const started = Date.now();
    const outcomes =
      workers > 1
        ? await inWorkers(config, runSeed, check, games, workers)
        : inProcess(config, runSeed, check, games);
    outcomes.sort((a, b) => a.index - b.index);
    const summary = summarise(outcomes);
    for (const p of outcomes.filter((x) => x.problem).slice(0, 10)) console.error(p.problem);
    if (!o['json']) console.error(`${games} games in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(JSON.stringify(summary));
    return summary.errors > 0 || summary.invariantViolations > 0 ? 1 : 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 2;
  }
}

function inProcess(config: RunConfig, runSeed: string, check: Check, games: number): GameOutcome[] {
  const out: GameOutcome[] = [];
  for (let i = 0; i < games; i++) out.push(playRandomGame(configFor(config, i), runSeed, i, check));
  return out;
}

function inWorkers(
  config: RunConfig,
  runSeed: string,
  check: Check,
  games: number,
  workers: number,
): Promise<GameOutcome[]> {
  const out: GameOutcome[] = [];
  return new Promise((resolve, reject) => {
    let running = workers;
    for (let w = 0; w < workers; w++) {
      const indices = [...Array(games).keys()].filter((i) => i % workers === w);
      const worker = new Worker(new URL('./worker.js', import.meta.url), {
        workerData: { config, runSeed, check, indices },
      });
      worker.on('message', (o: GameOutcome) => out.push(o));
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running === 0) resolve(out);
      });
    }
  });
}
