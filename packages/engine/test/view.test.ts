// What each seat and a spectator may know (R5, R6, R9; R23): views and events contain
// exactly what the physical game shows that viewer, and nothing of the hidden part.
import { describe, expect, it } from 'vitest';
import {
  Loc,
  Rng,
  ALL_SCENARIOS,
  apply,
  legalActions,
  legalActionsFor,
  codeOf,
  toMove,
  view,
  viewEvent,
  type Action,
  type GameEvent,
  type State,
  type Viewer,
} from '../src/index.ts';
import { game, plain, play, playAll, position } from './helpers.ts';

const VIEWERS: Viewer[] = [0, 1, 'spectator'];
const json = (s: State, v: Viewer): string => JSON.stringify(view(s, v));

/**
 * The pieces a viewer may not identify, decided from the rules rather than from view.ts:
 * the opponent's pieces behind the screen, removed in secret, face-down in a room (unless
 * that room is being revealed, R14), or on the starting dots before play begins (R5).
 */
function hiddenFrom(s: State, viewer: Viewer): string[] {
  const out: string[] = [];
  for (let p = 0; p < 28; p++) {
    if (viewer !== 'spectator' && (p < 16 ? p >> 3 : p < 22 ? 0 : 1) === viewer) continue;
    const loc = s.loc[p]!;
    const slot = loc <= Loc.InRoom ? Loc.InRoom - loc : -1; // face-down in room slot
    const beingPlaced = s.phase === 'place' && s.placing!.slot === slot;
    const setup = s.phase === 'handicap' || s.phase === 'starters' || s.phase === 'tokens';
    if (loc === Loc.Screen || loc === Loc.None || (slot >= 0 && !beingPlaced) || (setup && loc >= 0))
      out.push(codeOf(s.set, p));
  }
  return out;
}

const hands = `
DT-Prison position 1
scenario tutorial-4
rooms 37A/0* 37B/0 38A/0* 38B/0 40A/0 40B/0
phase actions active=yellow ap=3 turn=6
cards highest=4 revealed=y3,b0,y6,b2
yellow actions=4,5 played=2,3 combat=0,1,2,2,4,5 jumps=2
blue actions=3,4,5 played=2 combat=0,1,3,3,4,5,6 jumps=3
pieces yTp:c3 bMk:c4 yCl:@1 yRp:@1 bSh:@3 bCl:h16
`;

describe('hands and cards (R6)', () => {
  it("a seat sees its own hand in full and the opponent's only as counts", () => {
    const s = position(hands);
    expect(view(s, 0).hands).toEqual([
      {
        actions: [4, 5],
        actionCount: 2,
        combat: [0, 1, 2, 2, 4, 5],
        combatCount: 6,
        jumps: 2,
        played: [2, 3],
      },
      { actions: null, actionCount: 3, combat: null, combatCount: 7, jumps: 3, played: [2] },
    ]);
    expect(view(s, 1).hands[0]).toMatchObject({ actions: null, combat: null, combatCount: 6 });
    expect(view(s, 1).hands[1]).toMatchObject({ actions: [3, 4, 5], combat: [0, 1, 3, 3, 4, 5, 6] });
  });

  it('the spectator sees no hand, only counts and both played piles', () => {
    const v = view(position(hands), 'spectator');
    for (const h of v.hands) expect([h.actions, h.combat]).toEqual([null, null]);
    expect(v.hands.map((h) => h.played)).toEqual([[2, 3], [2]]);
  });

  it('every Combat card revealed so far is public', () => {
    for (const viewer of VIEWERS)
      expect(view(position(hands), viewer).revealedCards).toEqual([
        { seat: 'yellow', value: 3 },
        { seat: 'blue', value: 0 },
        { seat: 'yellow', value: 6 },
        { seat: 'blue', value: 2 },
      ]);
  });

  it('a chosen Combat card stays secret until both are in (R9)', () => {
    let s = position(hands.replace('yTp:c3', 'yMk:c3'));
    s = play(s, 'attack yMk bMk').state;
    const r = play(s, 'combat yellow 4');
    expect(view(r.state, 0).combat).toMatchObject({ chosen: [true, false], myCard: 4 });
    expect(view(r.state, 1).combat).toMatchObject({ chosen: [true, false], myCard: null });
    expect(json(r.state, 1)).not.toMatch(/"myCard":4/);
    const e = r.events.find((x) => x.type === 'card-chosen')!;
    expect(viewEvent(r.state, e, 0)).toEqual({ type: 'card-chosen', seat: 'yellow', value: 4 });
    expect(viewEvent(r.state, e, 1)).toEqual({ type: 'card-chosen', seat: 'yellow' });
    expect(viewEvent(r.state, e, 'spectator')).toEqual({ type: 'card-chosen', seat: 'yellow' });
    const done = play(r.state, 'combat blue 5').state;
    expect(view(done, 'spectator').revealedCards.slice(-2)).toEqual([
      { seat: 'yellow', value: 4 },
      { seat: 'blue', value: 5 },
    ]);
  });

  it("a Telepath's failed announcement shows the opponent's hand to the Telepath's side only (R6)", () => {
    let s = position(hands);
    s = play(s, 'attack yTp bMk').state;
    expect(s.phase).toBe('announce');
    const r = play(s, 'announce yellow 2'); // blue holds no +2
    const e = r.events.find((x) => x.type === 'hand-shown')!;
    expect(view(r.state, 0).combat!.shown).toEqual([0, 1, 3, 3, 4, 5, 6]);
    expect(view(r.state, 1).combat!.shown).toBeNull();
    expect(view(r.state, 'spectator').combat!.shown).toBeNull();
    expect(viewEvent(r.state, e, 0)).toMatchObject({ cards: [0, 1, 3, 3, 4, 5, 6] });
    expect(viewEvent(r.state, e, 'spectator')).toEqual({ type: 'hand-shown', seat: 'blue' });
  });
});

