// The computer's turn played out on the card table, as the board games play the opponent's
// moves (screens/Game.tsx): each of its actions stays on screen for the player's pace
// (settings.paceMs, 0 for all at once) with the cards, zones or rooms it touched highlighted
// and its log line, and Faster and Skip. Set-up choices and the people's own actions appear at
// once. Every step of the session keeps the position it left, so a step is drawn from there,
// and the session may run ahead of the screen while the computer goes on deciding.
import { useEffect, useState } from 'react';
import type { Action, State } from '@dt/cardgame';
import { stateOf } from '../game-session.ts';
import { choiceOf, type Ref } from './choices.ts';
import type { CardSession, CardStep } from './session.ts';

const SETUP = new Set(['select', 'handicap', 'starters', 'deal', 'facing']);
/** Faster: the rest of the turn at four times the pace. */
export const FASTER = 4;

/** Whether a step is played out (stays on screen for the pace) rather than drawn at once. */
export function playedOut(session: CardSession, e: CardStep): boolean {
  return e.actor !== null && session.players[e.actor].kind === 'bot' && !SETUP.has(e.action.type);
}

/** What an action touched, to highlight: its card and its target, and who moves on a step. */
export function touched(a: Action, moving: string | null): Set<Ref> {
  const c = choiceOf(a);
  const refs = new Set<Ref>([c.source, c.target].filter((r): r is Ref => r !== null));
  if ((a.type === 'step' || a.type === 'stop') && moving) refs.add(`p:${moving}`);
  return refs;
}

export interface Playback {
  /** How many of the session's steps are on screen. */
  shown: number;
  /** The position on screen. */
  state: State;
  /** The computer's step on screen (played out one by one), highlighted with its log line. */
  current: CardStep | null;
  /** Steps of the session not yet on screen. */
  left: number;
  faster: boolean;
  onFaster: () => void;
  onSkip: () => void;
}

export function usePlayback(session: CardSession, paceMs: number): Playback {
  const n = session.steps.length;
  const [shown, setShown] = useState(n);
  const [boost, setBoost] = useState(1);
  // What appears at once is drawn at once (no frame of the old position in between).
  let at = Math.min(shown, n);
  while (at < n && (paceMs === 0 || !playedOut(session, session.steps[at]!))) at++;
  useEffect(() => {
    if (at !== shown) return setShown(at);
    if (at >= n) return setBoost(1);
    const id = setTimeout(() => setShown(at + 1), paceMs / boost);
    return () => clearTimeout(id);
  }, [at, shown, n, boost, paceMs]);
  const last = at > 0 ? session.steps[at - 1]! : null;
  return {
    shown: at,
    state: at >= n ? stateOf(session) : (last?.state ?? session.initial),
    // The computer's last step stays highlighted until the player acts.
    current: last && paceMs > 0 && playedOut(session, last) ? last : null,
    left: n - at,
    faster: boost > 1,
    onFaster: () => setBoost(FASTER),
    onSkip: () => setShown(n),
  };
}
