// Bot seats. The server asks a BotEngine for a decision from the bot seat's own view and
// legal actions (never the state), then submits it like any client, against the version it
// was computed for; a stale decision is simply dropped. Decisions run in the AI's worker
// pool (worker_threads), so a thinking bot never stalls this process's other games.
import {
  kindView,
  SEAT_NAMES as SEATS,
  type ActionOf,
  type GameKind,
  type KindHandle,
  type Seat,
} from '@dt/games';
import type { BotRequestOf } from '@dt/ai/bots';
import { BotPool } from '@dt/ai/pool';
import { handleOf, moduleOf, type Authority, type Loaded } from './authority.ts';
import { BotShed } from './bot-shed.ts';
import type { CpuBudget } from './budget.ts';

/**
 * One decision of a bot seat: its kind's view and legal actions (never the state), with that
 * kind, as the bots' one request takes them; the server adds the seed.
 */
export type BotJobOf<K extends GameKind> = Pick<BotRequestOf<K>, 'kind' | 'view' | 'legal' | 'level'>;
export type BotJob<K extends GameKind = GameKind> = { [P in K]: BotJobOf<P> }[K];

/** The job of a bot seat of level `level` in a state of the handle's kind. */
function jobOf<K extends GameKind>(h: KindHandle<K>, state: unknown, seat: Seat, level: number): BotJob<K> {
  return { ...kindView(h, state, seat), legal: h.module.legalActionsFor(state, seat), level };
}

export interface BotEngine {
  decide(job: BotJob, seed: number, game: string): Promise<ActionOf<GameKind>>;
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

  decide(job: BotJob, seed: number, game: string): Promise<ActionOf<GameKind>> {
    this.pool ??= new BotPool(this.workers);
    return this.pool.decide({ ...job, seed, ...this.budget }, game);
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
    /** What a decision's preparation (the bot seat's view and legal actions) costs is its game owner's. */
    private readonly share: { budget: CpuBudget; ownerOf(gameId: string): string } | null = null,
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
      // The job (a view and a legal list: the costly part) is made within its owner's CPU share.
      const prepare = () => jobOf(handleOf(g.row), g.state, seat, level);
      const made = this.share
        ? this.share.budget.run(this.share.ownerOf(gameId), prepare)
        : { value: prepare() };
      if (!made) return; // its owner's share is spent: the sweeper wakes this bot again later
      const job = made.value;
      if (job.legal.length === 0) return;
      const action = await this.engine.decide(job, version * 2 + seat, gameId);
      if (this.closed) return;
      const r = await this.authority.command(gameId, seat, version, action);
      if (!r.ok && r.code !== 'STALE_VERSION' && r.code !== 'GAME_OVER')
        this.log(`bot ${gameId} v${version}: ${r.code}`);
    } catch (e) {
      if (e instanceof BotShed) return;
      this.log(`bot ${gameId} v${version}: failed (${e instanceof Error ? e.name : 'error'})`);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.engine.close();
  }
}
