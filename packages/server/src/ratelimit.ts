// Token buckets: each socket, and each client address over HTTP, may send `rate` messages a
// second with bursts up to `burst`. Cheap enough to check before parsing anything. Refills
// follow the server's clock (clock.ts), so a test decides how much time passes in a flood.
// A socket is disconnected for flooding only when it has been refused for FLOOD_MS of that
// clock without its bucket ever filling again: when this process stalls, an honest socket's
// queued messages all arrive at one instant and some are refused (retryable), but a stall
// is not a flood, and that socket stays.
import type { Clock } from './clock.ts';

/** Refusals, and how long they went on without the bucket refilling, that make a flood. */
export const FLOOD_REFUSALS = 100;
export const FLOOD_MS = 5000;

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Refusals since the bucket was last full, and when the first of them was. */
  refused = 0;
  private refusedSince = 0;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly clock: Clock,
  ) {
    this.tokens = burst;
    this.last = clock.now();
  }

  take(): boolean {
    const now = this.clock.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens >= this.burst) this.refused = 0;
    if (this.tokens < 1) {
      if (this.refused++ === 0) this.refusedSince = now;
      return false;
    }
    this.tokens -= 1;
    return true;
  }

  /** Refused for a while of the clock with no pause long enough to refill: a flood, not a stall. */
  get flooding(): boolean {
    return this.refused > FLOOD_REFUSALS && this.last - this.refusedSince >= FLOOD_MS;
  }
}

/** One bucket per key (e.g. client address), forgetting idle keys. */
export class RateLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly clock: Clock,
  ) {}

  take(key: string): boolean {
    const now = this.clock.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size > 10_000) {
        for (const [k, v] of this.buckets) if (now - v.seen > 60_000) this.buckets.delete(k);
      }
      b = { bucket: new TokenBucket(this.rate, this.burst, this.clock), seen: now };
      this.buckets.set(key, b);
    }
    b.seen = now;
    return b.bucket.take();
  }
}
