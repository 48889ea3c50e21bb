// What an action changes in a game's row besides its version: status, seats to move, the
// deadlines, the result, which seats have made a real move, and the count of timeouts in a
// row. Two rules of our own live here:
// - Set-up is timed too: in a timer game each set-up decision gets the turn timer's length
//   (the engine's R21 timers start with the first turn); when it runs out the game is
//   aborted, since nobody has played yet (sweeper.ts).
// - A game that ends before both seats have made a real move (an action of their own after
//   set-up) is `aborted`: no result, no rating, so resigning at move 0 farms nothing.
import {
  SEATS,
  actorOf,
  nextDeadlines as engineDeadlines,
  toMove,
  type Action,
  type Seat,
  type State,
} from '@dt/engine';
import type { GamePatch, GameRow } from './store.ts';

/** Who sends a command: a seat, or the host itself (timers, abandonment). */
export type Actor = Seat | 'host';

const SETUP = new Set<State['phase']>(['handicap', 'starters', 'tokens']);
const META = new Set<Action['type']>(['resign', 'offer-draw', 'accept-draw', 'decline-draw', 'timeout']);

export const isSetup = (s: State): boolean => SETUP.has(s.phase);

/** The comma-separated seats to move, as stored for the lobby and the bot sweeper. */
export const toMoveText = (s: State): string =>
  toMove(s)
    .map((x) => SEATS[x])
    .join(',');

/**
 * The deadlines after a change from `prev` (null: the game just went live) to `next`: the
 * engine's R21 timers, and in set-up one turn timer per decision (kept while the same seats
 * are still deciding, as when one seat commits its starters before the other).
 */
export function deadlinesOf(
  prev: State | null,
  next: State,
  row: Pick<GameRow, 'deadline' | 'turn_deadline'> | null,
  now: number,
): { deadline: number | null; turn_deadline: number | null } {
  const secs = next.config.timerSeconds;
  if (secs && isSetup(next)) {
    const same =
      prev && row?.deadline != null && prev.phase === next.phase && toMoveText(prev) === toMoveText(next);
    return { deadline: same ? row!.deadline : now + secs * 1000, turn_deadline: null };
  }
  const d = engineDeadlines(prev && isSetup(prev) ? null : prev, next, row?.turn_deadline ?? null, now);
  return { deadline: d.deadline, turn_deadline: d.turnDeadline };
}

/** The row's fields for a game going live in state `s`. */
export function livePatch(s: State, now: number): Pick<GameRow, 'to_move' | 'deadline' | 'turn_deadline'> {
  return { to_move: toMoveText(s), ...deadlinesOf(null, s, null, now) };
}

export function gamePatch(
  row: GameRow,
  prev: State,
  next: State,
  action: Action,
  actor: Actor,
  now: number,
): GamePatch {
  const moved = new Set(row.moved ? row.moved.split(',') : []);
  const by = actorOf(prev, action);
  if (by !== null && !META.has(action.type) && !isSetup(prev)) moved.add(SEATS[by]);
  const over = next.phase === 'over';
  const result = next.winner === null ? null : next.winner < 0 ? 'draw' : SEATS[next.winner as Seat];
  const real = moved.size === 2;
  return {
    status: over ? (real ? 'finished' : 'aborted') : 'live',
    to_move: toMoveText(next),
    ...deadlinesOf(prev, next, row, now),
    winner: over && real ? result : null,
    end_reason: over && !real ? 'aborted' : next.endReason,
    moved: [...moved].sort().join(','),
    idle_timeouts: actor === 'host' && action.type === 'timeout' ? row.idle_timeouts + 1 : 0,
  };
}
