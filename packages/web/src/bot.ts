// The computer's decisions on this device, for every game kind: one Web Worker (the AI package's
// worker entry) answering the one bot request `{kind, view, legal, level, seed}`. A game's
// worker may let a newer request supersede an older one, so a stale answer never lands on a
// changed position. Where no Worker exists (the component tests' jsdom), bots run in the page,
// their code imported then only (a browser loads it in the worker, not with the table).
import type { Progress } from '@dt/ai/bot';
import type { BotRequestOf } from '@dt/ai/bots';
import type { WorkerReply, WorkerRequest } from '@dt/ai/web-worker';
import AiWorker from '@dt/ai/web-worker?worker';
import type { ActionOf, GameKind } from '@dt/games';

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
    if (!w) return import('@dt/ai/bots').then(({ decideRequest }) => decideRequest(req, onProgress));
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

  close(): void {
    this.worker?.terminate();
  }
}
