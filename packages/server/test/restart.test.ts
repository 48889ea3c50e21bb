// The server process is killed (SIGKILL) in the middle of a game and started again on the
// same SQLite file: every accepted action is still there, clients resume with their last
// version, and a turn timer that ran out while the server was down is honoured (R21).
// Deadlines live in the database, so "the server stayed down until the turn's time was up"
// is written there while the process is dead (the deadline moved back by the turn's length)
// instead of waited for: the restarted process reads it as it would after a long outage.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Rng } from '@dt/engine';
import { ChildServer, newMatch, playRandomly, tempDir, Watcher } from './helpers.ts';

/** The longest turn timer: no machine, however busy, lets it run out during the test by itself. */
const TURN_MS = 3_600_000;
const dir = tempDir('restart');
const file = join(dir, 'dt.sqlite');
const server = new ChildServer({ DATABASE_URL: `sqlite:${file}` });
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** As if the server had stayed down for `ms`: the game's deadlines come `ms` nearer. */
function downFor(gameId: string, ms: number): void {
  const db = new SQLite(file);
  try {
    db.prepare(
      'UPDATE games SET deadline = deadline - ?, turn_deadline = turn_deadline - ? WHERE id = ?',
    ).run(ms, ms, gameId);
  } finally {
    db.close();
  }
}

describe('restart', () => {
  it('a killed server loses no action and honours the timers on restart', async () => {
    let url = await server.start();
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1', timerSeconds: TURN_MS / 1000 });
    let yellow = new Watcher(url);
    let blue = new Watcher(url);
    await yellow.client.join(gameId, seats.yellow);
    await blue.client.join(gameId, seats.blue);
    // Play into the first turn, where the turn timer runs.
    await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng('restart'), {
      until: (u) => u.view.phase === 'actions' || u.view.phase === 'card',
    });
    const before = yellow.latest!;
    expect(before.summary.deadline).toBe(before.summary.updatedAt + TURN_MS);
    const turn = before.view.turn;
    const active = before.view.active;

    await server.kill();
    yellow.close();
    blue.close();
    downFor(gameId, TURN_MS);

    url = await server.start();
    yellow = new Watcher(url);
    blue = new Watcher(url);
    try {
      const back = await yellow.client.join(gameId, seats.yellow, before.version);
      expect(back.ok).toBe(true);
      await blue.client.join(gameId, seats.blue, before.version);
      // The restarted process times the turn out on its own and both seats hear of it.
      await yellow.waitFor(before.version + 1);
      await blue.waitFor(before.version + 1);
      const after = yellow.latest!;
      const timedOut = blue.frames.some((f) =>
        JSON.stringify(f.payload).includes(`{"type":"timeout","seat":"${active}"}`),
      );
      expect(timedOut).toBe(true);
      expect(after.view.turn).toBe(turn + 1);
      expect(after.view.active).not.toBe(active);
      // Nothing was lost: the log holds every action before the crash plus the timeout.
      expect(after.version).toBe(before.version + 1);
    } finally {
      yellow.close();
      blue.close();
    }
  });
});
