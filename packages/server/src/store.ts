// Every query the server makes about games, in one place. The games row carries the version;
// a command is committed by `UPDATE games ... WHERE id = ? AND version = ?` together with the
// append of its action to the log (and every SNAPSHOT_EVERY actions a snapshot of the
// position), in one transaction, so of two concurrent commands made against the same version
// exactly one applies, whatever process they went through. A game's rated end updates both
// ratings in that same transaction, under row locks (ratings.ts).
// On SQLite, the commands that arrive together are committed together (group commit): one
// transaction for all of them, on the next turn of the event loop, each still applied only
// if its game is at the expected version, and each acknowledged only once that transaction
// is on disk. Writing the log once per batch instead of once per action is most of the
// cost of an action saved, with nothing acknowledged that is not stored.
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { ChatTable, Db, Dialect, GamesTable, SeatsTable } from './db.ts';
import { rateGame, type RatedEnd } from './ratings.ts';
import { endText } from './undo.ts';

export type GameRow = GamesTable;
export type SeatRow = SeatsTable;

/** What a committed action changes in the games row. */
export interface GamePatch {
  status: string;
  to_move: string;
  deadline: number | null;
  turn_deadline: number | null;
  winner: string | null;
  end_reason: string;
  moved: string;
  idle_timeouts: number;
  draw_offers: string;
  moves_yellow: number;
  moves_blue: number;
}

export interface Commit {
  id: string;
  expected: number;
  action: string;
  patch: GamePatch;
  now: number;
  /** The position after this action, when it is a snapshot version. */
  snapshot: string | null;
  /** A rated game's end: both accounts' ratings move in the same transaction. */
  rating: RatedEnd | null;
}

/** A page of rows newest first; the cursor is the last row's `updated_at` and id. */
export interface Page<T> {
  rows: T[];
  next: string | null;
}

const encodeCursor = (at: number, id: string): string => `${at.toString(36)}_${id}`;
function decodeCursor(cursor: string | undefined): { at: number; id: string } | null {
  const m = cursor ? /^([0-9a-z]{1,12})_([A-Za-z0-9_-]{1,60})$/.exec(cursor) : null;
  return m ? { at: parseInt(m[1]!, 36), id: m[2]! } : null;
}

/** Rolls back a chat line over its seat's limit (the counter it took included). */
class TooFast extends Error {}

/** Rolls back a seat taken in a game that ended meanwhile. */
class SeatLost extends Error {}

interface Pending {
  c: Commit;
  done: (ok: boolean) => void;
  fail: (e: unknown) => void;
}

export class Store {
  private batch: Pending[] = [];
  private readonly group: ((batch: Pending[]) => void) | null = null;

  constructor(
    readonly db: Db,
    readonly dialect: Dialect,
    /** SQLite's connection, for group commits (the same one Kysely uses, taken under its lock). */
    file?: SQLite.Database,
  ) {
    if (file) this.group = groupCommit(file);
  }

