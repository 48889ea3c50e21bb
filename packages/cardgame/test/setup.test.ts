// Game set-up (rulebook: Game setup, Character placement, Object placement and Reveal the
// characters of Tutorial 1; Tutorials 2 and 3; Scenarios: the three selection modes;
// Handicap play and its table; CN4, CN28).
import { describe, expect, it } from 'vitest';
import {
  HANDICAP_TABLE,
  SCENARIO_DEFS,
  legalActions,
  legalActionsFor,
  makeAction,
  makePosition,
  newGame,
  view,
  type Action,
  type State,
} from '../src/index.ts';
import { eventsOf, game, legal, legalOf, play, playAll, rejects } from './helpers.ts';

/** Plays the first legal action of each deciding seat until the phase changes. */
function through(s: State, phase: State['phase']): State {
  let st = s;
  while (st.phase === phase) st = play(st, legalActions(st)[0]!).state;
  return st;
}

describe('configuration (CN4)', () => {
  it('refuses unknown scenarios and options, selection modes in tutorials, bad timers and handicaps', () => {
    const bad = (c: unknown): string | undefined => {
      const r = newGame(c as never, 1);
      return r.ok ? undefined : r.error.code;
    };
    expect(bad({ scenario: 'tutorial-9' })).toBe('BAD_CONFIG');
    expect(bad({ scenario: 'standard', colour: 'red' })).toBe('BAD_CONFIG');
    expect(bad({ scenario: 'tutorial-2', selection: 'draft' })).toBe('BAD_CONFIG');
    expect(bad({ scenario: 'standard', selection: 'auction' })).toBe('BAD_CONFIG');
    expect(bad({ scenario: 'standard', timerSeconds: 0 })).toBe('BAD_CONFIG');
    expect(
      bad({ scenario: 'standard', handicap: { seat: 'yellow', stronger: 'good', weaker: 'experienced' } }),
    ).toBe('BAD_CONFIG');
    expect(
      bad({ scenario: 'tutorial-3', handicap: { seat: 'yellow', stronger: 'good', weaker: 'beginner' } }),
    ).toBe('BAD_CONFIG');
    expect(bad(null)).toBe('BAD_CONFIG');
    expect(bad({ scenario: 'standard' })).toBeUndefined();
  });

  it('is fully determined by the configuration and the seed', () => {
    const a = game({ scenario: 'standard' }, 'same');
    const b = game({ scenario: 'standard' }, 'same');
    expect(makePosition(a)).toBe(makePosition(b));
    expect(makePosition(game({ scenario: 'standard' }, 'other'))).not.toBe(makePosition(a));
  });

  it("lays out the scenario's room pairs face-down, the twin of every room with it", () => {
    for (const [name, def] of Object.entries(SCENARIO_DEFS)) {
      const s = game({ scenario: name as never }, name);
      expect(s.layout).toHaveLength(def.pairs * 2);
      for (const r of s.layout) expect(s.layout).toContain(r ^ 1);
      expect(view(s, 0).rooms.every((r) => !r.revealed && r.name === null)).toBe(true);
    }
    // Tutorial 1 uses the blue and green pairs (rulebook, Game setup).
    expect([...game({ scenario: 'tutorial-1' }).layout].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('tutorial set-up (rulebook: Tutorials 1-3)', () => {
  it("gives each player the tutorial's characters and objects, Jump cards, and Combat cards from tutorial 2 on (CN2)", () => {
    const t1 = view(game({ scenario: 'tutorial-1' }), 0);
    expect(t1.teams[0]).toEqual(['yMk', 'yNg', 'yKy', 'yRp']);
    expect(t1.hands[0]).toMatchObject({ combat: [], jumps: 3 });
    const t2 = view(game({ scenario: 'tutorial-2' }), 1);
    expect(t2.teams[1]).toEqual(['bBs', 'bCo', 'bNg', 'bWa', 'bKy', 'bRp']);
    expect(t2.hands[1].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5, 6]);
    expect(view(game({ scenario: 'tutorial-3' }), 0).teams[0]).toEqual([
      'yCl',
      'yCb',
      'yMk',
      'yNg',
      'yWa',
      'yWz',
      'yBw',
      'yKy',
      'ySh',
      'yRp',
    ]);
  });

  it("puts 2 characters face-down on each starting zone, each below a room of the player's choice (CN28)", () => {
    const s = game({ scenario: 'tutorial-2' });
    expect(s.phase).toBe('starters');
    expect(legalOf(s, 0)).toHaveLength(6 * 4);
    expect(legalOf(s, 0)).toContain('starters yellow yNg@w,yWa@w');
    rejects(s, 'starters yellow yNg@w');
    rejects(s, 'starters yellow yNg@w,bWa@e');
  });

  it('then deals the other cards face-down next to rooms, alternately from a random first player, to capacity (CN4)', () => {
    let s = playAll(game({ scenario: 'tutorial-2' }, 3), [
      'starters yellow yNg@w,yWa@e',
      'starters blue bNg@e,bCo@e',
    ]).state;
    expect(s.phase).toBe('deal');
    const first = view(s, 0).dealTurn;
    expect(first).toBe(s.firsts.deal === 0 ? 'yellow' : 'blue');
    s = play(s, legalActions(s)[0]!).state;
    expect(view(s, 0).dealTurn).not.toBe(first);
    s = through(s, 'deal');
    const rooms = view(s, 'spectator').rooms;
    // Tutorial 2: 1 card next to each room of the end rows, 2 next to the middle row's.
    expect(rooms.map((r) => r.faceDown[0] + r.faceDown[1])).toEqual([1, 1, 2, 2, 1, 1]);
    expect(s.phase).toBe('facing');
  });

  it('reveals the starters together with the zone each faces, then a random first player gets 2 AP', () => {
    let s = through(through(game({ scenario: 'tutorial-1' }, 5), 'starters'), 'deal');
    s = play(s, 'facing yellow yMk:t,yNg:g').state;
    const hidden = view(s, 1).pieces.filter((p) => p.seat === 'yellow' && p.kind === 'character');
    expect(hidden.map((p) => [p.id.startsWith('?'), p.name, p.place!.length])).toEqual([
      [true, null, 2],
      [true, null, 2],
    ]);
    const r = play(s, 'facing blue bMk:s,bNg:c');
    expect(eventsOf(r.events, 'starters-revealed')).toHaveLength(1);
    expect(r.state.phase).toBe('actions');
    expect(r.state.turn).toBe(1);
    expect(r.state.wheel[r.state.firsts.play]).toBe(2);
  });
});

describe('selection modes (rulebook: Scenarios, Mutual choice, Full frontal, Draft)', () => {
  it('mutual choice: the first player picks a character, the opponent takes the same; they alternate', () => {
    const s = game({ scenario: 'standard', selection: 'mutual' }, 1);
    const first = s.firsts.select;
    expect(
      legalActions(s).every((a) => a.type === 'select' && a.seat === (first === 0 ? 'yellow' : 'blue')),
    ).toBe(true);
    const seat = first === 0 ? 'yellow' : 'blue';
    const r = play(s, `select ${seat} Co`).state;
    expect(view(r, 0).teams).toEqual([['yCo'], ['bCo']]);
    expect(view(r, 0).picking!.chooser).toBe(first === 0 ? 'blue' : 'yellow');
  });

  it('mutual choice: after the characters, the other player starts the objects; Keys, Ropes and Treasures come twice (CN3)', () => {
    let s = game({ scenario: 'standard', selection: 'mutual' }, 2);
    for (let i = 0; i < 8; i++)
      s = play(
        s,
        legalActions(s).find((a) => a.type === 'select')!,
      ).state;
    expect(view(s, 0).picking).toMatchObject({
      part: 'objects',
      chooser: s.firsts.select === 0 ? 'blue' : 'yellow',
    });
    const seat = view(s, 0).picking!.chooser!;
    s = playAll(s, [`select ${seat} Ky`, `select ${seat === 'yellow' ? 'blue' : 'yellow'} Ky`]).state;
    expect(view(s, 0).teams[0]!.filter((c) => c.startsWith('yKy'))).toEqual(['yKy', 'yKy2']);
  });

  it("draft: a character picked leaves the opponent's choice", () => {
    const s = game({ scenario: 'standard', selection: 'draft' }, 1);
    const seat = s.firsts.select === 0 ? 'yellow' : 'blue';
    const other = seat === 'yellow' ? 'blue' : 'yellow';
    const r = play(s, `select ${seat} Co`).state;
    expect(legalOf(r, s.firsts.select === 0 ? 1 : 0)).not.toContain(`select ${other} Co`);
    expect(view(r, 0).teams[s.firsts.select]).toEqual([`${seat[0]}Co`]);
  });

  it('full frontal: both choose in secret, in any order; the opponent sees only how many cards are chosen', () => {
    const s = game({ scenario: 'standard', selection: 'frontal' }, 1);
    expect(view(s, 0).toMove).toEqual(['yellow', 'blue']);
    const r = play(s, 'select yellow Co');
    expect(view(r.state, 1).teams[0]).toBeNull();
    expect(view(r.state, 1).picking!.picked[0]).toEqual([1, 0]);
    expect(JSON.stringify(view(r.state, 1))).not.toContain('yCo');
    expect(r.events[0]!.card).toBe('?');
    expect(legalActionsFor(r.state, 1).length).toBe(25);
  });

  it('returns the unchosen cards to the box', () => {
    const s = through(game({ scenario: 'standard', selection: 'frontal' }, 4), 'select');
    expect(s.phase).toBe('starters');
    expect(view(s, 0).pieces.filter((p) => p.seat === 'yellow')).toHaveLength(14);
  });
});

describe('handicap (rulebook: Handicap play, Handicap Table; CN4)', () => {
  const config = {
    scenario: 'standard' as const,
    handicap: { seat: 'yellow' as const, stronger: 'experienced' as const, weaker: 'beginner' as const },
  };

  it('follows the table: an experienced player against a beginner removes 3 characters and "Combat +6"', () => {
    expect(HANDICAP_TABLE.find((r) => r.stronger === 'experienced' && r.weaker === 'beginner')).toMatchObject(
      {
        characters: 3,
        combat: [6],
      },
    );
    const s = game(config, 1);
    expect(view(s, 0).hands[0].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5]);
    expect(view(s, 1).hands[1].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5, 6]);
  });

  it('the handicapped player removes the characters after selection, in secret', () => {
    const s = through(game(config, 1), 'select');
    expect(s.phase).toBe('handicap');
    const a = legalOf(s, 0)[0]!;
    const r = play(s, a);
    const removed = a.split(' ')[2]!.split(',');
    const blue = JSON.stringify({ ...view(r.state, 1), teams: null });
    for (const code of removed) expect(blue).not.toContain(code);
    expect(eventsOf(r.events, 'handicap')[0]).toMatchObject({
      seat: 'yellow',
      count: 3,
      removed: ['?', '?', '?'],
    });
    expect(r.state.phase).toBe('starters');
  });

  it('still places 2 starters; some rooms stay below capacity', () => {
    const s = through(through(through(through(game(config, 2), 'select'), 'handicap'), 'starters'), 'deal');
    expect(s.phase).toBe('facing');
    const down = view(s, 'spectator').rooms.reduce((n, r) => n + r.faceDown[0] + r.faceDown[1], 0);
    expect(down).toBe(2 * 12 - 3);
  });
});

describe('secret set-up choices (CN12)', () => {
  it("keeps a seat's starters out of the opponent's view until both are placed, then shows only their sides", () => {
    const s = game({ scenario: 'tutorial-2' }, 1);
    const r = play(s, 'starters yellow yNg@w,yWa@e');
    expect(view(r.state, 1).pieces.filter((p) => p.place !== null && p.seat === 'yellow')).toEqual([]);
    const both = play(r.state, 'starters blue bNg@e,bCo@e').state;
    const seen = view(both, 1).pieces.filter((p) => p.seat === 'yellow' && p.place);
    expect(seen.map((p) => [p.id.startsWith('?'), p.place, p.state])).toEqual([
      [true, 'Ye', 'face-down'],
      [true, 'Yw', 'face-down'],
    ]);
  });

  it('tells the dealing seat which card it dealt, and the opponent only the room', () => {
    let s = through(game({ scenario: 'tutorial-2' }, 1), 'starters');
    const a = legalActions(s)[0] as Extract<Action, { type: 'deal' }>;
    const r = play(s, a);
    const e = eventsOf(r.events, 'dealt')[0]!;
    expect(e.room).toBe(a.room);
    expect(e.piece).toBeUndefined();
    expect(e.hidden![a.seat]).toEqual({ piece: a.piece });
    s = r.state;
    expect(makeAction(a)).toMatch(/^deal /);
    expect(legal(s).length).toBeGreaterThan(0);
  });
});
