// dt import-bga: a BGA table snapshot in, a Classic position out (stdout only); bad or foreign
// files give one error line on stderr, exit code 1, and nothing on stdout. The real sample is
// read from the shared data folder when present (the engine's tests check the import itself).
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePosition } from '@dt/engine';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';

async function dt(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sample = [process.env['DT_SHARED_DIR'], join(repo, '../shared'), '/work/shared']
  .map((d) => d && join(d, 'data/bga-table-sample.json'))
  .find((f) => f && existsSync(f));

describe('dt import-bga', () => {
  it.skipIf(!sample)('prints the sample table as a Classic position, complete or for one seat', async () => {
    for (const extra of [[], ['--seat', 'blue']]) {
      const r = await dt('import-bga', sample!, ...extra);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out).toMatch(/^DT-Classic position 1\nscenario classic /);
      expect(parsePosition(r.out).ok).toBe(true);
    }
  });

  it('refuses missing, non-JSON and foreign files with one clear line, printing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dt-bga-'));
    const write = (name: string, text: string): string => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const cases: [string, RegExp][] = [
      [join(dir, 'absent.json'), /cannot read .*absent\.json: ENOENT/],
      [write('broken.json', '{"players": '), /cannot read .*broken\.json: it is not JSON/],
      [
        write('other.json', '{"name": "dungeon-twister", "private": true}'),
        /not a Dungeon Twister table snapshot from BGA: playerorder is not a list of 2/,
      ],
    ];
    for (const [file, message] of cases) {
      const r = await dt('import-bga', file);
      expect(r.code, file).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.out).toBe('');
    }
  });

  it('needs a file, and takes --seat or --complete, not both', async () => {
    expect((await dt('import-bga')).code).toBe(2);
    const both = await dt('import-bga', 'x.json', '--seat', 'yellow', '--complete');
    expect([both.code, both.err]).toEqual([2, 'dt import-bga: --seat and --complete exclude each other']);
  });
});
