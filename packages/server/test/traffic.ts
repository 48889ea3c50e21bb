// Games being played while a test injects a fault: each game has its yellow seat on one
// server process and its blue seat on the other, and the seat to move keeps playing random
// legal actions through the protocol. Every acknowledged action is written down (its version
// and text), so that the test can check afterwards that the database holds each of them.
// A player that gets a retryable refusal (UNAVAILABLE while the database is away) stops and
// waits for the test to say the fault is over: no player polls, sleeps or times anything.
import { makeAction, Rng, type Action, type SeatName } from '@dt/engine';
import type { WireErrorCode } from '@dt/protocol';
import { newMatch, Watcher } from './helpers.ts';

export interface Acked {
  gameId: string;
  version: number;
  action: string;
}

/** Count of answers by code, per server process (0 and 1). */
export type Answers = [Map<string, number>, Map<string, number>];

export class Traffic {
  readonly acked: Acked[] = [];
  readonly answers: Answers = [new Map(), new Map()];
  private readonly watchers: Watcher[] = [];
  private readonly loops: Promise<void>[] = [];
  private stopped = false;
  private resume: () => void = () => undefined;
  private resumed: Promise<void> = Promise.resolve();

  /** Starts `games` games, yellow on process 0 and blue on process 1, each played in its own loop. */
  static async start(urls: [string, string], games: number, seed: string): Promise<Traffic> {
    const t = new Traffic();
    for (let i = 0; i < games; i++) {
      const { gameId, seats } = await newMatch(urls[i % 2]!, { scenario: 'tutorial-1' });
      const yellow = new Watcher(urls[0]);
      const blue = new Watcher(urls[1]);
      t.watchers.push(yellow, blue);
      await yellow.client.join(gameId, seats.yellow);
      await blue.client.join(gameId, seats.blue);
      t.loops.push(t.play(gameId, { yellow, blue }, new Rng(`${seed}-${i}`)));
    }
    return t;
  }

  /** From now on, a player refused with a retryable code waits for `recovered`. */
  hold(): void {
    this.resumed = new Promise((resolve) => (this.resume = resolve));
  }

  /** The fault is over: held players go on. */
  recovered(): void {
    this.resume();
  }

  /** Resolves once `n` more actions have been acknowledged, in all games together. */
  async progressed(n: number): Promise<void> {
    const target = this.acked.length + n;
    while (this.acked.length < target && !this.allOver()) await this.oneMore();
  }

  /** Stops the players (after their current request) and disconnects them. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.resume();
    await Promise.all(this.loops);
    for (const w of this.watchers) w.close();
  }

  private pending: (() => void)[] = [];
  private oneMore(): Promise<void> {
    return new Promise((resolve) => this.pending.push(resolve));
  }
  private over = 0;
  private allOver(): boolean {
    return this.over === this.loops.length;
  }

  private count(server: 0 | 1, code: string): void {
    const m = this.answers[server];
    m.set(code, (m.get(code) ?? 0) + 1);
  }

  private async play(gameId: string, seats: Record<SeatName, Watcher>, rng: Rng): Promise<void> {
    while (!this.stopped) {
      const u =
        seats.yellow.latest!.version >= seats.blue.latest!.version
          ? seats.yellow.latest!
          : seats.blue.latest!;
      if (u.view.phase === 'over' || u.summary.status !== 'live') break;
      const seat = u.view.toMove[0]!;
      const w = seats[seat];
      const server = seat === 'yellow' ? 0 : 1;
      await w.waitFor(u.version);
      const code = await this.step(gameId, w, u.version, rng, server);
      if (code === 'OK') continue;
      this.count(server, code);
      if (code === 'UNAVAILABLE' || code === 'INTERNAL') await this.resumed;
      else if (code === 'STALE_VERSION') await w.until((x) => x.version > u.version);
      else throw new Error(`game ${gameId}: ${code}`);
    }
    this.over++;
    for (const p of this.pending.splice(0)) p();
  }

  /** One random legal action of the seat to move: 'OK' once acknowledged, else the refusal's code. */
  private async step(
    gameId: string,
    w: Watcher,
    version: number,
    rng: Rng,
    server: 0 | 1,
  ): Promise<WireErrorCode | 'OK'> {
    const all = await w.client.legal(gameId, { type: '-' });
    if (!all.ok) return all.error.code;
    if (all.version !== version) return 'STALE_VERSION';
    const types = Object.keys(all.counts);
    if (types.length === 0) return 'STALE_VERSION';
    const some = await w.client.legal(gameId, { type: rng.pick(types) });
    if (!some.ok) return some.error.code;
    if (some.actions.length === 0) return 'STALE_VERSION';
    const action = rng.pick(some.actions as readonly Action[]);
    const r = await w.client.act(gameId, version, action);
    if (!r.ok) return r.error.code;
    this.count(server, 'OK');
    this.acked.push({ gameId, version: r.version, action: makeAction(action) });
    for (const p of this.pending.splice(0)) p();
    return 'OK';
  }
}
