// The search's reusable memory changes how the bots compute, not what they find: the card game
// after an attack, resolved once per winner with the hands written per cell, is the matrix of
// playing every pair of Combat cards on a copy (R9); a remembered regret-matching solution is
// the one solving again gives; a scratch copy is the world it copies; a world's key names it.
import { describe, expect, it } from 'vitest';
import {
  MoveList,
  Rng,
  SEATS,
  apply,
  clone,
  copyInto,
  fromAction,
  generateMoves,
  legalActions,
  makePosition,
  newGame,
  parseAction,
  play,
  type Result,
  type Seat,
  type State,
} from '@dt/engine';
import { payoffMatrix, solve } from '../src/cards.ts';
import { evaluate } from '../src/evaluate.ts';
import { Scratch } from '../src/scratch.ts';
import { SolveCache } from '../src/solve-cache.ts';
import { stateKey } from '../src/statekey.ts';
import { standalone } from './positions.ts';

function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The matrix the plain way: every pair of cards played on its own copy of the world. */
function playedMatrix(w: State, seat: Seat, mine: number[], theirs: number[]): number[][] {
  const list = new MoveList();
  return mine.map((a) =>
    theirs.map((b) => {
      const t = clone(w);
      t.combat = { ...w.combat!, cards: [-1, -1] };
      for (const [who, v] of [
        [seat, a],
        [(seat ^ 1) as Seat, b],
      ] as const) {
        ok(fromAction(t, { type: 'combat', seat: SEATS[who], value: v }, list));
        play(t, list, 0);
      }
      return evaluate(t, seat);
    }),
  );
}

/** Pending combats: a plain one, a group with the Backstabber's stab, a spear attack. */
const combats: [string, string][] = [
  ['yMk:c5 bCo:c6', 'attack yMk bCo'],
  ['yBs:c5 yNg:b6 bMk:c6', 'attack yBs bMk'],
  ['yCo:c5>ySp bMk:c7 bWz:h18', 'spear yCo bMk'],
];

describe('the search’s memory', () => {
  it('finds the payoff matrix of the card game that playing every pair of cards finds, to the bit (R9)', () => {
    for (const [pieces, attack] of combats) {
      const s = standalone([], 'P/0* P/0* P/0* P/0* P/0* P/0* P/0* P/0*', pieces, '-', 'phase actions');
      const w = ok(apply(s, ok(parseAction(attack)))).state;
      expect(w.phase).toBe('combat');
      for (const seat of [0, 1] as const) {
        const hand = [0, 1, 2, 3, 4, 5, 6].filter((v) => w.combatHand[seat * 7 + v]! > 0);
        const m = payoffMatrix([w], seat, hand, new Scratch());
        expect(m.value).toEqual(playedMatrix(w, seat, m.mine, m.theirs));
      }
    }
  });

  it('gives back the solution solving the same matrix again gives', () => {
    const cache = new SolveCache();
    const m = {
      mine: [0, 2, 5],
      theirs: [1, 3],
      value: [
        [1.5, -2],
        [0.25, 3],
        [-1, 0.5],
      ],
    };
    const first = solve(m, 150, cache);
    const again = solve({ ...m, value: m.value.map((row) => [...row]) }, 150, cache);
    expect(again).toEqual(solve(m, 150));
    expect(first).toEqual(again);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    solve(
      {
        ...m,
        value: [
          [1.5, -2],
          [0.25, 3],
          [-1, 0.5000001],
        ],
      },
      150,
      cache,
    );
    expect(cache.misses).toBe(2);
  });

  it('plays moves on a scratch copy that is the world it copies, and leaves the world alone', () => {
    let s = ok(newGame({ scenario: 'standalone' }, 'scratch'));
    const rng = new Rng('scratch');
    for (let i = 0; i < 120 && s.phase !== 'over'; i++) s = ok(apply(s, rng.pick(legalActions(s)))).state;
    const scratch = new Scratch();
    const moves = new MoveList();
    generateMoves(s, moves);
    const before = makePosition(s);
    for (let i = 0; i < moves.length; i++) {
      const t = scratch.take(s);
      expect(makePosition(t)).toBe(before);
      play(t, moves, i);
      const u = clone(s);
      play(u, moves, i);
      expect(makePosition(t)).toBe(makePosition(u));
      scratch.give();
    }
    expect(makePosition(s)).toBe(before);
    const target = clone(s);
    copyInto(target, ok(newGame({ scenario: 'standalone' }, 'other')));
    copyInto(target, s);
    expect(makePosition(target)).toBe(before);
  });

  it('names equal worlds alike and worlds that differ in anything play reads differently', () => {
    const s = ok(newGame({ scenario: 'standalone' }, 'keys'));
    const h = new Int32Array(2);
    const key = stateKey(s, h);
    expect(stateKey(clone(s), h)).toBe(key);
    const seen = new Set<number>([key]);
    const moves = new MoveList();
    let w = clone(s);
    const rng = new Rng('keys');
    for (let i = 0; i < 200 && w.phase !== 'over'; i++) {
      generateMoves(w, moves);
      const next = clone(w);
      play(next, moves, rng.int(moves.length));
      const k = stateKey(next, h);
      if (makePosition(next) !== makePosition(w)) expect(seen.has(k)).toBe(false);
      seen.add(k);
      w = next;
    }
    expect(seen.size).toBeGreaterThan(150);
  });
});
