// Set-up: room draw, pieces per scenario, secret starting characters, alternate token
// placement within room capacities, handicap (rulebook pp. 3-4, 10, 13, 15, 17-18; R2,
// R3, R5, R9, R23, R24; GAME-DATA.md).
import { describe, expect, it } from 'vitest';
import {
  DOTS,
  Loc,
  Rng,
  SCENARIOS,
  dotSquare,
  legalActions,
  makePosition,
  newGame,
  pieceCode,
  squareName,
  toMove,
  view,
  viewEvent,
  type GameConfig,
  type State,
} from '../src/index.ts';
import { game, legal, legalFor, play, playAll, rejects } from './helpers.ts';

const SEAT = ['yellow', 'blue'] as const;

/** Both seats commit their first legal starting choice, in the order they are asked. */
function commitStarters(s: State): State {
  while (s.phase === 'handicap' || s.phase === 'starters') s = play(s, legalActions(s)[0]!).state;
  return s;
}

/** Places every set-up token (random legal choices), returning the states met and the events. */
function placeTokens(s: State, seed = 1): { states: State[]; final: State; events: string[] } {
  const rng = new Rng(seed);
  const states = [s];
  const events: string[] = [];
  while (s.phase === 'tokens') {
    const r = play(s, rng.pick(legalActions(s)));
    s = r.state;
    events.push(...r.events.map((e) => e.type));
    states.push(s);
  }
  return { states, final: s, events };
}

/** The piece codes a seat has behind its screen. */
const screen = (s: State, seat: 0 | 1): string[] => {
  const out: string[] = [];
  for (let p = 0; p < 28; p++)
    if (s.loc[p] === Loc.Screen && pieceCode(p)[0] === 'yb'[seat]) out.push(pieceCode(p));
  return out;
};

const roomNames = (s: State): string[] => s.layout.map((ri) => s.roomDefs[ri]!.name);

