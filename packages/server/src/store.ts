// Every query the server makes, in one place. The games row carries the version; a command
// is committed by `UPDATE games ... WHERE id = ? AND version = ?` together with the append
// of its action to the log, in one transaction, so of two concurrent commands made against
// the same version exactly one applies (whatever process they went through).
import type { Db, GamesTable, SeatsTable } from './db.ts';
import { rateGame } from './ratings.ts';

export type GameRow = GamesTable;
export type SeatRow = SeatsTable;

export interface GamePatch {
  status: string;
  to_move: string;
  deadline: number | null;
  turn_deadline: number | null;
  winner: string | null;
  end_reason: string;
}

export interface NewGame {
  row: GameRow;
  seats: SeatRow[];
}

export class Store {
  constructor(readonly db: Db) {}

  async createGame(g: NewGame): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values(g.row).execute();
      await trx.insertInto('seats').values(g.seats).execute();
    });
  }

  game(id: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  }

  seats(id: string): Promise<SeatRow[]> {
    return this.db.selectFrom('seats').selectAll().where('game_id', '=', id).execute();
  }

  /** The logged actions with seq > after, in order (seq n = the action that made version n). */
  async actions(id: string, after = 0): Promise<string[]> {
    const rows = await this.db
      .selectFrom('actions')
      .select(['seq', 'action'])
      .where('game_id', '=', id)
      .where('seq', '>', after)
      .orderBy('seq')
      .execute();
    return rows.map((r) => r.action);
  }

  /**
   * Appends action number expected+1 if the game is still at `expected`; false when another
   * command got there first. A finished rated game updates both ratings in the same transaction.
   */
  async commit(
    id: string,
    expected: number,
    action: string,
    patch: GamePatch,
    now: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('games')
        .set({ ...patch, version: expected + 1, updated_at: now })
        .where('id', '=', id)
        .where('version', '=', expected)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('actions')
        .values({ game_id: id, seq: expected + 1, action, created_at: now })
        .execute();
      if (patch.status === 'finished' && patch.winner) {
        const g = await trx
          .selectFrom('games')
          .select('rated')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const seats = await trx.selectFrom('seats').selectAll().where('game_id', '=', id).execute();
        const y = seats.find((s) => s.seat === 'yellow')?.user_id;
        const b = seats.find((s) => s.seat === 'blue')?.user_id;
        if (g.rated && y && b && y !== b) {
          await rateGame(trx, y, b, patch.winner as 'yellow' | 'blue' | 'draw', now);
        }
      }
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
    return this.db.transaction().execute(async (trx) => {
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
        await trx
          .updateTable('games')
          .set({ status: 'live', ...live, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .execute();
      }
      return true;
    });
  }

  /** Live games whose timer has run out. */
  dueTimers(now: number, limit = 20): Promise<Pick<GameRow, 'id' | 'version'>[]> {
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

  gamesByStatus(status: string, limit = 50): Promise<GameRow[]> {
    return this.db
      .selectFrom('games')
      .selectAll()
      .where('status', '=', status)
      .where('public', '=', 1)
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
  }

  async seatsOf(ids: string[]): Promise<SeatRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('seats').selectAll().where('game_id', 'in', ids).execute();
  }

  finishedGamesOf(userId: string, limit = 100): Promise<GameRow[]> {
    return this.db
      .selectFrom('games')
      .selectAll()
      .where('status', '=', 'finished')
      .where('id', 'in', (q) => q.selectFrom('seats').select('game_id').where('user_id', '=', userId))
      .orderBy('updated_at', 'desc')
      .limit(limit)
      .execute();
  }
}
