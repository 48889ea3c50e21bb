// `dt tournament`: two bots play paired games on seeded set-ups (stand-alone by default), each set-up
// twice with the seats swapped, so neither the deal nor the first move favours a side. Games
// run whole inside BotPool workers; game i depends only on (players, budgets, seed, i), so
// the result is the same for any number of workers, and a long run can be played in parts
// (--from). Progress goes to stderr, and the last stdout line is JSON:
// {"players","games","score","winRate","draws","elo","eloCi95",...,"points"}.
import { GAMES, type ConfigOf, type GameKind } from '@dt/games';
import { BotPool } from '@dt/ai/pool';
import { matchProblem, parsePlayer, type MatchJobOf, type PlayerSpec } from '@dt/ai/players';
import { setOption, type Command, type Options } from './args.ts';
import { chooseGame, gameOption, gameScenarioOption } from './games.ts';
import type { Io } from './io.ts';

interface Budget {
  iterations: number | null;
  ms: number | null;
}

export interface TournamentResult {
  players: [string, string];
  games: number;
  /** Points of the first player: 1 a win, 0.5 a draw. */
  score: number;
  winRate: number;
  draws: number;
  /** Elo difference of the first player over the second, from the score. */
  elo: number;
  /** 95% interval of that difference (normal approximation on the per-game scores). */
  eloCi95: [number, number];
  turnLimit: number;
  /** Per player: its fixed iteration budget or time budget (null: the level's default). */
  budget: [Budget, Budget];
  /** Games per seat of the first player, and its points there. */
  asYellow: number;
  asBlue: number;
  /** The first game of this part of the run (--from), and the first player's points per game. */
  from: number;
  points: number[];
}

export const tournament: Command = {
  name: 'tournament',
  summary: 'paired games between two AI levels (seats swapped), with score and Elo',
  options: [
    {
      name: 'players',
      kind: 'string',
      arg: 'A,B',
      help: 'two levels, e.g. L1,L0; L4@1200 gives that player its own iteration budget (required)',
    },
    gameOption,
    gameScenarioOption(),
    setOption,
    { name: 'games', kind: 'int', min: 2, default: 20, arg: 'N', help: 'games (rounded up to pairs)' },
    { name: 'seed', kind: 'string', default: '1', arg: 'S', help: 'set-up i of the run is seeded "S/i"' },
    {
      name: 'from',
      kind: 'int',
      min: 0,
      default: 0,
      arg: 'F',
      help: 'start at game F of the run (rounded down to a pair): a long run played in parts',
    },
    { name: 'iterations', kind: 'int', min: 1, arg: 'K', help: 'search budget per decision (L3, L4)' },
    { name: 'ms', kind: 'int', min: 1, arg: 'T', help: 'time budget per decision (L3, L4)' },
    { name: 'workers', kind: 'int', min: 1, default: 1, arg: 'W', help: 'worker threads' },
    {
      name: 'max-turns',
      kind: 'int',
      min: 1,
      default: 80,
      arg: 'T',
      help: 'a game still going after T turns is a draw',
    },
    { name: 'json', kind: 'flag', help: 'print only the JSON result on stdout' },
  ],
  examples: [
    'dt tournament --players L1,L0 --games 100 --seed 1 --workers 2 --json',
    'dt tournament --players L4@1200,L3@300 --games 40 --json',
    'dt tournament --game cardgame --players L1,L0 --games 400 --seed 1 --workers 2 --json',
    'dt tournament --set classic --players L1,L0 --games 200 --seed 1 --json',
  ],
  run: runTournament,
};

/**
 * Game i of a paired run seeded `seed`: set-up i >> 1, the first player yellow in even games and
 * blue in odd ones. It depends on nothing else, so any part of a run plays as in the whole run.
 */
export function pairedGame<K extends GameKind>(
  kind: K,
  config: ConfigOf<K>,
  seed: string,
  i: number,
  first: PlayerSpec,
  second: PlayerSpec,
): MatchJobOf<K> {
  return {
    kind,
    config,
    seed: `${seed}/${i >> 1}`,
    players: i % 2 ? [second, first] : [first, second],
    botSeed: i,
  };
}

/** The first player's points in game i of a paired run: 1 a win, 0.5 a draw. */
export const firstPoints = (winner: number, i: number): number =>
  winner === -1 ? 0.5 : winner === i % 2 ? 1 : 0;