describe('newGame draws the labyrinth from its seed (R3, R24)', () => {
  it('the same configuration, seed and actions give the same game (R24)', () => {
    for (const scenario of SCENARIOS) {
      for (const seed of [1, 'abc']) {
        let a = game({ scenario }, seed);
        let b = game({ scenario }, seed);
        expect(makePosition(a)).toBe(makePosition(b));
        const rng = new Rng(seed);
        for (let i = 0; i < 40 && a.phase !== 'over'; i++) {
          const act = rng.pick(legalActions(a));
          a = play(a, act).state;
          b = play(b, act).state;
        }
        expect(makePosition(a)).toBe(makePosition(b));
      }
    }
  });

  it('different seeds give different room placements and orientations (R3)', () => {
    const layouts = new Set<string>();
    const orients = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = game({ scenario: 'standalone' }, seed);
      layouts.add(roomNames(s).join(' '));
      orients.add(Array.from(s.orient).join(''));
    }
    expect(layouts.size).toBeGreaterThan(6);
    expect(orients.size).toBeGreaterThan(6);
  });

  it.each([
    // scenario, pairs, rooms along the length, total rows with both starting lines
    ['tutorial-1', [39, 40], 2, 12], // p. 3 Figure 1: 2x2
    ['tutorial-2', [37, 38], 2, 12], // p. 10
    ['tutorial-3', [38, 40], 2, 12], // p. 13
    ['tutorial-4', [37, 38, 40], 3, 17], // p. 15 Figure 10: 2x3
    ['standalone', [37, 38, 39, 40], 4, 22], // p. 17 Figure 12: 2x4
  ] as const)(
    '%s uses room pairs %j on a board 2 rooms wide and %i long',
    (scenario, pairs, rows, height) => {
      const s = game({ scenario }, 5);
      const expected = pairs.flatMap((p) => [`${p}A`, `${p}B`]).sort();
      expect([...roomNames(s)].sort()).toEqual(expected);
      expect(s.geo.roomRows).toBe(rows);
      expect(s.geo.height).toBe(height);
      expect(Array.from(s.revealed).every((r) => r === 0)).toBe(true);
      expect(s.phase).toBe('starters');
    },
  );

  it.each([
    // scenario, yellow pieces, blue pieces, Combat cards, Jump cards (GAME-DATA.md scenario table)
    ['tutorial-1', 'yMk yNg yKy yRp', 'bMk bNg bKy bRp', 0, 1],
    ['tutorial-2', 'yCo yMk ySp yRp', 'bCl bNg bBs bSp bRp', 9, 3],
    ['tutorial-3', 'yMk yNg yWz yBn yKy ySp', 'bMk bNg bWz bBn bKy bSp', 9, 3],
    [
      'tutorial-4',
      'yMk yCl yBs yCo yWz yTp yRp yBw ySh yFw',
      'bMk bCl bBs bCo bWz bTp bRp bBw bSh bFw',
      9,
      3,
    ],
    [
      'standalone',
      'yMk yNg yCl yBs yCo yWz yBn yTp yKy yRp ySp yBw ySh yFw',
      'bMk bNg bCl bBs bCo bWz bBn bTp bKy bRp bSp bBw bSh bFw',
      9,
      3,
    ],
  ] as const)('%s gives each seat its pieces and cards', (scenario, yellow, blue, combat, jumps) => {
    const s = game({ scenario }, 2);
    expect(screen(s, 0).sort()).toEqual(yellow.split(' ').sort());
    expect(screen(s, 1).sort()).toEqual(blue.split(' ').sort());
    for (const seat of [0, 1] as const) {
      const hand = view(s, seat).hands[seat];
      expect(hand.actions).toEqual([2, 3, 4, 5]);
      expect(hand.combat).toEqual(combat ? [0, 1, 2, 2, 3, 3, 4, 5, 6] : []);
      expect(hand.jumps).toBe(jumps);
    }
  });

  it('accepts the optional VP targets 6 and 7 in the stand-alone game (rulebook p. 18)', () => {
    expect(game({ scenario: 'standalone' }).config.vpTarget).toBe(5);
    for (const vpTarget of [6, 7])
      expect(game({ scenario: 'standalone', vpTarget }).config.vpTarget).toBe(vpTarget);
  });

  it('rejects bad configurations with BAD_CONFIG', () => {
    const bad: unknown[] = [
      { scenario: 'chess' },
      { scenario: 'standalone', vpTarget: 8 },
      { scenario: 'standalone', vpTarget: 4 },
      { scenario: 'tutorial-4', vpTarget: 6 },
      { scenario: 'tutorial-3', handicap: { seat: 'yellow', characters: 6, removeCombat: [] } },
      { scenario: 'standalone', handicap: { seat: 'green', characters: 6, removeCombat: [] } },
      { scenario: 'standalone', handicap: { seat: 'yellow', characters: 3, removeCombat: [] } },
      { scenario: 'standalone', handicap: { seat: 'yellow', characters: 9, removeCombat: [] } },
      { scenario: 'standalone', handicap: { seat: 'yellow', characters: 6, removeCombat: [7] } },
      { scenario: 'standalone', handicap: { seat: 'yellow', characters: 6, removeCombat: [6, 6] } },
      { scenario: 'standalone', timerSeconds: 0 },
      { scenario: 'standalone', maxTurns: 0 },
      { scenario: 'standalone', maxTurns: 2.5 },
    ];
    // A handicap without its list of Combat cards removes none (configurations arrive as JSON).
    const h = newGame(
      { scenario: 'standalone', handicap: { seat: 'yellow', characters: 6 } } as GameConfig,
      1,
    );
    expect(h.ok && h.value.config.handicap).toEqual({ seat: 'yellow', characters: 6, removeCombat: [] });
    for (const config of bad) {
      const r = newGame(config as GameConfig, 1);
      expect(r.ok, JSON.stringify(config)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_CONFIG');
    }
  });
});

