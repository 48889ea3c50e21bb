// Storage through Kysely: SQLite (better-sqlite3, a file on disk) by default, PostgreSQL when
// DATABASE_URL says postgres://. Both dialects run the same queries in portable SQL types.
// Every statement is prepared once and reused (a statement cache for SQLite, named
// statements for PostgreSQL), since the same few queries carry every action. A PostgreSQL
// connection's error (the server restarting, a failover, a crash) is logged, never fatal:
// every client the pool makes gets a listener the moment it exists, whether it is idle,
// checked out, inside a query or a transaction. Each wait on PostgreSQL has a bound
// (PG_TIMEOUTS), so a frozen server costs a request a bounded time; health.ts answers
// UNAVAILABLE sooner while it is known to be away.
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
import { isUnavailable } from './unavailable.ts';

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
  /** The number of the game's last chat line (lines are numbered from this counter). */
  chat_seq: number;
  /** One seat name per draw offer made, comma separated (draw offers are limited per seat). */
  draw_offers: string;
  /** Real moves made by each seat (a rated game shorter than the minimum moves no rating). */
  moves_yellow: number;
  moves_blue: number;
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
  /** A hash of the address an account was registered from (registrations per address are limited). */
  created_from: string | null;
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
  /** Glicko-2 (ratings.ts): the rating, its deviation and volatility. */
  rating: number;
  rd: number;
  vol: number;
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
  pairing: PairingTable;
  progress: ProgressTable;
}

/** A user's progress of one kind (`key`: 'missions'), a JSON text (progress.ts). */
export interface ProgressTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: number;
}

/** A player waiting to be paired (pairing.ts). */
export interface PairingTable {
  ticket_hash: string;
  pool: string;
  rating: number;
  user_id: string;
  body: string;
  created_at: number;
  last_seen: number;
  bot_after_ms: number;
  bot_level: number | null;
  game_id: string | null;
  seat: string | null;
  token: string | null;
}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/**
 * How long the server waits on PostgreSQL (ms): for a connection (a refused one fails at
 * once; a host that does not answer takes this long), for a statement on the server's side
 * (a lock held too long) and on ours (a server that stopped answering mid-query: the
 * connection is then dropped), and for a transaction left idle by a stalled process.
 */
export const PG_TIMEOUTS = {
  connectMs: 2000,
  statementMs: 5000,
  queryMs: 6000,
  idleInTransactionMs: 10_000,
} as const;

export interface Opened {
  db: Db;
  dialect: Dialect;
  /** SQLite's connection (group commits). */
  file?: SQLite.Database;
  /** PostgreSQL: one small query on a connection of its own (health.ts). */
  probe?: () => Promise<void>;
  /** PostgreSQL: called whenever a query of the pool gets its answer (health.ts). */
  onAnswer: { fn: () => void };
  /** Closes what `probe` opened. */
  closeProbe(): void;
}

/** `sqlite:<path>`, a bare path, or `postgres://...`; default ./data/dt.sqlite. */
export function openDb(url: string | undefined, log: (line: string) => void = () => undefined): Opened {
  const onAnswer = { fn: (): void => undefined };
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
      statement_timeout: PG_TIMEOUTS.statementMs,
      query_timeout: PG_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
      keepAlive: true,
    });
    const lost = (e: Error): void =>
      log(`postgres connection lost: ${(e as { code?: string }).code ?? e.message}`);
    // The pool listens to its clients only while they are idle; a client emits 'error' also
    // while checked out (between two queries of a transaction, or when the server is killed
    // under a query), and an 'error' nobody listens to ends the process.
    pool.on('connect', (client) => client.on('error', lost));
    pool.on('error', lost);
    // BIGINT columns come back as strings by default; our values fit in a double.
    pg.types.setTypeParser(20, (v) => Number(v));
    const probe = probeOf(url, lost);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: namedStatements(pool, onAnswer) }) }),
      dialect: 'postgres',
      probe: probe.run,
      onAnswer,
      closeProbe: probe.close,
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
    onAnswer,
    closeProbe: () => undefined,
  };
}

/**
 * `select 1` on a client of its own, kept between probes; a client that failed or did not
 * answer is dropped (its socket destroyed: a frozen server would never finish a polite end).
 */
function probeOf(url: string, lost: (e: Error) => void): { run: () => Promise<void>; close: () => void } {
  let client: pg.Client | null = null;
  const drop = (): void => {
    const c = client as (pg.Client & { connection?: { stream?: { destroy(): void } } }) | null;
    client = null;
    c?.connection?.stream?.destroy();
  };
  return {
    async run() {
      try {
        if (!client) {
          const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: PG_TIMEOUTS.connectMs });
          c.on('error', lost);
          client = c;
          await c.connect();
        }
        await client.query('select 1');
      } catch (e) {
        drop();
        throw e;
      }
    },
    close: drop,
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
 * connection). A client that lost its connection, or whose query timed out (its connection
 * may still carry the late answer), is discarded when released rather than reused.
 */
function namedStatements(pool: pg.Pool, onAnswer: { fn: () => void }): PostgresPool {
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
      // Logged by the listener every client has (openDb); here it only marks the client spent.
      const onError = (e: Error): void => {
        lost = e;
      };
      client.on('error', onError);
      const broken = (e: unknown): never => {
        if (isUnavailable(e)) lost ??= e as Error;
        throw e;
      };
      const answered = <T>(r: T): T => {
        onAnswer.fn();
        return r;
      };
      return {
        query: (sql: unknown, parameters?: unknown[]) => {
          if (typeof sql !== 'string') return client.query(sql as pg.QueryConfig).then(answered, broken);
          const name = nameOf(sql);
          return client
            .query(
              name ? { name, text: sql, values: parameters ?? [] } : { text: sql, values: parameters ?? [] },
            )
            .then(answered, broken);
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
  // In order, as Kysely checks by default: a database that ran a later migration and lacks an
  // earlier one is refused rather than patched in an order nobody tested.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Migrates, waiting for a database that is not there yet (a process started before its
 * database, or during a restart): it retries every `retryMs`, saying so once, instead of
 * exiting. Any other failure (a broken migration) still ends the start.
 */
export async function migrateWhenReachable(
  db: Db,
  log: (line: string) => void,
  retryMs = 500,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await migrate(db);
    } catch (e) {
      if (!isUnavailable(e)) throw e;
      if (attempt === 0)
        log(`waiting for the database (${(e as { code?: string }).code ?? (e as Error).message})`);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
