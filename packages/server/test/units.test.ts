// The small pure pieces of the server: Elo ratings, salted scrypt passwords, and the R21
// deadlines (turn timer, and the 5-second timers inside it).
import { describe, expect, it } from 'vitest';
import { Rng, newGame, apply, legalActionsFor, toMove } from '@dt/engine';
import { elo } from '../src/ratings.ts';
import { checkPassword, hashPassword } from '../src/secrets.ts';
import { nextDeadlines, SHORT_TIMER_MS } from '../src/deadlines.ts';

describe('ratings, passwords and timers', () => {
  it('Elo moves 16 points between equals', () => {
    expect(elo(1500, 1500, 1)).toEqual([1516, 1484]);
    expect(elo(1500, 1500, 0.5)).toEqual([1500, 1500]);
  });

  it('passwords are salted scrypt hashes', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await checkPassword('correct horse', a)).toBe(true);
    expect(await checkPassword('wrong horse', a)).toBe(false);
    expect(await checkPassword('x', null)).toBe(false);
  });

  it('the turn timer starts with the turn, a chosen Combat card starts the 5-second one (R21)', () => {
    const g = newGame({ scenario: 'tutorial-1', timerSeconds: 60 }, 3);
    if (!g.ok) throw new Error(g.error.message);
    expect(nextDeadlines(null, g.value, null, 1000)).toEqual({ deadline: null, turn_deadline: null });
    let s = g.value;
    while (s.phase !== 'card') {
      const seat = s.phase === 'starters' ? (legalActionsFor(s, 0).length ? 0 : 1) : s.tokenTurn;
      const r = apply(s, legalActionsFor(s, seat)[0]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(nextDeadlines(null, s, null, 1000)).toEqual({ deadline: 61_000, turn_deadline: 61_000 });
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
        expect(d.turn_deadline).toBe(turnDeadline);
        seen++;
      }
      turnDeadline = d.turn_deadline;
      s = r.value.state;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