describe('starting characters (rulebook pp. 3, 10, 13, 15, 17; R2, R5, R9)', () => {
  it("yellow's dots are b0, d0, g0, i0 and blue's i11, g11, d11, b11, from each owner's left (R2)", () => {
    const s = game({ scenario: 'tutorial-3' });
    expect(DOTS).toEqual([1, 3, 6, 8]);
    expect([0, 1, 2, 3].map((d) => squareName(dotSquare(s, 0, d)))).toEqual(['b0', 'd0', 'g0', 'i0']);
    expect([0, 1, 2, 3].map((d) => squareName(dotSquare(s, 1, d)))).toEqual(['i11', 'g11', 'd11', 'b11']);
    const t = playAll(s, ['starters yellow yWz,yMk,yNg,yBn', 'starters blue bWz,bMk,bNg,bBn']);
    const where = (p: number): string => squareName(t.loc[p]!);
    expect([5, 0, 1, 6].map(where)).toEqual(['b0', 'd0', 'g0', 'i0']); // yWz yMk yNg yBn
    expect([13, 8, 9, 14].map(where)).toEqual(['i11', 'g11', 'd11', 'b11']); // bWz bMk bNg bBn
  });

  it('tutorial 1: each player puts his two characters on any two of his four dots (p. 3)', () => {
    const s = game({ scenario: 'tutorial-1' });
    expect(legalFor(s, 'starters').filter((a) => a.includes('yellow'))).toHaveLength(12); // 6 pairs of dots x 2 orders
    const t = play(s, 'starters yellow -,yNg,-,yMk').state;
    expect(squareName(t.loc[1]!)).toBe('d0');
    expect(squareName(t.loc[0]!)).toBe('i0');
    rejects(s, 'starters yellow yNg,yMk,yMk,-');
    rejects(s, 'starters yellow yNg,-,-,-');
    rejects(s, 'starters yellow bNg,yMk,-,-');
    rejects(s, 'starters yellow yNg,yKy,-,-');
  });

  it.each([
    ['tutorial-3', 24], // 4 characters on 4 dots (p. 13)
    ['tutorial-4', 360], // 4 of 6 (p. 15)
    ['standalone', 1680], // 4 of 8 (p. 17)
  ] as const)('%s: four characters go on the four dots (%i ways)', (scenario, ways) => {
    const s = game({ scenario });
    expect(legalFor(s, 'starters').filter((a) => a.includes('yellow'))).toHaveLength(ways);
    rejects(s, scenario === 'tutorial-3' ? 'starters yellow yWz,yMk,yNg,-' : 'starters yellow yWz,yMk,yCo,-');
  });

  it('both seats choose in either order, and a seat commits only once (R9)', () => {
    const s = game({ scenario: 'tutorial-3' });
    expect(toMove(s)).toEqual([0, 1]);
    const t = play(s, 'starters blue bWz,bMk,bNg,bBn').state;
    expect(toMove(t)).toEqual([0]);
    rejects(t, 'starters blue bMk,bWz,bNg,bBn', 'NOT_YOUR_TURN');
    expect(legal(t).every((a) => a.startsWith('starters yellow'))).toBe(true);
    expect(play(t, 'starters yellow yWz,yMk,yNg,yBn').state.phase).toBe('tokens');
  });

  it('tutorial 2: blue places his three characters first, then yellow his two (p. 10, N19)', () => {
    const s = game({ scenario: 'tutorial-2' });
    expect(toMove(s)).toEqual([1]);
    rejects(s, 'starters yellow yCo,yMk,-,-', 'NOT_YOUR_TURN');
    expect(legal(s).every((a) => a.startsWith('starters blue'))).toBe(true);
    expect(legal(s)).toHaveLength(24); // 4 sets of 3 dots x 6 orders
    const t = play(s, 'starters blue bCl,-,bNg,bBs').state;
    expect(toMove(t)).toEqual([0]);
    // N19: yellow sees which dots are taken, not by whom.
    const seen = view(t, 0).pieces.filter((p) => p.seat === 'blue' && p.square !== null);
    expect(seen.map((p) => p.square).sort()).toEqual(['b11', 'd11', 'i11']);
    expect(seen.every((p) => p.name === null && p.kind === 'token' && p.id.startsWith('?'))).toBe(true);
    expect(play(t, 'starters yellow -,yCo,yMk,-').state.phase).toBe('tokens');
  });

  it('a simultaneous choice stays hidden from the other seat until both are in (R9, N27)', () => {
    const s = play(game({ scenario: 'tutorial-1' }), 'starters yellow yMk,yNg,-,-').state;
    for (const viewer of [1, 'spectator'] as const) {
      const yellow = view(s, viewer).pieces.filter((p) => p.seat === 'yellow');
      expect(yellow.every((p) => p.square === null && p.state === 'screen' && p.name === null)).toBe(true);
    }
    // The other choice would give the same view (nothing about yellow's dots leaks).
    const other = play(game({ scenario: 'tutorial-1' }), 'starters yellow -,-,yNg,yMk').state;
    expect(JSON.stringify(view(other, 1))).toBe(JSON.stringify(view(s, 1)));
  });

  it('starting characters are face-down until every token is placed, then revealed together (R5; p. 3)', () => {
    let s = playAll(game({ scenario: 'tutorial-3' }, 3), [
      'starters yellow yWz,yMk,yNg,yBn',
      'starters blue bBn,bNg,bMk,bWz',
    ]);
    expect(s.phase).toBe('tokens');
    for (const viewer of [1, 'spectator'] as const) {
      const onDots = view(s, viewer).pieces.filter((p) => p.seat === 'yellow' && p.square !== null);
      expect(onDots.map((p) => p.square).sort()).toEqual(['b0', 'd0', 'g0', 'i0']);
      expect(onDots.every((p) => p.state === 'face-down' && p.name === null && p.kind === 'token')).toBe(
        true,
      );
    }
    const own = view(s, 0).pieces.find((p) => p.id === 'yWz')!;
    expect(own.square).toBe('b0');
    const { final, events } = placeTokens(s);
    s = final;
    expect(events).toContain('starters-revealed');
    expect(view(s, 1).pieces.find((p) => p.id === 'yWz')).toMatchObject({ square: 'b0', state: 'miniature' });
    expect(view(s, 'spectator').pieces.find((p) => p.id === 'bWz')).toMatchObject({ square: 'b11' });
  });
});

