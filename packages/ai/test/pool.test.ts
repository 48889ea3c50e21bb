// The BotPool decides off the main thread exactly as `decide` does in-process (same seed,
// same decision), plays whole matches, takes the games' jobs in turn, is sized to the cores
// by default, and refuses work once closed.
import { availableParallelism } from 'node:os';
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

  it("takes each game's jobs in turn: one game's queued searches do not hold back another's decision", async () => {
    const job = (botSeed: number): MatchJob => ({
      config: { scenario: 'standalone', maxTurns: 4 },
      seed: 't/2',
      players: [{ level: 1 }, { level: 1 }],
      botSeed,
    });
    const done: string[] = [];
    const busy = [1, 2, 3, 4, 5].map((i) =>
      pool.match(job(i), 'busy game').then(() => done.push(`busy ${i}`)),
    );
    const g = newGame({ scenario: 'standalone' }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const quick = pool
      .decide(view(g.value, 0), legalActionsFor(g.value, 0), { level: 0, seed: 1 }, 'other game')
      .then(() => done.push('other'));
    await Promise.all([...busy, quick]);
    // First-come first-served would answer the other game last; in turn, right after the running job and one more.
    expect(done.indexOf('other')).toBeLessThanOrEqual(2);
  });

  it('has one worker per core by default', async () => {
    const sized = new BotPool();
    expect(sized.size).toBe(availableParallelism());
    await sized.close();
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
