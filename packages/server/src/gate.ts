// A concurrency cap with bounded, fair waiting lines, for work that is expensive on purpose
// (password hashing): at most `max` run at once; the others wait in one line per client
// address, the addresses served in turn, each with at most `perKey` waiting and `waiting` in
// all; anything beyond is refused at once (BUSY). So a flood of logins costs the process at
// most `max` busy threads, and however many requests one address (or thirty) sends, an
// address with nothing waiting gets the next place but one: it waits for at most one
// check of each address ahead of it, never for a whole flood.
// It counts what reached it, so that a test can send a flood one arrival at a time and know
// exactly which calls ran, waited or were refused, however fast the machine is.
export class Gate {
  private running = 0;
  /** One line per key. */
  private readonly lines = new Map<string, (() => void)[]>();
  /** When each key last started work (a count): the waiting key served longest ago goes next. */
  private readonly servedAt = new Map<string, number>();
  private starts = 0;
  private waitingCount = 0;
  private reached = 0;
  private readonly watchers: { n: number; resolve: () => void }[] = [];
  /** The keys whose work started, in order (the tests read the fairness from it). */
  readonly started: string[] = [];

  constructor(
    private readonly max: number,
    private readonly waiting: number,
    private readonly perKey = 2,
  ) {}

  /** Runs `fn` for `key` when a place is free; null when its line (or all lines) are full. */
  async run<T>(fn: () => Promise<T>, key = ''): Promise<T | null> {
    this.arrive();
    if (this.running >= this.max) {
      const line = this.lines.get(key) ?? [];
      if (this.waitingCount >= this.waiting || line.length >= this.perKey) return null;
      await new Promise<void>((resolve) => {
        line.push(resolve);
        this.lines.set(key, line);
        this.waitingCount++;
      });
    } else {
      this.running++;
    }
    this.started.push(key);
    if (this.started.length > 1000) this.started.splice(0, 500);
    this.servedAt.delete(key);
    this.servedAt.set(key, ++this.starts);
    if (this.servedAt.size > 10_000) this.servedAt.delete(this.servedAt.keys().next().value!);
    try {
      return await fn();
    } finally {
      this.next();
    }
  }

  /** Calls that have reached the gate so far, whether they ran, waited or were refused. */
  get arrivals(): number {
    return this.reached;
  }

  /** Resolves once `n` calls in all have reached the gate. */
  arrived(n: number): Promise<void> {
    if (this.reached >= n) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ n, resolve }));
  }

  /** What runs and what waits now. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** A place is free: the first waiting call of the key served longest ago (or never) takes it. */
  private next(): void {
    let key: string | null = null;
    for (const k of this.lines.keys())
      if (key === null || (this.servedAt.get(k) ?? 0) < (this.servedAt.get(key) ?? 0)) key = k;
    if (key === null) {
      this.running--;
      return;
    }
    const line = this.lines.get(key)!;
    const go = line.shift()!;
    if (line.length === 0) this.lines.delete(key);
    this.waitingCount--;
    go();
  }

  private arrive(): void {
    this.reached++;
    for (let i = this.watchers.length - 1; i >= 0; i--) {
      if (this.watchers[i]!.n > this.reached) continue;
      this.watchers[i]!.resolve();
      this.watchers.splice(i, 1);
    }
  }
}
