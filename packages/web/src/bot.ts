// One Web Worker per game for the computer's moves and the player's hints (the AI package's
// worker entry). A newer request supersedes an older one, so a stale answer never lands on a
// changed position.
import type { DecideOptions, Progress } from '@dt/ai';
import type { WorkerReply, WorkerRequest } from '@dt/ai/web-worker';
import AiWorker from '@dt/ai/web-worker?worker';
import type { Action, View } from '@dt/engine';

export class BotWorker {
  private worker: Worker = new AiWorker();
  private next = 1;
  private current = 0;

  ask(
    view: View,
    legal: Action[],
    opts: Omit<DecideOptions, 'onProgress'>,
    onProgress: (p: Progress) => void,
  ): Promise<Action> {
    const id = this.next++;
    this.current = id;
    return new Promise((resolve, reject) => {
      const onMessage = (e: MessageEvent<WorkerReply>) => {
        const m = e.data;
        if (m.id !== id) return;
        if (this.current !== id) {
          this.worker.removeEventListener('message', onMessage);
          reject(new Error('superseded'));
        } else if ('progress' in m) onProgress(m.progress);
        else {
          this.worker.removeEventListener('message', onMessage);
          if ('action' in m) resolve(m.action);
          else reject(new Error(m.error));
        }
      };
      this.worker.addEventListener('message', onMessage);
      const req: WorkerRequest = { id, view, legal, opts };
      this.worker.postMessage(req);
    });
  }

  close(): void {
    this.worker.terminate();
  }
}
