// The BotPool decides off the main thread exactly as the kind's bot does in-process (same
// request, same decision) for every game kind, plays whole matches, takes the games' jobs in turn, is sized to the cores
// by default, and refuses work once closed.
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_KINDS, GAMES, type GameKind, type KindModule } from '@dt/games';
import { decideRequest } from '../src/bots.ts';
import { BotPool } from '../src/pool.ts';
import { runMatch, type MatchJob } from '../src/players.ts';

describe('BotPool', () => {
  const pool = new BotPool(1);
  afterAll(() => pool.close());

  /** The pool's decision and the in-process one for the first decision of a kind's game. */
  async function both<K extends GameKind>(kind: K): Promise<[string, string, string[]]> {
    const m: KindModule<K> = GAMES[kind];
    const config = m.parseConfig({});
    if (!config.ok) throw new Error(config.error.message);
    const g = m.newGame(config.value, 3);
    if (!g.ok) throw new Error(g.error.message);
    const seat = m.toMove(g.value)[0]!;
    const legal = m.legalActionsFor(g.value, seat);
    const req = { kind, view: m.view(g.value, seat), legal, level: 1, seed: 5 };
    const a = await pool.decide(req);
    return [m.makeAction(a), m.makeAction(decideRequest(req)), legal.map((x) => m.makeAction(x))];
  }

  it.each(GAME_KINDS)('gives the in-process decision for the same %s request', async (kind) => {
    const [pooled, inProcess, legal] = await both(kind);
    expect(pooled).toBe(inProcess);
    expect(legal).toContain(pooled);
  });

  it('plays a seeded match like the in-process runner, several jobs queued at once', async () => {
    const job: MatchJob = {
      kind: 'prison',
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
      kind: 'prison',
      config: { scenario: 'standalone', maxTurns: 4 },
      seed: 't/2',
      players: [{ level: 1 }, { level: 1 }],
      botSeed,
    });
    const done: string[] = [];
    const busy = [1, 2, 3, 4, 5].map((i) =>
      pool.match(job(i), 'busy game').then(() => done.push(`busy ${i}`)),
    );
    const m = GAMES.prison;
    const g = m.newGame({ scenario: 'standalone' }, 4);
    if (!g.ok) throw new Error(g.error.message);
    const req = { kind: 'prison' as const, view: m.view(g.value, 0), legal: m.legalActionsFor(g.value, 0) };
    const quick = pool.decide({ ...req, level: 0, seed: 1 }, 'other game').then(() => done.push('other'));
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
        kind: 'prison',
        config: { scenario: 'standalone' },
        seed: 'x',
        players: [{ level: 0 }, { level: 0 }],
        botSeed: 1,
      }),
    ).rejects.toThrow('closed');
  });
});
