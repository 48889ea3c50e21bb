// Time as the server sees it. Everything it does about time reads this clock: deadlines and
// turn timers, abandonment claims, idle aborts and open-game expiry (the sweeper), rate
// limits, login lockouts, session lifetimes, chat limits, and the periods of the sweeper and
// of the resync between processes. A server takes its clock from its settings, the system's
// by default; tests give it a ManualClock and move time themselves, so that no test waits
// for time to pass and none depends on how fast the machine is.
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `fn` every `ms` until the returned function is called; never keeps the process alive. */
  every(ms: number, fn: () => unknown): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

interface Periodic {
  ms: number;
  due: number;
  fn: () => unknown;
}

/**
 * A clock that moves only when told to. `advance` moves it forward and then runs each
 * periodic job that fell due, once, in the order they fell due, and waits for them: as an
 * event loop does after a long stall, which is also what a server must cope with for real.
 */
export class ManualClock implements Clock {
  private t: number;
  private readonly jobs = new Set<Periodic>();

  /** Starts at a fixed instant by default, so that times in a test's assertions are exact. */
  constructor(start = Date.UTC(2030, 0, 1)) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  every(ms: number, fn: () => unknown): () => void {
    const job = { ms, due: this.t + ms, fn };
    this.jobs.add(job);
    return () => void this.jobs.delete(job);
  }

  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new Error(`a clock cannot go back (${ms} ms)`);
    this.t += ms;
    const due = [...this.jobs].filter((j) => j.due <= this.t).sort((a, b) => a.due - b.due);
    for (const job of due) {
      job.due = this.t + job.ms;
      if (this.jobs.has(job)) await job.fn();
    }
  }
}
