// One Web Worker per game for the computer's moves and the player's hints. A newer request
// supersedes an older one, so a stale answer never lands on a changed position.
import type { DecideOptions } from '@dt/ai';
import type { Action, View } from '@dt/engine';
import type { BotReply, BotRequest } from './bot.worker.ts';

export class BotWorker {
  private worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
  private next = 1;
  private current = 0;

  ask(
    view: View,
    legal: Action[],
    opts: Omit<DecideOptions, 'onProgress'>,
    onProgress: (iterations: number) => void,
  ): Promise<Action> {
    const id = this.next++;
    this.current = id;
    return new Promise((resolve, reject) => {
      const onMessage = (e: MessageEvent<BotReply>) => {
        const m = e.data;
        if (m.id !== id) return;
        if (this.current !== id) {
          this.worker.removeEventListener('message', onMessage);
          reject(new Error('superseded'));
          return;
        }
        if (m.kind === 'progress') onProgress(m.iterations);
        else {
          this.worker.removeEventListener('message', onMessage);
          if (m.kind === 'done') resolve(m.action);
          else reject(new Error(m.message));
        }
      };
      this.worker.addEventListener('message', onMessage);
      const req: BotRequest = { id, view, legal, opts };
      this.worker.postMessage(req);
    });
  }

  close(): void {
    this.worker.terminate();
  }
}
