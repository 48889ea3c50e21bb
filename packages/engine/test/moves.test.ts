// The compact move core against the contract: in positions of random games of every
// scenario, the moves generateMoves lists are the legal actions (in the same order, with or
// without the searches' exchange limit), playing a move on a copy gives the state apply gives
// for its Action, an Action read back (fromAction) is the same move, and isLegal accepts the
// listed moves and refuses moves of another position that are not legal here.
import { describe, expect, it } from 'vitest';
import {
  MoveList,
  Rng,
  SCENARIOS,
  apply,
  checkInvariants,
  clone,
  fromAction,
  generateMoves,
  isLegal,
  legalActions,
  makeAction,
  makePosition,
  play,
  toAction,
  type State,
} from '../src/index.ts';
import { game } from './helpers.ts';

/** Positions of seeded games of every scenario, picking an action type first for variety. */
function positions(): State[] {
  const out: State[] = [];
  for (const scenario of SCENARIOS) {
    for (let g = 0; g < 2; g++) {
      let s = game({ scenario, maxTurns: 14 }, `moves/${scenario}/${g}`);
      const rng = new Rng(`moves/${scenario}/${g}`);
      for (let k = 0; s.phase !== 'over'; k++) {
        if (k % 5 === 0 || s.phase !== 'actions') out.push(s);
        const acts = legalActions(s);
        const type = rng.pick([...new Set(acts.map((a) => a.type))]);
        const r = apply(s, rng.pick(acts.filter((a) => a.type === type)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  }
  return out;
}

describe('the compact move core', () => {
  const cases = positions();
  const moves = new MoveList();
  const back = new MoveList();

  it('lists the legal actions, in their order, with and without the exchange limit', () => {
    for (const s of cases) {
      for (const maxExchanges of [undefined, 0, 1]) {
        generateMoves(s, moves, { maxExchanges });
        const listed = Array.from({ length: moves.length }, (_, i) => makeAction(toAction(s, moves, i)));
        expect(listed).toEqual(legalActions(s, { maxExchanges }).map(makeAction));
      }
    }
  });

  it('plays a move as apply plays its Action, and reads each Action back as the same move', () => {
    let played = 0;
    for (const s of cases) {
      generateMoves(s, moves);
      for (let i = 0; i < moves.length; i += 3) {
        const a = toAction(s, moves, i);
        const applied = apply(s, a);
        if (!applied.ok) throw new Error(applied.error.message);
        const t = clone(s);
        play(t, moves, i);
        expect(makePosition(t)).toBe(makePosition(applied.value.state));
        expect(fromAction(s, a, back).ok).toBe(true);
        expect(back.same(0, moves, i)).toBe(true);
        played++;
      }
    }
    expect(played).toBeGreaterThan(1000);
  });

  it('finds the listed moves legal, refuses those of the position before that are not, and what it accepts plays soundly', () => {
    let refused = 0;
    for (let k = 1; k < cases.length; k += 3) {
      const s = cases[k]!;
      generateMoves(s, moves);
      for (let i = 0; i < moves.length; i += 11) expect(isLegal(s, moves, i)).toBe(true);
      generateMoves(cases[k - 1]!, back);
      const here = new Set(legalActions(s).map(makeAction));
      for (let i = 0; i < back.length; i += 9) {
        const a = makeAction(toAction(cases[k - 1]!, back, i));
        if (!here.has(a) && !isLegal(s, back, i)) refused++;
        if (isLegal(s, back, i)) {
          // A move isLegal accepts is safe to play here.
          const t = clone(s);
          play(t, back, i);
          expect(checkInvariants(t)).toEqual([]);
        }
      }
    }
    expect(refused).toBeGreaterThan(30);
  });
});
