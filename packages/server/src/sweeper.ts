// Deadlines, idle bots and stalled games are found by polling the database, not by in-memory
// timers, so a process that restarts, or any other process sharing the database, honours
// them (R21). Two processes racing over the same game cannot both succeed: a timeout is an
// ordinary command against the stored version, and an abort changes only a game that still
// has the status it was read with. What ends a stalled game:
// - a set-up timer running out (timer games): aborted, nobody has played yet;
// - `maxIdleTimeouts` timeouts in a row with no player acting between them: aborted (both
//   players are gone; without this a timer game would log a timeout every period forever);
// - no action at all for `idleAbortMs` (untimed games both players left): aborted;
// - an open game nobody joined within `openGameMs`: aborted as expired.
// Its slow pass also forgets expired sessions and chat lines older than the retention.
// Its period and its idea of now come from the server's clock (clock.ts), so a test moves
// time forward and the sweeper runs, instead of the test waiting for either.
import type { Accounts } from './accounts.ts';
import { moduleOf, type Authority } from './authority.ts';
import type { Clock } from './clock.ts';
import type { Store } from './store.ts';

export interface SweeperHooks {
  /** Looks at a live game with a bot seat that has waited (e.g. after a restart). */
  wakeBot(gameId: string): Promise<void>;
  /** A game ended without an action: tell its viewers. */
  ended(gameId: string, version: number): void;
  log(line: string): void;
  /** Whether the database answers (a pass while it is away would only fail). */
  ready(): boolean;
  /** Forgets stale pairing tickets (pairing.ts). */
  purgePairing?(now: number): Promise<void>;
}

export interface SweeperOptions {
  everyMs: number;
  botIdleMs: number;
  idleAbortMs: number;
  openGameMs: number;
  maxIdleTimeouts: number;
  /** Chat lines older than this are deleted. */
  chatRetentionMs: number;
  clock: Clock;
}

/** Slow checks (stalled games, expired sessions) run at most once per this many periods. */
const SLOW_EVERY = 40;

export class Sweeper {
  private stopTimer: (() => void) | null = null;
  private running = false;
  /** When the slow checks last ran (never: they run at the first tick). */
  private slowAt = -Infinity;

  constructor(
    private readonly store: Store,
    private readonly authority: Authority,
    private readonly accounts: Accounts,
    private readonly hooks: SweeperHooks,
    private readonly opts: SweeperOptions,
  ) {}

  start(): void {
    this.stopTimer = this.opts.clock.every(this.opts.everyMs, () => this.tick());
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** One pass: time out or abort every game whose deadline has passed, wake idle bots, now and then (or when `all`) end stalled games. */
  async tick(all = false): Promise<void> {
    if (this.running || !this.hooks.ready()) return;
    this.running = true;
    try {
      const now = this.opts.clock.now();
      for (const due of await this.store.dueTimers(now)) await this.timeout(due.id, due.version);
      for (const g of await this.store.waitingBots(now, this.opts.botIdleMs)) {
        const waiting = g.to_move.split(',').some((s) => s && g.bot_seats.split(',').includes(s));
        if (waiting) await this.hooks.wakeBot(g.id);
      }
      if (all || now - this.slowAt >= SLOW_EVERY * this.opts.everyMs) {
        this.slowAt = now;
        await this.slow(now);
      }
    } catch (e) {
      this.hooks.log(`sweeper failed: ${e instanceof Error ? e.message : 'error'}`);
    } finally {
      this.running = false;
    }
  }

  private async timeout(id: string, version: number): Promise<void> {
    const g = await this.authority.load(id);
    if (!g || g.row.version !== version || g.row.status !== 'live') return;
    if (moduleOf(g.row).isSetup(g.state) || g.row.idle_timeouts >= this.opts.maxIdleTimeouts)
      return this.abort(id, 'live', version, 'abandoned');
    const r = await this.authority.command(id, 'host', version, { type: 'timeout' });
    if (!r.ok && r.code !== 'STALE_VERSION') this.hooks.log(`timeout ${id}: ${r.code}`);
  }

  private async abort(id: string, from: string, version: number, reason: string): Promise<void> {
    const g = await this.authority.end(id, from, version, reason);
    if (g) this.hooks.ended(id, g.row.version);
  }

  private async slow(now: number): Promise<void> {
    for (const g of await this.store.idle('open', now - this.opts.openGameMs))
      await this.abort(g.id, 'open', g.version, 'expired');
    for (const g of await this.store.idle('live', now - this.opts.idleAbortMs))
      await this.abort(g.id, 'live', g.version, 'abandoned');
    await this.accounts.purge(now);
    await this.store.purgeChat(now - this.opts.chatRetentionMs);
    await this.hooks.purgePairing?.(now);
  }
}
