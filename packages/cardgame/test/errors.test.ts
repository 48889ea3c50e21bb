// Bad input gets a clear error with a stable code, and changes nothing (the same codes as
// the Prison engine, which double as wire codes).
import { describe, expect, it } from 'vitest';
import { actorOf, apply, makePosition, newGame, type Action } from '../src/index.ts';
import { board, game, play, rejects } from './helpers.ts';

const s = (): ReturnType<typeof board> =>
  board('phase actions active=yellow turn=3\nwheels 3 0\npieces yWa:b3 bNg:b3 yNg:a1');

describe('error codes', () => {
  it('MALFORMED_ACTION: not an action object, an unknown type, fields of the wrong shape, a missing seat', () => {
    for (const a of [null, 42, {}, { type: 7 }, { type: 'fly' }, { type: 'combat', cards: [1] }]) {
      const before = makePosition(s());
      const r = apply(s(), a as unknown as Action);
      expect(r.ok ? 'ok' : r.error.code, JSON.stringify(a)).toBe('MALFORMED_ACTION');
      expect(makePosition(s())).toBe(before);
    }
  });

  it('NOT_YOUR_TURN: a seat decides when it has nothing to decide', () => {
    const fight = play(s(), 'attack yWa bNg').state;
    const chosen = play(fight, 'combat yellow 1').state;
    rejects(chosen, 'combat yellow 2', 'NOT_YOUR_TURN');
    const committed = play(game({ scenario: 'tutorial-1' }), 'starters yellow yMk@w,yNg@e').state;
    rejects(committed, 'starters yellow yMk@e,yNg@e', 'NOT_YOUR_TURN');
  });

  it('WRONG_PHASE: an action of another phase', () => {
    rejects(game({ scenario: 'tutorial-1' }), 'end', 'WRONG_PHASE');
    rejects(s(), 'step a2', 'WRONG_PHASE');
    rejects(play(s(), 'attack yWa bNg').state, 'end', 'WRONG_PHASE');
    rejects(game({ scenario: 'tutorial-1' }), 'timeout', 'WRONG_PHASE');
  });

  it('ILLEGAL_ACTION: a well-formed action the rules do not allow now', () => {
    rejects(s(), 'attack yWa yNg');
    rejects(s(), 'move bNg');
    rejects(s(), 'reveal 5');
    rejects(s(), 'attack yWa bTr');
  });

  it('GAME_OVER: nothing after the end', () => {
    const over = play(s(), 'resign yellow').state;
    rejects(over, 'end', 'GAME_OVER');
    rejects(over, 'resign blue', 'GAME_OVER');
  });

  it('BAD_CONFIG: a configuration or seed that cannot start a game', () => {
    expect(newGame({ scenario: 'standard' }, NaN).ok).toBe(false);
    const r = newGame({ scenario: 'nope' } as never, 1);
    expect(r.ok ? '' : r.error.code).toBe('BAD_CONFIG');
  });
});

describe('actorOf', () => {
  it('names the seat that makes an action, so that a host can check the sender', () => {
    expect(actorOf(s(), { type: 'end' })).toBe(0);
    expect(actorOf(s(), { type: 'resign', seat: 'blue' })).toBe(1);
    expect(actorOf(s(), { type: 'timeout' })).toBeNull();
  });
});
