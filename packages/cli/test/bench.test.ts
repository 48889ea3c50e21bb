// dt bench: timings of the engine's hot paths, as a table and a final JSON line.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';

describe('dt bench', () => {
  it('prints the measures as JSON on the last line: CPU-time medians, the load, and each spread', async () => {
    const io = memoryIo();
    expect(await main(['bench', '--quick', '--json'], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const r = JSON.parse(io.stdout[0]!) as Record<string, unknown>;
    const measures = [
      'cloneUs',
      'legalActionsUs',
      'applyUs',
      'applyColdUs',
      'movesUs',
      'searchMovesUs',
      'destinationsUs',
      'playUs',
      'randomGameMs',
      'randomGamesPerSec',
      'coreGameMs',
    ];
    expect(Object.keys(r)).toEqual([...measures, 'load', 'spread']);
    for (const k of measures) expect(r[k]).toBeGreaterThan(0);
    const spread = r['spread'] as Record<string, { median: number; mean: number; p90: number }>;
    expect(spread['searchMovesUs']!.median).toBe(r['searchMovesUs']);
    for (const s of Object.values(spread)) expect(s.p90).toBeGreaterThanOrEqual(s.median);
  });

  it('prints a readable table before the JSON without --json', async () => {
    const io = memoryIo();
    expect(await main(['bench', '--quick'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/^clone +[\d.]+ µs +[\d.]+ +[\d.]+ +a copy/m);
    expect(text).toMatch(/CPU time; load average [\d.]+/);
    expect(text).toMatch(/^legalActions +[\d.]+ µs/m);
    expect(text).toMatch(/^random games per second +[\d.]+/m);
    expect(text).toMatch(/^play \(core\) +[\d.]+ µs/m);
    expect(() => JSON.parse(io.stdout.at(-1)!)).not.toThrow();
  });
});
