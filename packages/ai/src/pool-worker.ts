// A BotPool worker thread: answers decisions and plays whole matches, one job at a time.
// Node only; loaded through bin/pool-worker.js.
import { parentPort } from 'node:worker_threads';
import type * as cardgame from '@dt/cardgame';
import type { Action, View } from '@dt/engine';
import { decideCardgame, type CardgameLevel } from './cardgame/index.ts';
import { decide, type DecideOptions } from './index.ts';
import { runMatch, type MatchJob } from './players.ts';

export type PoolRequest =
  | { id: number; type: 'decide'; view: View; legal: Action[]; opts: Omit<DecideOptions, 'onProgress'> }
  | { id: number; type: 'match'; job: MatchJob }
  | {
      id: number;
      type: 'decide-cardgame';
      view: cardgame.View;
      legal: cardgame.Action[];
      opts: { level: CardgameLevel; seed: number };
    };

export type PoolReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const port = parentPort!;
port.on('message', (m: PoolRequest) => {
  try {
    const value =
      m.type === 'decide'
        ? decide(m.view, m.legal, m.opts)
        : m.type === 'decide-cardgame'
          ? decideCardgame(m.view, m.legal, m.opts)
          : runMatch(m.job);
    port.postMessage({ id: m.id, ok: true, value } satisfies PoolReply);
  } catch (e) {
    port.postMessage({
      id: m.id,
      ok: false,
      error: e instanceof Error ? e.message : String(e),
    } satisfies PoolReply);
  }
});
