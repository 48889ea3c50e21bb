// Bot decisions in a bounded line, shared fairly between the addresses that made the bot
// games, inside a CPU budget of their own. The AI's pool (one request shape, `decide`) has
// a few worker threads; this line hands it at most one decision per worker at a time, takes
// the owners in turn (an address with twelve bot games gets the share of one with a single
// game), and charges each decision's time to its owner's share (budget.ts). An owner whose
// share is spent, or a line already full, gets its decision shed: the game's bot is not lost,
// the sweeper wakes it again after BOT_IDLE (sweeper.ts), by which time the share has
// refilled. So twelve level-4 games from one address cost that address's share of a core,
// not both cores, and the human games' commands never wait behind them.
import type { BotEngine, BotJob } from './bots.ts';
import { BotShed } from './bot-shed.ts';
import type { CpuBudget } from './budget.ts';
import type { ActionOf, GameKind } from '@dt/games';

export interface BotQueueOptions {
  /** Decisions handed to the engine at once (its worker threads). */
  running: number;
  /** Decisions waiting, in all, beyond which new ones are shed. */
  waiting: number;
  /** Each owner's share of the CPU for its bots' decisions. */
  budget: CpuBudget;
}

interface Waiting {
  job: BotJob;
  seed: number;
  game: string;
  resolve: (a: ActionOf<GameKind>) => void;
  reject: (e: Error) => void;
}

export class BotQueue implements BotEngine {
  /** One line per owner. */
  private readonly lines = new Map<string, Waiting[]>();
  /** When each owner's decision last started (a count): the waiting owner served longest ago goes next. */
  private readonly servedAt = new Map<string, number>();
  private starts = 0;
  private readonly owners = new Map<string, string>();
  private waitingCount = 0;
  private busy = 0;
  /** Decisions taken and shed (for /metrics and the tests). */
  decided = 0;
  shed = 0;
  /** The owners served, in order (the tests read the fairness from it). */
  readonly served: string[] = [];

  constructor(
    private readonly engine: BotEngine,
    private readonly opts: BotQueueOptions,
  ) {}

  /** The address that made a bot game (its rematches keep it); unknown games are their own owner. */
  own(gameId: string, owner: string): void {
    this.owners.set(gameId, owner);
    if (this.owners.size > 100_000) this.owners.delete(this.owners.keys().next().value!);
  }

  ownerOf(gameId: string): string {
    return this.owners.get(gameId) ?? gameId;
  }

  get waiting(): number {
    return this.waitingCount;
  }

  decide(job: BotJob, seed: number, game: string): Promise<ActionOf<GameKind>> {
    const owner = this.ownerOf(game);
    if (this.waitingCount >= this.opts.waiting || this.opts.budget.left(owner) <= 0) {
      this.shed++;
      return Promise.reject(new BotShed());
    }
    return new Promise((resolve, reject) => {
      const line = this.lines.get(owner);
      const w = { job, seed, game, resolve, reject };
      if (line) line.push(w);
      else this.lines.set(owner, [w]);
      this.waitingCount++;
      this.pump();
    });
  }

  close(): Promise<void> {
    for (const line of this.lines.values()) for (const w of line) w.reject(new BotShed());
    this.lines.clear();
    this.waitingCount = 0;
    return this.engine.close();
  }

  /** Hands the engine, while a worker is free, the first decision of the owner served longest ago. */
  private pump(): void {
    while (this.busy < this.opts.running && this.lines.size) {
      let owner = '';
      let oldest = Infinity;
      for (const k of this.lines.keys()) {
        const at = this.servedAt.get(k) ?? 0;
        if (at < oldest) [owner, oldest] = [k, at];
      }
      const line = this.lines.get(owner)!;
      const w = line.shift()!;
      if (line.length === 0) this.lines.delete(owner);
      this.waitingCount--;
      this.servedAt.delete(owner);
      this.servedAt.set(owner, ++this.starts);
      if (this.servedAt.size > 10_000) this.servedAt.delete(this.servedAt.keys().next().value!);
      if (this.opts.budget.left(owner) <= 0) {
        this.shed++;
        w.reject(new BotShed());
        continue;
      }
      this.busy++;
      this.served.push(owner);
      if (this.served.length > 1000) this.served.splice(0, 500);
      const started = this.opts.budget.start();
      this.engine.decide(w.job, w.seed, w.game).then(
        (a) => this.done(owner, started, () => w.resolve(a)),
        (e: unknown) =>
          this.done(owner, started, () => w.reject(e instanceof Error ? e : new Error(String(e)))),
      );
    }
  }

  private done(owner: string, started: number, settle: () => void): void {
    this.busy--;
    this.decided++;
    this.opts.budget.stop(owner, started);
    settle();
    this.pump();
  }
}
