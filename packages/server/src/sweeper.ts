// Deadlines and idle bots are found by polling the database, not by in-memory timers, so a
// process that restarts, or any other process sharing the database, honours them (R21). Two
// processes racing to time out the same game cannot both succeed: the timeout is an ordinary
// command against the stored version.
import type { Authority } from './authority.ts';
import type { Store } from './store.ts';

export interface SweeperHooks {
  /** Looks at a live game with a bot seat that has waited (e.g. after a restart). */
  wakeBot(gameId: string): Promise<void>;
  log(line: string): void;
}

export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly store: Store,
    private readonly authority: Authority,
    private readonly hooks: SweeperHooks,
    private readonly everyMs = 250,
    private readonly botIdleMs = 3000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass: time out every game whose deadline has passed, wake idle bots. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const now = Date.now();
      for (const g of await this.store.dueTimers(now)) {
        const r = await this.authority.command(g.id, 'host', g.version, { type: 'timeout' });
        if (!r.ok && r.code !== 'STALE_VERSION') this.hooks.log(`timeout ${g.id}: ${r.code}`);
      }
      for (const g of await this.store.waitingBots(now, this.botIdleMs)) {
        const waiting = g.to_move.split(',').some((s) => s && g.bot_seats.split(',').includes(s));
        if (waiting) await this.hooks.wakeBot(g.id);
      }
    } catch (e) {
      this.hooks.log(`sweeper failed: ${e instanceof Error ? e.name : 'error'}`);
    } finally {
      this.running = false;
    }
  }
}
