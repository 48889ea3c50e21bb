// The card game's perft table pins what players may do: from each named position (every
// scenario's start and set-up phases, mid-game positions of seeded random games, movements
// under way, placements, fights, the end of a game, and hand-written positions for the
// rulings of issue 39), the engine must list the recorded number of legal decisions, reach the
// recorded number of decision sequences at depth 2 (and 3 where cheap), and lead to the same
// positions. A change here is a rules change, named in the commit and the rules notes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePosition } from '../src/index.ts';
import { perftMoves } from '../src/perft.ts';
import { countsOf, outcomesHashOfMoves, parseTable } from './perft/table.ts';

const entries = parseTable(readFileSync(new URL('./perft/positions.txt', import.meta.url), 'utf8'));

describe('the card game perft table', () => {
  it('covers every scenario and phase', () => {
    const text = entries.map((e) => e.position).join('\n');
    for (const scenario of ['tutorial-1', 'tutorial-2', 'tutorial-3', 'standard', 'advanced'])
      expect(text).toContain(`scenario ${scenario} `);
    for (const phase of [
      'select',
      'handicap',
      'starters',
      'deal',
      'facing',
      'actions',
      'moving',
      'place',
      'berserk',
      'announce',
      'combat',
      'over',
    ])
      expect(text).toContain(`phase ${phase} `);
    expect(entries.length).toBeGreaterThan(60);
  });

  for (const e of entries) {
    it(`${e.name}: ${Object.entries(e.counts)
      .filter(([k]) => k !== 'outcomes')
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`, () => {
      const s = parsePosition(e.position);
      if (!s.ok) throw new Error(s.error.message);
      const depths = Object.keys(e.counts).filter((k) => /^d\d$/.test(k)).length;
      expect(countsOf(s.value, depths)).toEqual(e.counts);
      // The move core (generateMoves, an unchecked play on a copy) counts the same.
      for (let d = 1; d <= depths; d++)
        expect(perftMoves(s.value, d), `d${d} by moves`).toBe(e.counts[`d${d}`]);
      expect(outcomesHashOfMoves(s.value), 'outcomes by moves').toBe(e.counts['outcomes']);
    });
  }
});
