// Bot seats. The server asks a BotEngine for a decision from the bot seat's own view and
// legal actions (never the state), then submits it like any client, against the version it
// was computed for; a stale decision is simply dropped. Decisions run in the AI's worker
// pool when it is available, so a thinking bot never stalls this process's other games.
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import {
  legalActionsFor,
  toMove,
  view,
  SEATS,
  type Action,
  type Seat,
  type State,
  type View,
} from '@dt/engine';
import { decide, type Level } from '@dt/ai';
import type { Authority } from './authority.ts';

export interface BotEngine {
  decide(view: View, legal: Action[], opts: { level: Level; seed: number }): Promise<Action>;
  close(): Promise<void>;
}

/** Decides on this thread, after yielding to the event loop (fine for the cheap levels). */
export class InlineBot implements BotEngine {
  decide(v: View, legal: Action[], opts: { level: Level; seed: number }): Promise<Action> {
    return new Promise((resolve) => setImmediate(() => resolve(decide(v, legal, opts))));
  }
  async close(): Promise<void> {}
}

interface PoolLike {
  decide(v: View, legal: Action[], opts: { level: Level; seed: number }): Promise<Action>;
  close(): Promise<void>;
}

/** The AI's worker pool (packages/ai/src/pool.ts) when present, else decisions inline. */
export async function defaultBotEngine(workers = 1): Promise<BotEngine> {
  const file = fileURLToPath(new URL('../../ai/src/pool.ts', import.meta.url));
  if (!existsSync(file)) return new InlineBot();
  const mod = (await import(pathToFileURL(file).href)) as { BotPool?: new (n: number) => PoolLike };
  return mod.BotPool ? new mod.BotPool(workers) : new InlineBot();
}

export class Bots {
  private readonly thinking = new Set<string>();
  private closed = false;

  constructor(
    private readonly authority: Authority,
    private readonly engine: BotEngine,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts a decision for each bot seat that must move in this state (at most one per version). */
  kick(
    gameId: string,
    version: number,
    state: State,
    botSeats: string,
    levels: Partial<Record<string, number>>,
  ): void {
    if (this.closed || state.phase === 'over' || !botSeats) return;
    for (const seat of toMove(state)) {
      const name = SEATS[seat];
      if (!botSeats.split(',').includes(name)) continue;
      const key = `${gameId}:${version}:${name}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      void this.play(gameId, version, state, seat, (levels[name] ?? 1) as Level).finally(() =>
        this.thinking.delete(key),
      );
    }
  }

  private async play(gameId: string, version: number, state: State, seat: Seat, level: Level): Promise<void> {
    try {
      const legal = legalActionsFor(state, seat);
      if (legal.length === 0) return;
      const action = await this.engine.decide(view(state, seat), legal, { level, seed: version * 2 + seat });
      if (this.closed) return;
      const r = await this.authority.command(gameId, seat, version, action);
      if (!r.ok && r.code !== 'STALE_VERSION' && r.code !== 'GAME_OVER')
        this.log(`bot ${gameId} v${version}: ${r.code}`);
    } catch (e) {
      this.log(`bot ${gameId} v${version}: failed (${e instanceof Error ? e.name : 'error'})`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.engine.close();
  }
}
