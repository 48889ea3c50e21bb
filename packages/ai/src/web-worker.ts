// The bots in a browser Web Worker, so thinking never blocks the page. The page posts
// `{ id, view, legal, opts }` (opts without onProgress) and receives `{ id, progress }`
// messages while the bot thinks, then `{ id, action }` or `{ id, error }`. Usage (Vite):
//   new Worker(new URL('@dt/ai/web-worker', import.meta.url), { type: 'module' })
import type { Action, View } from '@dt/engine';
import { decide, type DecideOptions, type Progress } from './index.ts';

export interface WorkerRequest {
  id: number;
  view: View;
  legal: Action[];
  opts: Omit<DecideOptions, 'onProgress'>;
}

export type WorkerReply =
  { id: number; progress: Progress } | { id: number; action: Action } | { id: number; error: string };

interface WorkerScope {
  addEventListener(type: 'message', f: (e: { data: WorkerRequest }) => void): void;
  postMessage(m: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (e) => {
  const { id, view, legal, opts } = e.data;
  try {
    const action = decide(view, legal, {
      ...opts,
      onProgress: (progress) => scope.postMessage({ id, progress }),
    });
    scope.postMessage({ id, action });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
