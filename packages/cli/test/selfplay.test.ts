// dt selfplay: random games of every scenario with invariants checked after every action;
// the last line is the JSON summary, and workers never change it.
import { describe, expect, it } from 'vitest';
import { ALL_SCENARIOS } from '@dt/engine';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';
import type { SelfplaySummary } from '../src/selfplay.ts';

async function selfplay(
  ...argv: string[]
): Promise<{ code: number; summary: SelfplaySummary; stdout: string[]; stderr: string[] }> {
  const io = memoryIo();
  const code = await main(['selfplay', ...argv], io);
  return {
    code,
    summary: JSON.parse(io.stdout.at(-1)!) as SelfplaySummary,
    stdout: io.stdout,
    stderr: io.stderr,
  };
}

const KEYS = [
  'games',
  'finished',
  'draws',
  'wins',
  'turnLimitReached',
  'actions',
  'invariantViolations',
  'errors',
];

describe('dt selfplay', () => {
  it('plays the Classic set with --set classic, as with --scenario classic', async () => {
    const bySet = await selfplay('--set', 'classic', '--games', '2', '--seed', '3', '--max-turns', '3');
    const byScenario = await selfplay(
      '--scenario',
      'classic',
      '--games',
      '2',
      '--seed',
      '3',
      '--max-turns',
      '3',
    );
    expect(bySet.code).toBe(0);
    expect(bySet.summary).toEqual(byScenario.summary);
    expect(bySet.summary.invariantViolations + bySet.summary.errors).toBe(0);
  });

  for (const scenario of ALL_SCENARIOS) {
    it(`plays ${scenario} games without errors or invariant violations`, async () => {
      const r = await selfplay('--scenario', scenario, '--games', '3', '--seed', '5', '--max-turns', '2');
      expect(r.code).toBe(0);
      expect(Object.keys(r.summary)).toEqual(KEYS);
      expect(Object.keys(r.summary.wins)).toEqual(['yellow', 'blue']);
      const s = r.summary;
      expect(s).toMatchObject({ games: 3, invariantViolations: 0, errors: 0 });
      expect(s.finished + s.turnLimitReached).toBe(3);
      expect(s.wins.yellow + s.wins.blue + s.draws).toBe(3);
      expect(s.actions).toBeGreaterThan(3 * 2);
      expect(r.stdout.join('\n')).toMatch(/^invariant violations +0$/m);
      expect(r.stderr.at(-1)).toMatch(/^selfplay: 3\/3 games \(100%\)/);
    });
  }

  it('prints only the JSON line with --json, and the same summary for the same seed', async () => {
    const args = ['--scenario', 'tutorial-2', '--games', '3', '--seed', 'x', '--max-turns', '2', '--json'];
    const a = await selfplay(...args);
    expect(a.stdout).toHaveLength(1);
    const b = await selfplay(...args);
    expect(b.summary).toEqual(a.summary);
  });

  it('gives the same summary with worker threads as without', async () => {
    const args = ['--scenario', 'tutorial-2', '--games', '4', '--seed', '9', '--max-turns', '2', '--json'];
    const one = await selfplay(...args);
    const two = await selfplay(...args, '--workers', '2');
    expect(two.code).toBe(0);
    expect(two.summary).toEqual(one.summary);
  });
});
