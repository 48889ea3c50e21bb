// The movement searches keep their context (the state, the mover, the nodes reached) in an
// object their caller owns, not in module variables (issue 37, item 6): two searches on
// different positions, one suspended between its steps while the other runs, or one run
// inside the other (a bot's evaluation asking the engine while a generation is under way),
// give each what it gives alone. With the context in the module the second search would
// reset the first's nodes, mover and start square under it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MoveKind,
  MoveList,
  fromAction,
  generateMoves,
  parsePosition,
  toAction,
  type BestMovements,
  type State,
} from '../src/index.ts';
import { neighbour } from '../src/core/board.ts';
import { canAct } from '../src/core/pieces.ts';
import { Outcomes } from '../src/rules/movement-keys.ts';
import { MoveSearch } from '../src/rules/movement.ts';
import { parseTable } from './perft/table.ts';

/** The actions-phase positions of the perft table (Prison and Classic). */
function tablePositions(): State[] {
  const entries = parseTable(readFileSync(new URL('./perft/positions.txt', import.meta.url), 'utf8'));
  const out: State[] = [];
  for (const e of entries) {
    const s = parsePosition(e.position);
    if (!s.ok) throw new Error(s.error.message);
    if (s.value.phase === 'actions') out.push(s.value);
  }
  return out;
}

/** A position's movements as generation lists them, with witness paths. */
function movementsOf(s: State): MoveList {
  const all = generateMoves(s, new MoveList(), { withPaths: true });
  const out = new MoveList().clear(true);
  for (let i = 0; i < all.length; i++) if (all.kind(i) === MoveKind.Move) out.copyFrom(all, i);
  return out;
}

/** The movement with the longest witness (path and exchanges) of a position. */
function longest(moves: MoveList): number {
  let best = 0;
  const size = (i: number): number => moves.witness![i]!.path.length + moves.witness![i]!.ex.length;
  for (let i = 1; i < moves.length; i++) if (size(i) > size(best)) best = i;
  return best;
}

/**
 * Replays movement i of `moves` on `search` one transition at a time (the search suspended
 * after each), then writes what it reaches to `out`; returns whether the movement may end there.
 */
function* replay(
  search: MoveSearch,
  s: State,
  moves: MoveList,
  i: number,
  out: MoveList,
): Generator<void, boolean> {
  const { path, ex } = moves.witness![i]!;
  let n = search.begin(s, moves.piece(i));
  yield;
  let k = 0;
  for (let at = 0; at < path.length; at++) {
    if (at > 0) {
      let d = 0;
      while (neighbour(path[at - 1]!, d, s.geo) !== path[at]) d++;
      n = search.step(n, d);
      if (n < 0) return false;
      yield;
    }
    for (; k < ex.length && ex[k] === at; k += 3) {
      n = search.exchange(n, ex[k + 1]!, ex[k + 2]!);
      if (n < 0) return false;
      yield;
    }
  }
  // outcome() and record() together: record writes the falls outcome() found.
  if (!search.outcome(n)) return false;
  search.record(out, n, true);
  return true;
}

/** Expects `out`'s only record to be movement i of `moves`, with its witness. */
function expectRecorded(out: MoveList, moves: MoveList, i: number): void {
  expect(out.length).toBe(1);
  expect(out.same(0, moves, i)).toBe(true);
  expect(out.witness![0]).toEqual(moves.witness![i]);
}

/** Every movement of the side to act by the general search, with paths. */
function generalMovements(search: MoveSearch, s: State): MoveList {
  const out = new MoveList().clear(true);
  const outcomes = new Outcomes();
  outcomes.clear();
  for (let c = s.active * 8; c < s.active * 8 + 8; c++)
    if (canAct(s, c)) search.generate(s, c, out, outcomes, Infinity, true);
  return out;
}

function expectSameList(a: MoveList, b: MoveList): void {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) {
    expect(a.same(i, b, i)).toBe(true);
    expect(a.witness![i]).toEqual(b.witness![i]);
  }
}

describe('movement searches with their own context (MoveSearch)', () => {
  const states = tablePositions().filter((s) => movementsOf(s).length > 0);

  it('two replays suspended step by step on different positions each record their own movement', () => {
    expect(states.length).toBeGreaterThan(20);
    let transitions = 0;
    for (let p = 0; p + 1 < states.length; p++) {
      const [sa, sb] = [states[p]!, states[p + 1]!];
      const [ma, mb] = [movementsOf(sa), movementsOf(sb)];
      const [ia, ib] = [longest(ma), longest(mb)];
      const [outA, outB] = [new MoveList().clear(true), new MoveList().clear(true)];
      const a = replay(new MoveSearch(), sa, ma, ia, outA);
      const b = replay(new MoveSearch(), sb, mb, ib, outB);
      // One transition of each in turn, until both are done.
      let ra: IteratorResult<void, boolean> = a.next();
      let rb: IteratorResult<void, boolean> = b.next();
      while (!ra.done || !rb.done) {
        if (!ra.done) ra = a.next();
        if (!rb.done) rb = b.next();
        transitions++;
      }
      expect([ra.value, rb.value]).toEqual([true, true]);
      expectRecorded(outA, ma, ia);
      expectRecorded(outB, mb, ib);
    }
    expect(transitions).toBeGreaterThan(100);
  });

  it('a whole search run while a replay is suspended leaves both as they are alone', () => {
    for (let p = 0; p + 1 < states.length; p += 3) {
      const [sa, sb] = [states[p]!, states[p + 1]!];
      const ma = movementsOf(sa);
      const ia = longest(ma);
      const outA = new MoveList().clear(true);
      const a = replay(new MoveSearch(), sa, ma, ia, outA);
      // Half-way along A's path, every movement of B's side by another search.
      const half = Math.ceil(ma.witness![ia]!.path.length / 2);
      for (let k = 0; k < half; k++) a.next();
      const nested = generalMovements(new MoveSearch(), sb);
      let r = a.next();
      while (!r.done) r = a.next();
      expect(r.value).toBe(true);
      expectRecorded(outA, ma, ia);
      expectSameList(nested, generalMovements(new MoveSearch(), sb));
    }
  });

  it('a generation whose movement scores ask the engine about another position lists what it lists alone', () => {
    const [sa, sb] = [states[0]!, states[states.length - 1]!];
    const mb = movementsOf(sb);
    const moveB = toAction(sb, mb, longest(mb));
    const alone = generateMoves(sb, new MoveList(), { withPaths: true });
    const score = (mover: number, to: number, exchanges: number): number => to * 3 + exchanges + mover;
    const plain: BestMovements = { k: 5, score };
    // A bot's evaluation inside the generation: it validates a movement (the general search)
    // and lists every move (the fast search) of another position, each into its own list.
    const checked = new MoveList();
    const listed = new MoveList();
    let asked = 0;
    const nesting: BestMovements = {
      k: 5,
      score: (mover, to, exchanges) => {
        asked++;
        expect(fromAction(sb, moveB, checked.clear()).ok).toBe(true);
        generateMoves(sb, listed, { withPaths: true });
        expectSameList(listed, alone);
        return score(mover, to, exchanges);
      },
    };
    const outer = generateMoves(sa, new MoveList(), { withPaths: true, best: nesting });
    expect(asked).toBeGreaterThan(5);
    expectSameList(outer, generateMoves(sa, new MoveList(), { withPaths: true, best: plain }));
    expect(checked.length).toBe(1);
    expect(checked.same(0, mb, longest(mb))).toBe(true);
  });
});
