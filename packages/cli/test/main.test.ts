// The dt dispatcher: help, and clear usage errors with exit code 2.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';

async function dt(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('dt', () => {
  it('lists every command and its options with --help', async () => {
    const r = await dt('--help');
    expect(r.code).toBe(0);
    for (const c of ['play', 'selfplay', 'bench']) expect(r.out).toMatch(new RegExp(`^  ${c} +\\S`, 'm'));
    for (const o of [
      '--scenario',
      '--games',
      '--seed',
      '--max-turns',
      '--workers',
      '--json',
      '--quick',
      '--opponent',
    ])
      expect(r.out).toContain(o);
  });

  it('prints one command’s help', async () => {
    const r = await dt('selfplay', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^dt selfplay — /);
    expect(r.out).toContain('--max-turns <T>');
  });

  it('prints the usage and exits with 2 when no command is given', async () => {
    const r = await dt();
    expect(r.code).toBe(2);
    expect(r.out).toContain('Usage: dt <command> [options]');
  });

  it('rejects an unknown command with exit code 2', async () => {
    const r = await dt('frobnicate');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "dt: unknown command 'frobnicate'. Commands: play, selfplay, bench, tournament, tune, import-bga, review, review-check, puzzles. See dt --help.",
    );
  });

  it('rejects unknown options and bad values with exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['selfplay', '--bogus'], /unknown option '--bogus'/],
      [['selfplay', '--games', 'ten'], /--games must be a whole number, not 'ten'/],
      [['selfplay', '--games', '0'], /--games must be at least 1/],
      [
        ['selfplay', '--scenario', 'tutorial-9'],
        /--scenario must be one of tutorial-1, .*standalone; got 'tutorial-9'/,
      ],
      [['selfplay', '--set', 'cards'], /--set must be one of prison, classic; got 'cards'/],
      [['selfplay', '--set', 'prison', '--scenario', 'classic'], /--set prison has no scenario classic/],
      [['selfplay', '--games'], /--games needs a value/],
      [['bench', '--json=yes'], /--json takes no value/],
      [['play', 'tutorial-1'], /unexpected argument 'tutorial-1'/],
    ];
    for (const [argv, message] of cases) {
      const r = await dt(...argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });
});
