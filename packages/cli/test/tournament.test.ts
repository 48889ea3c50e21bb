// dt tournament: paired games between two AI levels in worker threads, a progress line per
// game on stderr and the agreed JSON summary as the last stdout line.
import { describe, expect, it } from 'vitest';
import { main } from '../src/main.ts';
import { memoryIo } from '../src/io.ts';
import { eloOf, summarise } from '../src/tournament.ts';

describe('dt tournament', () => {
  it('plays paired games and ends with the JSON summary', async () => {
    const io = memoryIo();
    const code = await main(
      ['tournament', '--players', 'L1,L0', '--games', '3', '--seed', '7', '--max-turns', '4', '--json'],
      io,
    );
    expect(code).toBe(0);
    const r = JSON.parse(io.stdout.at(-1)!) as Record<string, unknown>;
    for (const k of ['players', 'games', 'score', 'winRate', 'draws', 'elo', 'eloCi95'])
      expect(r).toHaveProperty(k);
    expect(r['players']).toEqual(['L1', 'L0']);
    expect(r['games']).toBe(4); // rounded up to two pairs
    expect(r['score'] as number).toBeGreaterThanOrEqual(0);
    expect(r['score'] as number).toBeLessThanOrEqual(4);
    expect(io.stderr.filter((l) => /^tournament: \d+\/4 games/.test(l))).toHaveLength(4);
  });

  it('plays a run in parts: games 2-3 with --from 2 are the last pair of the 4-game run', async () => {
    const run = async (args: string[]): Promise<{ from: number; points: number[] }> => {
      const io = memoryIo();
      const base = ['tournament', '--players', 'L1,L1', '--scenario', 'tutorial-1', '--seed', '9'];
      base.push('--max-turns', '20', '--json');
      expect(await main([...base, ...args], io)).toBe(0);
      return JSON.parse(io.stdout.at(-1)!) as { from: number; points: number[] };
    };
    const whole = await run(['--games', '4']);
    const first = await run(['--games', '2']);
    const second = await run(['--games', '2', '--from', '3']); // rounded down to game 2
    expect(whole.points).toHaveLength(4);
    expect(second.points).not.toEqual(first.points); // so a second part from game 0 would not pass
    expect(second.from).toBe(2);
    expect([...first.points, ...second.points]).toEqual(whole.points);
  });

  it('refuses players that are not levels, or levels the kind has no bots for', async () => {
    const io = memoryIo();
    expect(await main(['tournament', '--players', 'L1,hard', '--json'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/--players needs two levels/);
    const high = memoryIo();
    expect(await main(['tournament', '--players', 'L1,L9', '--json'], high)).toBe(2);
    expect(high.stderr.join('\n')).toMatch(/Prison has bot levels L0-L4/);
  });

  it('turns scores into Elo with a confidence interval', () => {
    expect(eloOf(0.5, 100)).toBeCloseTo(0);
    expect(eloOf(0.75, 100)).toBeCloseTo(190.8, 0);
    const s = summarise([1, 1, 0.5, 0, 1, 1], 6);
    expect(s.score).toBe(4.5);
    expect(s.draws).toBe(1);
    expect(s.eloCi95[0]).toBeLessThan(s.elo);
    expect(s.eloCi95[1]).toBeGreaterThan(s.elo);
  });
});

describe('dt tournament --game cardgame', () => {
  it('plays paired card games between its bot levels, the same JSON summary', async () => {
    const io = memoryIo();
    const argv = ['tournament', '--game', 'cardgame', '--scenario', 'tutorial-1', '--players', 'L1,L0'];
    const code = await main([...argv, '--games', '2', '--seed', '3', '--max-turns', '30', '--json'], io);
    expect(code).toBe(0);
    const r = JSON.parse(io.stdout.at(-1)!) as Record<string, unknown>;
    expect(r['players']).toEqual(['L1', 'L0']);
    expect(r['games']).toBe(2);
    expect((r['points'] as number[]).every((x) => [0, 0.5, 1].includes(x))).toBe(true);
  });

  it('refuses the Prison levels the card game has no bots for', async () => {
    const io = memoryIo();
    expect(await main(['tournament', '--game', 'cardgame', '--players', 'L3,L1'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/The Card Game has bot levels L0-L2/);
  });
});

describe('dt bench --ai', () => {
  it('reports ISMCTS iterations per second and the engine costs it relies on', async () => {
    const io = memoryIo();
    expect(await main(['bench', '--ai', '--quick', '--json'], io)).toBe(0);
    const r = JSON.parse(io.stdout.at(-1)!) as Record<string, number>;
    expect(r['ismctsItersPerSec']).toBeGreaterThan(0);
    expect(r['movesUs']).toBeGreaterThan(0);
    expect(r['searchMovesUs']).toBeGreaterThan(0);
    expect(r['clonePlayUs']).toBeGreaterThan(0);
  });
});
