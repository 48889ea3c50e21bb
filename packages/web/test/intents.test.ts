// The UI's grouping of legal actions: every legal action is reachable through exactly one
// affordance, and nothing that is not legal is offered.
import { describe, expect, it } from 'vitest';
import { apply, legalActionsFor, newGame, toMove, Rng, type Action, type State } from '@dt/engine';
import { choices, findStarters, starterOptions } from '../src/intents.ts';

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

  it('builds the starting characters dot by dot from the legal choices only (R9)', () => {
    const g = newGame({ scenario: 'standalone' }, 1);
    if (!g.ok) throw new Error();
    const starters = choices(legalActionsFor(g.value, 0)).starters;
    const picked: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const opts = starterOptions(starters, picked);
      expect(opts.length).toBe(8 - i);
      picked.push(opts[0]!);
    }
    expect(findStarters(starters, picked)).toBeDefined();
    expect(starterOptions(starters, picked)).toEqual([null]);
  });
});
