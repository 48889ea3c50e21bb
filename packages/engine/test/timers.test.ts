// The optional timers (R21): the turn timer starts with each turn and none runs during
// set-up; once one Combat card is chosen the other seat has 5 seconds, within the turn timer.
import { describe, expect, it } from 'vitest';
import { Rng, SHORT_TIMER_MS, apply, legalActionsFor, newGame, nextDeadlines, toMove } from '../src/index.ts';

describe('timers (R21)', () => {
  it('the turn timer starts with the turn, a chosen Combat card starts the 5-second one (R21)', () => {
    const g = newGame({ scenario: 'tutorial-1', timerSeconds: 60 }, 3);
    if (!g.ok) throw new Error(g.error.message);
    expect(nextDeadlines(null, g.value, null, 1000)).toEqual({ deadline: null, turnDeadline: null });
    let s = g.value;
    while (s.phase !== 'card') {
      const seat = s.phase === 'starters' ? (legalActionsFor(s, 0).length ? 0 : 1) : s.tokenTurn;
      const r = apply(s, legalActionsFor(s, seat)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(nextDeadlines(null, s, null, 1000)).toEqual({ deadline: 61_000, turnDeadline: 61_000 });
    expect(SHORT_TIMER_MS).toBe(5000);
  });

  it('once one Combat card is chosen, the other seat has 5 seconds, within the turn timer (R21)', () => {
    const g = newGame({ scenario: 'tutorial-3', timerSeconds: 120 }, 5);
    if (!g.ok) throw new Error(g.error.message);
    const rng = new Rng('combat-timer');
    let s = g.value;
    let turnDeadline: number | null = null;
    let seen = 0;
    for (let i = 0; i < 20_000 && s.phase !== 'over' && seen < 3; i++) {
      const seat = toMove(s)[0]!;
      const legal = legalActionsFor(s, seat);
      const attacks = legal.filter((a) => a.type === 'attack');
      const r = apply(s, attacks.length ? rng.pick(attacks) : rng.pick(legal));
      if (!r.ok) throw new Error(r.error.message);
      const d = nextDeadlines(s, r.value.state, turnDeadline, 1_000_000 + i);
      if (
        r.value.state.phase === 'combat' &&
        r.value.state.combat!.cards.filter((c) => c >= 0).length === 1
      ) {
        expect(d.deadline).toBe(1_000_000 + i + SHORT_TIMER_MS);
        expect(d.turnDeadline).toBe(turnDeadline);
        seen++;
      }
      turnDeadline = d.turnDeadline;
      s = r.value.state;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
