// A worker thread of `dt selfplay`: plays the games it is sent, by index, and posts each
// outcome back. It shares nothing with the main thread but the configuration.
import { parentPort, workerData } from 'node:worker_threads';
import { randomGame, type RandomRun } from './games.ts';

export type ToWorker = { type: 'game'; index: number } | { type: 'stop' };

const setup = workerData as RandomRun;
const port = parentPort!;
port.on('message', (m: ToWorker) => {
  if (m.type === 'stop') {
    port.close();
    return;
  }
  port.postMessage(randomGame(setup, m.index));
});
