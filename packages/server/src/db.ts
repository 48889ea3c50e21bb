// Storage through Kysely: SQLite (better-sqlite3, a file on disk) by default, PostgreSQL when
// DATABASE_URL says postgres://. Both dialects run the same queries in portable SQL types.
// Every statement is prepared once and reused (a statement cache for SQLite, named
// statements for PostgreSQL), since the same few queries carry every action. A PostgreSQL
// pool error (the server restarting, a failover) is logged, never fatal: commands fail with
// UNAVAILABLE while it is down (unavailable.ts) and the pool reconnects when it is back.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { MIGRATIONS } from './migrations.ts';

export interface GamesTable {
  id: string;
  /** The game kind (@dt/games): which module plays it. */
  kind: string;
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
  /** Epoch ms of the last action (or of the game going live): abandonment counts from it. */
  updated_at: number;
  /** Seats that have made a real move (an action of their own after set-up), comma separated. */
  moved: string;
  /** Timeouts in a row with no action by a player in between (both players gone). */
  idle_timeouts: number;
  /** Turn-based games: how long each decision may take (ms); null for real-time games. */
  move_ms: number | null;
  /** After the game: the seat that offered a rematch ('' none), and the rematch's id once agreed ('' none). */
  rematch_offer: string;
  rematch_id: string;
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
/** A game's chat, one row per line (seq 1, 2, 3... per game). */
export interface ChatTable {
  game_id: string;
  seq: number;
  seat: string;
  name: string;
  text: string;
  created_at: number;
}
/** The full position (engine notation) after `version` actions, every SNAPSHOT_EVERY actions. */
export interface SnapshotsTable {
  game_id: string;
  version: number;
  position: string;
}
export interface UsersTable {
  id: string;
  username: string | null;
  /** What the username (or a guest's name) looks like, for reservations: see names.ts. */
  name_key: string | null;
  name: string;
  password_hash: string | null;
  guest: number;
  created_at: number;
  /** Wrong passwords in a row, and until when the account refuses logins (backoff). */
  failed_logins: number;
  locked_until: number | null;
}
export interface SessionsTable {
  token_hash: string;
  /** Public id, to list and revoke a session without its token. */
  id: string;
  user_id: string;
  created_at: number;
  last_seen: number;
  expires_at: number;
  agent: string;
}
export interface RatingsTable {
  user_id: string;
  /** The ladder (ratings.ts RATING_POOLS). */
  pool: string;
  rating: number;
  games: number;
  updated_at: number;
}
export interface Database {
  games: GamesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  snapshots: SnapshotsTable;
  chat: ChatTable;
  users: UsersTable;
  sessions: SessionsTable;
  ratings: RatingsTable;
}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** `sqlite:<path>`, a bare path, or `postgres://...`; default ./data/dt.sqlite. */
export function openDb(
  url: string | undefined,
  log: (line: string) => void = () => undefined,
): { db: Db; dialect: Dialect; file?: SQLite.Database } {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // Waiting for a free connection under load can take a while; a server that is down refuses at once.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection dropped by the server (restart, failover) must not kill the process.
    pool.on('error', (e) => log(`postgres connection lost: ${(e as { code?: string }).code ?? e.message}`));
    // BIGINT columns come back as strings by default; our values fit in a double.
    pg.types.setTypeParser(20, (v) => Number(v));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatements(pool, log) }) }),
      dialect: 'postgres',
    };
  }
  const path = url ? url.replace(/^sqlite:/, '') : './data/dt.sqlite';
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const file = new SQLite(path);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: statementCache(file) }) }),
    dialect: 'sqlite',
    file,
  };
}

/** better-sqlite3 with each SQL text prepared once (bounded: lists of ids make varying texts). */
function statementCache(file: SQLite.Database, limit = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => void file.close(),
    prepare(sql: string): SqliteStatement {
      let s = cache.get(sql);
      if (!s) {
        s = file.prepare(sql) as unknown as SqliteStatement;
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        cache.set(sql, s);
      }
      return s;
    },
  };
}

/**
 * node-postgres with every data query sent as a named prepared statement (parsed once per
 * connection). A connection dropped while it is checked out but between two queries (the
 * server shutting down) emits 'error' on its client, which the pool listens to only while the
 * client is idle: it is caught here too, and the client is discarded when released.
 */
function namedStatements(pool: pg.Pool, log: (line: string) => void): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(sql)) return undefined;
    let n = names.get(sql);
    if (!n) {
      n = `dt_${createHash('sha1').update(sql).digest('base64url').slice(0, 16)}`;
      if (names.size < 2000) names.set(sql, n);
    }
    return n;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let lost: Error | undefined;
      const onError = (e: Error): void => {
        lost = e;
        log(`postgres connection lost: ${(e as { code?: string }).code ?? e.message}`);
      };
      client.on('error', onError);
      return {
        query: (sql: unknown, parameters?: unknown[]) => {
          if (typeof sql !== 'string') return client.query(sql as pg.QueryConfig);
          const name = nameOf(sql);
          return client.query(
            name ? { name, text: sql, values: parameters ?? [] } : { text: sql, values: parameters ?? [] },
          );
        },
        release: () => {
          client.off('error', onError);
          client.release(lost);
        },
      } as unknown as Awaited<ReturnType<PostgresPool['connect']>>;
    },
    end: () => pool.end(),
  };
}

/** Brings the schema up to date (Kysely's Migrator; it locks against a second process migrating at once). */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
