// Every level's first turn does something (issue 38, item 10): in a new game the starting
// miniatures stand on their start squares beside face-down rooms, and ending the turn at once
// gives away a whole turn. L1 used to do exactly that when the second world it samples was the
// worse one (a reveal was judged by two worlds' raw values, every other move by one world's).
// Each level plays both seats of a Prison stand-alone game and a Classic game up to the end of
// both seats' first turns; the searching levels with a fixed iteration budget.
import { decide, type Level } from '@dt/ai';
import { playMatch, type Decider } from '@dt/ai/match';
import type { Action, Seat } from '@dt/engine';
import { describe, expect, it } from 'vitest';

/** Stops the game once both seats have played the first action of their first actions turn. */
class Seen extends Error {}

/** The first action each seat plays in the actions phase, for a game between two `level`s. */
function firstActions(scenario: 'standalone' | 'classic', seed: string, level: Level): (Action | null)[] {
  const first: (Action | null)[] = [null, null];
  const decider: Decider = (view, legal, seat: Seat, n) => {
    const a = decide(view, legal, { level, seed: n, iterations: 150 });
    if (view.phase === 'actions' && first[seat] === null) {
      first[seat] = a;
      if (first[0] && first[1]) throw new Seen();
    }
    return a;
  };
  try {
    playMatch({ scenario, maxTurns: 4 }, seed, [decider, decider]);
  } catch (e) {
    if (!(e instanceof Seen)) throw e;
  }
  return first;
}

describe("each level's first turn", () => {
  // Seed first/a: the stand-alone game in which L1 ended its first turn at once, as yellow, and
  // L0 as blue (one time in 15 before L0 was kept from ending a turn before its first action).
  for (const level of [0, 1, 2, 3, 4] as const)
    for (const scenario of ['standalone', 'classic'] as const)
      it(`L${level} does something before ending its first turn in ${scenario}, either seat`, () => {
        // The searching levels cost seconds a game: one seed.
        for (const seed of level >= 3 ? ['first/a'] : ['first/a', 'first/b']) {
          const [yellow, blue] = firstActions(scenario, seed, level);
          expect(yellow?.type, `yellow, ${seed}`).not.toBe('end');
          expect(blue?.type, `blue, ${seed}`).not.toBe('end');
        }
      });
});
