// Sampled worlds (determinize): a seat's view plus any guess of what it hides is a valid
// position (every invariant holds) that shows the seat exactly that view; the true hidden
// things give back the true position as far as the view tells; a guess that does not fit
// the view is refused with a clear message.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  Rng,
  ALL_SCENARIOS,
  Worlds,
  apply,
  checkInvariants,
  determinize,
  hiddenOf,
  Loc,
  parseSquare,
  legalActions,
  makePosition,
  codeOf,
  pieceIn,
  toMove,
  view,
  type Assignment,
  type Hidden,
  type Seat,
  type State,
} from '../src/index.ts';
import { game } from './helpers.ts';

/** A uniformly drawn guess that fits the view. */
function guess(h: Hidden, rng: Rng): Assignment {
  const chars = rng.shuffle(h.characters.slice());
  const objs = rng.shuffle(h.objects.slice());
  const tokens = h.tokens.map((t) =>
    t.may === 'character' ? chars.pop() : t.may === 'object' ? objs.pop() : '',
  );
  const rest = rng.shuffle([...chars.slice(h.removed), ...objs]);
  const a: Assignment = {
    rooms: rng.shuffle(h.rooms.slice()),
    orientations: h.slots.map(() => rng.int(4)),
    tokens: tokens.map((t) => t || rest.pop()!),
  };
  if (h.cards) a.card = rng.pick(h.cards);
  return a;
}

/** The guess that is right: the true rooms and pieces behind the view. */
function truth(s: State, seat: Seat): Assignment {
  const v = view(s, seat);
  const h = hiddenOf(v);
  const unknown = [...h.characters, ...h.objects].map((code) => pieceIn(s.set, code)!);
  const tokens = v.pieces
    .filter((p) => p.id.startsWith('?'))
    .map((t) => {
      const at =
        t.room !== null ? Loc.InRoom - t.room : t.square ? parseSquare(t.square, s.geo)! : Loc.Screen;
      const i = unknown.findIndex((p) => s.loc[p] === at);
      return codeOf(s.set, unknown.splice(i, 1)[0]!);
    });
  const a: Assignment = {
    rooms: h.slots.map((slot) => s.roomDefs[s.layout[slot]!]!.name),
    orientations: h.slots.map((slot) => s.orient[slot]!),
    tokens,
  };
  if (h.cards) a.card = s.combat!.cards[seat ^ 1];
  return a;
}

/** Positions of random games of every scenario, in every phase, with both seats' views. */
function positions(): [State, Seat][] {
  const out: [State, Seat][] = [];
  for (const scenario of ALL_SCENARIOS) {
    for (let g = 0; g < 3; g++) {
      const config =
        scenario === 'standalone' && g === 1
          ? { scenario, maxTurns: 12, handicap: { seat: 'blue' as const, characters: 5, removeCombat: [6] } }
          : { scenario, maxTurns: 12 };
      let s = game(config, `worlds/${scenario}/${g}`);
      const rng = new Rng(`worlds/${scenario}/${g}`);
      for (let k = 0; s.phase !== 'over'; k++) {
        if (k % 7 === 0 || s.phase === 'combat' || s.phase === 'announce' || s.phase === 'place')
          out.push([s, 0], [s, 1]);
        const acts = legalActions(s);
        // The action type first, so that attacks and reveals are not drowned by movements.
        const type = rng.pick([...new Set(acts.map((a) => a.type))]);
        const r = apply(s, rng.pick(acts.filter((a) => a.type === type)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  }
  return out;
}

describe('sampled worlds (determinize)', () => {
  const cases = positions();

  it('are valid positions that show the seat exactly its view, in every phase', () => {
    const phases = new Set(cases.map(([s]) => s.phase));
    expect([...phases].sort()).toEqual(
      ['actions', 'announce', 'card', 'combat', 'handicap', 'place', 'starters', 'tokens'].sort(),
    );
    const rng = new Rng('guesses');
    for (const [s, seat] of cases) {
      const v = view(s, seat);
      const worlds = new Worlds(v);
      for (let i = 0; i < 3; i++) {
        const a = guess(worlds.hidden, rng);
        const w = determinize(v, a);
        if (!w.ok) throw new Error(w.error.message);
        expect(checkInvariants(w.value), makePosition(w.value)).toEqual([]);
        expect(isDeepStrictEqual(view(w.value, seat), v)).toBe(true);
        expect(toMove(w.value)).toEqual(toMove(s));
        // The fast path builds the very same world.
        const fast = worlds.world(a);
        expect(checkInvariants(fast)).toEqual([]);
        expect(makePosition(fast)).toBe(makePosition(w.value));
      }
    }
  });

  it('give the true position back from the true hidden things, as far as the view tells', () => {
    let compared = 0;
    for (const [s, seat] of cases) {
      if (s.phase === 'starters' || s.phase === 'handicap') continue; // choices still behind the screen
      const w = determinize(view(s, seat), truth(s, seat));
      if (!w.ok) throw new Error(w.error.message);
      expect(Array.from(w.value.loc)).toEqual(Array.from(s.loc));
      expect(Array.from(w.value.layout)).toEqual(Array.from(s.layout));
      expect(Array.from(w.value.orient)).toEqual(Array.from(s.orient));
      expect(Array.from(w.value.combatHand)).toEqual(Array.from(s.combatHand));
      expect(w.value.combat).toEqual(s.combat);
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('refuse a guess that does not fit the view, saying why', () => {
    const [s, seat] = cases.find(
      ([x, q]) => x.phase === 'actions' && hiddenOf(view(x, q)).tokens.length > 1,
    )!;
    const v = view(s, seat);
    const h = hiddenOf(v);
    const a = guess(h, new Rng(1));
    const bad = (b: Assignment): string => {
      const r = determinize(v, b);
      expect(r.ok).toBe(false);
      return r.ok ? '' : `${r.error.code} ${r.error.message}`;
    };
    expect(bad({ ...a, rooms: a.rooms.slice(1) })).toMatch(/^BAD_NOTATION one room and one orientation/);
    expect(bad({ ...a, rooms: a.rooms.map(() => a.rooms[0]!) })).toMatch(/each once/);
    expect(bad({ ...a, orientations: a.orientations.map(() => 4) })).toMatch(/orientations are 0 to 3/);
    expect(bad({ ...a, tokens: a.tokens.map(() => a.tokens[0]!) })).toMatch(/given twice/);
    expect(
      bad({ ...a, tokens: a.tokens.map((t, i) => (i === 0 ? (seat === 0 ? 'yMk' : 'bMk') : t)) }),
    ).toMatch(/not an unknown piece of the opponent/);
    expect(() => hiddenOf(view(s, 'spectator'))).toThrow(/for a seat/);
  });
});
