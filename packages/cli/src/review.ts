// dt review: the computer's review of a finished board game (Prison or Classic) from its record,
// as JSON: each judged decision's win chance with the best action and with the one played,
// and each seat's costliest decisions marked with what the search would have played. The same
// core (`review` in @dt/ai/review) runs in the browser's Web Worker. Bad files get one clear
// error line and exit code 1.
import { readFileSync } from 'node:fs';
import { makeAction, parseRecord } from '@dt/engine';
import { review, type Review, type ReviewedDecision } from '@dt/ai/review';
import type { Command, Options } from './args.ts';
import type { Io } from './io.ts';

export const reviewCommand: Command = {
  name: 'review',
  summary: 'review a finished Prison or Classic game from its record (JSON)',
  options: [
    { name: 'file', kind: 'string', positional: true, arg: 'record.dtr', help: 'the game record' },
    {
      name: 'iterations',
      kind: 'int',
      min: 8,
      default: 200,
      arg: 'N',
      help: 'search iterations per decision',
    },
    { name: 'seed', kind: 'int', min: 0, default: 1, arg: 'N', help: 'the search’s seed' },
    {
      name: 'threshold',
      kind: 'int',
      min: 1,
      default: 10,
      arg: 'P',
      help: 'least drop of win chance, in points of percentage, that marks a decision',
    },
  ],
  examples: ['dt review game.dtr', 'dt review game.dtr --iterations 400 --threshold 15'],
  run: runReview,
};

/** A reviewed decision as JSON: actions in the action notation, chances rounded to 0.001. */
export function decisionJson(d: ReviewedDecision) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    step: d.step,
    turn: d.turn,
    seat: d.seat === 0 ? 'yellow' : 'blue',
    played: makeAction(d.played),
    best: makeAction(d.best),
    line: d.line.map(makeAction),
    value: r(d.value),
    playedValue: r(d.playedValue),
    drop: r(d.drop),
  };
}

export const reviewJson = (rv: Review) => ({
  steps: rv.steps,
  iterations: rv.iterations,
  threshold: rv.threshold,
  decisions: rv.decisions.length,
  graph: rv.decisions.map((d) => ({ step: d.step, yellow: Math.round(d.yellow * 1000) / 1000 })),
  marked: rv.marked.map(decisionJson),
});

async function runReview(opts: Options, io: Io): Promise<number> {
  const file = opts['file'] as string | undefined;
  if (!file) {
    io.err('dt review: name the record file (dt review <record.dtr>)');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    io.err(`dt review: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? 'unreadable'}`);
    return 1;
  }
  const rec = parseRecord(text);
  if (!rec.ok) {
    io.err(`dt review: ${file}: ${rec.error.message}`);
    return 1;
  }
  const started = process.cpuUsage();
  const r = review(rec.value, {
    iterations: opts['iterations'] as number,
    seed: opts['seed'] as number,
    threshold: (opts['threshold'] as number) / 100,
    onProgress: (done, total) => io.tty && io.err(`review: ${done}/${total} decisions`),
  });
  if (!r.ok) {
    io.err(`dt review: ${file}: ${r.error}`);
    return 1;
  }
  const cpu = process.cpuUsage(started);
  io.out(
    JSON.stringify({ ...reviewJson(r.value), cpuMs: Math.round((cpu.user + cpu.system) / 1000) }, null, 2),
  );
  return 0;
}
