// A worker thread of `dt selfplay`: plays the games it is sent, by index, and posts each
// outcome back. It shares nothing with the main thread but the configuration.
import { parentPort, workerData } from 'node:worker_threads';
import { kindsLoaded, loadKinds } from '@dt/games';
import { randomGame, type RandomRun } from './games.ts';

export type ToWorker = { type: 'game'; index: number } | { type: 'stop' };

const setup = workerData as RandomRun;
const port = parentPort!;
// The rules and `dt` hooks of kinds that bring their own, loaded before the first game (the
// messages sent meanwhile wait on the same promise, so they are still handled in order; once
// everything is loaded, as it is at once for built-in kinds, each is handled as it comes).
const ready = loadKinds(['rules', 'dt']);
const handle = (m: ToWorker): void => {
  if (m.type === 'stop') port.close();
  else port.postMessage(randomGame(setup, m.index));
};
port.on('message', (m: ToWorker) =>
  kindsLoaded(['rules', 'dt']) ? handle(m) : void ready.then(() => handle(m)),
);
