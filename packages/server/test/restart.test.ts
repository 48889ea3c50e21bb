// The server process is killed (SIGKILL) in the middle of a game and started again on the
// same SQLite file: every accepted action is still there, clients resume with their last
// version, and a turn timer that ran out while the server was down is honoured (R21).
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '@dt/engine';
import { ChildServer, newMatch, playRandomly, tempDir, Watcher } from './helpers.ts';

const dir = tempDir('restart');
const server = new ChildServer({ DATABASE_URL: `sqlite:${join(dir, 'dt.sqlite')}` });
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('restart', () => {
  it('a killed server loses no action and honours the timers on restart', async () => {
    let url = await server.start();
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1', timerSeconds: 10 });
    let yellow = new Watcher(url);
    let blue = new Watcher(url);
    await yellow.client.join(gameId, seats.yellow);
    await blue.client.join(gameId, seats.blue);
    // Play into the first turn, where the turn timer runs.
    await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng('restart'), {
      until: (u) => u.view.phase === 'actions' || u.view.phase === 'card',
    });
    const before = yellow.latest!;
    expect(before.summary.deadline).toBeGreaterThan(Date.now());
    const turn = before.view.turn;
    const active = before.view.active;

    await server.kill();
    yellow.close();
    blue.close();
    // Stay down until the turn timer has run out.
    await new Promise((r) => setTimeout(r, Math.max(0, before.summary.deadline! - Date.now()) + 200));

    url = await server.start();
    yellow = new Watcher(url);
    blue = new Watcher(url);
    try {
      const back = await yellow.client.join(gameId, seats.yellow, before.version);
      expect(back.ok).toBe(true);
      await blue.client.join(gameId, seats.blue, before.version);
      // The restarted process times the turn out on its own and both seats hear of it.
      await yellow.waitFor(before.version + 1, 5000);
      await blue.waitFor(before.version + 1, 5000);
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
