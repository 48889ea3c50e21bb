// The schema as ordered migrations (run by Kysely's Migrator at start-up, db.ts). A database
// made by an older server gets the later steps only; each step is written once and never
// changed afterwards.
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const initial: Migration = {
  async up(db: AnyDb) {
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
  },
};

/** Snapshots, real moves and idle timeouts, account lockout, name reservations, session expiry. */
const trust: Migration = {
  async up(db: AnyDb) {
    const add = async (table: string, column: string, type: string, dflt?: string): Promise<void> => {
      await sql`alter table ${sql.table(table)} add column ${sql.ref(column)} ${sql.raw(type)}${sql.raw(
        dflt === undefined ? '' : ` not null default ${dflt}`,
      )}`.execute(db);
    };
    await add('games', 'moved', 'text', "''");
    await add('games', 'idle_timeouts', 'integer', '0');
    await add('users', 'name_key', 'text');
    await add('users', 'failed_logins', 'integer', '0');
    await add('users', 'locked_until', 'bigint');
    // Sessions made before expiry existed end now: their holders sign in again.
    await sql`delete from sessions`.execute(db);
    await add('sessions', 'id', 'text', "''");
    await add('sessions', 'last_seen', 'bigint', '0');
    await add('sessions', 'expires_at', 'bigint', '0');
    await add('sessions', 'agent', 'text', "''");
    await sql`update users set name_key = username where username is not null`.execute(db);
    await db.schema
      .createTable('snapshots')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('snapshots_pk', ['game_id', 'version'])
      .execute();
    await db.schema.createIndex('users_name_key').unique().on('users').column('name_key').execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_id').on('sessions').column('id').execute();
    await db.schema
      .createIndex('games_list')
      .on('games')
      .columns(['status', 'public', 'updated_at', 'id'])
      .execute();
    await db.schema.createIndex('games_idle').on('games').columns(['status', 'updated_at']).execute();
  },
};

/** Turn-based games (a time per decision), rematches, and each game's chat. */
const online: Migration = {
  async up(db: AnyDb) {
    await sql`alter table games add column move_ms bigint`.execute(db);
    await sql`alter table games add column rematch_offer text not null default ''`.execute(db);
    await sql`alter table games add column rematch_id text not null default ''`.execute(db);
    await db.schema
      .createTable('chat')
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('seat', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_pk', ['game_id', 'seq'])
      .execute();
  },
};

/**
 * Game kinds: every game names the module that plays it (the games made before were
 * Prison's), and ratings are kept per ladder (ratings.ts: prison, classic, cardgame), the
 * ratings so far being Prison stand-alone's.
 */
const kinds: Migration = {
  async up(db: AnyDb) {
    await sql`alter table games add column kind text not null default 'prison'`.execute(db);
    await db.schema
      .createTable('pool_ratings')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('pool', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('pool_ratings_pk', ['user_id', 'pool'])
      .execute();
    await sql`insert into pool_ratings (user_id, pool, rating, games, updated_at)
      select user_id, 'prison', rating, games, updated_at from ratings`.execute(db);
    await db.schema.dropTable('ratings').execute();
    await sql`alter table pool_ratings rename to ratings`.execute(db);
    await db.schema.createIndex('ratings_board').on('ratings').columns(['pool', 'rating']).execute();
  },
};

/**
 * Classic a game kind of its own: a Prison game of the 2004 set's scenario, stored when Classic
 * was a Prison scenario, is a Classic game (its record and replays read by that kind's module).
 */
const classic: Migration = {
  async up(db: AnyDb) {
    await sql`update games set kind = 'classic'
      where kind = 'prison' and config like '%"scenario":"classic"%'`.execute(db);
  },
};

/**
 * Hardening (issue 41): the chat's line counter on the game row (numbers from one atomic
 * counter, which retention cannot reuse), draw offers and real moves per seat, Glicko-2's
 * deviation and volatility (the Elo ratings so far kept as ratings of full deviation), the
 * address an account was made from.
 */
const hardening: Migration = {
  async up(db: AnyDb) {
    await sql`alter table games add column chat_seq integer not null default 0`.execute(db);
    await sql`update games set chat_seq = coalesce((select max(seq) from chat where chat.game_id = games.id), 0)`.execute(
      db,
    );
    await sql`alter table games add column draw_offers text not null default ''`.execute(db);
    await sql`alter table games add column moves_yellow integer not null default 0`.execute(db);
    await sql`alter table games add column moves_blue integer not null default 0`.execute(db);
    await sql`alter table ratings add column rd double precision not null default 350`.execute(db);
    await sql`alter table ratings add column vol double precision not null default 0.06`.execute(db);
    await sql`alter table users add column created_from text`.execute(db);
    await db.schema
      .createIndex('users_created_from')
      .on('users')
      .columns(['created_from', 'created_at'])
      .execute();
  },
};

/**
 * Quick pairing (issue 41 item 8): the tickets of players waiting for an opponent, shared by
 * every process. `game_id` is null while a ticket waits, '' while a process pairs it, the
 * game's id once paired (with the seat token handed to its owner on its next ask, then the row
 * goes). Only the ticket's hash is stored.
 */
const pairing: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('pairing')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('pool', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen', 'bigint', (c) => c.notNull())
      .addColumn('bot_after_ms', 'bigint', (c) => c.notNull())
      .addColumn('bot_level', 'integer')
      .addColumn('game_id', 'text')
      .addColumn('seat', 'text')
      .addColumn('token', 'text')
      .execute();
    await db.schema.createIndex('pairing_pool').on('pairing').columns(['pool', 'created_at']).execute();
    await db.schema.createIndex('pairing_user').on('pairing').column('user_id').execute();
  },
};

/**
 * Progress kept on accounts (issue 42: mission stars on the account as well as the device):
 * one row per user and kind of progress ('missions'), its value a bounded JSON text (the
 * merge that writes it is in progress.ts).
 */
const progress: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('progress')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('progress_pk', ['user_id', 'key'])
      .execute();
  },
};

export const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-trust': trust,
  '003-online': online,
  '004-kinds': kinds,
  '005-classic': classic,
  '006-hardening': hardening,
  '007-pairing': pairing,
  '008-progress': progress,
};
