// dt tune: the evaluation's weights tuned by self-play (SPSA); the result depends on the seed
// and the batch, not on the number of worker threads.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';
import { WEIGHTS } from '@dt/ai/evaluate';
import { TUNED } from '../src/tune.ts';

async function tuneJson(args: string[]): Promise<Record<string, unknown> & { stderr: string[] }> {
  const io = memoryIo();
  const base = ['tune', '--scenario', 'tutorial-1', '--max-turns', '20', '--pairs', '4', '--batch', '2'];
  const argv = [...base, ...args, '--json'];
  expect(await main(argv, io)).toBe(0);
  const r = JSON.parse(io.stdout.at(-1)!) as Record<string, unknown>;
  expect(r['pairs']).toBe(Number(argv[argv.lastIndexOf('--pairs') + 1])); // the last --pairs wins
  expect(r['batch']).toBe(2);
  // One progress line per batch of steps (none with --pairs 0).
  const progress = new RegExp(`^tune: \\d+/${r['pairs']} pairs, progress `);
  const batches = Math.ceil((r['pairs'] as number) / (r['batch'] as number));
  expect(io.stderr.filter((l) => progress.test(l))).toHaveLength(batches);
  return { ...r, stderr: io.stderr };
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
    expect(one.stderr.at(-1)).toMatch(/^tune: check 2\/2 games, tuned [\d.]+-[\d.]+ defaults/);
    expect(check['games']).toBe(2);
    expect(check['score']).toBeGreaterThanOrEqual(0);
    expect(check['score']).toBeLessThanOrEqual(2);
  });

  it('starts from given weights; with no steps it only checks them', async () => {
    const r = await tuneJson(['--pairs', '0', '--start', '{"progress":60,"jump":3}', '--check', '2']);
    const weights = r['weights'] as Record<string, number>;
    expect(weights).toEqual(r['start']);
    expect(weights['progress']).toBe(60);
    expect(weights['jump']).toBe(3);
    expect(weights['wounded']).toBe(WEIGHTS.wounded); // the default
    expect((r['check'] as Record<string, number>)['games']).toBe(2);
  });

  it('refuses --start that is not positive weights it tunes', async () => {
    for (const bad of ['x', '[1]', '{"vp":50}', '{"progress":-1}', '{"progress":"60"}']) {
      const io = memoryIo();
      expect(await main(['tune', '--start', bad], io)).toBe(2);
      expect(io.stderr.join('\n')).toMatch(/--start needs a JSON object of positive weights/);
    }
  });

  it('refuses level 0, which has no evaluation', async () => {
    const io = memoryIo();
    expect(await main(['tune', '--level', '0'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/--level must be at least 1/);
  });
});
