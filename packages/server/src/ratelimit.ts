// Token buckets: each socket, and each client address over HTTP, may send `rate` messages a
// second with bursts up to `burst`. Cheap enough to check before parsing anything.
export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  /** Consecutive refusals: a client that keeps flooding is disconnected. */
  refused = 0;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
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
  ) {}

  take(key: string): boolean {
    const now = Date.now();
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size > 10_000) {
        for (const [k, v] of this.buckets) if (now - v.seen > 60_000) this.buckets.delete(k);
      }
      b = { bucket: new TokenBucket(this.rate, this.burst), seen: now };
      this.buckets.set(key, b);
    }
    b.seen = now;
    return b.bucket.take();
  }
}
