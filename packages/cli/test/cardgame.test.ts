// dt with --game cardgame: the same commands, the same JSON fields, the card game's engine.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, parseRecord, replay } from '@dt/cardgame';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';

async function dt(...argv: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  return dtWith([], ...argv);
}

async function dtWith(
  input: string[],
  ...argv: string[]
): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  const io = memoryIo(input);
  const code = await main(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr };
}

const SELFPLAY_KEYS = [
  'games',
  'finished',
  'draws',
  'wins',
  'turnLimitReached',
  'actions',
  'invariantViolations',
  'errors',
];

describe('dt selfplay --game cardgame', () => {
  for (const scenario of SCENARIOS) {
    it(`plays ${scenario} card games with invariants and view secrecy checked after every action`, async () => {
      const r = await dt(
        'selfplay',
        '--game',
        'cardgame',
        '--scenario',
        scenario,
        '--games',
        '2',
        '--seed',
        '5',
        '--max-turns',
        '3',
        '--json',
      );
      expect(r.code).toBe(0);
      const s = JSON.parse(r.stdout.at(-1)!) as Record<string, number>;
      expect(Object.keys(s)).toEqual(SELFPLAY_KEYS);
      expect(s).toMatchObject({ games: 2, invariantViolations: 0, errors: 0 });
      expect(s['finished']! + s['turnLimitReached']!).toBe(2);
      expect(s['actions']).toBeGreaterThan(2 * 3);
    });
  }

  it('plays the three selection modes in turn with --selection all', async () => {
    const r = await dt(
      'selfplay',
      '--game',
      'cardgame',
      '--scenario',
      'standard',
      '--selection',
      'all',
      '--games',
      '3',
      '--seed',
      '2',
      '--max-turns',
      '1',
    );
    expect(r.code).toBe(0);
    expect(r.stdout.join('\n')).toMatch(/^scenario +standard \(all\)$/m);
  });

  it("refuses a scenario of another game, and the card game's options in Prison, as usage errors", async () => {
    const bad = await dt('selfplay', '--game', 'cardgame', '--scenario', 'standalone');
    expect(bad.code).toBe(2);
    expect(bad.stderr.join('\n')).toMatch(
      /--scenario must be one of tutorial-1, .*advanced; got 'standalone'/,
    );
    const wrong = await dt('selfplay', '--scenario', 'standalone', '--selection', 'draft');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.join('\n')).toMatch(/--selection is not an option of Dungeon Twister: Prison/);
    const secret = await dt('selfplay', '--set', 'classic', '--secret');
    expect(secret.code).toBe(2);
    expect(secret.stderr.join('\n')).toMatch(/--secret is not an option of .*Classic/);
  });
});

describe('dt bench --game cardgame', () => {
  it("prints the card game engine's five measures and its move core's three as JSON", async () => {
    const r = await dt('bench', '--game', 'cardgame', '--quick', '--json');
    expect(r.code).toBe(0);
    expect(r.stdout).toHaveLength(1);
    const b = JSON.parse(r.stdout[0]!) as Record<string, number>;
    expect(Object.keys(b)).toEqual([
      'cloneUs',
      'legalActionsUs',
      'applyUs',
      'movesUs',
      'playUs',
      'randomGameMs',
      'randomGamesPerSec',
      'coreGameMs',
    ]);
    for (const v of Object.values(b)) expect(v).toBeGreaterThan(0);
  });
});

describe('dt play --game cardgame', () => {
  it('plays a tutorial in the terminal against the random bot, to a result and a record that replays', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dt-cardgame-')), 'game.dtr');
    const answers = Array.from({ length: 600 }, () => '1');
    const argv = [
      'play',
      '--game',
      'cardgame',
      '--scenario',
      'tutorial-1',
      '--seed',
      '4',
      '--max-turns',
      '4',
    ];
    const r = await dtWith(answers, ...argv, '--record', file);
    expect(r.code).toBe(0);
    const out = r.stdout.join('\n');
    expect(out).toMatch(/^Dungeon Twister: The Card Game — tutorial-1, seed 4, you play yellow/m);
    expect(out).toMatch(/^yellow start {2}west: /m);
    expect(out).toMatch(/^Result: (draw|yellow wins|blue wins) \(.+\) after \d+ turns/m);
    const rec = parseRecord(readFileSync(file, 'utf8'));
    if (!rec.ok) throw new Error(rec.error.message);
    const end = replay(rec.value);
    expect(end.ok && end.value.phase).toBe('over');
  });
});
