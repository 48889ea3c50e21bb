// Online undo on this page's side: the server decides what may be taken back (engine
// `undoableSteps`); the page offers "Undo" while its seat has acted in its turn in progress
// with actions that may be taken back, and reads the `undone` event of a frame.
import { useMemo, useRef, useState } from 'react';
import type { Action, SeatName } from '@dt/engine';

/** What undo reads of a view, the same in every kind's. */
export interface TurnOf {
  turn: number;
  viewer: SeatName | 'spectator';
  active: SeatName;
  phase: string;
}

/** Actions after which nothing before can be taken back: they reveal, start a combat, commit a secret or pass the turn. */
const FINAL = new Set<string>([
  'end',
  'rotate',
  'reveal',
  'attack',
  'spear',
  'combat',
  'announce',
  'starters',
  'token',
  'handicap',
  'resign',
  'offer-draw',
  'accept-draw',
  'decline-draw',
] satisfies Action['type'][]);

/** The undo a frame's events report, if any. */
export function undoneOf(events: Record<string, unknown>[] | null): { seat: string; count: number } | null {
  const e = events?.find((x) => x.type === 'undone');
  return e && typeof e.seat === 'string' && typeof e.count === 'number'
    ? { seat: e.seat, count: e.count }
    : null;
}

/**
 * How many of this seat's own actions of the turn in progress may be taken back, as far as
 * this page knows (`acted` after each acknowledged action, `undone` after an undo).
 */
export function useOwnActs(view: TurnOf | null): {
  count: number;
  acted: (a: { type: string }) => void;
  undone: () => void;
} {
  const [state, setState] = useState({ turn: -1, count: 0 });
  const turn = view ? view.turn : -1;
  const active =
    !!view && view.viewer !== 'spectator' && view.active === view.viewer && view.phase === 'actions';
  const count = active && state.turn === turn ? state.count : 0;
  const turnRef = useRef(turn);
  turnRef.current = turn;
  return useMemo(
    () => ({
      count,
      acted: (a: { type: string }) =>
        setState((s) => {
          const base = s.turn === turnRef.current ? s.count : 0;
          return { turn: turnRef.current, count: FINAL.has(a.type) ? 0 : base + 1 };
        }),
      undone: () => setState((s) => ({ ...s, count: Math.max(0, s.count - 1) })),
    }),
    [count],
  );
}
