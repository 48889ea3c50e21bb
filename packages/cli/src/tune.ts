// `dt tune`: the evaluation's weights tuned by self-play, with SPSA (Spall 1992) in log space.
// Each step plays one paired set-up (seats swapped) between the level with the weights nudged
// up and down along a random ±1 direction, and moves the weights towards the side that scored
// more. Steps come in batches played at once on the workers; step k depends only on (level,
// seed, pairs, batch, k), so the result does not depend on --workers. --start gives the weights
// to start from; with --check G the tuned weights then play G games against the defaults (the
// same pairing and summary as `dt tournament`). Progress goes to stderr; the last stdout line
// is JSON.
import { Rng } from '@dt/engine';
import { GAMES, kindOfScenario } from '@dt/games';
import { WEIGHTS, type Weights } from '@dt/ai/evaluate';
import { BotPool } from '@dt/ai/pool';
import type { Level } from '@dt/ai';
import type { PlayerSpec } from '@dt/ai/players';
import { scenarioOption, type Command, type Options } from './args.ts';
import type { Io } from './io.ts';
import { firstPoints, pairedGame, summarise } from './tournament.ts';

/** The weights tuned: everything but the scale (a victory point is 100) and the tutorial's. */
export const TUNED = [
  'progress',
  'wounded',
  'threatened',
  'combatCard',
  'object',
  'jump',
  'actionCard',
] as const;
type Tuned = (typeof TUNED)[number];

/** Perturbation (log space: ±22%); step k's gain is a / (k + 1 + A)^0.602, A a tenth of the run. */
const C = 0.2;
const ALPHA = 0.602;
/** The first step moves every weight by this much (log space) when its pair is won 2-0. */
const FIRST_STEP = 0.05;

export const tune: Command = {
  name: 'tune',
  summary: "the evaluation's weights tuned by self-play (SPSA), then checked against the defaults",
  options: [
    { name: 'level', kind: 'int', min: 1, default: 1, arg: 'L', help: 'the level that plays (1-4)' },
    {
      name: 'pairs',
      kind: 'int',
      min: 0,
      default: 200,
      arg: 'N',
      help: 'SPSA steps, one paired set-up each',
    },
    {
      name: 'start',
      kind: 'string',
      arg: 'JSON',
      help: 'weights to start from, e.g. \'{"progress":60}\' (the others: the defaults)',
    },
    {
      name: 'batch',
      kind: 'int',
      min: 1,
      default: 8,
      arg: 'B',
      help: 'steps played at once on one set of weights',
    },
    scenarioOption('standalone'),
    { name: 'seed', kind: 'string', default: '1', arg: 'S', help: 'step k plays the set-up seeded "S/k"' },
    { name: 'max-turns', kind: 'int', min: 1, default: 100, arg: 'T', help: 'a game still going is a draw' },
    {
      name: 'check',
      kind: 'int',
      min: 0,
      default: 0,
      arg: 'G',
      help: 'games of the tuned weights against the defaults',
    },
    { name: 'workers', kind: 'int', min: 1, default: 1, arg: 'W', help: 'worker threads' },
    { name: 'json', kind: 'flag', help: 'print only the JSON result on stdout' },
  ],
  examples: [
    'dt tune --pairs 400 --batch 8 --check 200 --workers 2 --json',
    'dt tune --level 2 --pairs 0 --start \'{"progress":78.7}\' --check 200 --json',
  ],
  run: runTune,
};

const weightsOf = (theta: readonly number[]): Partial<Weights> =>
  Object.fromEntries(TUNED.map((k, i) => [k, Number(Math.exp(theta[i]!).toPrecision(3))])) as Record<
    Tuned,
    number
  >;

