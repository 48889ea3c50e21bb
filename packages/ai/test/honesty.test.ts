// A bot sees only its seat's view (issue 5, R6): reshuffling the true hidden state in any way
// the view allows (which room lies face-down where and how it is turned, which opponent piece
// each face-down token is) never changes a seeded bot's decision, at any level. The reshuffle
// here is written independently of the bot's own sampler, on the true state.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  Rng,
  apply,
  checkInvariants,
  clone,
  legalActionsFor,
  makeAction,
  newGame,
  toMove,
  view,
  type Seat,
  type State,
} from '@dt/engine';
import { decide, type Level } from '../src/index.ts';
import { worldSampler } from '../src/worlds.ts';

const IN_ROOM = -10;

/** The true state with the opponent's face-down tokens and the face-down rooms shuffled. */
function reshuffle(s: State, seat: Seat, rng: Rng): State {
  const t = clone(s);
  const opp = seat ^ 1;
  const tokens: number[] = [];
  for (let p = 0; p < 28; p++) {
    const owner = p < 16 ? p >> 3 : p < 22 ? 0 : 1;
    if (owner === opp && t.loc[p]! <= IN_ROOM) tokens.push(p);
  }
  const locs = rng.shuffle(tokens.map((p) => t.loc[p]!));
  tokens.forEach((p, i) => (t.loc[p] = locs[i]!));
  const slots = [...t.layout.keys()].filter((slot) => !t.revealed[slot]);
  const rooms = rng.shuffle(slots.map((slot) => t.layout[slot]!));
  const layout = t.layout.slice();
  slots.forEach((slot, i) => {
    layout[slot] = rooms[i]!;
    t.orient[slot] = rng.int(4);
  });
  t.layout = layout;
  return t;
}

/** Mid-game positions reached by random play, with the seat to decide. */
function positions(): [State, Seat][] {
  const out: [State, Seat][] = [];
  for (const seed of [11, 12]) {
    const g = newGame({ scenario: 'standalone' }, seed);
    if (!g.ok) throw new Error(g.error.message);
    let s = g.value;
    const rng = new Rng(seed);
    for (let k = 0; k < 260 && s.phase !== 'over'; k++) {
      const seat = toMove(s)[0]!;
      const legal = legalActionsFor(s, seat);
      if (k % 65 === 64 && (s.phase === 'actions' || s.phase === 'card')) out.push([s, seat]);
      const types = [...new Set(legal.map((a) => a.type))].filter((x) => x !== 'end' || legal.length === 1);
      const type = rng.pick(types.length ? types : ['end']);
      const r = apply(s, rng.pick(legal.filter((a) => a.type === type)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return out;
}

describe('bots are honest about hidden information', () => {
  const cases = positions();

  it('the reshuffled states show the seat the same view and the same legal actions', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const [s, seat] of cases) {
      const rng = new Rng(5);
      for (let i = 0; i < 3; i++) {
        const t = reshuffle(s, seat, rng);
        expect(isDeepStrictEqual(view(t, seat), view(s, seat))).toBe(true);
        expect(legalActionsFor(t, seat).map(makeAction)).toEqual(legalActionsFor(s, seat).map(makeAction));
      }
    }
  });

  it('the sampler builds valid worlds that show exactly the seat view', () => {
    for (const [s, seat] of cases) {
      const v = view(s, seat);
      const sampler = worldSampler(v);
      const rng = new Rng(9);
      for (let i = 0; i < 5; i++) {
        const w = sampler.sample(rng);
        expect(checkInvariants(w)).toEqual([]);
        expect(isDeepStrictEqual(view(w, seat), v)).toBe(true);
      }
    }
  });

  for (const level of [0, 1, 2, 3, 4] as Level[]) {
    it(`L${level} decides the same whatever the hidden state is`, () => {
      for (const [s, seat] of cases.slice(0, 3)) {
        const opts = { level, seed: 42, iterations: 40 };
        const base = makeAction(decide(view(s, seat), legalActionsFor(s, seat), opts));
        const rng = new Rng(level);
        for (let i = 0; i < 2; i++) {
          const t = reshuffle(s, seat, rng);
          expect(makeAction(decide(view(t, seat), legalActionsFor(t, seat), opts))).toBe(base);
        }
      }
    });
  }
});
