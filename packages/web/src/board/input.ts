// Board elements that act like buttons: clicked, or Enter/Space with the keyboard focus.
import type { KeyboardEvent } from 'react';

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