describe('placing the remaining tokens (rulebook pp. 3, 15, 17; Figures 10, 12)', () => {
  it('players alternate, starting with the drawn set-up player (p. 3)', () => {
    const firsts = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = commitStarters(game({ scenario: 'tutorial-3' }, seed));
      firsts.add(s.setupFirst);
      const { states } = placeTokens(s, seed);
      const turns = states.filter((x) => x.phase === 'tokens').map((x) => x.tokenTurn);
      expect(turns).toEqual([s.setupFirst, 1 - s.setupFirst, s.setupFirst, 1 - s.setupFirst]);
      const waiting = SEAT[s.setupFirst ^ 1]!;
      rejects(s, `token ${waiting} ${waiting[0]}Ky 0`, 'NOT_YOUR_TURN');
    }
    expect(firsts.size).toBe(2); // the set-up player is drawn, not fixed
  });

  it('tutorials 1-3: one object per room, objects only; a full room takes no more (p. 3)', () => {
    for (const scenario of ['tutorial-1', 'tutorial-2', 'tutorial-3'] as const) {
      let s = commitStarters(game({ scenario }, 1));
      expect(view(s, 0).rooms.map((r) => r.capacity)).toEqual([1, 1, 1, 1]);
      const seat = SEAT[s.tokenTurn];
      const first = legalFor(s, 'token')[0]!;
      expect(
        legalFor(s, 'token').every((a) => /[yb](Ky|Rp|Sp) [0-3]$/.test(a.split(' ').slice(2).join(' '))),
      ).toBe(true);
      s = play(s, first).state;
      const room = first.split(' ')[3]!;
      expect(legalFor(s, 'token').some((a) => a.endsWith(` ${room}`))).toBe(false);
      const piece = legalFor(s, 'token')[0]!.split(' ')[2]!;
      rejects(s, `token ${SEAT[s.tokenTurn]} ${piece} ${room}`);
      expect(seat).not.toBe(SEAT[s.tokenTurn]);
    }
  });

  it('tutorial 4: two tokens per room, characters or objects (p. 15, Figure 10)', () => {
    let s = playAll(game({ scenario: 'tutorial-4' }, 1), [
      'starters yellow yTp,yWz,yCo,yCl',
      'starters blue bTp,bWz,bCo,bCl',
    ]);
    expect(view(s, 0).rooms.map((r) => r.capacity)).toEqual([2, 2, 2, 2, 2, 2]);
    const me = SEAT[s.tokenTurn];
    const c = me[0];
    expect(legalFor(s, 'token')).toContain(`token ${me} ${c}Mk 3`);
    expect(legalFor(s, 'token')).toContain(`token ${me} ${c}Fw 3`);
    s = play(s, `token ${me} ${c}Mk 3`).state;
    const you = SEAT[s.tokenTurn];
    s = play(s, `token ${you} ${you[0]}Bs 3`).state;
    expect(legalFor(s, 'token').some((a) => a.endsWith(' 3'))).toBe(false);
    rejects(s, `token ${me} ${c}Bs 3`);
    const { final } = placeTokens(s);
    // Figure 10: every room ends with exactly 2 face-down tokens.
    for (let slot = 0; slot < 6; slot++)
      expect(view(final, 0).rooms[slot]!.faceDown.reduce((a, b) => a + b)).toBe(2);
    expect(final.phase).toBe('card');
  });

  it('stand-alone: rooms touching a starting line hold 2 tokens, the central rooms 3 (Figure 12)', () => {
    const s = commitStarters(game({ scenario: 'standalone' }, 4));
    expect(view(s, 0).rooms.map((r) => r.capacity)).toEqual([2, 2, 3, 3, 3, 3, 2, 2]);
    const { states, final } = placeTokens(s, 4);
    const total = (x: State, slot: number): number => {
      const r = view(x, 0).rooms[slot]!;
      return r.faceDown[0] + r.faceDown[1];
    };
    // Once a room is full it is no longer offered.
    const full = states.find((x) => x.phase === 'tokens' && total(x, 0) === 2);
    expect(full).toBeDefined();
    expect(legalFor(full!, 'token').some((a) => a.endsWith(' 0'))).toBe(false);
    // 10 tokens each fill every room exactly: 2 x 2 + 4 x 3 + 2 x 2 = 20.
    expect(final.phase).toBe('card');
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((slot) => total(final, slot))).toEqual([2, 2, 3, 3, 3, 3, 2, 2]);
  });

  it('when all tokens are down the drawn first player starts turn 1 (p. 3; tutorial 2: blue, p. 10)', () => {
    const firsts = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const t3 = placeTokens(commitStarters(game({ scenario: 'tutorial-3' }, seed)), seed).final;
      expect(t3.phase).toBe('card');
      expect(t3.turn).toBe(1);
      expect(t3.active).toBe(t3.playFirst);
      firsts.add(t3.playFirst);
      const t2 = placeTokens(commitStarters(game({ scenario: 'tutorial-2' }, seed)), seed).final;
      expect([t2.phase, t2.active]).toEqual(['card', 1]);
    }
    expect(firsts.size).toBe(2);
  });
});

