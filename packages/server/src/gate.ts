// A concurrency cap with a bounded waiting line, for work that is expensive on purpose
// (password hashing): at most `max` run at once, at most `waiting` more wait their turn,
// and anything beyond is refused at once, so a flood of logins from any number of
// addresses costs the process at most `max` busy threads and never delays game commands.
export class Gate {
  private running = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly waiting: number,
  ) {}

  /** Runs `fn` when a place is free; null when the line is full. */
  async run<T>(fn: () => Promise<T>): Promise<T | null> {
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
}
