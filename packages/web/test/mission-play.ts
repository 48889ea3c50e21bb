// How the mission tests and the mission miner play a mission: the opponent at the mission's own
// level (L3 and L4 held to a number of iterations, seeded, so every run plays the same), and a
// player who does nothing but end its turns (the line that must fail).
import { decide, type Level } from '@dt/ai';
import { legalActionsFor, toMove, view, type Action, type Seat, type State } from '@dt/engine';
import type { Mission } from '../src/missions/missions.ts';
import { missionSeat, missionSession, missionVerdict } from '../src/missions/session.ts';
import { act, stateOf, type Session } from '../src/session.ts';

export const ITERATIONS = 200;

/** The computer's decision for `who` at `level`. */
export function opponentMove(s: State, who: Seat, level: Level): Action {
  const legal = legalActionsFor(s, who);
  const opts = level >= 3 ? { level, seed: 7, iterations: ITERATIONS } : { level, seed: 7 };
  return decide(view(s, who), legal, opts);
}

/** What a player who only ends its turns does here (the first choice when it must choose). */
export const idleMove = (s: State, who: Seat): Action => {
  const legal = legalActionsFor(s, who);
  return legal.find((a) => a.type === 'end') ?? legal[0]!;
};

/**
 * The mission played by an idle player against the computer until the verdict is in: every
 * session on the way (the last one decided), at most `cap` actions.
 */
export function idleGame(m: Mission, cap = 300): Session[] {
  const start = missionSession(m);
  if (!start.ok) throw new Error(start.error.message);
  const seat = missionSeat(m);
  const out = [start.value];
  let s = start.value;
  while (out.length <= cap && missionVerdict(m, s).status === 'playing') {
    const st = stateOf(s);
    const who = toMove(st).find((w) => legalActionsFor(st, w).length > 0)!;
    const next = act(s, who === seat ? idleMove(st, who) : opponentMove(st, who, m.level), 0);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
    out.push(s);
  }
  return out;
}
