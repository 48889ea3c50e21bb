// Forced steps announced, and in hot seat a turn that ended by itself keeps the board until
// its player passes the device (issue 38 item 4), read from a session's steps.
import { describe, expect, it } from 'vitest';
import type { Action } from '@dt/engine';
import type { Session, Step } from '../src/session.ts';
import { endedByItself, forcedSteps } from '../src/table/forced.ts';

const step = (action: Action, actor: 0 | 1 | null, auto = false, events: Step['events'] = []): Step =>
  ({ action, actor, auto, events }) as unknown as Step;
const session = (steps: Step[]): Session => ({ steps }) as unknown as Session;

const card: Action = { type: 'card', value: 5 };
const end: Action = { type: 'end' };
const token: Action = { type: 'token', seat: 'yellow', piece: 'yKy', room: 2 };
const reveal: Action = { type: 'reveal', room: 1 };

describe('forced steps', () => {
  it('the last Action card played for a player is announced until anyone acts', () => {
    const s = session([step(end, 1), step(card, 0, true)]);
    expect(forcedSteps(s, 0, 2, false)).toEqual([1]);
    expect(forcedSteps(session([...s.steps, step(reveal, 0)]), 0, 3, false)).toEqual([]);
    expect(forcedSteps(s, 1, 2, false)).toEqual([]);
  });

  it('a token the player planned in hot seat is their own choice, not announced', () => {
    const s = session([step(token, 0, true)]);
    expect(forcedSteps(s, 0, 1, true)).toEqual([]);
    expect(forcedSteps(s, 0, 1, false)).toEqual([0]);
  });

  it('a turn ends by itself when the engine ended it after the last AP, or the host played a forced end', () => {
    const spent = step(reveal, 0, false, [{ type: 'turn-end', seat: 0 }] as unknown as Step['events']);
    expect(endedByItself(session([spent]), 0)).toBe(true);
    expect(endedByItself(session([step(end, 0, true)]), 0)).toBe(true);
    expect(endedByItself(session([step(end, 0)]), 0)).toBe(false);
    expect(endedByItself(session([spent]), 1)).toBe(false);
  });
});
