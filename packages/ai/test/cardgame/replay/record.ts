// Plays the replay games (games.ts) and writes their decisions (run: npx tsx
// packages/ai/test/cardgame/replay/record.ts). Only to record a baseline, before a change.
import { writeFileSync } from 'node:fs';
import { GAMES, playGame } from './games.ts';

const blocks: string[] = [];
for (const g of GAMES) {
  const t = process.cpuUsage();
  const decisions = playGame(g);
  const s = (process.cpuUsage(t).user / 1e6).toFixed(1);
  console.log(`${g.name}: ${decisions.length} decisions, ${s} s CPU`);
  blocks.push(`game ${g.name}\n${decisions.join('\n')}\n`);
}
writeFileSync(new URL('./decisions.txt', import.meta.url), blocks.join('\n'));