describe('face-down rooms and tokens (R3, R5)', () => {
  const board = (rooms: string, pieces: string): State =>
    position(`
DT-Prison position 1
scenario tutorial-3
rooms ${rooms}
pieces yNg:c3 bNg:h8 ${pieces}
`);

  it('a face-down room shows no name, pair, orientation, drawing or terrain', () => {
    const a = board('38A/0* 38B/1 40A/0* 40B/2', 'yKy:@1 bKy:@3');
    const b = board('38A/0* 40B/3 40A/0* 38B/0', 'yKy:@1 bKy:@3');
    for (const viewer of VIEWERS) expect(json(a, viewer)).toBe(json(b, viewer));
    const v = view(a, 'spectator');
    expect(v.rooms[1]).toEqual({
      slot: 1,
      revealed: false,
      name: null,
      pair: null,
      clockwise: null,
      orientation: null,
      art: null,
      capacity: 1,
      faceDown: [1, 0],
    });
    expect(v.rooms[0]).toMatchObject({ revealed: true, name: '38A', pair: 38, orientation: 0 });
    const f6 = 10 * 1 + 5; // f1, a square of face-down slot 1
    expect(v.terrain[f6]).toBe(4);
    expect(v.edges.slice(f6 * 4, f6 * 4 + 4)).toEqual([6, 6, 6, 6]);
  });

  it("the opponent's face-down tokens show colour and room, never identity (R5)", () => {
    const s = board('38A/0* 38B/0 40A/0* 40B/0', 'yKy:@1 ySp:@3');
    const t = view(s, 1).pieces.filter((p) => p.seat === 'yellow' && p.state === 'face-down');
    expect(t).toEqual([
      {
        id: '?1',
        seat: 'yellow',
        kind: 'token',
        name: null,
        state: 'face-down',
        square: null,
        room: 1,
        carriedBy: null,
      },
      {
        id: '?2',
        seat: 'yellow',
        kind: 'token',
        name: null,
        state: 'face-down',
        square: null,
        room: 3,
        carriedBy: null,
      },
    ]);
    expect(view(s, 0).pieces.find((p) => p.id === 'yKy')).toMatchObject({ name: 'Key', room: 1 });
  });

  it('anonymous ids do not depend on which token lies where (R5)', () => {
    const a = board('38A/0* 38B/0 40A/0* 40B/0', 'yKy:@1 ySp:@3 bKy:@1 bSp:@3');
    const b = board('38A/0* 38B/0 40A/0* 40B/0', 'ySp:@1 yKy:@3 bKy:@1 bSp:@3');
    expect(json(a, 1)).toBe(json(b, 1));
    expect(json(a, 'spectator')).toBe(json(b, 'spectator'));
    expect(json(a, 0)).not.toBe(json(b, 0)); // yellow knows his own
  });

  it('two set-ups that differ only in which token went where look the same to the opponent', () => {
    const setup = (swap: boolean): { states: State[]; events: GameEvent[][] } => {
      let s = game({ scenario: 'tutorial-3' }, 21);
      const ys = swap ? 'yBn,yNg,yMk,yWz' : 'yWz,yMk,yNg,yBn';
      const actions: string[] = [`starters yellow ${ys}`, 'starters blue bWz,bMk,bNg,bBn'];
      const y = swap ? ['ySp 0', 'yKy 1'] : ['yKy 0', 'ySp 1'];
      const b = ['bKy 2', 'bSp 3'];
      const order = s.setupFirst === 0 ? [y[0], b[0], y[1], b[1]] : [b[0], y[0], b[1], y[1]];
      for (const t of order) actions.push(`token ${t![0] === 'y' ? 'yellow' : 'blue'} ${t}`);
      const states: State[] = [];
      const events: GameEvent[][] = [];
      for (const a of actions.slice(0, -1)) {
        const r = play(s, a);
        s = r.state;
        states.push(s);
        events.push(r.events);
      }
      return { states, events };
    };
    const a = setup(false);
    const b = setup(true);
    a.states.forEach((s, i) => {
      expect(json(s, 1), `step ${i}`).toBe(json(b.states[i]!, 1));
      expect(json(s, 'spectator')).toBe(json(b.states[i]!, 'spectator'));
      const ea = a.events[i]!.map((e) => viewEvent(s, e, 1));
      const eb = b.events[i]!.map((e) => viewEvent(b.states[i]!, e, 1));
      expect(ea).toEqual(eb);
    });
  });

  it("a seat's own pieces are fully known: behind the screen, face-down, on the dots", () => {
    const s = play(game({ scenario: 'tutorial-4' }, 4), 'starters yellow yTp,yWz,yCo,yCl').state;
    const mine = view(s, 0).pieces.filter((p) => p.seat === 'yellow');
    expect(mine).toHaveLength(10);
    expect(mine.every((p) => !p.id.startsWith('?') && p.name !== null && p.kind !== 'token')).toBe(true);
    expect(mine.find((p) => p.id === 'yTp')).toMatchObject({ square: 'b0', name: 'Telepath' });
    expect(mine.find((p) => p.id === 'yMk')).toMatchObject({ state: 'screen', name: 'Mekanork' });
  });

  it('the spectator sees no identity the players do not both see', () => {
    const s = position(hands);
    const v = view(s, 'spectator');
    expect(
      v.pieces.filter((p) => p.room !== null).every((p) => p.name === null && p.id.startsWith('?')),
    ).toBe(true);
    for (const code of ['yCl', 'yRp', 'bSh']) expect(json(s, 'spectator')).not.toContain(code);
  });
});

