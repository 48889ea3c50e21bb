// Both engines satisfy the game-module contract as hosts use it: a game started, played to
// its end by seeded random choices through the module alone, each seat handed its own legal
// actions and view, invariants and view secrecy holding after every action, the record
// replaying to the same position, and bad input refused with a typed error that changes nothing.
import { describe, expect, it } from 'vitest';
import { GAME_KINDS, GAMES, gameModule, isGameKind, type AnyGameModule } from '../src/index.ts';

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
    expect(isGameKind('chess')).toBe(false);
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

  it('lists its scenarios, the default among them', () => {
    expect(m.scenarios).toContain(m.defaultScenario);
    for (const scenario of m.scenarios) expect(m.newGame({ scenario }, 5).ok).toBe(true);
  });
});
