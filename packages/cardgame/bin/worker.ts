// A worker thread of `cardgame selfplay`: plays the games it is given, by index, and posts
// each outcome back.
import { parentPort, workerData } from 'node:worker_threads';
import { playRandomGame, type Check } from '../src/selfplay.ts';
import type { GameConfig } from '../src/index.ts';

const { config, runSeed, check, indices } = workerData as {
  config: GameConfig;
  runSeed: string;
  check: Check;
  indices: number[];
};
for (const i of indices) parentPort!.postMessage(playRandomGame(config, runSeed, i, check));