  async createGame(row: GameRow, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values(row).execute();
      await trx.insertInto('seats').values(seats).execute();
    });
  }

  game(id: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  }

  seats(id: string): Promise<SeatRow[]> {
    return this.db.selectFrom('seats').selectAll().where('game_id', '=', id).execute();
  }

  /** The logged actions with after < seq <= upTo, in order (seq n = the action that made version n). */
  async actions(id: string, after: number, upTo: number): Promise<string[]> {
    if (upTo <= after) return [];
    const rows = await this.db
      .selectFrom('actions')
      .select('action')
      .where('game_id', '=', id)
      .where('seq', '>', after)
      .where('seq', '<=', upTo)
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.action);
  }

  /** The log's entries up to `upTo`, newest first, at most `limit`. */
  async entriesBefore(id: string, upTo: number, limit: number): Promise<{ seq: number; text: string }[]> {
    const rows = await this.db
      .selectFrom('actions')
      .select(['seq', 'action'])
      .where('game_id', '=', id)
      .where('seq', '<=', upTo)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ seq: r.seq, text: r.action }));
  }

  /** The latest snapshot at or before `version`, if any. */
  snapshot(id: string, version: number): Promise<{ version: number; position: string } | undefined> {
    return this.db
      .selectFrom('snapshots')
      .select(['version', 'position'])
      .where('game_id', '=', id)
      .where('version', '<=', version)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Appends action number expected+1 if the game is still at `expected`; false when another command got there first. */
  async commit(c: Commit): Promise<boolean> {
    if (this.group && !c.rating) {
      return new Promise((done, fail) => {
        if (this.batch.push({ c, done, fail }) === 1) setImmediate(() => void this.flush());
      });
    }
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('games')
        .set({ ...c.patch, version: c.expected + 1, updated_at: c.now })
        .where('id', '=', c.id)
        .where('version', '=', c.expected)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('actions')
        .values({ game_id: c.id, seq: c.expected + 1, action: c.action, created_at: c.now })
        .execute();
      if (c.snapshot !== null) {
        await trx
          .insertInto('snapshots')
          .values({ game_id: c.id, version: c.expected + 1, position: c.snapshot })
          .execute();
      }
      if (c.rating) await rateGame(trx, this.dialect, c.rating, c.now);
      return true;
    });
  }

  /** Commits the waiting batch in one transaction, holding Kysely's connection so that no other transaction interleaves. */
  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    try {
      await this.db.connection().execute(async () => this.group!(batch));
    } catch (e) {
      for (const p of batch) p.fail(e);
    }
  }

  /**
   * Ends a game without an action (aborted, expired) if it still has status `from` and is
   * still at version `expected`: the version goes up by one, with an `ended <reason>` entry
   * in the log (undo.ts), so a command made against `expected` finds the game moved on
   * instead of both applying. False when the game changed in between.
   */
  async end(
    id: string,
    from: string,
    expected: number,
    patch: Pick<GameRow, 'status' | 'winner' | 'end_reason'>,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('games')
        .set({
          ...patch,
          version: expected + 1,
          deadline: null,
          turn_deadline: null,
          to_move: '',
          updated_at: now,
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('actions')
        .values({ game_id: id, seq: expected + 1, action: endText(patch.end_reason), created_at: now })
        .execute();
      return true;
    });
  }

  /** Gives a free human seat to a player; the game goes live when no seat is left free. */
  async claimSeat(
    id: string,
    seat: string,
    claim: { user_id: string | null; name: string; token_hash: string },
    live: { to_move: string; deadline: number | null; turn_deadline: number | null },
    now: number,
  ): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const r = await trx
          .updateTable('seats')
          .set(claim)
          .where('game_id', '=', id)
          .where('seat', '=', seat)
          .where('token_hash', 'is', null)
          .where('bot_level', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        const free = await trx
          .selectFrom('seats')
          .select('seat')
          .where('game_id', '=', id)
          .where('token_hash', 'is', null)
          .where('bot_level', 'is', null)
          .execute();
        if (free.length === 0) {
          const g = await trx
            .updateTable('games')
            .set({ status: 'live', ...live, updated_at: now })
            .where('id', '=', id)
            .where('status', '=', 'open')
            .executeTakeFirst();
          // Expired meanwhile: the seat is not taken either.
          if (Number(g.numUpdatedRows) !== 1) throw new SeatLost();
        }
        return true;
      })
      .catch((e: unknown) => {
        if (e instanceof SeatLost) return false;
        throw e;
      });
  }

  /**
   * Records a seat's rematch offer on a game that is over, in one conditional statement: only
   * while no rematch exists and no other seat has offered. False when the other seat offered
   * first (its offer is then this seat's acceptance) or the rematch exists.
   */
  async offerRematch(id: string, seat: string): Promise<boolean> {
    const r = await this.db
      .updateTable('games')
      .set({ rematch_offer: seat })
      .where('id', '=', id)
      .where('rematch_id', '=', '')
      .where('rematch_offer', 'in', ['', seat])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Creates the rematch of game `id`, unless one exists already (then false). `acceptedFrom`:
   * the seat whose offer this accepts, which must still be the offer (null: against a bot).
   */
  async startRematch(
    id: string,
    row: GameRow,
    seats: SeatRow[],
    acceptedFrom: string | null,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let q = trx
        .updateTable('games')
        .set({ rematch_id: row.id, rematch_offer: '' })
        .where('id', '=', id)
        .where('rematch_id', '=', '');
      if (acceptedFrom !== null) q = q.where('rematch_offer', '=', acceptedFrom);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx.insertInto('games').values(row).execute();
      await trx.insertInto('seats').values(seats).execute();
      return true;
    });
  }

  /** Gives a rematch seat its token, if none was handed out yet (false otherwise). */
  /** Takes a seat's token back (the seat stays taken): `issueSeatToken` hands a new one out later. */
  async withholdSeatToken(id: string, seat: string, unissued: string): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ token_hash: unissued })
      .where('game_id', '=', id)
      .where('seat', '=', seat)
      .execute();
  }

  async issueSeatToken(id: string, seat: string, tokenHash: string): Promise<boolean> {
    const r = await this.db
      .updateTable('seats')
      .set({ token_hash: tokenHash })
      .where('game_id', '=', id)
      .where('seat', '=', seat)
      .where('token_hash', '=', '')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * Appends a chat line with the game's next line number, at most `limit` lines per seat
   * within `windowMs` (else null). The number comes from the game row's counter, bumped in
   * the same transaction, which also holds that row's lock until the end: two lines of one
   * game, from any processes, are numbered and counted one after the other.
   */
  async say(
    line: { game_id: string; seat: string; name: string; text: string; created_at: number },
    limit: number,
    windowMs: number,
  ): Promise<number | null> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const counter = await trx
          .updateTable('games')
          .set((eb) => ({ chat_seq: eb('chat_seq', '+', 1) }))
          .where('id', '=', line.game_id)
          .returning('chat_seq')
          .executeTakeFirstOrThrow();
        const recent = await trx
          .selectFrom('chat')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('game_id', '=', line.game_id)
          .where('seat', '=', line.seat)
          .where('created_at', '>', line.created_at - windowMs)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= limit) throw new TooFast();
        await trx
          .insertInto('chat')
          .values({ ...line, seq: counter.chat_seq })
          .execute();
        return counter.chat_seq;
      })
      .catch((e: unknown) => {
        if (e instanceof TooFast) return null;
        throw e;
      });
  }

  /** Deletes the chat lines written before `before` (retention). */
  async purgeChat(before: number): Promise<void> {
    await this.db.deleteFrom('chat').where('created_at', '<', before).execute();
  }

  /** A game's latest `limit` chat lines, oldest first (the history sent with a join). */
  async chat(id: string, limit: number): Promise<ChatTable[]> {
    const rows = await this.db
      .selectFrom('chat')
      .selectAll()
      .where('game_id', '=', id)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /** A game's chat lines after line `after` up to line `upTo`, oldest first. */
  chatBetween(id: string, after: number, upTo: number): Promise<ChatTable[]> {
    return this.db
      .selectFrom('chat')
      .selectAll()
      .where('game_id', '=', id)
      .where('seq', '>', after)
      .where('seq', '<=', upTo)
      .orderBy('seq')
      .execute();
  }

  /** Versions of these games now (one query, for resynchronising the games this process shows). */
  async versions(ids: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (ids.length === 0) return out;
    const rows = await this.db.selectFrom('games').select(['id', 'version']).where('id', 'in', ids).execute();
    for (const r of rows) out.set(r.id, r.version);
    return out;
  }

  /** Live games whose timer has run out. */
  dueTimers(now: number, limit = 50): Promise<Pick<GameRow, 'id' | 'version'>[]> {
    return this.db
      .selectFrom('games')
      .select(['id', 'version'])
      .where('status', '=', 'live')
      .where('deadline', '<=', now)
      .limit(limit)
      .execute();
  }

  /** Live games with a bot seat that have waited longer than `idleMs` (e.g. after a restart). */
  waitingBots(
    now: number,
    idleMs: number,
    limit = 20,
  ): Promise<Pick<GameRow, 'id' | 'to_move' | 'bot_seats'>[]> {
    return this.db
      .selectFrom('games')
      .select(['id', 'to_move', 'bot_seats'])
      .where('status', '=', 'live')
      .where('bot_seats', '!=', '')
      .where('updated_at', '<=', now - idleMs)
      .limit(limit)
      .execute();
  }

  /**
   * Games of a status untouched since `before` (open games to expire, live games everyone
   * left); a turn-based game counts as untouched only from the end of its time per decision.
   */
  idle(status: string, before: number, limit = 50): Promise<Pick<GameRow, 'id' | 'version'>[]> {
    return this.db
      .selectFrom('games')
      .select(['id', 'version'])
      .where('status', '=', status)
      .where('updated_at', '<', before)
      .where((eb) => eb.or([eb('move_ms', 'is', null), eb(sql<number>`updated_at + move_ms`, '<', before)]))
      .limit(limit)
      .execute();
  }

  /** Public games of a status, newest first, a page at a time. */
  publicGames(status: string, limit: number, cursor?: string): Promise<Page<GameRow>> {
    return this.listGames({ status, withPrivate: false, limit, cursor });
  }

  /**
   * A player's games newest first; `status` narrows them; `withPrivate` includes private games
   * (only for the player's own list).
   */
  gamesOf(
    userId: string,
    opts: { status?: string; withPrivate: boolean; limit: number; cursor?: string },
  ): Promise<Page<GameRow>> {
    return this.listGames({ ...opts, userId });
  }

  private async listGames(o: {
    userId?: string;
    status?: string;
    withPrivate: boolean;
    limit: number;
    cursor?: string;
  }): Promise<Page<GameRow>> {
    const c = decodeCursor(o.cursor);
    let q = this.db.selectFrom('games').selectAll();
    if (o.userId) {
      const userId = o.userId;
      q = q.where('id', 'in', (s) => s.selectFrom('seats').select('game_id').where('user_id', '=', userId));
    }
    if (o.status) q = q.where('status', '=', o.status);
    if (!o.withPrivate) q = q.where('public', '=', 1);
    if (c)
      q = q.where((eb) =>
        eb.or([eb('updated_at', '<', c.at), eb.and([eb('updated_at', '=', c.at), eb('id', '<', c.id)])]),
      );
    const rows = await q
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(o.limit + 1)
      .execute();
    const more = rows.length > o.limit;
    const kept = more ? rows.slice(0, o.limit) : rows;
    const last = kept[kept.length - 1];
    return { rows: kept, next: more && last ? encodeCursor(last.updated_at, last.id) : null };
  }

  async seatsOf(ids: string[]): Promise<SeatRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('seats').selectAll().where('game_id', 'in', ids).execute();
  }
}

