// Plays the replay games again (games.ts) and compares every decision with decisions.txt (run:
// npx tsx packages/ai/test/cardgame/replay/check.ts); prints the first difference of each game.
import { readFileSync } from 'node:fs';
import { GAMES, playGame } from './games.ts';

const text = readFileSync(new URL('./decisions.txt', import.meta.url), 'utf8');
const recorded = new Map<string, string[]>();
for (const block of text.split(/\n(?=game )/)) {
  const [head, ...lines] = block.trim().split('\n');
  recorded.set(head!.slice(5), lines);
}
let same = 0;
let cpu = 0;
let total = 0;
// An argument keeps only the games whose name contains it.
const only = process.argv[2];
const games = GAMES.filter((x) => !only || x.name.includes(only));
for (const g of games) {
  const before = recorded.get(g.name) ?? [];
  const t = process.cpuUsage();
  const after = playGame(g);
  const used = process.cpuUsage(t).user / 1e6;
  cpu += used;
  const i = after.findIndex((d, k) => d !== before[k]);
  const equal = i < 0 && after.length === before.length;
  total += before.length;
  if (equal) same++;
  console.log(
    equal
      ? `${g.name}: ${after.length} decisions, all the same, ${used.toFixed(1)} s CPU`
      : `${g.name}: differs at decision ${i < 0 ? after.length : i + 1} of ${before.length}: was '${before[i] ?? '(end)'}', now '${after[i] ?? '(end)'}'`,
  );
}
console.log(`${same}/${games.length} games the same (${total} decisions recorded), ${cpu.toFixed(1)} s CPU`);
