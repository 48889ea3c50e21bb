// dt play with scripted input: whole games against the random bot and hotseat, played
// through the same prompts a person types into.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng, parseRecord, replay } from '@dt/engine';
import { main } from '../src/main.ts';
import { memoryIo, type Script } from '../src/io.ts';

async function play(
  script: Script,
  ...argv: string[]
): Promise<{ code: number; out: string; lines: string[] }> {
  const io = memoryIo(script);
  const code = await main(['play', ...argv], io);
  return { code, out: io.stdout.join('\n'), lines: io.stdout };
}

/** How many numbered options the last menu printed offers. */
function optionsShown(stdout: readonly string[]): number {
  let n = 0;
  for (let i = stdout.length - 1; i >= 0; i--) {
    const m = /^ +(\d+)\. /.exec(stdout[i]!);
    if (m) n = Math.max(n, Number(m[1]));
    else if (stdout[i]!.endsWith(':') && n > 0) break;
  }
  return n;
}

/** A player who picks a seeded random option at every menu and presses Enter elsewhere. */
const randomPlayer = (seed: string): Script => {
  const rng = new Rng(seed);
  return (prompt, stdout) =>
    prompt.startsWith('Pass the device') ? '' : String(1 + rng.int(optionsShown(stdout)));
};

const RESULT = /^Result: (draw|yellow wins|blue wins) \(.+\) after \d+ turns and \d+ actions\.$/m;

describe('dt play', () => {
  it('plays tutorial 1 against the random bot to the end, always choosing option 1', async () => {
    const r = await play(
      Array(2000).fill('1'),
      '--scenario',
      'tutorial-1',
      '--seed',
      '7',
      '--max-turns',
      '6',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Dungeon Twister: Prison — tutorial-1, seed 7, you play yellow against the random bot$/m,
    );
    expect(r.out).toMatch(/^yellow to decide:$/m);
    expect(r.out).toMatch(RESULT);
  });

  it('plays tutorial 1 against the random bot with seeded random choices, never seeing blue’s secrets', async () => {
    const r = await play(randomPlayer('t1'), '--scenario', 'tutorial-1', '--seed', '3', '--max-turns', '12');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(RESULT);
    expect(r.out).toMatch(/^ {2}token blue room \d$/m);
    expect(r.out).not.toMatch(/token blue b[A-Z][a-z]/);
    expect(r.out).toMatch(/^ {2}moved y(Mk|Ng) path /m);
  });

  it('plays the 2004 Classic set with --set classic, hotseat, to the turn limit', async () => {
    const r = await play(
      randomPlayer('classic'),
      '--set',
      'classic',
      '--opponent',
      'human',
      '--seed',
      '5',
      '--max-turns',
      '6',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Dungeon Twister: Classic — classic, seed 5, hotseat$/m);
    expect(r.out).toMatch(/y(Cl|Gb|Mk|Th|Wr|Tr|Wz|Ww)/);
    expect(r.out).toMatch(RESULT);
  });

  it('plays as blue, with the bot as yellow', async () => {
    const r = await play(
      randomPlayer('blue'),
      '--scenario',
      'tutorial-2',
      '--seat',
      'blue',
      '--seed',
      '4',
      '--max-turns',
      '4',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/you play blue against the random bot/);
    expect(r.out).toMatch(/^blue to decide:$/m);
    expect(r.out).not.toMatch(/^yellow to decide:$/m);
    expect(r.out).toMatch(RESULT);
  });

  it('plays against every bot level, of each game kind: L0-L4 for Prison and Classic, L0-L2 for the card game', async () => {
    const games: [string[], string][] = [
      [['--scenario', 'standalone', '--opponent', 'L1', '--max-turns', '4'], 'L1'],
      [['--scenario', 'tutorial-1', '--opponent', 'L0', '--max-turns', '3'], 'L0'],
      [['--set', 'classic', '--opponent', 'L2', '--max-turns', '2'], 'L2'],
      [['--scenario', 'tutorial-1', '--opponent', 'L3', '--iterations', '12', '--max-turns', '2'], 'L3'],
      [['--scenario', 'tutorial-3', '--opponent', 'L4', '--iterations', '12', '--max-turns', '2'], 'L4'],
      [['--game', 'cardgame', '--scenario', 'tutorial-1', '--opponent', 'L2', '--max-turns', '3'], 'L2'],
    ];
    for (const [args, level] of games) {
      const r = await play(randomPlayer(level), '--seed', '6', ...args);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`, you play yellow against the ${level} bot$`, 'm'));
      expect(r.out).toMatch(/^Result: /m);
    }
  });

  it('refuses the levels the card game does not have, with a usage error', async () => {
    const r = await main(['play', '--game', 'cardgame', '--opponent', 'L3'], memoryIo([]));
    expect(r).toBe(2);
  });

  it('hotseat: asks both players, passing the device and clearing the screen between them', async () => {
    const r = await play(
      randomPlayer('hotseat'),
      '--scenario',
      'tutorial-1',
      '--opponent',
      'human',
      '--seed',
      '2',
      '--max-turns',
      '3',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Pass the device to YELLOW, then press Enter/);
    expect(r.out).toMatch(/Pass the device to BLUE, then press Enter/);
    expect(r.out).toMatch(/^-{60}$/m);
    expect(r.out).toMatch(/^blue to decide:$/m);
    expect(r.out).toMatch(/^yellow to decide:$/m);
    expect(r.out).toMatch(RESULT);
  });

  it('lists one piece’s actions when its code is typed, and plays the one picked', async () => {
    let asked = false;
    const script: Script = (_prompt, stdout) => {
      const menu = stdout.slice(-12).join('\n');
      if (!asked && /yNg: \d+ movements?/.test(menu)) {
        asked = true;
        return 'yNg';
      }
      return '1';
    };
    const r = await play(script, '--scenario', 'tutorial-1', '--seed', '11', '--max-turns', '4');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^what yNg can do:$/m);
    expect(r.out).toMatch(/^ {2}moved yNg path /m);
  });

  it('narrows long lists by words, explains unknown input, and shows help', async () => {
    const r = await play(['?', '42', 'zzz', 'yMk,yNg', '1', 'q'], '--scenario', 'tutorial-1', '--seed', '1');
    expect(r.out).toContain('Type the number of an option to play it.');
    expect(r.out).toMatch(/^No option 42; choose 1 to \d+\.$/m);
    expect(r.out).toContain("Nothing matches 'zzz'.");
    expect(r.out).toMatch(/^options matching 'yMk,yNg':$/m);
  });

  it('resigns on q', async () => {
    const r = await play(['q'], '--scenario', 'tutorial-1', '--seed', '1');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Result: blue wins \(yellow resigned\) after 0 turns and \d+ actions\.$/m);
  });

  it('stops with exit code 1 when the input ends mid-game', async () => {
    const r = await play(['1'], '--scenario', 'tutorial-1', '--seed', '1');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Input ended: the game is abandoned.');
  });

  it('writes a game record that replays to the same result', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dt-play-')), 'game.txt');
    const r = await play(
      randomPlayer('record'),
      '--scenario',
      'tutorial-3',
      '--seed',
      '8',
      '--max-turns',
      '3',
      '--record',
      file,
    );
    expect(r.code).toBe(0);
    const record = parseRecord(readFileSync(file, 'utf8'));
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    const s = replay(record.value);
    expect(s.ok && s.value.phase).toBe('over');
    expect(s.ok && s.value.endReason).toBe(/\((.+)\) after/.exec(r.out.match(RESULT)![0])![1]);
  });
});
