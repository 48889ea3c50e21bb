// Seeded random games of every scenario: after every action the state keeps every invariant
// (golden rules, carrying, pits, cards, pieces, score, phase) and no view says more than its
// viewer may know (R5, R6); replaying the seed and the actions gives the same game (R24).
// The second half checks that the checks themselves notice broken states and leaky views.
import { describe, expect, it } from 'vitest';
import { randomAction } from '@dt/kernel';
import {
  Loc,
  Rng,
  ALL_SCENARIOS,
  Terrain,
  apply,
  checkInvariants,
  checkView,
  checkViewSecrecy,
  clone,
  legalActions,
  makeAction,
  makeRecord,
  newGame,
  parsePieceCode,
  parseRecord,
  pieceCode,
  replay,
  seatOf,
  view,
  type Action,
  type GameConfig,
  type Handicap,
  type ScenarioName,
  type State,
  type View,
  type Viewer,
} from '../src/index.ts';

/** Games per scenario; half pick uniformly among legal actions, half pick an action type first. */
const GAMES = 60;
/** Turn limits keep the suite fast while every game still gets through set-up and a few turns. */
const UNIFORM_TURNS = 3;
const BY_TYPE_TURNS = 8;

/**
 * Uniform choice drowns rare actions (attacks, heals, jumps) under hundreds of movements;
 * the kernel's policy chooses the type first, and ends the turn less often, to reach them in
 * short games.
 */
const pickByType = (rng: Rng, actions: Action[]): Action => randomAction(actions, rng);

function configFor(scenario: ScenarioName, game: number): GameConfig {
  const maxTurns = game % 2 === 0 ? UNIFORM_TURNS : BY_TYPE_TURNS;
  if (scenario !== 'standalone') return { scenario, maxTurns };
  switch (game % 5) {
    case 1:
      return { scenario, maxTurns, handicap: { seat: 'blue', characters: 5, removeCombat: [5, 6] } };
    case 3:
      return {
        scenario,
        maxTurns,
        vpTarget: 7,
        handicap: { seat: 'yellow', characters: 6, removeCombat: [] },
      };
    default:
      return { scenario, maxTurns };
  }
}

interface Played {
  config: GameConfig;
  seed: string;
  actions: Action[];
  final: State;
}

function playChecked(scenario: ScenarioName, game: number): Played {
  const config = configFor(scenario, game);
  const seed = `${scenario}/${game}`;
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(`bot ${seed}`);
  const actions: Action[] = [];
  const fail = (what: string, a: Action, problems: string[]): never => {
    throw new Error(
      `${seed} ${JSON.stringify(config)}, action ${actions.length} (${makeAction(a)}), ${what}:\n  ` +
        problems.join('\n  '),
    );
  };
  expect(checkInvariants(s)).toEqual([]);
  expect(checkViewSecrecy(s)).toEqual([]);
  while (s.phase !== 'over') {
    const legal = legalActions(s);
    expect(legal.length, `${seed}: no legal action in phase ${s.phase}`).toBeGreaterThan(0);
    const a = game % 2 === 0 ? rng.pick(legal) : pickByType(rng, legal);
    const r = apply(s, a);
    if (!r.ok) fail('rejected', a, [r.error.message]);
    else s = r.value.state;
    actions.push(a);
    const broken = checkInvariants(s);
    if (broken.length) fail('invariants broken', a, broken);
    const leaks = checkViewSecrecy(s);
    if (leaks.length) fail('views leak', a, leaks);
  }
  return { config, seed, actions, final: s };
}

/** What must be identical after a replay: the public picture and the raw piece data. */
const fingerprint = (s: State): string =>
  JSON.stringify({
    spectator: view(s, 'spectator'),
    yellow: view(s, 0),
    blue: view(s, 1),
    loc: Array.from(s.loc),
    carrier: Array.from(s.carrier),
    vp: s.vp,
    kills: s.kills,
    combatHand: Array.from(s.combatHand),
  });

describe('random games keep every invariant', () => {
  for (const scenario of ALL_SCENARIOS) {
    it(`${scenario}: ${GAMES} seeded games, checked after every action, replay identically`, () => {
      let actions = 0;
      for (let game = 0; game < GAMES; game++) {
        const p = playChecked(scenario, game);
        actions += p.actions.length;
        expect(p.final.phase).toBe('over');

        // R24: the same configuration, seed and actions give the same game...
        const again = newGame(p.config, p.seed);
        if (!again.ok) throw new Error(again.error.message);
        let s = again.value;
        for (const a of p.actions) {
          const r = apply(s, a);
          if (!r.ok) throw new Error(`${p.seed}: replay rejected ${makeAction(a)}: ${r.error.message}`);
          s = r.value.state;
        }
        expect(fingerprint(s)).toBe(fingerprint(p.final));

        // ...also when written down as a game record and read back.
        const record = parseRecord(makeRecord({ config: p.config, seed: p.seed, actions: p.actions }));
        expect(record.ok).toBe(true);
        if (!record.ok) return;
        const replayed = replay(record.value);
        if (!replayed.ok) throw new Error(`${p.seed}: record replay failed: ${replayed.error.message}`);
        expect(fingerprint(replayed.value)).toBe(fingerprint(p.final));
      }
      expect(actions).toBeGreaterThan(GAMES * 10);
    });
  }
});