async function runTune(opts: Options, io: Io): Promise<number> {
  const level = opts['level'] as number;
  if (level > 4) {
    io.err('dt tune: --level must be 1, 2, 3 or 4. See dt tune --help.');
    return 2;
  }
  const pairs = opts['pairs'] as number;
  const batch = opts['batch'] as number;
  const seed = String(opts['seed']);
  // The board games' evaluation is tuned, on the kind of the scenario asked for.
  const kind = kindOfScenario(opts['scenario']) ?? 'prison';
  const config = GAMES[kind].parseConfig({ scenario: opts['scenario'], maxTurns: opts['max-turns'] });
  if (!config.ok) {
    io.err(`dt tune: ${config.error.message}.`);
    return 2;
  }
  const player = (weights: Partial<Weights> | undefined): PlayerSpec => ({ level: level as Level, weights });
  let given: unknown;
  try {
    given = JSON.parse(String(opts['start'] ?? '{}'));
  } catch {
    given = null;
  }
  const valid = (g: unknown): g is Partial<Record<Tuned, number>> =>
    typeof g === 'object' &&
    g !== null &&
    !Array.isArray(g) &&
    Object.entries(g).every(([k, v]) => TUNED.includes(k as Tuned) && typeof v === 'number' && v > 0);
  if (!valid(given)) {
    io.err(`dt tune: --start needs a JSON object of positive weights among ${TUNED.join(', ')}.`);
    return 2;
  }
  const start = TUNED.map((k) => Math.log(given[k] ?? WEIGHTS[k]));
  const theta = [...start];
  const bigA = pairs / 10;
  const a = FIRST_STEP * 2 * C * Math.pow(1 + bigA, ALPHA);
  const pool = new BotPool(opts['workers'] as number);
  const started = Date.now();
  /** Points of `first` in set-up i of a paired run (games 2i and 2i + 1, as `dt tournament`). */
  const pair = (first: PlayerSpec, second: PlayerSpec, runSeed: string, i: number): Promise<number[]> =>
    Promise.all(
      [2 * i, 2 * i + 1].map(async (g) => {
        const r = await pool.match(pairedGame(kind, config.value, runSeed, g, first, second));
        return firstPoints(r.winner, g);
      }),
    );
  try {
    for (let k0 = 0; k0 < pairs; k0 += batch) {
      const steps = Array.from({ length: Math.min(batch, pairs - k0) }, (_, j) => k0 + j);
      const results = await Promise.all(
        steps.map(async (k) => {
          const rng = new Rng(`${seed}/delta/${k}`);
          const delta = TUNED.map(() => (rng.int(2) ? 1 : -1));
          const plus = weightsOf(theta.map((t, i) => t + C * delta[i]!));
          const minus = weightsOf(theta.map((t, i) => t - C * delta[i]!));
          const pts = await pair(player(plus), player(minus), seed, k);
          return { k, delta, r: pts[0]! + pts[1]! - 1 };
        }),
      );
      // Applied in step order once the batch is in: the same for any number of workers.
      for (const { k, delta, r } of results) {
        const ak = a / Math.pow(k + 1 + bigA, ALPHA);
        for (let i = 0; i < TUNED.length; i++) theta[i]! += (ak * r * delta[i]!) / (2 * C);
      }
      const w = weightsOf(theta);
      const secs = ((Date.now() - started) / 1000).toFixed(0);
      io.err(
        `tune: ${k0 + steps.length}/${pairs} pairs, ${TUNED.map((t) => `${t} ${w[t]}`).join(', ')}, ${secs} s`,
      );
    }
    const weights = weightsOf(theta);
    const result: Record<string, unknown> = { level, pairs, batch, seed, start: weightsOf(start), weights };
    const games = opts['check'] as number;
    if (games > 0) {
      const n = Math.ceil(games / 2);
      let played = 0;
      let score = 0;
      const done = await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const p = await pair(player(weights), player(undefined), `${seed}/check`, i);
          played += 2;
          score += p[0]! + p[1]!;
          const secs = ((Date.now() - started) / 1000).toFixed(0);
          io.err(
            `tune: check ${played}/${2 * n} games, tuned ${score}-${played - score} defaults, ${secs} s`,
          );
          return p;
        }),
      );
      const points = done.flat();
      result['check'] = { games: points.length, ...summarise(points, points.length) };
    }
    if (!opts['json']) io.out(`tuned weights (level ${level}, ${pairs} pairs): ${JSON.stringify(weights)}`);
    io.out(JSON.stringify(result));
    return 0;
  } finally {
    await pool.close();
  }
}
