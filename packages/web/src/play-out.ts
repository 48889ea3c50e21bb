// The others' steps played out on this device, for every kind's table (the board's Game.tsx,
// the card game's playback.ts): of the session's steps, how many are on screen. Steps the kind
// says need no watching (the player's own, set-up choices, everything at the pace "all at
// once") appear at once, with no frame of the old position in between; each of the others
// stays on screen for its time, shortened by Faster; Skip shows the position now. The session
// may run ahead of the screen while the computer goes on deciding.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** Faster: the rest of the steps at four times the pace. */
export const FASTER = 4;

export interface PlayOut {
  /** How many of the session's steps are on screen. */
  shown: number;
  /** Steps of the session not yet on screen. */
  left: number;
  faster: boolean;
  onFaster: () => void;
  onSkip: () => void;
  /** Goes back to step `n` (Replay the last turn, a hand-off that plays out what was missed). */
  setShown: Dispatch<SetStateAction<number>>;
}

export interface PlayOutRule<S> {
  /** The player's pace (settings.paceMs); 0 shows every step at once. */
  paceMs: number;
  /** Whether a step stays on screen for its time rather than appearing at once. */
  watched: (step: S) => boolean;
  /** How long the step on screen stays before the next appears, at the normal speed. */
  stayMs: (step: S | undefined) => number;
  /** Nothing moves on (a hot-seat table behind its hand-off screen). */
  paused?: boolean;
}

export function usePlayOut<S>(steps: readonly S[], rule: PlayOutRule<S>, start = steps.length): PlayOut {
  const n = steps.length;
  const [shown, setShown] = useState(start);
  const [boost, setBoost] = useState(1);
  const paused = rule.paused ?? false;
  // What appears at once is drawn at once.
  let at = Math.min(shown, n);
  if (!paused) while (at < n && (rule.paceMs === 0 || !rule.watched(steps[at]!))) at++;
  const stay = at > 0 ? rule.stayMs(steps[at - 1]) : rule.paceMs;
  useEffect(() => {
    if (paused) return;
    if (at !== shown) return setShown(at);
    if (at >= n) return setBoost(1);
    const id = setTimeout(() => setShown(at + 1), stay / boost);
    return () => clearTimeout(id);
  }, [at, shown, n, boost, stay, paused]);
  return {
    shown: at,
    left: n - at,
    faster: boost > 1,
    onFaster: () => setBoost(FASTER),
    onSkip: () => setShown(n),
    setShown,
  };
}
