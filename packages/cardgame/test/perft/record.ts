// Re-counts the card game's perft table (run: npx tsx packages/cardgame/test/perft/record.ts).
// Only for a rules fix: the commit and docs/cardgame-rules-notes.md name the fix, and the
// header of positions.txt the entries whose counts it changes (printed here).
import { readFileSync, writeFileSync } from 'node:fs';
import { parsePosition } from '../../src/index.ts';
import { countsOf, formatTable, parseTable } from './table.ts';

const file = new URL('./positions.txt', import.meta.url);
const text = readFileSync(file, 'utf8');
const header = text.slice(0, text.indexOf('\nperft ') + 1).trimEnd();
const entries = parseTable(text);
for (const e of entries) {
  const s = parsePosition(e.position);
  if (!s.ok) throw new Error(`${e.name}: ${s.error.message}`);
  const depths = Object.keys(e.counts).filter((k) => /^d\d$/.test(k)).length;
  const before = JSON.stringify(e.counts);
  e.counts = countsOf(s.value, depths);
  if (JSON.stringify(e.counts) !== before) console.log(`${e.name}: ${before} -> ${JSON.stringify(e.counts)}`);
}
writeFileSync(file, formatTable(header, entries) + '\n');
