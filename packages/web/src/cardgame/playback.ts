// The computer's turn played out on the card table, as the board games play the opponent's
// moves: the shared play-out (../play-out.ts: the pace, Faster, Skip) with the card game's
// rule of what is watched (the computer's actions, not its set-up choices; the people's own
// actions appear at once), the position on screen and the computer's step, highlighted with
// the cards, zones or rooms it touched and its log line.
import type { Action, State } from '@dt/cardgame';
import { stateOf } from '../game-session.ts';
import { usePlayOut, type PlayOut } from '../play-out.ts';
import { choiceOf, type Ref } from './choices.ts';
import type { CardSession, CardStep } from './session.ts';

const SETUP = new Set(['select', 'handicap', 'starters', 'deal', 'facing']);

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

export interface Playback extends PlayOut {
  /** The position on screen. */
  state: State;
  /** The computer's step on screen (played out one by one), highlighted with its log line. */
  current: CardStep | null;
}

export function usePlayback(session: CardSession, paceMs: number): Playback {
  const out = usePlayOut(session.steps, {
    paceMs,
    watched: (e) => playedOut(session, e),
    stayMs: () => paceMs,
  });
  const last = out.shown > 0 ? session.steps[out.shown - 1]! : null;
  return {
    ...out,
    state: out.left === 0 ? stateOf(session) : (last?.state ?? session.initial),
    // The computer's last step stays highlighted until the player acts.
    current: last && paceMs > 0 && playedOut(session, last) ? last : null,
  };
}
