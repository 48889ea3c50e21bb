// A mission as a game on this device: its start position with the player at their seat and the
// computer at the mission's level, the actions played since replayed by the engine, and the
// verdict of the goal on the steps played. The table gets the seat's view as in any game.
import { SEATS, parseAction, parsePosition, type Result, type Seat } from '@dt/engine';
import { act, sessionFrom, type Player, type Session } from '../session.ts';
import { evaluate, type Verdict } from './goal.ts';
import type { Mission } from './missions.ts';

export const missionSeat = (m: Mission): Seat => SEATS.indexOf(m.seat) as Seat;

/** The mission's game after `actions` (notation); an action the engine refuses is an error. */
export function missionSession(m: Mission, actions: readonly string[] = []): Result<Session> {
  const start = parsePosition(m.position);
  if (!start.ok) return start;
  const seat = missionSeat(m);
  const players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }];
  players[1 - seat] = { kind: 'bot', level: m.level };
  let session: Session = sessionFrom(start.value, players);
  for (const [i, text] of actions.entries()) {
    const a = parseAction(text);
    if (!a.ok) return a;
    const next = act(session, a.value, 0);
    if (!next.ok)
      return { ok: false, error: { ...next.error, message: `action ${i + 1}: ${next.error.message}` } };
    session = next.value;
  }
  return { ok: true, value: session };
}

export const missionVerdict = (m: Mission, session: Session): Verdict =>
  evaluate(m.goal, m.stars, session.initial, session.steps, missionSeat(m));
