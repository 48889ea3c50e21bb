// Bad input gets a stable error code and changes nothing (contract: apply never
// half-changes a state and never throws on anything a client could send).
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, Rng, apply, legalActions, makePosition, type Action } from '../src/index.ts';
import { game, playAll } from './helpers.ts';

function mutate(a: Action, rng: Rng): unknown {
  const junk: unknown[] = [
    null,
    undefined,
    42,
    -1,
    1e9,
    'x',
    '',
    'yZz',
    'k99',
    [],
    {},
    true,
    'yellow',
    'purple',
    NaN,
  ];
  const copy: Record<string, unknown> = { ...(a as unknown as Record<string, unknown>) };
  const keys = Object.keys(copy);
  switch (rng.int(5)) {
    case 0:
      copy[rng.pick(keys)] = rng.pick(junk);
      break;
    case 1:
      delete copy[rng.pick(keys)];
      break;
    case 2:
      copy['type'] = rng.pick(['move', 'attack', 'card', 'reveal', 'fly', 'combat', 'place', 'resign']);
      break;
    case 3:
      return rng.pick(junk);
    default:
      if ('seat' in copy) copy['seat'] = copy['seat'] === 'yellow' ? 'blue' : 'yellow';
      else copy['path'] = ['a1', 'a2'];
  }
  return copy;
}

describe('bad input', () => {
  it('is rejected with a stable code and leaves the state untouched, or applies cleanly', () => {
    const rng = new Rng('fuzz');
    for (const scenario of ['tutorial-2', 'tutorial-4', 'standalone'] as const) {
      let s = game({ scenario, maxTurns: 12 }, scenario);
      while (s.phase !== 'over') {
        const acts = legalActions(s);
        const before = makePosition(s);
        for (let i = 0; i < 12; i++) {
          const bad = mutate(rng.pick(acts), rng);
          const r = apply(s, bad as Action);
          if (!r.ok) expect(ERROR_CODES).toContain(r.error.code);
          expect(makePosition(s)).toBe(before);
        }
        const r = apply(s, rng.pick(acts));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
  });

  it('says NOT_YOUR_TURN when the other seat makes a setup choice out of turn (R9, tutorial 2: blue first)', () => {
    const s = game({ scenario: 'tutorial-2' });
    const r = apply(s, { type: 'starters', seat: 'yellow', dots: ['yCo', 'yMk', null, null] });
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_TURN');
  });

  it('says WRONG_PHASE for a game action during set-up and GAME_OVER after the end', () => {
    const s = game({ scenario: 'tutorial-1' });
    const r = apply(s, { type: 'card', value: 2 });
    expect(!r.ok && r.error.code).toBe('WRONG_PHASE');
    const over = playAll(s, ['resign yellow']);
    expect(over.winner).toBe(1);
    const r2 = apply(over, { type: 'end' });
    expect(!r2.ok && r2.error.code).toBe('GAME_OVER');
  });

  it('needs a seat on seat-bearing actions', () => {
    const s = game({ scenario: 'tutorial-1' });
    const r = apply(s, { type: 'resign' } as unknown as Action);
    expect(!r.ok && r.error.code).toBe('MALFORMED_ACTION');
  });
});
