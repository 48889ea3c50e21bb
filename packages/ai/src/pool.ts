// BotPool: bots off the main thread (Node worker_threads), so a server's other games and a
// CLI's progress line never wait for a search. By default one worker per core. Jobs carry a
// key (a server passes the game's id) and wait in one line per key; an idle worker takes the
// next key's job in turn, so eight long searches of one game, or of eight busy games, do not
// hold back a quick decision of another game for more than one job per worker. A job is a
// single decision of any game kind's bot or a whole match. Not exported from index.ts (Node only).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ActionOf, GameKind } from '@dt/games';
import type { BotRequest, BotRequestOf } from './bots.ts';
import type { MatchResult } from './module-match.ts';
import type { MatchJobOf } from './players.ts';
import type { PoolReply, PoolRequest } from './pool-worker.ts';

type Job = { req: PoolRequest; resolve: (v: unknown) => void; reject: (e: Error) => void };
type Payload = PoolRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const ENTRY = new URL('../bin/pool-worker.js', import.meta.url);

export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  /** One waiting line per key, taken in turn (a Map keeps the keys in the order they queued). */
  private readonly lines = new Map<string, Job[]>();
  private readonly running = new Map<number, { job: Job; worker: Worker }>();
  private nextId = 1;
  private closed = false;

  constructor(workers = availableParallelism()) {
    if (!Number.isInteger(workers) || workers < 1) throw new Error('BotPool needs at least one worker');
    for (let i = 0; i < workers; i++) {
      const w = new Worker(ENTRY);
      w.on('message', (m: PoolReply) => this.settle(w, m));
      w.on('error', (e) => this.fail(w, e));
      this.all.push(w);
      this.idle.push(w);
    }
  }

  get size(): number {
    return this.all.length;
  }

  /**
   * A decision of any kind's bot for view.viewer, as `decideRequest` would make it (no progress
   * callback across threads); `key` groups jobs for fairness.
   */
  decide<K extends GameKind>(req: BotRequestOf<K>, key?: string): Promise<ActionOf<K>>;
  decide(req: BotRequest, key = ''): Promise<unknown> {
    return this.submit({ type: 'decide', req }, key);
  }

  /** A whole seeded game between two players, played inside one worker. */
  match<K extends GameKind>(job: MatchJobOf<K>, key = ''): Promise<MatchResult> {
    return this.submit({ type: 'match', job }, key) as Promise<MatchResult>;
  }

  /** Stops every worker; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const line of this.lines.values()) for (const j of line) j.reject(new Error('BotPool closed'));
    this.lines.clear();
    for (const { job } of this.running.values()) job.reject(new Error('BotPool closed'));
    this.running.clear();
    await Promise.all(this.all.map((w) => w.terminate()));
  }

  private submit(payload: Payload, key: string): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('BotPool closed'));
    return new Promise((resolve, reject) => {
      const req = { ...payload, id: this.nextId++ } as PoolRequest;
      const line = this.lines.get(key);
      if (line) line.push({ req, resolve, reject });
      else this.lines.set(key, [{ req, resolve, reject }]);
      this.pump();
    });
  }

  /** Gives idle workers the first job of each line in turn; a line served goes to the back. */
  private pump(): void {
    while (this.idle.length && this.lines.size) {
      const [key, line] = this.lines.entries().next().value!;
      const job = line.shift()!;
      this.lines.delete(key);
      if (line.length) this.lines.set(key, line);
      const worker = this.idle.shift()!;
      this.running.set(job.req.id, { job, worker });
      worker.postMessage(job.req);
    }
  }

  private settle(worker: Worker, m: PoolReply): void {
    const r = this.running.get(m.id);
    if (!r) return;
    this.running.delete(m.id);
    this.idle.push(worker);
    if (m.ok) r.job.resolve(m.value);
    else r.job.reject(new Error(m.error));
    this.pump();
  }

  private fail(worker: Worker, e: Error): void {
    for (const [id, r] of this.running) {
      if (r.worker !== worker) continue;
      this.running.delete(id);
      r.job.reject(e);
    }
  }
}