describe('no view and no event says more than its viewer may know (R6)', () => {
  // Random games, biased towards reveals, combats and abilities and towards ending turns,
  // checked after every action for every viewer.
  const RARE: string[] = ['reveal', 'attack', 'spear', 'shoot', 'fireball', 'scream', 'heal'];
  it.each(ALL_SCENARIOS.map((s) => [s]))('%s', (scenario) => {
    const handicap =
      scenario === 'standalone' ? { seat: 'blue' as const, characters: 6, removeCombat: [6] } : null;
    for (const seed of [1, 2]) {
      let s = game({ scenario, maxTurns: scenario === 'standalone' ? 12 : 20, handicap }, seed);
      const rng = new Rng(`${scenario}${seed}`);
      for (let step = 0; s.phase !== 'over' && step < 400; step++) {
        const acts = legalActions(s);
        const end = acts.find((a) => a.type === 'end');
        const rare = acts.filter((x) => RARE.includes(x.type));
        const a: Action =
          rare.length && rng.int(2) === 0 ? rng.pick(rare) : end && rng.int(6) === 0 ? end : rng.pick(acts);
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        for (const viewer of VIEWERS) {
          const hidden = hiddenFrom(s, viewer);
          const text = json(s, viewer) + JSON.stringify(r.value.events.map((e) => viewEvent(s, e, viewer)));
          for (const code of hidden)
            expect(text, `${scenario} step ${step}: ${code}`).not.toContain(`"${code}"`);
          for (const e of r.value.events)
            if (e.type === 'card-chosen' && viewer !== e.seat)
              expect(viewEvent(s, e, viewer)).not.toHaveProperty('value');
          const v = view(s, viewer);
          for (const seat of [0, 1] as const)
            if (viewer !== seat) expect([v.hands[seat].actions, v.hands[seat].combat]).toEqual([null, null]);
        }
      }
    }
  });
});

describe('legalActionsFor (R6)', () => {
  it('gives a seat only its own decisions, so the opponent’s Combat cards stay hidden during a combat', () => {
    const s = plainCombat();
    expect(toMove(s)).toEqual([0, 1]);
    const yellow = legalActionsFor(s, 0);
    const blue = legalActionsFor(s, 1);
    expect(yellow.length).toBeGreaterThan(0);
    expect(yellow.every((a) => a.type === 'combat' && a.seat === 'yellow')).toBe(true);
    expect(blue.every((a) => a.type === 'combat' && a.seat === 'blue')).toBe(true);
    // Blue holds only +0 and +6: yellow's list must not tell.
    expect(blue.map((a) => (a.type === 'combat' ? a.value : -1))).toEqual([0, 6]);
    expect(JSON.stringify(yellow)).not.toContain('blue');
  });

  it('gives nothing to a seat that has nothing to decide', () => {
    const s = playAll(plainCombat(), ['combat yellow 2']);
    expect(legalActionsFor(s, 0)).toEqual([]);
    expect(legalActionsFor(s, 1).length).toBe(2);
  });
});

function plainCombat(): State {
  return playAll(plain('blue combat=0,6\npieces yCo:c2 bMk:c3'), ['attack yCo bMk']);
}
