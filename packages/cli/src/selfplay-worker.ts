// A worker thread of `dt selfplay`: plays the games it is sent, by index, and posts each
// outcome back. It shares nothing with the main thread but the configuration.
import { parentPort, workerData } from 'node:worker_threads';
import type { GameConfig } from '@dt/engine';
import { playRandomGame, type Check } from './random-game.ts';

export interface WorkerSetup {
  config: GameConfig;
  runSeed: string;
  check: Check;
}

export type ToWorker = { type: 'game'; index: number } | { type: 'stop' };

const setup = workerData as WorkerSetup;
const port = parentPort!;
port.on('message', (m: ToWorker) => {
  if (m.type === 'stop') {
    port.close();
    return;
  }
  port.postMessage(playRandomGame(setup.config, setup.runSeed, m.index, setup.check));
});
