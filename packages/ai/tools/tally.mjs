// The score of an equal-CPU match's output files (JSON lines): A's points, score with its 95%
// interval (normal approximation over games), Elo, draws, each side's CPU time.
// Usage: node tally.mjs out1.jsonl [out2.jsonl ...]
import { readFileSync } from 'node:fs';

const rows = process.argv.slice(2).flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l)),
);
const pts = rows.map((r) => r.aPoints);
const n = pts.length;
const mean = pts.reduce((a, b) => a + b, 0) / n;
const sd = Math.sqrt(pts.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
const half = (1.96 * sd) / Math.sqrt(n);
const elo = (p) => Math.round(-400 * Math.log10(1 / Math.min(0.999, Math.max(0.001, p)) - 1));
const cpu = (k) => Math.round(rows.reduce((a, r) => a + r[k], 0) / 1000);
const pct = (x) => (100 * x).toFixed(1);
console.log(
  `${n} games, A ${mean * n} points, ${pct(mean)}% (${pct(mean - half)}-${pct(mean + half)}), ` +
    `Elo ${elo(mean)} (${elo(mean - half)}, ${elo(mean + half)}), draws ${pts.filter((x) => x === 0.5).length}, ` +
    `CPU A ${cpu('cpuA')} s / B ${cpu('cpuB')} s`,
);
