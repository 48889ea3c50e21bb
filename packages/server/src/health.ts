// Whether the database answers, known at once rather than learnt by each request waiting on
// it. A small query runs every `everyMs` on a connection of its own (not the pool's, which a
// burst of commands may fill); a refused or reset connection marks the database away at
// once, and so do two probes in a row left unanswered for `timeoutMs` each while nothing
// else came back from the database either (a frozen host, SIGSTOP, a network partition:
// nothing refuses, nothing answers; one slow answer on a loaded machine is not that). While it is away, requests fail with UNAVAILABLE without touching it,
// and the requests already waiting on it are answered UNAVAILABLE the moment it is found
// away (what they wait for finishes or fails in the background; protocol.md says how a
// client learns whether a command answered UNAVAILABLE was stored). The probe keeps
// running, and the first answer brings the service back. Readiness (/api/ready) is this
// state. These are network timeouts, so they run on real time, not the server's Clock.
import { isUnavailable } from './unavailable.ts';

export interface HealthOptions {
  /** How often the database is asked (ms). */
  everyMs: number;
  /** An unanswered probe marks the database away after this long (ms). */
  timeoutMs: number;
  log: (line: string) => void;
}

/** The error a request gets, without any query, while the database is away. */
export class DatabaseAway extends Error {
  readonly code = 'DB_AWAY';
  constructor() {
    super('the database is not answering');
  }
}

export class DbHealth {
  private away = false;
  private readonly waiting = new Set<(e: Error) => void>();
  private probing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** When anything last came back from the database (performance.now()). */
  private lastAnswer = performance.now();
  /** Probes in a row that got no answer in time. */
  private misses = 0;
  /** Times the database was found away, and requests answered UNAVAILABLE by this check rather than by waiting on the database (for /metrics). */
  outages = 0;
  refused = 0;

  constructor(
    /** One small query on a connection of its own; null when the database cannot go away (SQLite). */
    private readonly probe: (() => Promise<void>) | null,
    private readonly opts: HealthOptions,
  ) {}

  get up(): boolean {
    return !this.away;
  }

  start(): void {
    if (!this.probe || this.timer) return;
    // While the database is away it is asked five times as often, so that service resumes
    // within a fifth of the period of its return.
    let last = 0;
    this.timer = setInterval(
      () => {
        const now = performance.now();
        if (!this.away && now - last < this.opts.everyMs) return;
        last = now;
        void this.check();
      },
      Math.max(1, this.opts.everyMs / 5),
    );
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Something came back from the database: it is not frozen. */
  answered(): void {
    this.lastAnswer = performance.now();
  }

  /**
   * Runs `fn`, which uses the database, unless the database is away (then DatabaseAway at
   * once); if it goes away while `fn` waits, the caller gets DatabaseAway then.
   */
  guard<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.probe) return fn();
    if (this.away) {
      this.refused++;
      return Promise.reject(new DatabaseAway());
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      fn().then(
        (v) => {
          this.waiting.delete(reject);
          resolve(v);
        },
        (e: unknown) => {
          this.waiting.delete(reject);
          if (isUnavailable(e)) this.suspect();
          reject(e);
        },
      );
    });
  }

  /** A failure that looks like the database going away: probe now, not at the next period. */
  suspect(): void {
    void this.check();
  }

  /** One probe (at most one at a time); resolves once the state is known. */
  check(): Promise<void> {
    if (!this.probe) return Promise.resolve();
    this.probing ??= this.probeOnce().finally(() => (this.probing = null));
    return this.probing;
  }

  private async probeOnce(): Promise<void> {
    const started = performance.now();
    const asked = this.probe!();
    // A late answer still shows the database alive (the next probe's verdict reads it).
    asked.then(
      () => this.answered(),
      () => undefined,
    );
    try {
      await within(asked, this.opts.timeoutMs);
      this.misses = 0;
      this.answered();
      this.mark(false);
    } catch (e) {
      if (!(e instanceof ProbeTimeout)) return this.mark(true, e);
      // A slow answer while other queries come back is load, not an outage; so is one alone.
      if (this.lastAnswer > started) return;
      if (++this.misses >= 2) return this.mark(true, e);
      setImmediate(() => void this.check()); // once this probe is settled: a second one at once
    }
  }

  private mark(away: boolean, why?: unknown): void {
    if (away === this.away) return;
    this.away = away;
    if (away) {
      this.outages++;
      const reason = why instanceof Error ? ((why as { code?: string }).code ?? why.message) : 'no answer';
      this.opts.log(`database unavailable (${reason}): requests answer UNAVAILABLE until it is back`);
      const waiting = [...this.waiting];
      this.waiting.clear();
      this.refused += waiting.length;
      for (const reject of waiting) reject(new DatabaseAway());
    } else {
      this.opts.log('database available again');
    }
  }
}

class ProbeTimeout extends Error {}

/**
 * `p`, or ProbeTimeout after `ms`. When the timer fires after a stall of our own event loop,
 * the answer may be sitting unread in the socket: the I/O phase that reads it runs before
 * setImmediate's callbacks, so the verdict waits for one.
 */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!settled) reject(new ProbeTimeout(`no answer within ${ms} ms`));
        }),
      ms,
    );
    p.then(
      (v) => {
        settled = true;
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
