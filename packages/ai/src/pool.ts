// BotPool: bots off the main thread (Node worker_threads), so a server's other games and a
// CLI's progress line never wait for a search. Jobs queue and go to the first idle worker;
// a job is a single decision or a whole match. Not exported from index.ts (Node only).
import { Worker } from 'node:worker_threads';
import type { Action, View } from '@dt/engine';
import type { DecideOptions } from './index.ts';
import type { MatchResult } from './match.ts';
import type { MatchJob } from './players.ts';
import type { PoolReply, PoolRequest } from './pool-worker.ts';

type Job = { req: PoolRequest; resolve: (v: unknown) => void; reject: (e: Error) => void };
type Payload = PoolRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const ENTRY = new URL('../bin/pool-worker.js', import.meta.url);

export class BotPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<number, { job: Job; worker: Worker }>();
  private nextId = 1;
  private closed = false;

  constructor(workers: number) {
    if (!Number.isInteger(workers) || workers < 1) throw new Error('BotPool needs at least one worker');
    for (let i = 0; i < workers; i++) {
      const w = new Worker(ENTRY);
      w.on('message', (m: PoolReply) => this.settle(w, m));
      w.on('error', (e) => this.fail(w, e));
      this.all.push(w);
      this.idle.push(w);
    }
  }

  /** A decision for view.viewer, as `decide` would make it (no progress callback across threads). */
  decide(view: View, legal: Action[], opts: Omit<DecideOptions, 'onProgress'>): Promise<Action> {
    return this.submit({ type: 'decide', view, legal, opts }) as Promise<Action>;
  }

  /** A whole seeded game between two players, played inside one worker. */
  match(job: MatchJob): Promise<MatchResult> {
    return this.submit({ type: 'match', job }) as Promise<MatchResult>;
  }

  /** Stops every worker; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const j of this.queue.splice(0)) j.reject(new Error('BotPool closed'));
    for (const { job } of this.running.values()) job.reject(new Error('BotPool closed'));
    this.running.clear();
    await Promise.all(this.all.map((w) => w.terminate()));
  }

  private submit(payload: Payload): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('BotPool closed'));
    return new Promise((resolve, reject) => {
      const req = { ...payload, id: this.nextId++ } as PoolRequest;
      this.queue.push({ req, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
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
