import { botGame } from './src/review-check.ts';
import { makeRecord, replay } from '@dt/engine';
import { writeFileSync } from 'node:fs';
const [scenario, from, to] = process.argv.slice(2);
for (let seed = Number(from); seed <= Number(to); seed++) {
  const r = botGame(scenario!, seed, 60);
  const s = replay(r);
  if (!s.ok) throw 1;
  console.log(scenario, seed, s.value.turn, r.actions.length, s.value.endReason);
  writeFileSync(`/tmp/rv/${scenario}-${seed}.dtr`, makeRecord(r));
}
