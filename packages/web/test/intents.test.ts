// The UI's grouping of legal actions: every legal action is reachable through exactly one
// affordance, and nothing that is not legal is offered.
import { describe, expect, it } from 'vitest';
import {
  apply,
  dotSquare,
  legalActionsFor,
  newGame,
  squareName,
  toMove,
  Rng,
  SCENARIOS,
  type Action,
  type State,
} from '@dt/engine';
import {
  choices,
  dotOptions,
  dotSquares,
  findStarters,
  putOnDot,
  starterPieces,
  type Dots,
} from '../src/intents.ts';

function positions(scenario: 'tutorial-1' | 'standalone', seed: number, steps: number): State[] {
  const g = newGame({ scenario }, seed);
  if (!g.ok) throw new Error(g.error.message);
  const rng = new Rng(seed);
  const out: State[] = [];
  let s = g.value;
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    out.push(s);
    const legal = legalActionsFor(s, toMove(s)[0]!);
    const r = apply(s, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

function flatten(c: ReturnType<typeof choices>): Action[] {
  const out: Action[] = [
    ...c.cards,
    ...c.combat,
    ...c.announce,
    ...c.starters,
    ...c.handicap,
    ...c.place.values(),
  ];
  if (c.end) out.push(c.end);
  for (const m of c.tokens.values()) out.push(...m.values());
  for (const r of c.rooms.values()) out.push(...(r.reveal ? [r.reveal] : []), ...r.rotate);
  for (const p of c.pieces.values()) {
    for (const l of p.moves.values()) out.push(...l);
    out.push(...p.jumps.values());
    for (const l of p.targets.values()) out.push(...l);
    for (const l of p.dirs.values()) out.push(...l);
    out.push(...p.self);
  }
  return out;
}

describe('choices offered by the interface', () => {
  it('offers every legal action exactly once and nothing else, in every phase of sampled games', () => {
    for (const s of [...positions('standalone', 3, 250), ...positions('tutorial-1', 4, 150)]) {
      for (const seat of toMove(s)) {
        const legal = legalActionsFor(s, seat);
        const offered = flatten(choices(legal));
        expect(offered.length).toBe(legal.length);
        expect(new Set(offered)).toEqual(new Set(legal));
      }
    }
  });

  it('lists the simplest way to reach a square first (no exchanges, then the shortest path)', () => {
    for (const s of positions('standalone', 8, 200)) {
      const c = choices(legalActionsFor(s, toMove(s)[0]!));
      for (const p of c.pieces.values())
        for (const list of p.moves.values())
          for (let i = 1; i < list.length; i++)
            expect(list[i - 1]!.exchanges.length).toBeLessThanOrEqual(list[i]!.exchanges.length);
    }
  });

  it('builds the starting characters dot by dot from the legal choices only, in any order (R9)', () => {
    const g = newGame({ scenario: 'standalone' }, 1);
    if (!g.ok) throw new Error();
    const starters = choices(legalActionsFor(g.value, 0)).starters;
    let dots: Dots = [undefined, undefined, undefined, undefined];
    for (const i of [2, 0, 3]) {
      const opts = dotOptions(starters, dots, i);
      expect(opts).not.toContain(null);
      const next = putOnDot(starters, dots, i, opts[0]!);
      expect(next).not.toBeNull();
      dots = next!;
    }
    // The last dot still has five characters to choose from: nothing is filled for the player.
    expect(dots[1]).toBeUndefined();
    expect(dotOptions(starters, dots, 1)).toHaveLength(5);
    // A character already on a dot moves when put on another.
    const moved = putOnDot(starters, dots, 1, dots[2]!)!;
    expect([moved[1], moved[2]]).toEqual([dots[2], undefined]);
    dots = putOnDot(starters, dots, 1, dotOptions(starters, dots, 1)[0]!)!;
    expect(findStarters(starters, dots)).toBeDefined();
  });

  it('fills the dots that have one answer: in tutorial 1, the two empty dots once both characters are down (rulebook p. 3)', () => {
    const g = newGame({ scenario: 'tutorial-1' }, 1);
    if (!g.ok) throw new Error();
    const starters = choices(legalActionsFor(g.value, 0)).starters;
    expect(starterPieces(starters).sort()).toEqual(['yMk', 'yNg']);
    const one = putOnDot(starters, [], 3, 'yNg')!;
    expect(one.filter((p) => p === undefined)).toHaveLength(3);
    const both = putOnDot(starters, one, 0, 'yMk')!;
    expect(both).toEqual(['yMk', null, null, 'yNg']);
    expect(findStarters(starters, both)).toBeDefined();
    // A team no legal choice allows is refused.
    expect(putOnDot(starters, both, 1, 'bMk')).toBeNull();
  });

  it('puts each starting dot where the engine puts its character, for both seats and every board (R2)', () => {
    for (const scenario of SCENARIOS) {
      const g = newGame({ scenario }, 1);
      if (!g.ok) throw new Error();
      for (const [seat, name] of [
        [0, 'yellow'],
        [1, 'blue'],
      ] as const)
        expect(dotSquares(g.value.geo.height, name)).toEqual(
          [0, 1, 2, 3].map((i) => squareName(dotSquare(g.value, seat, i))),
        );
    }
  });
});