/** Elo difference for an expected score p (clamped so a clean sweep stays finite). */
export function eloOf(p: number, games: number): number {
  const eps = 0.5 / Math.max(1, games);
  const q = Math.min(1 - eps, Math.max(eps, p));
  return -400 * Math.log10(1 / q - 1);
}

export function summarise(
  points: number[],
  games: number,
): Pick<TournamentResult, 'score' | 'winRate' | 'draws' | 'elo' | 'eloCi95'> {
  const score = points.reduce((a, b) => a + b, 0);
  const n = points.length;
  const mean = n ? score / n : 0.5;
  const variance = n > 1 ? points.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0.25;
  const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
  const r = (x: number): number => Math.round(x * 10) / 10;
  return {
    score,
    winRate: Math.round(mean * 1000) / 1000,
    draws: points.filter((x) => x === 0.5).length,
    elo: r(eloOf(mean, games)),
    eloCi95: [r(eloOf(mean - half, games)), r(eloOf(mean + half, games))],
  };
}

async function runTournament(opts: Options, io: Io): Promise<number> {
  const names = String(opts['players'] ?? '').split(',');
  const specs = names.map(parsePlayer);
  if (names.length !== 2 || specs.some((l) => l === null)) {
    io.err(
      'dt tournament: --players needs two levels, e.g. --players L1,L0 or L4@1200,L3@300. See dt tournament --help.',
    );
    return 2;
  }
  const game = chooseGame(opts);
  if (!game.ok) {
    io.err(`dt tournament: ${game.error}. See dt tournament --help.`);
    return 2;
  }
  const kind = game.value.kind;
  const problem = matchProblem(kind, specs as PlayerSpec[]);
  if (problem) {
    io.err(`dt tournament: ${problem}. See dt tournament --help.`);
    return 2;
  }
  const iterations = opts['iterations'] as number | undefined;
  const ms = opts['ms'] as number | undefined;
  // A player's own "@K" budget wins over --iterations; --ms applies when neither is given.
  const spec = (i: number): PlayerSpec => {
    const own = specs[i]!;
    const its = own.iterations ?? iterations;
    return { level: own.level, iterations: its, ms: its === undefined ? ms : undefined };
  };
  const pairs = Math.ceil((opts['games'] as number) / 2);
  const games = pairs * 2;
  // Games from..from + games - 1 of the run: the parts of a run are the run.
  const from = (opts['from'] as number) & ~1;
  const seed = String(opts['seed']);
  const maxTurns = opts['max-turns'] as number;
  const config = GAMES[kind].parseConfig({ scenario: game.value.scenario, maxTurns });
  if (!config.ok) {
    io.err(`dt tournament: ${config.error.message}. See dt tournament --help.`);
    return 2;
  }
  const pool = new BotPool(opts['workers'] as number);
  const points = new Array<number>(games).fill(NaN);
  let done = 0;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: games }, async (_, i) => {
        const r = await pool.match(pairedGame(kind, config.value, seed, from + i, spec(0), spec(1)));
        points[i] = firstPoints(r.winner, from + i);
        done++;
        const sc = points.filter((x) => !Number.isNaN(x)).reduce((a, b) => a + b, 0);
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        io.err(`tournament: ${done}/${games} games, ${names[0]} ${sc}-${done - sc} ${names[1]}, ${secs} s`);
      }),
    );
  } finally {
    await pool.close();
  }
  const half = (odd: boolean): number[] => points.filter((_, i) => i % 2 === (odd ? 1 : 0));
  const result: TournamentResult = {
    players: [names[0]!, names[1]!],
    games,
    ...summarise(points, games),
    turnLimit: maxTurns,
    budget: [spec(0), spec(1)].map((p) => ({
      iterations: p.iterations ?? null,
      ms: p.ms ?? null,
    })) as TournamentResult['budget'],
    asYellow: half(false).reduce((a, b) => a + b, 0),
    asBlue: half(true).reduce((a, b) => a + b, 0),
    from,
    points,
  };
  if (!opts['json']) {
    io.out(
      `${names[0]} vs ${names[1]}: ${result.score}/${games} (${(result.winRate * 100).toFixed(1)}%), ${result.draws} draws, ` +
        `Elo ${result.elo} [${result.eloCi95[0]}, ${result.eloCi95[1]}]`,
    );
  }
  io.out(JSON.stringify(result));
  return 0;
}
