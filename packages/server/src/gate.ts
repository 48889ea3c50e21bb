// A concurrency cap with a bounded waiting line, for work that is expensive on purpose
// (password hashing): at most `max` run at once, at most `waiting` more wait their turn,
// and anything beyond is refused at once, so a flood of logins from any number of
// addresses costs the process at most `max` busy threads and never delays game commands.
// It counts what reached it, so that a test can send a flood one arrival at a time and
// know exactly which calls ran, waited or were refused, however fast the machine is.
export class Gate {
  private running = 0;
  private readonly line: (() => void)[] = [];
  private reached = 0;
  private readonly watchers: { n: number; resolve: () => void }[] = [];

  constructor(
    private readonly max: number,
    private readonly waiting: number,
  ) {}

  /** Runs `fn` when a place is free; null when the line is full. */
  async run<T>(fn: () => Promise<T>): Promise<T | null> {
    this.arrive();
    if (this.running >= this.max) {
      if (this.line.length >= this.waiting) return null;
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await fn();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.running--;
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
    return { running: this.running, waiting: this.line.length };
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
