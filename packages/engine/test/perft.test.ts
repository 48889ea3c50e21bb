// The perft table pins what players may do: from each named position (every scenario's
// set-up, token placement, placements after a reveal, mid-game and late positions with
// exchanges, portcullises, wounded, pending combats and announcements), the engine must list
// the recorded number of legal actions, reach the recorded number of action sequences at depth
// 2 (and 3 where cheap), and lead to the same positions. A change here is a rules change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePosition } from '../src/index.ts';
import { countsOf, parseTable } from './perft/table.ts';

const entries = parseTable(readFileSync(new URL('./perft/positions.txt', import.meta.url), 'utf8'));

describe('the perft table', () => {
  it('covers every scenario and phase', () => {
    const text = entries.map((e) => e.position).join('\n');
    for (const scenario of ['tutorial-1', 'tutorial-2', 'tutorial-3', 'tutorial-4', 'standalone', 'classic'])
      expect(text).toContain(`scenario ${scenario} `);
    for (const phase of [
      'handicap',
      'starters',
      'tokens',
      'card',
      'actions',
      'place',
      'announce',
      'combat',
      'over',
    ])
      expect(text).toContain(`phase ${phase} `);
    expect(entries.length).toBeGreaterThan(40);
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
    });
  }
});
