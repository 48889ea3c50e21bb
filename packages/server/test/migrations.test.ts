// Stored games keep replaying across the schema's migrations. Migration 005-classic: a Classic
// game stored when Classic was a Prison scenario (kind 'prison', config scenario 'classic') is
// Classic's after the upgrade, so the server reads its record and its replays with the Classic
// module (the Prison module refuses the scenario). The old database is made as an older server
// left it: the schema of migrations 001-004 only, holding a Classic game played through this
// server (its rows copied column by column, its kind written back to 'prison'); the server then
// starts on it and runs 005 and every later migration, in order.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { MIGRATIONS } from '../src/migrations.ts';
import { Rng } from '@dt/engine';
import { readRecord, type GameKind } from '@dt/games';
import { createServer, type DtServer } from '../src/index.ts';
import { api, newMatch, playPastFirstTurns, tempDir, Watcher } from './helpers.ts';

const dir = tempDir('migrate');
const current = join(dir, 'current.sqlite');
const old = join(dir, 'old.sqlite');
let server: DtServer | null = null;
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(file: string): Promise<string> {
  server = await createServer({
    databaseUrl: `sqlite:${file}`,
    webRoot: null,
    log: () => undefined,
    rate: 1000,
    burst: 2000,
  });
  return server.listen(0, '127.0.0.1');
}

/** A finished Classic game on this server (played past both first turns, then resigned): its id and record. */
async function finishedClassicGame(url: string): Promise<{ gameId: string; record: string }> {
  const { gameId, seats } = await newMatch(url, { scenario: 'classic' });
  const w = { yellow: new Watcher(url), blue: new Watcher(url) };
  try {
    await w.yellow.client.join(gameId, seats.yellow);
    await w.blue.client.join(gameId, seats.blue);
    await playPastFirstTurns(gameId, w, new Rng('migration 005'));
    const r = await w.blue.client.act(gameId, w.blue.latest!.version, { type: 'resign', seat: 'blue' });
    if (!r.ok) throw new Error(r.error.code);
  } finally {
    w.yellow.close();
    w.blue.close();
  }
  const record = await api<string>(url, 'GET', `/api/games/${gameId}/record`);
  expect(record.status).toBe(200);
  return { gameId, record: record.body };
}

/** The migrations an older server knew: those before `first`. */
const migrationsBefore = (first: string): Record<string, Migration> =>
  Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < first));

/**
 * A database as a server before migration 005 left it, holding game `gameId` of the current
 * one: made by migrations 001-004, the game's rows copied in the columns that schema has, and
 * its kind 'prison' (Classic was then a Prison scenario).
 */
async function asBeforeMigration005(gameId: string): Promise<void> {
  const k = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(old) }) });
  const migrated = await new Migrator({
    db: k,
    provider: { getMigrations: async () => migrationsBefore('005') },
  }).migrateToLatest();
  await k.destroy();
  expect(migrated.error).toBeUndefined();
  expect(migrated.results?.map((r) => r.migrationName)).toEqual([
    '001-initial',
    '002-trust',
    '003-online',
    '004-kinds',
  ]);
  const from = new SQLite(current, { readonly: true });
  const to = new SQLite(old);
  try {
    for (const table of ['users', 'games', 'seats', 'actions', 'snapshots']) {
      const columns = (to.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map(
        (c) => c.name,
      );
      const key = table === 'users' ? 'id' : table === 'games' ? 'id' : 'game_id';
      const rows = from
        .prepare(
          `SELECT ${columns.join(', ')} FROM ${table} WHERE ${key} IN (SELECT ${table === 'users' ? 'user_id FROM seats' : 'id FROM games'} WHERE ${table === 'users' ? 'game_id' : 'id'} = ?)`,
        )
        .all(gameId);
      const insert = to.prepare(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      for (const row of rows) insert.run(row);
    }
    const row = to.prepare('SELECT kind, config FROM games WHERE id = ?').get(gameId) as {
      kind: string;
      config: string;
    };
    expect(row.kind).toBe('classic');
    expect(JSON.parse(row.config)).toMatchObject({ scenario: 'classic' });
    expect(to.prepare("UPDATE games SET kind = 'prison' WHERE id = ?").run(gameId).changes).toBe(1);
  } finally {
    from.close();
    to.close();
  }
}

describe('migration 005-classic', () => {
  it('makes a Classic game stored as a Prison scenario a Classic game whose record and replays read again', async () => {
    let url = await start(current);
    const before = await finishedClassicGame(url);
    await server!.close();
    server = null;
    await asBeforeMigration005(before.gameId);

    url = await start(old);
    const summary = await api<{ kind: GameKind }>(url, 'GET', `/api/games/${before.gameId}`);
    expect(summary.body.kind).toBe('classic');
    const record = await api<string>(url, 'GET', `/api/games/${before.gameId}/record`);
    expect(record.body).toBe(before.record);
    const read = readRecord(record.body);
    expect(read.ok && read.value.kind).toBe('classic');
    const replay = await api<{ kind: GameKind }>(url, 'GET', `/api/games/${before.gameId}/replay/3`);
    expect(replay.status).toBe(200);
    expect(replay.body.kind).toBe('classic');
  }, 120_000);
});
