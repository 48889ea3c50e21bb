// A bot sees only its seat's view (issue 5, R6), and that is enough: from the view alone it
// samples worlds (worlds.ts, through the engine's determinize), and in every phase (the
// handicap, the starting characters, token placement, the placements after a reveal, the
// Action card, the actions, a Telepath's announcement, a pending Combat card) the legal
// actions of every sampled world are exactly the host's legalActionsFor the seat. So what a
// bot can do never depends on what it cannot see, and `decide(view, legal)` has nothing else
// to go on. Separately, the engine's view hides what it must: reshuffling the true hidden state
// (written here independently of the sampler) changes neither the view nor the legal actions.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  Loc,
  Rng,
  apply,
  checkInvariants,
  clone,
  inRoomSlot,
  legalActions,
  legalActionsFor,
  makeAction,
  newGame,
  seatOf,
  toMove,
  view,
  type GameConfig,
  type Seat,
  type State,
} from '@dt/engine';
import { worldSampler } from '../src/worlds.ts';

/** Positions of seeded games in every phase, with each seat that must decide there. */
function positions(): [State, Seat][] {
  // Seeds whose games reach a Telepath's announcement (a one-on-one close combat, p. 16).
  const games: [GameConfig, string][] = [
    [{ scenario: 'standalone', maxTurns: 12 }, 'honesty/standalone/24'],
    [
      { scenario: 'standalone', maxTurns: 12, handicap: { seat: 'blue', characters: 6, removeCombat: [6] } },
      'h',
    ],
    [{ scenario: 'tutorial-2', maxTurns: 12 }, 'honesty/tutorial-2'],
    [{ scenario: 'tutorial-3', maxTurns: 12 }, 'honesty/tutorial-3'],
    [{ scenario: 'tutorial-4', maxTurns: 12 }, 'honesty/tutorial-4/14'],
    [{ scenario: 'classic', maxTurns: 12 }, 'honesty/classic'],
  ];
  const out: [State, Seat][] = [];
  for (const [config, seed] of games) {
    const first = newGame(config, seed);
    if (!first.ok) throw new Error(first.error.message);
    let s = first.value;
    const rng = new Rng(seed);
    for (let k = 0; s.phase !== 'over'; k++) {
      if (s.phase !== 'actions' || k % 9 === 0) for (const seat of toMove(s)) out.push([s, seat]);
      const acts = legalActions(s);
      // The action type first, so that attacks and reveals are not drowned by movements.
      const type = rng.pick([...new Set(acts.map((a) => a.type))]);
      const r = apply(s, rng.pick(acts.filter((a) => a.type === type)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return out;
}

/** The true state with the opponent's face-down tokens and the face-down rooms shuffled. */
function reshuffle(s: State, seat: Seat, rng: Rng): State {
  const t = clone(s);
  const tokens: number[] = [];
  for (let p = 0; p < 28; p++) {
    // Tokens of a room being revealed lie face up beside it (R14): only those still face-down.
    if (seatOf(p) !== seat && inRoomSlot(t.loc[p]!) >= 0 && !t.placing?.queue.includes(p)) tokens.push(p);
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

describe('bots are honest about hidden information', () => {
  const cases = positions();

  it('every phase is covered, for every seat that decides there', () => {
    const phases = new Set(cases.map(([s]) => s.phase));
    for (const phase of ['handicap', 'starters', 'tokens', 'card', 'actions', 'place', 'announce', 'combat'])
      expect(phases, phase).toContain(phase);
    expect(
      cases.some(([s, seat]) => s.phase === 'combat' && toMove(s).length === 1 && seat === toMove(s)[0]),
    ).toBe(true);
  });

  it("a world sampled from the view alone has exactly the host's legal actions for the seat", () => {
    for (const [s, seat] of cases) {
      const v = view(s, seat);
      const host = legalActionsFor(s, seat).map(makeAction);
      const sampler = worldSampler(v);
      const rng = new Rng(`${s.turn}/${s.phase}/${seat}`);
      for (let i = 0; i < 3; i++) {
        const w = sampler.sample(rng);
        expect(checkInvariants(w)).toEqual([]);
        expect(isDeepStrictEqual(view(w, seat), v)).toBe(true);
        expect(legalActionsFor(w, seat).map(makeAction), `${s.phase}, turn ${s.turn}`).toEqual(host);
      }
    }
  });

  it('reshuffling what the seat cannot see changes neither its view nor its legal actions', () => {
    let shuffled = 0;
    for (const [s, seat] of cases) {
      const rng = new Rng(5);
      const t = reshuffle(s, seat, rng);
      if (t.layout.some((r, slot) => r !== s.layout[slot]) || t.loc.some((l, p) => l !== s.loc[p]))
        shuffled++;
      expect(isDeepStrictEqual(view(t, seat), view(s, seat))).toBe(true);
      expect(legalActionsFor(t, seat).map(makeAction)).toEqual(legalActionsFor(s, seat).map(makeAction));
    }
    expect(shuffled).toBeGreaterThan(20);
    expect(cases.some(([s]) => s.loc.some((l) => l === Loc.Screen))).toBe(true);
  });
});
