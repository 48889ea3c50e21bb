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
let total = 0;
for (const g of GAMES) {
  const before = recorded.get(g.name) ?? [];
  const after = playGame(g);
  const i = after.findIndex((d, k) => d !== before[k]);
  const equal = i < 0 && after.length === before.length;
  total += before.length;
  if (equal) same++;
  console.log(
    equal
      ? `${g.name}: ${after.length} decisions, all the same`
      : `${g.name}: differs at decision ${i < 0 ? after.length : i + 1} of ${before.length}: was '${before[i] ?? '(end)'}', now '${after[i] ?? '(end)'}'`,
  );
}
console.log(`${same}/${GAMES.length} games the same (${total} decisions recorded)`);
