// Bot seats. The server asks a BotEngine for a decision from the bot seat's own view and
// legal actions (never the state), then submits it like any client, against the version it
// was computed for; a stale decision is simply dropped. Decisions run in the AI's worker
// pool (worker_threads), so a thinking bot never stalls this process's other games.
import type * as cardgame from '@dt/cardgame';
import type * as prison from '@dt/engine';
import { SEAT_NAMES as SEATS, type GameKind, type Seat } from '@dt/games';
import type { Level } from '@dt/ai';
import type { CardgameLevel } from '@dt/ai/cardgame';
import { BotPool } from '@dt/ai/pool';
import { moduleOf, type AnyAction, type Authority, type Loaded } from './authority.ts';

/** One decision of a bot seat: its kind's view and legal actions, never the state. */
export type BotJob =
  | { kind: 'prison'; view: prison.View; legal: prison.Action[]; level: Level }
  | { kind: 'cardgame'; view: cardgame.View; legal: cardgame.Action[]; level: CardgameLevel };

export interface BotEngine {
  decide(job: BotJob, seed: number, game: string): Promise<AnyAction>;
  close(): Promise<void>;
}

/**
 * The AI's worker pool, started on the first decision (a server without bot games never pays
 * for it): one thread per core, and a queue that takes the games' decisions in turn, so a
 * few long searches cannot hold back every other game's bot.
 */
export class PoolBot implements BotEngine {
  private pool: BotPool | null = null;

  constructor(
    private readonly workers = 1,
    /** Overrides the level's search budget of the board game's bots (a test's endless search). */
    private readonly budget: { iterations?: number; ms?: number } = {},
  ) {}

  decide(job: BotJob, seed: number, game: string): Promise<AnyAction> {
    this.pool ??= new BotPool(this.workers);
    return job.kind === 'prison'
      ? this.pool.decide(job.view, job.legal, { level: job.level, seed, ...this.budget }, game)
      : this.pool.decideCardgame(job.view, job.legal, { level: job.level, seed }, game);
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
    for (const seat of moduleOf(row).toMove(state)) {
      const name = SEATS[seat];
      if (!row.bot_seats.split(',').includes(name)) continue;
      const level = g.seats.find((s) => s.seat === name)?.bot_level ?? 1;
      const key = `${gameId}:${version}:${name}`;
      if (this.thinking.has(key)) continue;
      this.thinking.add(key);
      void this.play(g, version, seat, level).finally(() => this.thinking.delete(key));
    }
  }

  private async play(g: Loaded, version: number, seat: Seat, level: number): Promise<void> {
    const gameId = g.row.id;
    try {
      const mod = moduleOf(g.row);
      const legal = mod.legalActionsFor(g.state, seat);
      if (legal.length === 0) return;
      const job = {
        kind: mod.kind,
        view: mod.view(g.state, seat),
        legal,
        level,
      } as BotJob satisfies { kind: GameKind };
      const action = await this.engine.decide(job, version * 2 + seat, gameId);
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
