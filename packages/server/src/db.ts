// Storage through Kysely: SQLite (better-sqlite3, a file on disk) by default, PostgreSQL when
// DATABASE_URL says postgres://. The schema is created here, idempotently, in portable SQL
// types only (text, integer, bigint, double), so both dialects run the same queries.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';

export interface GamesTable {
  id: string;
  config: string;
  seed: string;
  version: number;
  status: string;
  /** Seats that must decide now, comma separated ("yellow,blue"), empty when none. */
  to_move: string;
  /** Epoch ms when the next timer runs out, or null. */
  deadline: number | null;
  /** Epoch ms when the current turn's timer runs out (the deadline falls back to it). */
  turn_deadline: number | null;
  public: number;
  rated: number;
  invite_hash: string | null;
  bot_seats: string;
  winner: string | null;
  end_reason: string;
  created_at: number;
  updated_at: number;
}
export interface SeatsTable {
  game_id: string;
  seat: string;
  user_id: string | null;
  name: string;
  token_hash: string | null;
  bot_level: number | null;
}
export interface ActionsTable {
  game_id: string;
  seq: number;
  action: string;
  created_at: number;
}
export interface UsersTable {
  id: string;
  username: string | null;
  name: string;
  password_hash: string | null;
  guest: number;
  created_at: number;
}
export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
}
export interface RatingsTable {
  user_id: string;
  rating: number;
  games: number;
  updated_at: number;
}
export interface Database {
  games: GamesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  ratings: RatingsTable;
}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** `sqlite:<path>`, a bare path, or `postgres://...`; default ./data/dt.sqlite. */
export function openDb(url: string | undefined): { db: Db; dialect: Dialect } {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // BIGINT columns come back as strings by default; our values fit in a double.
    pg.types.setTypeParser(20, (v) => Number(v));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  const path = url ? url.replace(/^sqlite:/, '') : './data/dt.sqlite';
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const file = new SQLite(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite' };
}

/** Creates the tables and indexes that do not exist yet. */
export async function migrate(db: Db): Promise<void> {
  await db.schema
    .createTable('games')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('to_move', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint')
    .addColumn('turn_deadline', 'bigint')
    .addColumn('public', 'integer', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('invite_hash', 'text')
    .addColumn('bot_seats', 'text', (c) => c.notNull())
    .addColumn('winner', 'text')
    .addColumn('end_reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('seats')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('bot_level', 'integer')
    .addPrimaryKeyConstraint('seats_pk', ['game_id', 'seat'])
    .execute();
  await db.schema
    .createTable('actions')
    .ifNotExists()
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
    .execute();
  await db.schema
    .createTable('users')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('guest', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ratings')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('games', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('games_status')
    .ifNotExists()
    .on('games')
    .columns(['status', 'deadline'])
    .execute();
  await db.schema.createIndex('seats_user').ifNotExists().on('seats').column('user_id').execute();
}

/** Two processes may start at once on PostgreSQL: serialise the migration with an advisory lock. */
export async function migrateLocked(db: Db, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return migrate(db);
  await db.connection().execute(async (c) => {
    await sql`select pg_advisory_lock(4242)`.execute(c);
    try {
      await migrate(c);
    } finally {
      await sql`select pg_advisory_unlock(4242)`.execute(c);
    }
  });
}