/** The group commit of a batch on SQLite: prepared once, run synchronously in one transaction. */
function groupCommit(file: SQLite.Database): (batch: Pending[]) => void {
  const update = file.prepare(
    `update games set status = ?, to_move = ?, deadline = ?, turn_deadline = ?, winner = ?, end_reason = ?,
       moved = ?, idle_timeouts = ?, draw_offers = ?, moves_yellow = ?, moves_blue = ?, version = ?,
       updated_at = ? where id = ? and version = ?`,
  );
  const append = file.prepare('insert into actions (game_id, seq, action, created_at) values (?, ?, ?, ?)');
  const snapshot = file.prepare('insert into snapshots (game_id, version, position) values (?, ?, ?)');
  const run = file.transaction((batch: Pending[]) =>
    batch.map(({ c }) => {
      const p = c.patch;
      const changed = update.run(
        p.status,
        p.to_move,
        p.deadline,
        p.turn_deadline,
        p.winner,
        p.end_reason,
        p.moved,
        p.idle_timeouts,
        p.draw_offers,
        p.moves_yellow,
        p.moves_blue,
        c.expected + 1,
        c.now,
        c.id,
        c.expected,
      ).changes;
      if (changed !== 1) return false;
      append.run(c.id, c.expected + 1, c.action, c.now);
      if (c.snapshot !== null) snapshot.run(c.id, c.expected + 1, c.snapshot);
      return true;
    }),
  );
  return (batch) => {
    const results = run(batch);
    batch.forEach((p, i) => p.done(results[i]!));
  };
}
