// The movement search of move generation (movement-overlay.ts) against the general search that
// validation replays paths with (movement.ts), with no exchange, at most one, and every
// exchange variant: the same movements, in the same order, with the same witness paths, for
// every miniature of positions met in random games of every Prison scenario and of the Classic
// set, and of the perft table. generateMoves and legalActions use the fast one, so the perft
// table checks it too.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MoveList,
  Rng,
  clone,
  generateMoves,
  newGame,
  parsePosition,
  play,
  type GameConfig,
  type State,
} from '../src/index.ts';
import { Outcomes } from '../src/rules/movement-keys.ts';
import { canAct } from '../src/core/pieces.ts';
import { MoveSearch } from '../src/rules/movement.ts';
import { OverlaySearch } from '../src/rules/movement-overlay.ts';
import { parseTable } from './perft/table.ts';

/** Every movement of the side to act, listed by one search or the other, with paths. */
function movements(s: State, maxExchanges: number, fast: boolean, search: OverlaySearch): MoveList {
  const general = new MoveSearch();
  const out = new MoveList().clear(true, maxExchanges);
  const outcomes = new Outcomes();
  outcomes.clear();
  if (fast) search.prepare(s);
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) {
    if (!canAct(s, c)) continue;
    if (fast) search.run(s, c, out, outcomes, maxExchanges, true);
    else general.generate(s, c, out, outcomes, maxExchanges, true);
  }
  return out;
}

/** Positions in the actions phase met when random moves are played from seeded games. */
function positions(config: GameConfig, games: number, every: number): State[] {
  const out: State[] = [];
  const moves = new MoveList();
  for (let g = 0; g < games; g++) {
    const r = newGame({ ...config, maxTurns: 60 }, `overlay/${config.scenario}/${g}`);
    if (!r.ok) throw new Error(r.error.message);
    const s = clone(r.value);
    const rng = new Rng(`overlay/${g}`);
    for (let i = 0; s.phase !== 'over'; i++) {
      if (s.phase === 'actions' && i % every === 0) out.push(clone(s));
      generateMoves(s, moves, { maxExchanges: 1 });
      play(s, moves, rng.int(moves.length));
    }
  }
  return out;
}

/**
 * Checks one position, with every exchange variant too when `all`; returns how many movements
 * with an exchange were compared.
 */
function expectSame(s: State, search: OverlaySearch, all = true): number {
  let n = 0;
  for (const maxExchanges of all ? [0, 1, Infinity] : [0, 1]) {
    const general = movements(s, maxExchanges, false, search);
    const fast = movements(s, maxExchanges, true, search);
    expect(fast.length).toBe(general.length);
    for (let i = 0; i < general.length; i++) {
      expect(fast.same(i, general, i)).toBe(true);
      expect(fast.witness![i]).toEqual(general.witness![i]);
      if (general.exchanges(i) > 0) n++;
    }
  }
  return n;
}

describe('the movement search of move generation (movement-overlay.ts)', () => {
  const scenarios: GameConfig[] = [
    { scenario: 'tutorial-1' },
    { scenario: 'tutorial-2' },
    { scenario: 'tutorial-3' },
    { scenario: 'tutorial-4' },
    { scenario: 'standalone' },
    { scenario: 'classic' },
  ];
  for (const config of scenarios) {
    it(`lists what the general search lists, in its order, in random games of ${config.scenario}`, () => {
      const search = new OverlaySearch();
      let exchanging = 0;
      const states = positions(config, 10, 2);
      // Every exchange variant (the general search is slow there) on every fourth position.
      states.forEach((s, i) => (exchanging += expectSame(s, search, i % 4 === 0)));
      expect(states.length).toBeGreaterThan(300);
      expect(exchanging).toBeGreaterThan(300);
    });
  }

  it('lists what the general search lists on every position of the perft table', () => {
    const entries = parseTable(readFileSync(new URL('./perft/positions.txt', import.meta.url), 'utf8'));
    const search = new OverlaySearch();
    for (const e of entries) {
      const s = parsePosition(e.position);
      if (!s.ok) throw new Error(s.error.message);
      if (s.value.phase === 'actions') expectSame(s.value, search);
    }
  });
});
