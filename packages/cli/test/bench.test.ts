// dt bench: timings of the engine's hot paths, as a table and a final JSON line.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';

describe('dt bench', () => {
  it('prints the measures as JSON on the last line', async () => {
    const io = memoryIo();
    expect(await main(['bench', '--quick', '--json'], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    const r = JSON.parse(io.stdout[0]!) as Record<string, number>;
    expect(Object.keys(r)).toEqual([
      'cloneUs',
      'legalActionsUs',
      'applyUs',
      'movesUs',
      'destinationsUs',
      'playUs',
      'randomGameMs',
      'randomGamesPerSec',
      'coreGameMs',
    ]);
    for (const v of Object.values(r)) expect(v).toBeGreaterThan(0);
  });

  it('prints a readable table before the JSON without --json', async () => {
    const io = memoryIo();
    expect(await main(['bench', '--quick'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toMatch(/^clone +[\d.]+ µs/m);
    expect(text).toMatch(/^legalActions +[\d.]+ µs/m);
    expect(text).toMatch(/^random games per second +[\d.]+/m);
    expect(text).toMatch(/^play \(core\) +[\d.]+ µs/m);
    expect(() => JSON.parse(io.stdout.at(-1)!)).not.toThrow();
  });
});