describe('handicap (rulebook p. 18; R23)', () => {
  const config: GameConfig = {
    scenario: 'standalone',
    handicap: { seat: 'yellow', characters: 5, removeCombat: [5, 6] },
  };

  it('the handicapped player first removes characters of his choice; nobody else moves', () => {
    const s = game(config, 3);
    expect(s.phase).toBe('handicap');
    expect(toMove(s)).toEqual([0]);
    expect(legal(s)).toHaveLength(56); // 3 of 8
    rejects(s, 'starters blue bMk,bNg,bCl,bBs', 'NOT_YOUR_TURN');
    rejects(s, 'handicap yellow yCo,yWz');
    rejects(s, 'handicap yellow yCo,yWz,bBn');
    rejects(s, 'timeout', 'WRONG_PHASE');
    const t = play(s, 'handicap yellow yCo,yWz,yBn').state;
    expect(t.phase).toBe('starters');
    expect(screen(t, 0)).not.toContain('yCo');
    expect(
      legalFor(t, 'starters')
        .filter((a) => a.includes('yellow'))
        .some((a) => a.includes('yCo')),
    ).toBe(false);
  });

  it('the opponent does not learn which characters were removed (R23)', () => {
    const s = game(config, 3);
    const a = play(s, 'handicap yellow yCo,yWz,yBn');
    const b = play(s, 'handicap yellow yMk,yNg,yTp');
    expect(JSON.stringify(view(a.state, 1))).toBe(JSON.stringify(view(b.state, 1)));
    expect(JSON.stringify(view(a.state, 'spectator'))).toBe(JSON.stringify(view(b.state, 'spectator')));
    const event = a.events.find((e) => e.type === 'handicap')!;
    expect(viewEvent(a.state, event, 1)).toEqual({ type: 'handicap', seat: 'yellow' });
    expect(viewEvent(a.state, event, 0)).toMatchObject({ removed: ['yCo', 'yWz', 'yBn'] });
    const mine = view(a.state, 0)
      .pieces.filter((p) => p.state === 'removed')
      .map((p) => p.id);
    expect(mine.sort()).toEqual(['yBn', 'yCo', 'yWz']);
    expect(view(a.state, 1).pieces.filter((p) => p.seat === 'yellow')).toHaveLength(11);
  });

  it('the removed Combat cards are missing from his hand', () => {
    const s = game(config, 3);
    expect(view(s, 0).hands[0].combat).toEqual([0, 1, 2, 2, 3, 3, 4]);
    expect(view(s, 1).hands[0]).toMatchObject({ combat: null, combatCount: 7 });
    expect(view(s, 1).hands[1].combat).toEqual([0, 1, 2, 2, 3, 3, 4, 5, 6]);
  });

  it('with fewer tokens, the other player goes on alone and rooms may stay below capacity', () => {
    const s0 = game(
      { scenario: 'standalone', handicap: { seat: 'blue', characters: 4, removeCombat: [6] } },
      9,
    );
    const s = commitStarters(s0);
    expect(screen(s, 1)).toHaveLength(6);
    expect(screen(s, 0)).toHaveLength(10);
    const { states, final } = placeTokens(s, 9);
    const turns = states.filter((x) => x.phase === 'tokens').map((x) => SEAT[x.tokenTurn]);
    expect(turns).toHaveLength(16);
    expect(turns.filter((t) => t === 'blue')).toHaveLength(6);
    expect(turns.slice(12)).toEqual(['yellow', 'yellow', 'yellow', 'yellow']);
    expect(final.phase).toBe('card');
    const placed = view(final, 0).rooms.reduce((n, r) => n + r.faceDown[0] + r.faceDown[1], 0);
    expect(placed).toBe(16); // of a capacity of 20
  });
});

describe('set-up actions are checked', () => {
  it('timeout is not possible during set-up (R21 runs during turns only)', () => {
    const s = game({ scenario: 'tutorial-3' });
    rejects(s, 'timeout', 'WRONG_PHASE');
    const t = commitStarters(s);
    rejects(t, 'timeout', 'WRONG_PHASE');
  });

  it('game actions are refused before the first turn', () => {
    const s = commitStarters(game({ scenario: 'tutorial-1' }));
    rejects(s, 'card 2', 'WRONG_PHASE');
    rejects(s, 'end', 'WRONG_PHASE');
  });
});
