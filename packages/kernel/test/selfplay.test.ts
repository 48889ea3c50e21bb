// Self-play and its random policy on a toy game (a race to 10, adding 1 or 2 a turn or ending
// it): games end, are the same for the same seeds, count what goes wrong, and the policy keeps
// the end of a turn rare but possible.
import { describe, expect, it } from 'vitest';
import {
  createRng,
  err,
  ok,
  playRandomGame,
  randomAction,
  summarise,
  type Result,
  type SelfplayGame,
} from '../src/index.ts';

type Act = { type: 'add'; n: number } | { type: 'end' };
interface Toy {
  score: [number, number];
  active: 0 | 1;
  turn: number;
}
const over = (s: Toy): boolean => s.score[0] >= 10 || s.score[1] >= 10 || s.turn > 30;

const toy = (broken = false): SelfplayGame<{ limit: number }, Toy, Act> => ({
  rng: 'xoshiro128',
  newGame: (): Result<Toy> => ok({ score: [0, 0], active: 0, turn: 1 }),
  legalActions: () => [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'end' }],
  apply: (s, a): Result<{ state: Toy }> => {
    if (broken && a.type === 'add' && a.n === 2) return err('ILLEGAL_ACTION', 'no 2');
    const t: Toy = { score: [s.score[0], s.score[1]], active: s.active, turn: s.turn };
    if (a.type === 'add') t.score[s.active] += a.n;
    else [t.active, t.turn] = [(1 - s.active) as 0 | 1, s.turn + 1];
    return ok({ state: t });
  },
  makeAction: (a) => (a.type === 'add' ? `add ${a.n}` : 'end'),
  checkInvariants: (s) => (s.score[0] + s.score[1] > 10 ? ['the score overflows'] : []),
  checkViewSecrecy: () => [],
  outcome: (s) => ({
    over: over(s),
    winner: !over(s) ? null : s.score[0] === s.score[1] ? -1 : s.score[0] > s.score[1] ? 0 : 1,
    endReason: s.turn > 30 ? 'turn limit' : 'reached 10',
    turn: s.turn,
  }),
});

describe('self-play', () => {
  it('plays seeded games to their end, the same for the same seeds', () => {
    const a = [0, 1, 2].map((i) => playRandomGame(toy(), { limit: 10 }, 'run', i, 'all'));
    const b = [0, 1, 2].map((i) => playRandomGame(toy(), { limit: 10 }, 'run', i, 'all'));
    expect(a).toEqual(b);
    expect(a.map((o) => o.seed)).toEqual(['run/0', 'run/1', 'run/2']);
    const sum = summarise(a);
    expect(sum.games).toBe(3);
    expect(sum.wins.yellow + sum.wins.blue + sum.draws).toBe(3);
  });

  it('counts invariant violations and stops at a refused action, saying where', () => {
    const outcomes = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      playRandomGame(toy(), { limit: 10 }, 'v', i, 'state'),
    );
    expect(summarise(outcomes).invariantViolations).toBeGreaterThan(0);
    expect(outcomes.find((o) => o.violations)!.problem).toMatch(
      /game \d \(seed "v\/\d"\), action \d+ .*overflows/,
    );
    const refused = playRandomGame(toy(true), { limit: 10 }, 'r', 0, 'none');
    expect(refused.error).toBe(true);
    expect(refused.problem).toMatch(/\(add 2\): ILLEGAL_ACTION no 2/);
    expect(summarise([refused]).errors).toBe(1);
  });

  it('chooses the kind of action first and ends a turn once in endOdds draws where it may', () => {
    const rng = createRng('sfc32', 3);
    const legal: Act[] = [{ type: 'add', n: 1 }, { type: 'add', n: 2 }, { type: 'end' }];
    let ends = 0;
    for (let i = 0; i < 4000; i++) if (randomAction(legal, rng).type === 'end') ends++;
    // 1 in 4 keeps 'end' among 2 kinds: 1/8 of the draws.
    expect(ends).toBeGreaterThan(350);
    expect(ends).toBeLessThan(650);
    expect(randomAction([{ type: 'end' }], rng).type).toBe('end');
  });
});
