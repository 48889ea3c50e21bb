// Stored games keep replaying across the schema's migrations. Migration 005-classic: a Classic
// game stored when Classic was a Prison scenario (kind 'prison', config scenario 'classic') is
// Classic's after the upgrade, so the server reads its record and its replays with the Classic
// module (the Prison module refuses the scenario). The old row is made as an older server left
// it: a Classic game played through this server, its kind written back to 'prison' and 005 marked
// as not yet run, on a SQLite file the server then starts again on.
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Rng } from '@dt/engine';
import { readRecord, type GameKind } from '@dt/games';
import { createServer, type DtServer } from '../src/index.ts';
import { api, newMatch, playPastFirstTurns, tempDir, Watcher } from './helpers.ts';

const dir = tempDir('migrate');
const file = join(dir, 'dt.sqlite');
let server: DtServer | null = null;
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<string> {
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

/** The row as a server before migration 005 stored it, and 005 not yet run. */
function asBeforeMigration005(gameId: string): void {
  const db = new SQLite(file);
  try {
    const row = db.prepare('SELECT kind, config FROM games WHERE id = ?').get(gameId) as {
      kind: string;
      config: string;
    };
    expect(row.kind).toBe('classic');
    expect(JSON.parse(row.config)).toMatchObject({ scenario: 'classic' });
    db.prepare("UPDATE games SET kind = 'prison' WHERE id = ?").run(gameId);
    expect(db.prepare("DELETE FROM kysely_migration WHERE name = '005-classic'").run().changes).toBe(1);
  } finally {
    db.close();
  }
}

describe('migration 005-classic', () => {
  it('makes a Classic game stored as a Prison scenario a Classic game whose record and replays read again', async () => {
    let url = await start();
    const before = await finishedClassicGame(url);
    await server!.close();
    server = null;
    asBeforeMigration005(before.gameId);

    url = await start();
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