/** A state some way into a game (the first turn of play at least), for tampering. */
function midGame(scenario: ScenarioName, seed: string, until: (s: State) => boolean): State {
  const g = newGame({ scenario, maxTurns: 60 }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const rng = new Rng(seed);
  while (!until(s)) {
    if (s.phase === 'over') throw new Error(`${seed}: game over before the wanted position`);
    const r = apply(s, pickByType(rng, legalActions(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  expect(checkInvariants(s)).toEqual([]);
  return s;
}

const id = (code: string): number => parsePieceCode(code)!;
const inPlay = (s: State): boolean => s.turn >= 1 && s.phase === 'card';

describe('the invariant checks notice broken states', () => {
  it('finds nothing wrong with a new game of any scenario', () => {
    for (const scenario of ALL_SCENARIOS) {
      const g = newGame({ scenario }, 1);
      expect(g.ok && checkInvariants(g.value)).toEqual([]);
    }
  });

  it('finds nothing wrong with games resigned during set-up or ended by an agreed draw', () => {
    const handicap: Handicap = { seat: 'yellow', characters: 5, removeCombat: [6] };
    const g = newGame({ scenario: 'standalone', handicap }, 2);
    if (!g.ok) throw new Error(g.error.message);
    const resigned = apply(g.value, { type: 'resign', seat: 'yellow' });
    expect(resigned.ok && resigned.value.state.phase).toBe('over');
    if (resigned.ok) expect(checkInvariants(resigned.value.state)).toEqual([]);
    let s = midGame('tutorial-3', 'draw', inPlay);
    for (const a of [
      { type: 'offer-draw', seat: 'blue' },
      { type: 'accept-draw', seat: 'yellow' },
    ] as const) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.endReason).toBe('draw agreed');
    expect(checkInvariants(s)).toEqual([]);
    expect(checkViewSecrecy(s)).toEqual([]);
  });

  it('reports two miniatures on one square (golden rule)', () => {
    const s = clone(midGame('tutorial-1', 'two minis', inPlay));
    s.loc[id('yNg')] = s.loc[id('yMk')]!;
    expect(checkInvariants(s).join('\n')).toMatch(/holds 2 miniatures \(yMk, yNg\)/);
  });

  it('reports victory points that do not match escapes and eliminations (R19)', () => {
    const s = clone(midGame('tutorial-3', 'vp', inPlay));
    s.vp[1] += 1;
    expect(checkInvariants(s)).toEqual(['blue has 1 VP, but 0 escaped + 0 eliminated = 0']);
    const t = clone(midGame('tutorial-3', 'vp', inPlay));
    t.loc[id('bWz')] = Loc.Dead;
    const problems = checkInvariants(t).join('\n');
    expect(problems).toMatch(/yellow has 0 VP, but 0 escaped \+ 1 eliminated = 1/);
    expect(problems).toMatch(/yellow has 0 kills/);
  });

  it('reports a Combat card that vanished or a second +0', () => {
    const s = clone(midGame('standalone', 'cards', inPlay));
    s.combatHand[1 * 7 + 3]!--;
    s.combatHand[0 * 7 + 0]!++;
    const problems = checkInvariants(s).join('\n');
    expect(problems).toMatch(/blue: Combat \+3 in hand \(1\) \+ revealed \(0\) = 1, expected 2/);
    expect(problems).toMatch(/yellow holds 2 Combat \+0 cards, expected 1/);
  });

  it('reports an Action card both in hand and played', () => {
    const s = clone(midGame('tutorial-2', 'action cards', (x) => x.phase === 'actions'));
    s.actionHand[s.active] |= 1 << s.actionPlayed[s.active][0]!;
    expect(checkInvariants(s).join('\n')).toMatch(
      /Action hand \+ played pile is \[(\d,){4}\d\], not \[2,3,4,5\]/,
    );
  });

  it('reports carried pieces away from their carrier, and an enemy wounded being carried', () => {
    const s = clone(midGame('tutorial-1', 'carry', inPlay));
    s.carrier[id('yKy')] = id('yNg');
    expect(checkInvariants(s).join('\n')).toMatch(/yKy is carried by yNg but is on/);
    const t = clone(midGame('tutorial-3', 'carry', inPlay));
    t.wounded[id('bMk')] = 1;
    t.loc[id('bMk')] = t.loc[id('yMk')]!;
    t.carrier[id('bMk')] = id('yMk');
    expect(checkInvariants(t).join('\n')).toMatch(/bMk is an enemy wounded carried by yMk/);
  });

  it('reports a character on a pit trap without a Rope', () => {
    const hasFreePit = (x: State): boolean =>
      x.phase === 'card' &&
      Array.from(x.board.terrain).some((t, sq) => t === Terrain.Pit && !x.loc.includes(sq));
    const s = clone(midGame('tutorial-3', 'pit', hasFreePit));
    const pit = Array.from(s.board.terrain).findIndex((t, sq) => t === Terrain.Pit && !s.loc.includes(sq));
    s.loc[id('yNg')] = pit;
    expect(checkInvariants(s).join('\n')).toMatch(/is a pit trap holding yNg without a Rope/);
  });

  it("reports a character standing on the opponent's starting line where its side escapes (rulebook p. 12)", () => {
    // "It is not possible to stay or move around on your opponent's starting line": entering it is the escape.
    const s = clone(midGame('tutorial-1', 'exit line', inPlay));
    const blueLine = (s.geo.height - 1) * 10;
    if (s.loc.includes(blueLine + 4)) throw new Error('test position: the square is taken');
    s.loc[id('yNg')] = blueLine + 4;
    expect(checkInvariants(s).join('\n')).toMatch(
      /yNg is on \S+, blue's starting line, where yellow's characters escape/,
    );
    // Tutorial 3 ("both starting lines are free to walk") keeps them there.
    const t = clone(midGame('tutorial-3', 'free lines', inPlay));
    const free = (t.geo.height - 1) * 10 + 4;
    if (t.loc.includes(free)) throw new Error('test position: the square is taken');
    t.loc[id('yMk')] = free;
    // Only the occupancy the test did not update is reported, nothing about the line.
    expect(checkInvariants(t)).toEqual([expect.stringMatching(/^the occupancy is stale/)]);
  });

  it('reports a phase without its pending combat or placement, and a piece lost from play', () => {
    const s = clone(midGame('tutorial-2', 'phase', inPlay));
    s.phase = 'combat';
    expect(checkInvariants(s).join('\n')).toMatch(/phase combat but combat is not set/);
    const t = clone(midGame('tutorial-2', 'phase', inPlay));
    t.loc[id('bRp')] = Loc.None;
    expect(checkInvariants(t).join('\n')).toMatch(/bRp belongs to tutorial-2 but is not in play/);
  });
});

describe('the secrecy checks notice leaky views', () => {
  const setup = midGame('tutorial-4', 'secrets', (x) => x.phase === 'tokens' && x.tokenTurn === 0);
  /** A view to forge: a copy, since a view's shared parts are frozen (view.ts). */
  const forgeable = (s: State, v: Viewer): View => structuredClone(view(s, v));

  it('accepts the engine’s own views during set-up and play', () => {
    expect(checkViewSecrecy(setup)).toEqual([]);
    expect(checkViewSecrecy(midGame('standalone', 'secrets', inPlay))).toEqual([]);
  });

  it('reports an opponent token named in a view (R5)', () => {
    const v = forgeable(setup, 0);
    const hidden = v.pieces.find((p) => p.seat === 'blue' && p.id.startsWith('?'))!;
    const secret = [...Array(28).keys()].find((p) => seatOf(p) === 1 && setup.loc[p]! >= 0)!;
    hidden.id = pieceCode(secret);
    expect(checkView(setup, 0, v).join('\n')).toMatch(
      new RegExp(`yellow's view names hidden ${pieceCode(secret)}`),
    );
  });

  it('reports the opponent’s hand, or any hand in the spectator view (R6)', () => {
    const v = forgeable(setup, 0);
    v.hands[1].combat = [0, 1, 2];
    expect(checkView(setup, 0, v)).toEqual(["yellow's view shows blue's hand"]);
    const sv = forgeable(setup, 'spectator');
    sv.hands[0].actions = [2, 3, 4, 5];
    expect(checkView(setup, 'spectator', sv)).toEqual(["spectator's view shows yellow's hand"]);
  });

  it('reports anything of a face-down room (R3)', () => {
    const v = forgeable(setup, 1);
    const room = setup.roomDefs[setup.layout[0]!]!;
    v.rooms[0]!.name = room.name;
    const problems = checkView(setup, 1, v).join('\n');
    expect(problems).toMatch(new RegExp(`blue's view names face-down room 0 \\(${room.name}\\)`));
    expect(problems).toMatch(/describes face-down room 0/);
  });
});
