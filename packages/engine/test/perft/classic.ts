// Adds the Classic set's entries to the perft table (run once: npx tsx
// packages/engine/test/perft/classic.ts). Seeded Classic games are played with the kernel's
// random policy (by action type) until every wanted moment has been met; the first position of
// each becomes an entry, counted by table.ts like the Prison entries. Kept for reference: the
// table is what the tests read, and it changes only with a named rules fix (record.ts re-counts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRng, randomAction } from '@dt/kernel';
import { apply, legalActions, makePosition, newGame, type State } from '../../src/index.ts';
import { countsOf, formatTable, parseTable, type Entry } from './table.ts';

/** Deeper counts only where they stay cheap (the test recounts every entry). */
const MAX_D1_FOR_D2 = 500;
const MAX_D2_FOR_D3 = 2_000;

const WANTS: [string, (s: State, prev: State | null) => boolean][] = [
  ['set-up: starting characters', (s) => s.phase === 'starters'],
  ['tokens', (s) => s.phase === 'tokens'],
  ['card', (s) => s.phase === 'card' && s.turn >= 1],
  ['first actions', (s) => s.phase === 'actions' && s.turn >= 1],
  ['place', (s) => s.phase === 'place'],
  ['announce', (s) => s.phase === 'announce'],
  ['combat cards', (s) => s.phase === 'combat'],
  ['mid-game', (s) => s.phase === 'actions' && s.turn >= 8],
  ['late', (s) => s.phase === 'actions' && s.turn >= 16],
  ['over', (s) => s.phase === 'over'],
];

/** The first position of each wanted moment along seeded Classic games. */
function positions(): Map<string, { state: State; source: string }> {
  const found = new Map<string, { state: State; source: string }>();
  for (let seed = 1; seed <= 20 && found.size < WANTS.length; seed++) {
    const g = newGame({ scenario: 'classic', maxTurns: 24 }, seed);
    if (!g.ok) throw new Error(g.error.message);
    const rng = createRng('sfc32', `classic perft ${seed}`);
    let s = g.value;
    for (let n = 0; ; n++) {
      for (const [name, test] of WANTS)
        if (!found.has(name) && test(s, null))
          found.set(name, {
            state: s,
            source: `newGame({ scenario: 'classic', maxTurns: 24 }, ${seed}), ${n} random actions (kernel policy, rng 'classic perft ${seed}')`,
          });
      if (s.phase === 'over') break;
      const r = apply(s, randomAction(legalActions(s), rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return found;
}

const file = new URL('./positions.txt', import.meta.url);
const text = readFileSync(file, 'utf8');
const header = text.slice(0, text.indexOf('\nperft ') + 1).trimEnd();
const entries = parseTable(text).filter((e) => !e.name.startsWith('classic '));
for (const [name, { state, source }] of positions()) {
  const one = countsOf(state, 1);
  const two = (one['d1'] as number) <= MAX_D1_FOR_D2 ? countsOf(state, 2) : one;
  const counts = Number(two['d2'] ?? Infinity) <= MAX_D2_FOR_D3 ? countsOf(state, 3) : two;
  const e: Entry = { name: `classic ${name}`, source, counts, position: makePosition(state) };
  entries.push(e);
  console.log(`${e.name}: ${JSON.stringify(counts)}`);
}
writeFileSync(file, formatTable(header, entries) + '\n');
