// One bot of a checkout, in a process of its own, thinking on its own CPU clock: an equal-CPU
// match's player (equal-cpu-match.ts). Usage: node cpu-bot.mjs <checkout root>. Reads one JSON
// request a line ({ view, legal, level, seed, ms?, iterations?, search? }) and answers
// { i, cpuMs }: the index of the chosen action in `legal` and the CPU time the decision took.
// The search's clock (Date.now, which an `ms` budget reads) is this process's CPU time, so a
// budget of 25 ms is 25 ms of CPU whatever else the shared machine runs.
import { register } from 'tsx/esm/api';
import { createInterface } from 'node:readline';

register();
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
Date.now = () => Math.floor(cpuMs());
const { decide } = await import(`${process.argv[2]}/packages/ai/src/index.ts`);

const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  const q = JSON.parse(line);
  const t = cpuMs();
  const opts = { level: q.level, seed: q.seed };
  if (q.ms !== undefined) opts.ms = q.ms;
  if (q.iterations !== undefined) opts.iterations = q.iterations;
  if (q.search !== undefined) opts.search = q.search;
  const a = decide(q.view, q.legal, opts);
  const i = q.legal.findIndex((l) => JSON.stringify(l) === JSON.stringify(a));
  process.stdout.write(JSON.stringify({ i, cpuMs: cpuMs() - t }) + '\n');
}
