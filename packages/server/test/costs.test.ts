// Cheap requests stay cheap for the server. A spectator's `join {since}`, a replay step, a
// catch-up and a state rebuilt after a restart read the latest snapshot and the actions
// after it, never the whole log; and a seat's legal actions are computed once per version,
// however many filtered `legal` requests ask for them. Counted, not timed: the rows read
// from the action log and the engine's legal-action computations.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as engine from '@dt/engine';
import { Rng, apply, newGame, parseAction, viewEvent, type GameConfig, type State } from '@dt/engine';
import type { ReplayReply } from '@dt/protocol';
import { api, newMatch, playRandomly, startLocal, tempDir, Watcher } from './helpers.ts';
import { createServer, type DtServer } from '../src/app.ts';
import { configOf, seedOf } from '../src/authority.ts';

const counted = vi.hoisted(() => ({ legal: 0 }));
vi.mock('@dt/engine', async (original) => {
  const real = await original<typeof engine>();
  return {
    ...real,
    legalActionsFor: (...args: Parameters<typeof real.legalActionsFor>) => {
      counted.legal++;
      return real.legalActionsFor(...args);
    },
  };
});

const SNAPSHOT_EVERY = 50;
const dir = tempDir('costs');
const db = `sqlite:${join(dir, 'dt.sqlite')}`;
let server: DtServer;
let url: string;
let rows = 0;

/** Counts the rows each server reads from the action log. */
function countRows(s: DtServer): void {
  const store = s.authority.store;
  const read = store.actions.bind(store);
  store.actions = async (...args) => {
    const out = await read(...args);
    rows += out.length;
    return out;
  };
}

beforeAll(async () => {
  ({ server, url } = await startLocal({ databaseUrl: db, snapshotEvery: SNAPSHOT_EVERY }));
  countRows(server);
});
afterAll(() => server.close());

/** The spectator's events of every action after `since`, by replaying the whole log with the engine. */
async function expectedEvents(gameId: string, since: number): Promise<Record<string, unknown>[]> {
  const row = (await server.authority.store.game(gameId))!;
  const g = newGame(configOf(row) as GameConfig, seedOf(row));
  if (!g.ok) throw new Error(g.error.message);
  let s: State = g.value;
  const out: Record<string, unknown>[] = [];
  const log = await server.authority.store.actions(gameId, 0, row.version);
  log.forEach((text, i) => {
    const a = parseAction(text);
    const r = a.ok ? apply(s, a.value) : null;
    if (!r?.ok) throw new Error('log does not replay');
    s = r.value.state;
    if (i >= since)
      for (const e of r.value.events) out.push(...[viewEvent(s, e, 'spectator')].filter((x) => x !== null));
  });
  return out;
}

describe('costs of cheap requests', () => {
  let gameId = '';
  let seats: Record<'yellow' | 'blue', string>;
  let played = 0;

  it('a long game takes a snapshot every 50 actions', async () => {
    ({ gameId, seats } = await newMatch(url, { scenario: 'standalone' }));
    const yellow = new Watcher(url);
    const blue = new Watcher(url);
    await yellow.client.join(gameId, seats.yellow);
    await blue.client.join(gameId, seats.blue);
    played = await playRandomly(gameId, { yellow, blue }, [yellow, blue], new Rng('costs'), {
      maxActions: 230,
    });
    yellow.close();
    blue.close();
    const snaps = await server.db
      .selectFrom('snapshots')
      .select('version')
      .where('game_id', '=', gameId)
      .execute();
    expect(snaps.map((s) => s.version)).toEqual([50, 100, 150, 200].filter((v) => v <= played));
  });

  it('a spectator joining with `since` reads the recent actions only, and gets exactly the events it missed', async () => {
    const w = new Watcher(url);
    rows = 0;
    const r = await w.client.join(gameId, undefined, played - 10);
    w.close();
    expect(rows).toBeLessThanOrEqual(SNAPSHOT_EVERY + 10);
    expect(r.ok && r.events).toEqual(await expectedEvents(gameId, played - 10));
  });

  it('legal actions are computed once per version, however they are filtered', async () => {
    const mine = new Watcher(url);
    const joined = await mine.client.join(gameId, seats.yellow);
    const blueSide = new Watcher(url);
    await blueSide.client.join(gameId, seats.blue);
    const mover = joined.ok && joined.view.toMove[0] === 'yellow' ? mine : blueSide;
    counted.legal = 0;
    const all = await mover.client.legal(gameId, { type: '-' });
    const types = all.ok ? Object.keys(all.counts) : [];
    for (const type of [...types, ...types]) await mover.client.legal(gameId, { type });
    await mover.client.legal(gameId);
    expect(types.length).toBeGreaterThan(0);
    expect(counted.legal).toBe(1);
    mine.close();
    blueSide.close();
  });

  it('a finished game replays any step from the snapshot before it', async () => {
    const w = new Watcher(url);
    await w.client.join(gameId, seats.yellow);
    expect((await w.client.act(gameId, w.latest!.version, { type: 'resign', seat: 'yellow' })).ok).toBe(true);
    w.close();
    for (const step of [played - 1, 120, 3]) {
      rows = 0;
      const r = await api<ReplayReply>(url, 'GET', `/api/games/${gameId}/replay/${step}`);
      expect(r.body.step).toBe(step);
      expect(rows).toBeLessThanOrEqual(SNAPSHOT_EVERY);
    }
  });

  it('after a restart, the state is rebuilt from the latest snapshot', async () => {
    await server.close();
    server = await createServer({
      databaseUrl: db,
      webRoot: null,
      log: () => undefined,
      snapshotEvery: SNAPSHOT_EVERY,
    });
    url = await server.listen(0, '127.0.0.1');
    countRows(server);
    rows = 0;
    const w = new Watcher(url);
    const r = await w.client.join(gameId, seats.blue);
    w.close();
    expect(r.ok && r.version).toBe(played + 1);
    expect(rows).toBeLessThanOrEqual(SNAPSHOT_EVERY);
  });
});
