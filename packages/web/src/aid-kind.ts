// Which game's player aid the Rules dialog shows when the address alone does not say: a screen
// that shows one kind's game (an online table, a replay from the home's list) names it while it
// is on screen, and the app reads it when Rules is opened.
import { createContext, useContext, useEffect } from 'react';
import type { GameKind } from '@dt/games';

export const AidKindContext = createContext<(kind: GameKind | null) => void>(() => undefined);

/** Names `kind` as the game on screen while the calling component is shown. */
export function useAidKind(kind: GameKind): void {
  const set = useContext(AidKindContext);
  useEffect(() => {
    set(kind);
    return () => set(null);
  }, [kind, set]);
}
