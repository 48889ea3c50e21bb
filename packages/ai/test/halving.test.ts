// L4's sequential halving at the root (halving.ts) with a time budget alone: with the time plan it
// spends the budget in whole rounds planned for the iterations the time allows, measured as it
// goes; the fixed plan of 1,500 iterations used a small budget up in its first round. Every clock
// here is a counter of iterations (no wall-clock time): the same runs give the same figures.
import { describe, expect, it } from 'vitest';
import {
  MoveList,
  Rng,
  apply,
  fromAction,
  legalActions,
  legalActionsFor,
  newGame,
  view,
  type Result,
  type State,
} from '@dt/engine';
import { HALVING_PLAN, halving, type Arm } from '../src/halving.ts';
import { LEVEL_SEARCH, ismctsDecision, type SearchBudget } from '../src/ismcts.ts';
import { worldSampler } from '../src/worlds.ts';

interface TestArm extends Arm {
  value: number;
}

/** 60 arms in the evaluation's order; arm 7 is the best, each iteration's reward noisy. */
function bandit(): { arms: TestArm[]; world: (some: readonly TestArm[]) => void; count: () => number } {
  const arms: TestArm[] = Array.from({ length: 60 }, (_, i) => ({ n: 0, sum: 0, value: 0.5 - 0.004 * i }));
  arms[7]!.value = 0.62;
  const rng = new Rng('halving');
  let iterations = 0;
  const world = (some: readonly TestArm[]): void => {
    const luck = (rng.int(1000) / 1000 - 0.5) * 0.3; // common to the arms of one world
    for (const a of some) {
      a.n++;
      a.sum += a.value + luck + (rng.int(1000) / 1000 - 0.5) * 0.1;
      iterations++;
    }
  };
  return { arms, world, count: () => iterations };
}

describe('sequential halving with a time budget alone', () => {
  it('with the time plan spends the budget in whole rounds and finds the best arm', () => {
    const { arms, world, count } = bandit();
    // 0.1 ms an iteration, a 40 ms budget: about 400 iterations.
    const clock = { ms: 40, started: 0, now: () => count() * 0.1 };
    const best = halving(arms, Infinity, clock, true, 2, world);
    expect(best).toBe(arms[7]);
    expect(count()).toBeGreaterThanOrEqual(360);
    // The time is checked before each world: at most one world of the first round beyond it.
    expect(count()).toBeLessThanOrEqual(400 + Math.ceil(2 * Math.sqrt(400)));
    // Every round ran: the arms of the last round were tried many more times than the others.
    expect(arms[7]!.n).toBeGreaterThan(8 * arms[59]!.n);
  });

  it('without it plans for 1,500 iterations and runs out of time in its first rounds', () => {
    const { arms, world, count } = bandit();
    const clock = { ms: 40, started: 0, now: () => count() * 0.1 };
    halving(arms, Infinity, clock, false, 2, world);
    const first = Math.ceil(2 * Math.sqrt(HALVING_PLAN));
    const tried = arms.filter((a) => a.n > 0);
    // All of the 60 arms are in its first round, and none gets more than a few iterations.
    expect(first).toBeGreaterThanOrEqual(60);
    expect(tried).toHaveLength(60);
    expect(Math.max(...arms.map((a) => a.n))).toBeLessThanOrEqual(10);
  });

  it('with an iteration budget plans for it whatever the time plan says', () => {
    const a = bandit();
    const b = bandit();
    const clock = (count: () => number) => ({ ms: Infinity, started: 0, now: () => count() * 0.1 });
    const withPlan = halving(a.arms, 300, clock(a.count), true, 2, a.world);
    const without = halving(b.arms, 300, clock(b.count), false, 2, b.world);
    expect(a.arms.indexOf(withPlan)).toBe(b.arms.indexOf(without));
    expect(a.count()).toBe(b.count());
  });
});

function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("L4's search with a time budget alone and the time plan", () => {
  // The first actions phase of a game, its set-up played by the first legal actions.
  let s: State = ok(newGame({ scenario: 'standalone' }, 'halving'));
  while (s.phase !== 'actions') s = ok(apply(s, legalActions(s)[0]!)).state;

  it('ends within its time, counted by a clock of 0.5 ms an iteration', () => {
    const sampler = worldSampler(view(s, s.active));
    const rng = new Rng('halving/search');
    const w = sampler.sample(rng);
    const moves = new MoveList().clear(true);
    const one = new MoveList();
    for (const a of legalActionsFor(s, s.active)) {
      ok(fromAction(w, a, one));
      moves.copyFrom(one, 0);
    }
    const stats = { iterations: 0, playouts: 0 };
    const budget: SearchBudget = {
      iterations: Infinity,
      ms: 100,
      config: { ...LEVEL_SEARCH[4], timePlan: true },
      stats,
      clock: () => stats.iterations * 0.5,
    };
    const move = ismctsDecision((r) => sampler.sample(r), moves, s.active, rng, budget);
    expect(move).toBeGreaterThanOrEqual(0);
    expect(move).toBeLessThan(moves.length);
    expect(stats.iterations).toBeGreaterThanOrEqual(180);
    expect(stats.iterations).toBeLessThanOrEqual(200 + Math.ceil(2 * Math.sqrt(200)));
  });
});
