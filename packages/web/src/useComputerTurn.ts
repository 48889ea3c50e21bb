// The computer's decision on this device, for every kind's table: when a computer seat decides
// now, its request (its view and legal actions only, bot.ts) goes to the table's bot worker,
// its search's progress is reported, and its action is played unless the position has changed
// meanwhile. A worker may answer a superseded request with 'superseded': that is no error.
import { useEffect, type RefObject } from 'react';
import type { Seat } from '@dt/games';
import type { BotWorker } from './bot.ts';
import type { GameSession, GameTypes } from './game-session.ts';

export interface ComputerTurn<A> {
  /** The table's worker (made when first needed, kept by the table). */
  worker: () => BotWorker;
  play: (a: A) => void;
  /** The search's iterations so far, then null once it has answered or was dropped. */
  onThinking?: (iterations: number | null) => void;
  onError?: (message: string) => void;
  /** A pause before asking, so that the computer's moves can be followed. */
  delayMs?: number;
}

export function useComputerTurn<T extends GameTypes>(
  session: GameSession<T>,
  seat: Seat | null,
  turn: RefObject<ComputerTurn<T['action']>>,
): void {
  useEffect(() => {
    if (seat === null) return;
    const o = turn.current;
    let live = true;
    const ask = () => {
      o.onThinking?.(0);
      o.worker()
        .decide(session, seat, (p) => live && o.onThinking?.(p.iterations))
        .then((a) => {
          if (!live) return;
          o.onThinking?.(null);
          if (a) turn.current.play(a);
        })
        .catch((e: Error) => live && e.message !== 'superseded' && o.onError?.(e.message));
    };
    const timer = o.delayMs ? setTimeout(ask, o.delayMs) : (ask(), undefined);
    return () => {
      live = false;
      clearTimeout(timer);
      o.onThinking?.(null);
    };
    // A new session (or another seat to decide) asks again; the callbacks are read when they run.
  }, [session, seat]);
}
