// The computer thinks here, off the page's thread, from one seat's view and its legal actions
// only (R6); progress messages let the page show that it is thinking.
import { decide, type DecideOptions } from '@dt/ai';
import type { Action, View } from '@dt/engine';

export interface BotRequest {
  id: number;
  view: View;
  legal: Action[];
  opts: Omit<DecideOptions, 'onProgress'>;
}
export type BotReply =
  | { id: number; kind: 'progress'; iterations: number }
  | { id: number; kind: 'done'; action: Action }
  | { id: number; kind: 'error'; message: string };

const post = (m: BotReply): void => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, view, legal, opts } = e.data;
  try {
    let last = 0;
    const action = decide(view, legal, {
      ...opts,
      onProgress: (p) => {
        if (p.elapsedMs - last >= 100) {
          last = p.elapsedMs;
          post({ id, kind: 'progress', iterations: p.iterations });
        }
      },
    });
    post({ id, kind: 'done', action });
  } catch (err) {
    post({ id, kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
