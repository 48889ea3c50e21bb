// Which of a game's last actions a player may take back, as on Board Game Arena: the own
// actions of the turn in progress, back to the last one that cannot be unseen or unmade.
// Written against the public contract only (actions and the events `apply` returned), so a
// host on this device and the server decide the same way from what they already keep.
//
// An action is final when:
// - another seat made it, or the host did (a timeout): its decision is not ours to take back;
// - the turn or the game ended with it (R8, R22);
// - it showed something hidden: a room revealed (R3, R14), the starting characters revealed
//   (R9), a hand shown to the Telepath (R6), Combat cards turned over (R9);
// - it started a combat, which the opponent answers with a secret card (R9, R16);
// - it committed a secret choice: starting characters, a token, a handicap removal, a Combat
//   card or the Telepath's announcement (R5, R9, R23);
// - it rotated a room: "he is not allowed to change his mind if the new game situation is not
//   to his liking" (rulebook p. 6);
// - it spoke to the opponent: a draw offered, accepted or declined, a resignation.
// Everything else (Action card, movement, jump, Fireball, scream, portcullis, heal, placing a
// revealed token) follows from public information and may be taken back.
import type { GameEvent } from '../core/pieces.ts';
import { SEATS, type Action, type SeatName } from '../core/types.ts';

/** One action of a game and the events `apply` returned for it. */
export interface PlayedStep {
  action: Action;
  events: readonly GameEvent[];
}

const FINAL_ACTIONS = new Set<Action['type']>([
  'end',
  'timeout',
  'rotate',
  'starters',
  'token',
  'handicap',
  'combat',
  'announce',
  'resign',
  'offer-draw',
  'accept-draw',
  'decline-draw',
]);

const FINAL_EVENTS = new Set<GameEvent['type']>([
  'turn-end',
  'game-over',
  'revealed',
  'starters-revealed',
  'hand-shown',
  'combat-start',
  'combat-result',
  'card-chosen',
]);

/** The seat that made a step: the one it names, else the seat whose turn it is. */
function actorOfStep(step: PlayedStep, active: SeatName | null): SeatName | null {
  const named = (step.action as { seat?: unknown }).seat;
  if (typeof named === 'string')
    return (SEATS as readonly string[]).includes(named) ? (named as SeatName) : null;
  return step.action.type === 'timeout' ? null : active;
}

/** The seat whose turn it is: the one that played the last Action card (null during set-up). */
function activeSeat(steps: readonly PlayedStep[]): SeatName | null {
  for (let k = steps.length - 1; k >= 0; k--)
    for (const e of steps[k]!.events) if (e.type === 'card') return SEATS[e.seat];
  return null;
}

/**
 * How many of the game's last actions `seat` may take back now: 0 when the last action is
 * final or not its own. Taking back n actions means replaying the first length - n.
 */
export function undoableSteps(steps: readonly PlayedStep[], seat: SeatName): number {
  // The steps that may be taken back all lie after the turn's last end, so in one turn.
  const active = activeSeat(steps);
  let n = 0;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (FINAL_ACTIONS.has(step.action.type)) break;
    if (step.events.some((e) => FINAL_EVENTS.has(e.type))) break;
    if (actorOfStep(step, active) !== seat) break;
    n++;
  }
  return n;
}
