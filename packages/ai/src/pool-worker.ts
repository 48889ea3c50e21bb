// A BotPool worker thread: answers decisions of any kind's bots and plays whole matches, one job
// at a time. Node only; loaded through bin/pool-worker.js.
import { parentPort } from 'node:worker_threads';
import { kindsLoaded, loadKinds, type GameKind } from '@dt/games';
import { decideRequest, type BotRequest } from './bots.ts';
import { runMatch, type MatchJobOf } from './players.ts';

export type PoolRequest =
  { id: number; type: 'decide'; req: BotRequest } | { id: number; type: 'match'; job: MatchJobOf<GameKind> };

export type PoolReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const port = parentPort!;
// The bots and rules of kinds that bring their own, loaded before the first job (the jobs sent
// meanwhile wait on the same promise, so they are still answered in order; once everything is
// loaded, as it is at once for built-in kinds, each is answered as it comes).
const ready = loadKinds(['rules', 'bots']);
port.on('message', (m: PoolRequest) =>
  kindsLoaded(['rules', 'bots']) ? answer(m) : void ready.then(() => answer(m)),
);

function answer(m: PoolRequest): void {
  try {
    const value = m.type === 'decide' ? decideRequest(m.req) : runMatch(m.job);
    port.postMessage({ id: m.id, ok: true, value } satisfies PoolReply);
  } catch (e) {
    port.postMessage({
      id: m.id,
      ok: false,
      error: e instanceof Error ? e.message : String(e),
    } satisfies PoolReply);
  }
}
