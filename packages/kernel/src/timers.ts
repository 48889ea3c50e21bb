// The timer skeleton every game kind shares (optional turn timer, 5-second timers inside it):
// deadlines a host keeps with the game and checks against its clock, issuing `timeout` when
// one passes. The engine says, for a change of position, whether a timer runs, whether a new
// turn began and whether a short timer starts; the arithmetic is here.

export const SHORT_TIMER_MS = 5000;

export interface Deadlines {
  /** The earliest deadline now running (ms), or null. */
  deadline: number | null;
  /** The turn timer's deadline (ms), or null. */
  turnDeadline: number | null;
}

/** What the engine tells of a change of position, for its timers. */
export interface TimerChange {
  /** The game's turn timer in seconds (null or 0: none). */
  timerSeconds: number | null;
  /** A timer runs in the new position (the engine accepts a timeout there). */
  timed: boolean;
  /** A new turn began (or timing starts now): the turn timer starts again. */
  newTurn: boolean;
  /** A short timer starts with this change (a Combat card awaited, tokens or cards to place). */
  short: boolean;
}

/** Deadlines after a change, given the turn timer's deadline before it, at `now`. */
export function deadlinesAfter(c: TimerChange, prevTurn: number | null, now: number): Deadlines {
  if (!c.timerSeconds || !c.timed) return { deadline: null, turnDeadline: null };
  const turn = c.newTurn || prevTurn === null ? now + c.timerSeconds * 1000 : prevTurn;
  const short = c.short ? now + SHORT_TIMER_MS : null;
  return { deadline: short === null ? turn : Math.min(short, turn), turnDeadline: turn };
}

/** A game's `nextDeadlines(prev, next, turnDeadline, now)`: prev is null when the game just started. */
export type NextDeadlines<S> = (prev: S | null, next: S, prevTurn: number | null, now: number) => Deadlines;

/** The deadlines function of a game, from what it tells of each change of position. */
export const timersOf =
  <S>(change: (prev: S | null, next: S) => TimerChange): NextDeadlines<S> =>
  (prev, next, prevTurn, now) =>
    deadlinesAfter(change(prev, next), prevTurn, now);
