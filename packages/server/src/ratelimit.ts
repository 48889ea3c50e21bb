// Token buckets: each socket, and each client address over HTTP, may send `rate` messages a
// second with bursts up to `burst`. Cheap enough to check before parsing anything. Refills
// follow the server's clock (clock.ts), so a test decides how much time passes in a flood.
import type { Clock } from './clock.ts';

export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Consecutive refusals: a client that keeps flooding is disconnected. */
  refused = 0;

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
    if (this.tokens < 1) {
      this.refused++;
      return false;
    }
    this.tokens -= 1;
    this.refused = 0;
    return true;
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
