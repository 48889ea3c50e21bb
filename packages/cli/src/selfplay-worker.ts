// A worker thread of `dt selfplay`: plays the games it is sent, by index, and posts each
// outcome back. It shares nothing with the main thread but the configuration.
import { parentPort, workerData } from 'node:worker_threads';
import { loadKinds } from '@dt/games';
import { randomGame, type RandomRun } from './games.ts';

export type ToWorker = { type: 'game'; index: number } | { type: 'stop' };

const setup = workerData as RandomRun;
const port = parentPort!;
// The rules and `dt` hooks of kinds that bring their own, loaded before the first game (every
// message waits on the same promise, so they are still handled in order).
const ready = loadKinds(['rules', 'dt']);
port.on(
  'message',
  (m: ToWorker) =>
    void ready.then(() => {
      if (m.type === 'stop') port.close();
      else port.postMessage(randomGame(setup, m.index));
    }),
);
