// What an action changes in a game's row besides its version: status, seats to move, the
// deadlines, the result, which seats have made a real move, and the count of timeouts in a
// row. Two rules of our own live here:
// - Set-up is timed too: in a timer game each set-up decision gets the turn timer's length
//   (the engine's R21 timers start with the first turn); when it runs out the game is
//   aborted, since nobody has played yet (sweeper.ts).
// - A game that ends before both seats have made a real move (an action of their own after
//   set-up) is `aborted`: no result, no rating, so resigning at move 0 farms nothing.
import { META_ACTIONS, SEAT_NAMES, TIMEOUT, type AnyGameModule, type Seat } from '@dt/games';
import type { GamePatch, GameRow } from './store.ts';

/** Who sends a command: a seat, or the host itself (timers, abandonment). */
export type Actor = Seat | 'host';

/** An action as a host generic over game kinds sees it: its type, and fields it hands back. */
export type AnyAction = { type: string; [field: string]: unknown };

/** The comma-separated seats to move, as stored for the lobby and the bot sweeper. */
export const toMoveText = (mod: AnyGameModule, s: unknown): string =>
  mod
    .toMove(s)
    .map((x) => SEAT_NAMES[x])
    .join(',');

/**
 * The deadlines after a change from `prev` (null: the game just went live) to `next`: the
 * engine's timers, and in set-up one turn timer per decision (kept while the same seats
 * are still deciding, as when one seat commits its starters before the other).
 */
export function deadlinesOf(
  mod: AnyGameModule,
  prev: unknown,
  next: unknown,
  row: Pick<GameRow, 'deadline' | 'turn_deadline'> | null,
  now: number,
): { deadline: number | null; turn_deadline: number | null } {
  const secs = mod.configOf(next).timerSeconds;
  if (secs && mod.isSetup(next)) {
    const same =
      prev !== null &&
      row?.deadline != null &&
      mod.isSetup(prev) &&
      phaseOf(prev) === phaseOf(next) &&
      toMoveText(mod, prev) === toMoveText(mod, next);
    return { deadline: same ? row!.deadline : now + secs * 1000, turn_deadline: null };
  }
  const d = mod.nextDeadlines(
    prev !== null && mod.isSetup(prev) ? null : prev,
    next,
    row?.turn_deadline ?? null,
    now,
  );
  return { deadline: d.deadline, turn_deadline: d.turnDeadline };
}

/** Both kinds keep a `phase` in their state: a set-up decision of the same phase keeps its timer. */
const phaseOf = (s: unknown): unknown => (s as { phase?: unknown }).phase;

/** The row's fields for a game going live in state `s`. */
export function livePatch(
  mod: AnyGameModule,
  s: unknown,
  now: number,
): Pick<GameRow, 'to_move' | 'deadline' | 'turn_deadline'> {
  return { to_move: toMoveText(mod, s), ...deadlinesOf(mod, null, s, null, now) };
}

export function gamePatch(
  mod: AnyGameModule,
  row: GameRow,
  prev: unknown,
  next: unknown,
  action: AnyAction,
  actor: Actor,
  now: number,
): GamePatch {
  const moved = new Set(row.moved ? row.moved.split(',') : []);
  const by = mod.actorOf(prev, action);
  const real = by !== null && !META_ACTIONS.has(action.type) && action.type !== TIMEOUT && !mod.isSetup(prev);
  if (real) moved.add(SEAT_NAMES[by]);
  const out = mod.outcome(next);
  const over = out.over;
  const result = out.winner === null ? null : out.winner === -1 ? 'draw' : SEAT_NAMES[out.winner];
  const both = moved.size === 2;
  return {
    status: over ? (both ? 'finished' : 'aborted') : 'live',
    to_move: toMoveText(mod, next),
    ...deadlinesOf(mod, prev, next, row, now),
    winner: over && both ? result : null,
    end_reason: over && !both ? 'aborted' : out.endReason,
    moved: [...moved].sort().join(','),
    idle_timeouts: actor === 'host' && action.type === TIMEOUT ? row.idle_timeouts + 1 : 0,
    draw_offers:
      action.type === 'offer-draw' && by !== null
        ? [row.draw_offers, SEAT_NAMES[by]].filter(Boolean).join(',')
        : row.draw_offers,
    moves_yellow: row.moves_yellow + (real && by === 0 ? 1 : 0),
    moves_blue: row.moves_blue + (real && by === 1 ? 1 : 0),
  };
}

/** Draw offers one seat may make in a game: more would only pester the opponent. */
export const DRAW_OFFERS_PER_SEAT = 3;

/** Whether `seat` has made all the draw offers it may in this game. */
export const drawOffersSpent = (row: Pick<GameRow, 'draw_offers'>, seat: Seat): boolean =>
  row.draw_offers.split(',').filter((s) => s === SEAT_NAMES[seat]).length >= DRAW_OFFERS_PER_SEAT;
