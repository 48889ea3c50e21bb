// A worker thread of `cardgame selfplay`: plays the games it is given, by index, and posts
// each outcome back.
import { parentPort, workerData } from 'node:worker_threads';
import { configFor, playRandomGame, type Check, type RunConfig } from '../src/selfplay.ts';

const { config, runSeed, check, indices } = workerData as {
  config: RunConfig;
  runSeed: string;
  check: Check;
  indices: number[];
};
for (const i of indices) parentPort!.postMessage(playRandomGame(configFor(config, i), runSeed, i, check));
