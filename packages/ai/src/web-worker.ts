// The bots in a browser Web Worker, so thinking never blocks the page: one request for every
// game kind, the same as the Node pool's (`BotRequest`). The page posts `{ id, ...request }` and
// receives `{ id, progress }` messages while the bot thinks, then `{ id, action }` or
// `{ id, error }`. Usage (Vite):
//   new Worker(new URL('@dt/ai/web-worker', import.meta.url), { type: 'module' })
import { kindsLoaded, loadKinds } from '@dt/games';
import type { Progress } from './bot.ts';
import { decideRequest, type BotRequest } from './bots.ts';

export type WorkerRequest = BotRequest & { id: number };

export type WorkerReply =
  | { id: number; progress: Progress<unknown> }
  | { id: number; action: unknown }
  | { id: number; error: string };

interface WorkerScope {
  addEventListener(type: 'message', f: (e: { data: WorkerRequest }) => void): void;
  postMessage(m: WorkerReply): void;
}

const scope = globalThis as unknown as WorkerScope;

// The bots of kinds that bring their own, loaded before the first request (the requests made
// meanwhile wait on the same promise, so they are still answered in order; once everything is
// loaded, as it is at once for built-in bots, each is answered as it comes).
const ready = loadKinds(['bots']);
scope.addEventListener('message', (e) =>
  kindsLoaded(['bots']) ? answer(e.data) : void ready.then(() => answer(e.data)),
);

function answer(data: WorkerRequest): void {
  const { id, ...req } = data;
  try {
    const action = decideRequest(req, (progress) => scope.postMessage({ id, progress }));
    scope.postMessage({ id, action });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
}
