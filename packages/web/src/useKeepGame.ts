// A game on this device kept as it is played, for every kind's table: saved under its id after
// every step, before the step is drawn (what the player sees is what a reload brings back), and
// while it is on, leaving the page asks first (the browser's own question).
import { useEffect, useLayoutEffect } from 'react';
import { isOver, type GameSession, type GameTypes } from './game-session.ts';
import type { TipsState } from './saved.ts';
import { saveSession } from './save-session.ts';

/** `gameId` undefined: a game not saved (a mission's, a puzzle's), which still asks before leaving. */
export function useKeepGame<T extends GameTypes>(
  gameId: string | undefined,
  session: GameSession<T>,
  tips: [TipsState, TipsState],
): void {
  const over = isOver(session);
  useLayoutEffect(() => {
    if (gameId) saveSession(gameId, session, tips);
  }, [gameId, session, tips, over]);
  useEffect(() => {
    if (over) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [over]);
}
