// dt review-check: how far the review's marked decisions hold up (issue 42). It plays games
// between two L1 bots, reviews each as the browser does, then judges every marked decision
// again with a deeper search (more iterations, another seed) and counts how often that search
// agrees it was a mistake (its drop also reaches the threshold). Prints a JSON summary.
import { decide } from '@dt/ai';
import { analyse } from '@dt/ai/analysis';
import { playMatch } from '@dt/ai/match';
import { review, decisionsOf } from '@dt/ai/review';
import type { Action, GameConfig, GameRecord, View } from '@dt/engine';
import type { Command, Options } from './args.ts';
import type { Io } from './io.ts';

export const reviewCheck: Command = {
  name: 'review-check',
  summary: 'measure how often a deeper search agrees with the review’s marked decisions (JSON)',
  options: [
    { name: 'games', kind: 'int', min: 1, default: 20, arg: 'N', help: 'games played (L1 against L1)' },
    { name: 'seed', kind: 'int', min: 0, default: 1, arg: 'N', help: 'the first game’s seed' },
    {
      name: 'scenario',
      kind: 'string',
      choices: ['standalone', 'classic'],
      default: 'standalone',
      arg: 'name',
      help: 'scenario',
    },
    {
      name: 'iterations',
      kind: 'int',
      min: 8,
      default: 100,
      arg: 'N',
      help: 'the review’s iterations per decision',
    },
    { name: 'deeper', kind: 'int', min: 8, default: 1000, arg: 'N', help: 'the deeper search’s iterations' },
    { name: 'max-turns', kind: 'int', min: 1, default: 60, arg: 'T', help: 'a game is a draw after T turns' },
  ],
  examples: ['dt review-check --games 20 --iterations 100 --deeper 1000'],
  run: runCheck,
};

/** A game between two L1 bots, as a record. */
export function botGame(scenario: string, seed: number, maxTurns: number): GameRecord {
  const config = { scenario, maxTurns } as GameConfig;
  const actions: Action[] = [];
  const bot = (v: View, legal: Action[], _seat: unknown, d: number) => {
    const a = decide(v, legal, { level: 1, seed: d });
    actions.push(a);
    return a;
  };
  playMatch(config, seed, [bot, bot]);
  return { config, seed, actions };
}

async function runCheck(opts: Options, io: Io): Promise<number> {
  const n = opts['games'] as number;
  const iterations = opts['iterations'] as number;
  const deeper = opts['deeper'] as number;
  const threshold = 0.1;
  let marked = 0;
  let agree = 0;
  let agreeHalf = 0;
  let sameBest = 0;
  let decisions = 0;
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < n; g++) {
    const seed = (opts['seed'] as number) + g;
    const rec = botGame(opts['scenario'] as string, seed, opts['max-turns'] as number);
    const r = review(rec, { iterations, seed: 1, threshold });
    const judged = decisionsOf(rec);
    if (!r.ok || !judged.ok) {
      io.err(`dt review-check: game ${seed}: ${r.ok ? 'no decisions' : r.error}`);
      return 1;
    }
    decisions += r.value.decisions.length;
    for (const m of r.value.marked) {
      const j = judged.value.find((x) => x.step === m.step)!;
      const a = analyse(j.state, {
        iterations: deeper,
        seed: 1000 + m.step,
        probe: m.played,
        probeVisits: deeper / 5,
      })!;
      const drop = a.probeValue === undefined ? 0 : Math.max(0, a.value - a.probeValue);
      marked++;
      if (drop >= threshold) agree++;
      if (drop >= threshold / 2) agreeHalf++;
      if (JSON.stringify(a.best) === JSON.stringify(m.best)) sameBest++;
    }
    io.err(
      `review-check: game ${g + 1}/${n}: ${r.value.decisions.length} decisions, ${r.value.marked.length} marked; so far ${agree} of ${marked} marked confirmed by the deeper search`,
    );
  }
  const cpu = process.cpuUsage(cpu0);
  const pct = (x: number) => (marked ? Math.round((1000 * x) / marked) / 10 : 0);
  io.out(
    JSON.stringify({
      games: n,
      iterations,
      deeper,
      threshold,
      decisions,
      marked,
      deeperAgrees: agree,
      deeperAgreesPct: pct(agree),
      deeperAgreesHalfThresholdPct: pct(agreeHalf),
      sameBestPct: pct(sameBest),
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    }),
  );
  return 0;
}
