// The timer skeleton: no deadline without a timer or where none runs; the turn timer starts
// with a new turn and carries over otherwise; a short timer runs inside it.
import { describe, expect, it } from 'vitest';
import { SHORT_TIMER_MS, deadlinesAfter } from '../src/index.ts';

const change = { timerSeconds: 60, timed: true, newTurn: false, short: false };

describe('deadlines', () => {
  it('none without a timer, or where the engine accepts no timeout', () => {
    expect(deadlinesAfter({ ...change, timerSeconds: null }, 5, 0)).toEqual({
      deadline: null,
      turnDeadline: null,
    });
    expect(deadlinesAfter({ ...change, timed: false }, 5, 0)).toEqual({ deadline: null, turnDeadline: null });
  });

  it('a new turn starts the turn timer again; otherwise it carries over', () => {
    expect(deadlinesAfter({ ...change, newTurn: true }, 5000, 1000)).toEqual({
      deadline: 61_000,
      turnDeadline: 61_000,
    });
    expect(deadlinesAfter(change, 5000, 1000)).toEqual({ deadline: 5000, turnDeadline: 5000 });
    expect(deadlinesAfter(change, null, 1000).turnDeadline).toBe(61_000);
  });

  it('a short timer runs inside the turn timer and never beyond it', () => {
    expect(deadlinesAfter({ ...change, short: true }, 60_000, 1000).deadline).toBe(1000 + SHORT_TIMER_MS);
    expect(deadlinesAfter({ ...change, short: true }, 3000, 1000).deadline).toBe(3000);
  });
});
