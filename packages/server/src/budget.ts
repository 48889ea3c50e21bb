// A share of the server's CPU per client address, for the requests whose cost depends on
// what they ask rather than on their number: a legal-action list not yet computed, a join
// that replays actions to catch up, a bot's decision. Each address has a bucket of
// milliseconds of work that refills at `rate` per second up to `burst`; costly work runs only
// while the bucket is not empty, and what it took is then taken from it. So within the
// message rate limits, one address keeps at most its share of a core busy however it picks
// its requests, and the cheap requests of everyone else (a cached list, an action) never wait
// behind it. Refills follow the server's clock; the cost of a piece of work is measured by a
// meter (elapsed milliseconds by default; tests count units instead, so their assertions do
// not depend on the machine's speed).

import type { Clock } from './clock.ts';

export interface BudgetOptions {
  /** Milliseconds of work per second each address may use. */
  rate: number;
  /** The most it may use at once, after a quiet while. */
  burst: number;
  clock: Clock;
  /** What a piece of work costs: its elapsed milliseconds by default. */
  meter?: Meter;
}

/** Measures a piece of work: `start` before it, `cost` of what `start` returned after it. */
export interface Meter {
  start(): number;
  cost(started: number): number;
}

const elapsed: Meter = { start: () => performance.now(), cost: (t) => performance.now() - t };

export class CpuBudget {
  private readonly buckets = new Map<string, { ms: number; at: number }>();
  private readonly meter: Meter;
  /** Work refused because its address had used its share (for /metrics and the tests). */
  refused = 0;

  constructor(private readonly opts: BudgetOptions) {
    this.meter = opts.meter ?? elapsed;
  }

  /** What `key` has left now, after the refill. */
  left(key: string): number {
    const now = this.opts.clock.now();
    const b = this.buckets.get(key);
    if (!b) return this.opts.burst;
    b.ms = Math.min(this.opts.burst, b.ms + ((now - b.at) / 1000) * this.opts.rate);
    b.at = now;
    return b.ms;
  }

  /** Runs synchronous costly `work` for `key` and charges it; null when `key` has used its share. */
  run<T>(key: string, work: () => T): { value: T } | null {
    if (this.left(key) <= 0) {
      this.refused++;
      return null;
    }
    const started = this.meter.start();
    const value = work();
    this.charge(key, this.meter.cost(started));
    return { value };
  }

  /**
   * Runs costly `work` that also waits on the database (a catch-up's reads between its
   * replays) and charges what it took, waits included: a share is never undercharged.
   */
  async runAsync<T>(key: string, work: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.left(key) <= 0) {
      this.refused++;
      return null;
    }
    const started = this.meter.start();
    const value = await work();
    this.charge(key, this.meter.cost(started));
    return { value };
  }

  /** Starts measuring work done elsewhere (a bot's decision in a worker thread); `stop` charges it. */
  start(): number {
    return this.meter.start();
  }

  stop(key: string, started: number): void {
    this.charge(key, this.meter.cost(started));
  }

  /** Takes `cost` from `key`'s share. */
  charge(key: string, cost: number): void {
    const ms = this.left(key) - cost;
    if (this.buckets.size > 10_000) this.forgetFull();
    this.buckets.set(key, { ms, at: this.opts.clock.now() });
  }

  /** Addresses whose share is whole again need no entry. */
  private forgetFull(): void {
    for (const k of this.buckets.keys()) if (this.left(k) >= this.opts.burst) this.buckets.delete(k);
  }
}
