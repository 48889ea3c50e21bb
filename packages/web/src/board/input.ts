// Board elements that act like buttons: clicked, or Enter/Space with the keyboard focus; and
// what a room's buttons ask for, which the board's layers and the board itself both name.
import type { KeyboardEvent } from 'react';

/** What a click on a room's buttons asks: reveal it, turn it either way, place a token in it. */
export type RoomCommand = 'reveal' | 'cw' | 'ccw' | 'token';

export const activate = (fn: () => void) => ({
  onClick: fn,
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  },
  tabIndex: 0,
  role: 'button',
});
