// Both engines satisfy the game-module contract as hosts use it: a game started, played to
// its end by seeded random choices through the module alone, each seat handed its own legal
// actions and view, invariants and view secrecy holding after every action, the record
// replaying to the same position, and bad input refused with a typed error that changes nothing.
import { describe, expect, it } from 'vitest';
import {
  GAME_KINDS,
  GAMES,
  gameModule,
  isGameKind,
  kindOfScenario,
  readRecord,
  type AnyGameModule,
} from '../src/index.ts';

/** A small seeded generator, so that the test depends on no engine's own Rng. */
function rng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function playThrough(m: AnyGameModule, scenario: string, seed: number) {
  const g = m.newGame({ scenario, maxTurns: 30 }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = rng(seed);
  const actions: unknown[] = [];
  let checked = 0;
  while (!m.outcome(s).over) {
    const seats = m.toMove(s);
    expect(seats.length).toBeGreaterThan(0);
    const seat = seats[pick(seats.length)]!;
    const legal = m.legalActionsFor(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[pick(legal.length)]!;
    expect(m.actorOf(s, a)).toBe(seat);
    const r = m.apply(s, a);
    if (!r.ok) throw new Error(`${m.makeAction(a)}: ${r.error.message}`);
    for (const e of r.value.events) m.viewEvent(r.value.state, e, seat);
    s = r.value.state;
    actions.push(a);
    if (actions.length % 7 === 0) {
      expect(m.checkInvariants(s)).toEqual([]);
      expect(m.checkViewSecrecy(s)).toEqual([]);
      checked++;
    }
  }
  return { s, actions, checked, config: { scenario, maxTurns: 30 }, seed };
}

describe('the game-module registry', () => {
  it('knows every game kind, each module answering to its own kind', () => {
    for (const kind of GAME_KINDS) expect(gameModule(kind).kind).toBe(kind);
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_KINDS].sort());
    expect(isGameKind('cardgame')).toBe(true);
    expect(isGameKind('classic')).toBe(true);
    expect(isGameKind('chess')).toBe(false);
  });

  it('reads a record written when Classic was a Prison scenario as a Classic game', () => {
    const old = ['DT-Prison record 1', 'config {"scenario":"classic"}', 'seed 7'].join('\n');
    const r = readRecord(old);
    expect(r.ok && r.value.kind).toBe('classic');
    const prison = readRecord(old.replace('classic', 'standalone'));
    expect(prison.ok && prison.value.kind).toBe('prison');
    expect(readRecord('nonsense').ok).toBe(false);
  });

  it('finds the kind of a request that names only a scenario (older clients)', () => {
    expect(kindOfScenario('standalone')).toBe('prison');
    expect(kindOfScenario('tutorial-1')).toBe('prison');
    expect(kindOfScenario('classic')).toBe('classic');
    expect(kindOfScenario('advanced')).toBe('cardgame');
    expect(kindOfScenario('chess')).toBeNull();
  });

  it('rates each full game on its own ladder, and nothing else', () => {
    expect(GAMES.prison.ladder({ scenario: 'standalone' })).toBe('prison');
    expect(GAMES.prison.ladder({ scenario: 'tutorial-2' })).toBeNull();
    expect(
      GAMES.prison.ladder({
        scenario: 'standalone',
        handicap: { seat: 'blue', characters: 6, removeCombat: [] },
      }),
    ).toBeNull();
    expect(GAMES.classic.ladder({ scenario: 'classic' })).toBe('classic');
    expect(GAMES.cardgame.ladder({ scenario: 'standard' })).toBe('cardgame');
    expect(GAMES.cardgame.ladder({ scenario: 'advanced' })).toBeNull();
  });

  it('refuses options with the field and the reason', () => {
    const r = GAMES.prison.parseConfig({ scenario: 'standalone', vpTarget: 12 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_CONFIG');
      expect(r.error.message).toMatch(/vpTarget/);
    }
    const c = GAMES.cardgame.parseConfig({ scenario: 'standard', selection: 'auction' });
    expect(!c.ok && c.error.message).toMatch(/selection/);
    expect(GAMES.classic.parseConfig({ scenario: 'classic', handicap: null }).ok).toBe(false);
  });
});

describe.each(GAME_KINDS)('the %s module, through the contract only', (kind) => {
  const m = gameModule(kind);

  it('plays a seeded random game to its end, every seat given its own actions, invariants holding', () => {
    const { s, actions, checked, config, seed } = playThrough(m, m.defaultScenario, 3);
    const o = m.outcome(s);
    expect(o.over).toBe(true);
    expect([-1, 0, 1]).toContain(o.winner);
    expect(checked).toBeGreaterThan(0);
    // The record replays to the same position, through its text.
    const text = m.makeRecord({ config, seed, actions });
    const parsed = m.parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const again = m.replay(parsed.value);
    if (!again.ok) throw new Error(again.error.message);
    expect(m.makePosition(again.value)).toBe(m.makePosition(s));
    // And so does the position notation.
    const pos = m.parsePosition(m.makePosition(s));
    if (!pos.ok) throw new Error(pos.error.message);
    expect(m.makePosition(pos.value)).toBe(m.makePosition(s));
  });

  it('refuses bad input with a stable code and leaves the state as it was', () => {
    const g = m.newGame({ scenario: m.defaultScenario }, 1);
    if (!g.ok) throw new Error(g.error.message);
    const before = m.makePosition(g.value);
    const r = m.apply(g.value, { type: 'no-such-action' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(['MALFORMED_ACTION', 'WRONG_PHASE']).toContain(r.error.code);
    expect(m.makePosition(g.value)).toBe(before);
    expect(m.newGame({ scenario: 'no-such-scenario' }, 1).ok).toBe(false);
    expect(m.parseAction('%%%').ok).toBe(false);
    expect(m.parsePosition('not a position').ok).toBe(false);
  });

  it("lists its scenarios, the default among them, and plays no other kind's", () => {
    expect(m.scenarios).toContain(m.defaultScenario);
    for (const scenario of m.scenarios) expect(m.newGame({ scenario }, 5).ok).toBe(true);
    for (const other of GAME_KINDS.filter((k) => k !== kind))
      for (const scenario of gameModule(other).scenarios.filter((s) => !m.scenarios.includes(s)))
        expect(m.newGame({ scenario }, 5).ok).toBe(false);
  });

  it('takes its default options from an empty request, and says what it is in every language', () => {
    const d = m.parseConfig({});
    expect(d.ok && d.value.scenario).toBe(m.defaultScenario);
    for (const words of [m.title, m.description]) {
      expect(words.en.length).toBeGreaterThan(0);
      expect(words.fr.length).toBeGreaterThan(0);
    }
  });
});
