// A generation that keeps only its best movements by a score (best-moves.ts, the bots'
// playouts) lists exactly what filtering the whole list would leave: every move that is not a
// movement, and the k movements with the highest scores (the earlier of equal ones), in the
// order of the whole list; it counts the ones it left out.
import { describe, expect, it } from 'vitest';
import { MoveKind, MoveList, Rng, clone, generateMoves, newGame, play, type State } from '../src/index.ts';

/** Positions of random games of the stand-alone game and of Classic, in the actions phase. */
function positions(): State[] {
  const out: State[] = [];
  const moves = new MoveList();
  for (const scenario of ['standalone', 'classic'] as const) {
    for (let g = 0; g < 3; g++) {
      const r = newGame({ scenario, maxTurns: 40 }, `best/${scenario}/${g}`);
      if (!r.ok) throw new Error(r.error.message);
      const s = clone(r.value);
      const rng = new Rng(`best/${g}`);
      for (let i = 0; s.phase !== 'over'; i++) {
        if (s.phase === 'actions' && i % 3 === 0) out.push(clone(s));
        generateMoves(s, moves, { maxExchanges: 1 });
        play(s, moves, rng.int(moves.length));
      }
    }
  }
  return out;
}

/** A score with many ties: where a movement ends, coarsely, and whether it exchanges. */
const score = (mover: number, to: number, exchanges: number): number =>
  ((to * 7 + mover * 3) % 5) + (exchanges > 0 ? 1.5 : 0);

describe('generating only the best movements', () => {
  it('lists what filtering the whole list leaves, in its order, and counts the rest', () => {
    const all = new MoveList();
    const kept = new MoveList();
    let cut = 0;
    for (const s of positions()) {
      for (const k of [1, 6, 20]) {
        generateMoves(s, all, { maxExchanges: 1 });
        generateMoves(s, kept, { maxExchanges: 1, best: { k, score } });
        const movements: number[] = [];
        for (let i = 0; i < all.length; i++) if (all.kind(i) === MoveKind.Move) movements.push(i);
        const sc = (i: number): number => score(all.piece(i), all.to(i), all.exchanges(i));
        const best = new Set([...movements].sort((a, b) => sc(b) - sc(a) || a - b).slice(0, k));
        const expected = [];
        for (let i = 0; i < all.length; i++)
          if (all.kind(i) !== MoveKind.Move || best.has(i)) expected.push(i);
        expect(kept.length).toBe(expected.length);
        expected.forEach((i, j) => expect(kept.same(j, all, i)).toBe(true));
        expect(kept.total).toBe(all.length);
        cut += all.length - kept.length;
      }
    }
    expect(cut).toBeGreaterThan(1000);
  });
});
