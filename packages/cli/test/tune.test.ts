// dt tune: the evaluation's weights tuned by self-play (SPSA); the result depends on the seed
// and the batch, not on the number of worker threads.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';
import { TUNED } from '../src/tune.ts';

async function tuneJson(args: string[]): Promise<Record<string, unknown>> {
  const io = memoryIo();
  const base = ['tune', '--scenario', 'tutorial-1', '--max-turns', '20', '--pairs', '4', '--batch', '2'];
  expect(await main([...base, ...args, '--json'], io)).toBe(0);
  expect(io.stderr.filter((l) => /^tune: \d\/4 pairs, progress /.test(l))).toHaveLength(2);
  return JSON.parse(io.stdout.at(-1)!) as Record<string, unknown>;
}

describe('dt tune', () => {
  it('moves the weights by self-play, the same on one worker or two, and checks them against the defaults', async () => {
    const one = await tuneJson(['--workers', '1', '--check', '2']);
    const two = await tuneJson(['--workers', '2']);
    const weights = one['weights'] as Record<string, number>;
    expect(Object.keys(weights)).toEqual([...TUNED]);
    for (const k of TUNED) expect(weights[k]).toBeGreaterThan(0);
    expect(weights).not.toEqual(one['start']); // these games are decisive: the steps move
    expect(two['weights']).toEqual(weights);
    const check = one['check'] as Record<string, number>;
    expect(check['games']).toBe(2);
    expect(check['score']).toBeGreaterThanOrEqual(0);
    expect(check['score']).toBeLessThanOrEqual(2);
  }, 120_000);

  it('refuses level 0, which has no evaluation', async () => {
    const io = memoryIo();
    expect(await main(['tune', '--level', '0'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/--level must be at least 1/);
  });
});
