// Bot seats. The server asks a BotEngine for a decision from the bot seat's own view and
// legal actions (never the state), then submits it like any client, against the version it
// was computed for; a stale decision is simply dropped. Decisions run in the AI's worker
// pool (worker_threads), so a thinking bot never stalls this process's other games.
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
import type { Level } from '@dt/ai';
import { BotPool } from '@dt/ai/pool';
import type { Authority, Loaded } from './authority.ts';

export interface BotEngine {
  decide(view: View, legal: Action[], opts: { level: Level; seed: number }, game: string): Promise<Action>;
  close(): Promise<void>;
}

/**
 * The AI's worker pool, started on the first decision (a server without bot games never pays
 * for it): one thread per core, and a queue that takes the games' decisions in turn, so a
 * few long searches cannot hold back every other game's bot.
 */
export class PoolBot implements BotEngine {
  private pool: BotPool | null = null;

  constructor(private readonly workers = 1) {}

  decide(v: View, legal: Action[], opts: { level: Level; seed: number }, game: string): Promise<Action> {
    this.pool ??= new BotPool(this.workers);
    return this.pool.decide(v, legal, opts, game);
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}

export class Bots {
  private readonly thinking = new Set<string>();
  private closed = false;

  constructor(
    private readonly authority: Authority,
    private readonly engine: BotEngine,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts a decision for each bot seat that must move in this game now (at most one per version). */
  kick(g: Loaded): void {
    const { row, state } = g;
    if (this.closed || row.status !== 'live' || !row.bot_seats) return;
    const gameId = row.id;
    const version = row.version;
    for (const seat of toMove(state)) {
      const name = SEATS[seat];
      if (!row.bot_seats.split(',').includes(name)) continue;
      const level = g.seats.find((s) => s.seat === name)?.bot_level ?? 1;
      const key = `${gameId}:${version}:${name}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      void this.play(gameId, version, state, seat, level as Level).finally(() => this.thinking.delete(key));
    }
  }

  private async play(gameId: string, version: number, state: State, seat: Seat, level: Level): Promise<void> {
    try {
      const legal = legalActionsFor(state, seat);
      if (legal.length === 0) return;
      const action = await this.engine.decide(
        view(state, seat),
        legal,
        { level, seed: version * 2 + seat },
        gameId,
      );
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
