// The computer's decisions on this device, for every game kind: one Web Worker (the AI package's
// worker entry) answering the one bot request `{kind, view, legal, level, seed}`, built here for
// a game of any kind from its seat's view and legal actions only (never the state). A game's
// worker may let a newer request supersede an older one, so a stale answer never lands on a
// changed position. Where no Worker exists (the component tests' jsdom), bots run in the page,
// their code imported then only (a browser loads it in the worker, not with the table).
import type { Progress } from '@dt/ai/bot';
import { botLevels } from '@dt/ai/levels';
import type { BotRequest, BotRequestOf } from '@dt/ai/bots';
import type { WorkerReply, WorkerRequest } from '@dt/ai/web-worker';
import AiWorker from '@dt/ai/web-worker?worker';
import type { ActionOf, GameKind, Seat } from '@dt/games';
import { seatLegal, seatView, type GameSession, type GameTypes } from './game-session.ts';

/**
 * The request of the computer seat `seat` in a game on this device: its level (within its
 * kind's bots' levels), seeded by the game and the move count so a game replays the same.
 * Null when the seat has nothing to decide.
 */
export function botRequest<T extends GameTypes>(session: GameSession<T>, seat: Seat): BotRequest | null {
  const legal = seatLegal(session, seat);
  if (!legal.length) return null;
  const player = session.players[seat];
  const top = Math.max(...botLevels(session.kind));
  const level = player.kind === 'bot' ? Math.min(top, Math.max(0, player.level)) : 0;
  const seed = session.seed + session.steps.length;
  // The session's module made this view and these actions: they are its kind's.
  return { kind: session.kind, view: seatView(session, seat), legal, level, seed } as BotRequest;
}

export class BotWorker {
  private worker: Worker | null = typeof Worker === 'undefined' ? null : new AiWorker();
  private next = 1;
  private current = 0;

  /** `supersede`: a new request makes an unanswered older one fail with 'superseded'. */
  constructor(private readonly supersede = true) {}

  ask<K extends GameKind>(
    req: BotRequestOf<K>,
    onProgress: (p: Progress<ActionOf<K>>) => void = () => {},
  ): Promise<ActionOf<K>> {
    const id = this.next++;
    this.current = id;
    const w = this.worker;
    if (!w)
      return Promise.all([
        import('@dt/ai/bots'),
        import('@dt/games').then((g) => g.loadKinds(['bots'])),
      ]).then(([{ decideRequest }]) => decideRequest(req, onProgress));
    return new Promise((resolve, reject) => {
      const onMessage = (e: MessageEvent<WorkerReply>) => {
        const m = e.data;
        if (m.id !== id) return;
        if (this.supersede && this.current !== id) {
          w.removeEventListener('message', onMessage);
          reject(new Error('superseded'));
        } else if ('progress' in m) onProgress(m.progress as Progress<ActionOf<K>>);
        else {
          w.removeEventListener('message', onMessage);
          // What the worker posts back is the action it chose among `req.legal`.
          if ('action' in m) resolve(m.action as ActionOf<K>);
          else reject(new Error(m.error));
        }
      };
      w.addEventListener('message', onMessage);
      w.postMessage({ ...req, id } as WorkerRequest);
    });
  }

  /** The computer's action for `seat` (one of its legal actions), or null when it has none. */
  async decide<T extends GameTypes>(
    session: GameSession<T>,
    seat: Seat,
    onProgress?: (p: Progress<T['action']>) => void,
  ): Promise<T['action'] | null> {
    const req = botRequest(session, seat);
    return req && this.ask(req, onProgress);
  }

  close(): void {
    this.worker?.terminate();
  }
}
