// The BotPool decides off the main thread exactly as `decide` does in-process (same seed,
// same decision), plays whole matches, and refuses work once closed.
import { afterAll, describe, expect, it } from 'vitest';
import { legalActionsFor, makeAction, newGame, view } from '@dt/engine';
import { decide } from '../src/index.ts';
import { BotPool } from '../src/pool.ts';
import { runMatch, type MatchJob } from '../src/players.ts';

describe('BotPool', () => {
  const pool = new BotPool(1);
  afterAll(() => pool.close());

  it('gives the in-process decision for the same view, legal actions and seed', async () => {
    const g = newGame({ scenario: 'standalone' }, 3);
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value;
    const legal = legalActionsFor(s, 0);
    const opts = { level: 1 as const, seed: 5 };
    const a = await pool.decide(view(s, 0), legal, opts);
    expect(makeAction(a)).toBe(makeAction(decide(view(s, 0), legal, opts)));
    expect(legal.map(makeAction)).toContain(makeAction(a));
  });

  it('plays a seeded match like the in-process runner, several jobs queued at once', async () => {
    const job: MatchJob = {
      config: { scenario: 'standalone', maxTurns: 6 },
      seed: 't/1',
      players: [{ level: 0 }, { level: 1 }],
      botSeed: 9,
    };
    const [r1, r2] = await Promise.all([pool.match(job), pool.match({ ...job, botSeed: 10 })]);
    expect(r1).toEqual(runMatch(job));
    expect(r2.turns).toBe(6);
  });

  it('rejects jobs after close', async () => {
    const other = new BotPool(1);
    await other.close();
    await expect(
      other.match({
        config: { scenario: 'standalone' },
        seed: 'x',
        players: [{ level: 0 }, { level: 0 }],
        botSeed: 1,
      }),
    ).rejects.toThrow('closed');
  });
});
