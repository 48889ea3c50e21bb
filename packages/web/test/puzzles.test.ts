// The puzzles file (issue 42 item 4): every puzzle checked by the engine. Its line wins for the
// side to move within the turn, every action of it is that side's own, ending the turn at once
// does not win, and some other first actions (then the end of the turn) do not either.
import { describe, expect, it } from 'vitest';
import { apply, makeAction, legalActionsFor, parseAction, type State } from '@dt/engine';
import { PUZZLES, puzzleOfDay, puzzleSeat, puzzleSession, puzzleVerdict } from '../src/puzzles/puzzle.ts';
import { act } from '../src/session.ts';

const play = (s: State, text: string): State => {
  const a = parseAction(text);
  if (!a.ok) throw new Error(a.error.message);
  const r = apply(s, a.value);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value.state;
};

describe('the puzzles', () => {
  it('there are puzzles of escapes and of eliminations, from Prison and Classic', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PUZZLES.map((p) => p.kind))).toEqual(new Set(['escape', 'kill']));
    expect(
      PUZZLES.some((p) => p.scenario === 'classic') && PUZZLES.some((p) => p.scenario === 'standalone'),
    ).toBe(true);
  });
  for (const p of PUZZLES) {
    it(`${p.id}: the line wins this turn; ending at once and other first actions do not`, () => {
      const r = puzzleSession(p);
      if (!r.ok) throw new Error(r.error.message);
      const seat = puzzleSeat(p);
      let session = r.value;
      for (const text of p.line) {
        expect(puzzleVerdict(p, session)).toBe('playing');
        const a = parseAction(text);
        const next = a.ok ? act(session, a.value, 0) : a;
        if (!next.ok) throw new Error(`${text}: ${next.error.message}`);
        expect(next.value.steps.at(-1)!.actor).toBe(seat);
        session = next.value;
      }
      expect(puzzleVerdict(p, session)).toBe('solved');
      const start = r.value.initial;
      expect(play(start, 'end').winner).toBeNull();
      const others = legalActionsFor(start, seat)
        .map(makeAction)
        .filter((t) => t !== p.line[0] && t !== 'end');
      const tried = others.filter((_, i) => i % Math.max(1, Math.floor(others.length / 5)) === 0).slice(0, 5);
      const losing = tried.filter((t) => {
        const after = play(start, t);
        return after.phase !== 'over' && play(after, 'end').winner === null;
      });
      expect(losing.length).toBeGreaterThan(0);
    });
  }
  it('the puzzle of the day is one per date, the same all day, and changes the next day', () => {
    const a = puzzleOfDay(new Date('2026-11-28T00:10:00Z'));
    expect(puzzleOfDay(new Date('2026-11-28T23:50:00Z'))).toBe(a);
    expect(puzzleOfDay(new Date('2026-11-29T00:10:00Z'))).not.toBe(a);
    const week = Array.from({ length: 7 }, (_, d) => puzzleOfDay(new Date(Date.UTC(2026, 10, 28 + d))));
    expect(new Set(week).size).toBe(7);
  });
});
