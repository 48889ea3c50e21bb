// The parts of a game on this device that decide what happens without a click: choices with a
// single answer and planned token placements are taken for the players; in hot seat a draw
// offer goes to the other person at once; and which steps of the others a player has not seen
// yet (the computer's turn, or the turn played while they looked away) are played out to them.
import type { Action, Seat } from '@dt/engine';
import { act, deciders, forcedAction, isHuman, stateOf, type Session } from './session.ts';

/** Token placements each person planned in hot seat, made for them on their turns (in order). */
export type Plans = [Action[], Action[]];
export const NO_PLANS: Plans = [[], []];

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Takes every step nobody has to think about: a person's planned token placement when its turn
 * comes, and a person's forced choice. A plan the opponent's placements made impossible is
 * dropped; `broken` names whose, so that person is asked again.
 */
export function settle(
  session: Session,
  plans: Plans,
  now = Date.now(),
): { session: Session; plans: Plans; broken: Seat | null } {
  let broken: Seat | null = null;
  const next: Plans = [plans[0], plans[1]];
  for (let guard = 0; guard < 200; guard++) {
    const st = stateOf(session);
    if (st.phase === 'over') break;
    let step: { seat: Seat; action: Action } | null = null;
    for (const seat of deciders(session).filter((s) => isHuman(session, s))) {
      const planned = next[seat][0];
      if (st.phase === 'tokens' && planned) {
        next[seat] = next[seat].slice(1);
        const r = act(session, planned, now, true);
        if (r.ok) {
          session = r.value;
          step = { seat, action: planned };
          break;
        }
        next[seat] = [];
        broken = seat;
      }
      const forced = forcedAction(session, seat);
      if (forced) {
        const r = act(session, forced, now, true);
        if (r.ok) {
          session = r.value;
          step = { seat, action: forced };
          break;
        }
      }
    }
    if (!step) break;
  }
  return { session, plans: next, broken };
}

/** In hot seat, the person who must answer the opponent's draw offer now, if any (R22). */
export function drawAnswerer(session: Session): Seat | null {
  const st = stateOf(session);
  if (st.phase === 'over' || st.drawOffer < 0) return null;
  const other = (st.drawOffer ^ 1) as Seat;
  return isHuman(session, 0) && isHuman(session, 1) ? other : null;
}

/** Is this planned action one of the given legal ones? */
export const isPlanned = (plan: readonly Action[], a: Action): boolean => plan.some((p) => sameAction(p, a));

/**
 * Where the opponent's last turn began, as seen by `viewer`: the step after the turn before it
 * ended (null before any other turn was played).
 */
export function lastTurnStart(session: Session, viewer: Seat): number | null {
  const ends: { at: number; seat: Seat }[] = [];
  session.steps.forEach((st, i) => {
    for (const e of st.events) if (e.type === 'turn-end') ends.push({ at: i, seat: e.seat });
  });
  for (let k = ends.length - 1; k >= 0; k--)
    if (ends[k]!.seat !== viewer) return k > 0 ? ends[k - 1]!.at + 1 : firstTurnStep(session);
  return null;
}

/** The first step of the game's first turn (the first Action card). */
const firstTurnStep = (session: Session): number =>
  Math.max(
    0,
    session.steps.findIndex((st) => st.action.type === 'card'),
  );

/**
 * The steps whose events the viewer is shown as "what just happened": everything the others did
 * since the viewer's own last step (the set-up's placements left to the log), or that step
 * itself when nobody has played since.
 */
export function recentSteps(session: Session, viewer: Seat | null, shown: number): number[] {
  let own = -1;
  for (let i = shown - 1; i >= 0; i--)
    if (session.steps[i]!.actor === viewer && !session.steps[i]!.auto) {
      own = i;
      break;
    }
  if (own >= 0 && own === shown - 1) return [own];
  const out: number[] = [];
  for (let i = own + 1; i < shown; i++) if (!isSetupStep(session.steps[i]!.action)) out.push(i);
  return out;
}

/** Set-up steps appear at once; the rest of the others' steps are played out at the chosen pace. */
export const isSetupStep = (a: Action): boolean =>
  a.type === 'starters' || a.type === 'token' || a.type === 'handicap';
