import { describe, expect, it } from 'vitest';
import {
  legalActions,
  makeAction,
  makePosition,
  makeRecord,
  parseAction,
  parsePosition,
  parseRecord,
  replay,
  Rng,
} from '../src/index.ts';
import { apply } from '../src/index.ts';
import { game, position, snapshot } from './helpers.ts';

describe('position notation', () => {
  it('round-trips positions met in random games of every scenario', () => {
    for (const scenario of ['tutorial-1', 'tutorial-2', 'tutorial-3', 'tutorial-4', 'standalone'] as const) {
      let s = game({ scenario, maxTurns: 30 }, scenario);
      const rng = new Rng(scenario);
      for (let i = 0; i < 150 && s.phase !== 'over'; i++) {
        const text = makePosition(s);
        const back = parsePosition(text);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(makePosition(back.value)).toBe(text);
        expect(snapshot(back.value)).toEqual(snapshot(s));
        const r = apply(s, rng.pick(legalActions(s)));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  });

  it('fills omitted lines with defaults for short fixtures', () => {
    const s = position(`
DT-Prison position 1
scenario tutorial-3
rooms 38A/0* 38B/0* 40A/0* 40B/0*
pieces yNg:c3 bMk*:d4>bKy
`);
    expect(s.phase).toBe('actions');
    expect(s.ap).toBe(5);
    expect(s.wounded[8]).toBe(1);
    expect(makePosition(s)).toContain('bMk*:d4>bKy');
  });

  it('refuses a drawn room with more portcullises than a room can hold, with a clear error', () => {
    // A room's portcullis states are stored in 8 places (one per portcullis of the largest
    // room, GAME-DATA.md); a ninth would overwrite the next room's first one.
    const crowded = (ports: number): string => {
      const rows = ['+ + + + + +', ' . . . . @ ', '+ + + + + +', ' . . . . . ', '+ + + + + +', ' . . . . . '];
      const art = [...rows, '+ + + + + +', ' . . . . . ', '+ + + + + +', ' . . . . . ', '+ + + + + +'];
      const edges: [number, number][] = [
        [2, 1],
        [2, 3],
        [2, 5],
        [2, 7],
        [2, 9],
        [4, 1],
        [4, 3],
        [4, 5],
        [4, 7],
      ];
      for (const [i, j] of edges.slice(0, ports)) art[i] = art[i]!.slice(0, j) + '#' + art[i]!.slice(j + 1);
      return `DT-Prison position 1
scenario tutorial-1
room X 41 cw
${art.join('\n')}
rooms X/0* 37A/0* 37B/0* 38A/0*
portcullis X=${Array.from({ length: ports }, () => 'o').join(',')}
pieces yNg:c3`;
    };
    expect(parsePosition(crowded(8)).ok).toBe(true);
    const r = parsePosition(crowded(9));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_NOTATION');
      expect(r.error.message).toMatch(/room X has 9 portcullises; a room holds at most 8/);
    }
  });

  it('reports a malformed position instead of throwing', () => {
    for (const bad of [
      'nonsense',
      'DT-Prison position 1\nscenario chess',
      'DT-Prison position 1\nscenario tutorial-1\nrooms 39A/0',
    ]) {
      const r = parsePosition(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_NOTATION');
    }
  });
});

describe('action notation and records (R24)', () => {
  it('round-trips every legal action of random games', () => {
    let s = game({ scenario: 'standalone', maxTurns: 20 }, 7);
    const rng = new Rng(7);
    while (s.phase !== 'over') {
      const acts = legalActions(s);
      for (const a of acts.slice(0, 200)) {
        const back = parseAction(makeAction(a));
        expect(back.ok && back.value).toEqual(a);
      }
      const r = apply(s, rng.pick(acts));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  });

  it('replays a record to the identical game', () => {
    const config = { scenario: 'tutorial-4' as const, maxTurns: 40 };
    let s = game(config, 'replay');
    const rng = new Rng(3);
    const actions = [];
    while (s.phase !== 'over') {
      const a = rng.pick(legalActions(s));
      actions.push(a);
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const text = makeRecord({ config, seed: 'replay', actions });
    const rec = parseRecord(text);
    expect(rec.ok).toBe(true);
    if (!rec.ok) return;
    expect(makeRecord(rec.value)).toBe(text);
    const again = replay(rec.value);
    expect(again.ok && makePosition(again.value)).toBe(makePosition(s));
  });

  it('rejects malformed action text with BAD_NOTATION', () => {
    for (const t of ['', 'fly yNg', 'card x', 'move yNg e1-zz', 'rotate 1 sideways', 'combat purple 3']) {
      const r = parseAction(t);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_NOTATION');
    }
  });
});
