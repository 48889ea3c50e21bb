// Ratings (Glicko-2 with a deviation, as lichess: glicko.ts) for rated full games between
// two registered accounts, one ladder per game kind (Prison stand-alone, Classic, the card
// game's standard game: each kind's module says which of its configurations are rated,
// `ladder`). Farming them takes more than fresh accounts trading resignations: a game moves
// ratings only when each seat made MIN_RATED_MOVES real moves, and only the first
// PAIR_GAMES_PER_DAY results of the same two accounts in a day count (registrations per
// address are limited too: accounts.ts). The update happens in the same
// transaction as the game's last action, so a rating never misses or repeats a game; both
// rows are created if missing and then locked (`FOR UPDATE`, in user-id order so that two
// games of the same pair cannot deadlock) before they are read, so two games ending at once
// on different connections or processes apply one after the other instead of both reading
// the old rating. SQLite serialises write transactions on its one connection already.
import { GAME_KINDS, gameModule, type BaseConfig, type GameKind } from '@dt/games';
import type { Transaction } from 'kysely';
import type { Database, Dialect } from './db.ts';
import { afterGame, GLICKO, type Rated } from './glicko.ts';

export const INITIAL_RATING = GLICKO.rating;

/** The separate ladders: one per game kind. */
export const RATING_POOLS = GAME_KINDS;
export type RatingPool = GameKind;

/** The ladder a game counts for, or null when it is not rated (its kind's module says). */
export const ratingPool = (kind: GameKind, config: BaseConfig): RatingPool | null =>
  gameModule(kind).ladder(config);
/** Real moves each seat must have made for a game to move ratings (a setting: `minRatedMoves`). */
export const MIN_RATED_MOVES = 6;
/** Rated results of the same two accounts within a day that count; later ones move nothing (`pairGamesPerDay`). */
export const PAIR_GAMES_PER_DAY = 3;
const DAY = 24 * 3_600_000;

/** The ladder a game's players are shown with: its kind's. */
export const displayPool = (kind: GameKind): RatingPool => kind;

/** A rated game's end, as the rating update needs it. */
export interface RatedEnd {
  gameId: string;
  /** Results of this pair within a day that count (PAIR_GAMES_PER_DAY unless set). */
  pairLimit: number;
  yellow: string;
  blue: string;
  winner: 'yellow' | 'blue' | 'draw';
  pool: RatingPool;
}

export async function rateGame(
  trx: Transaction<Database>,
  dialect: Dialect,
  game: RatedEnd,
  now: number,
): Promise<void> {
  const ids = [game.yellow, game.blue].sort();
  const pool = game.pool;
  await trx
    .insertInto('ratings')
    .values(
      ids.map((user_id) => ({
        user_id,
        pool,
        rating: GLICKO.rating,
        rd: GLICKO.rd,
        vol: GLICKO.vol,
        games: 0,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'pool']).doNothing())
    .execute();
  let q = trx
    .selectFrom('ratings')
    .select(['user_id', 'rating', 'rd', 'vol', 'games', 'updated_at'])
    .where('pool', '=', pool)
    .where('user_id', 'in', ids)
    .orderBy('user_id');
  if (dialect === 'postgres') q = q.forUpdate();
  const rows = new Map((await q.execute()).map((r) => [r.user_id, r]));
  // Under the rows' locks: two games of this pair ending at once are counted one after the other.
  if ((await pairGamesToday(trx, game, now)) > game.pairLimit) return;
  const y = rows.get(game.yellow)!;
  const b = rows.get(game.blue)!;
  const score = game.winner === 'yellow' ? 1 : game.winner === 'blue' ? 0 : 0.5;
  const of = (r: typeof y): Rated => ({ rating: r.rating, rd: r.rd, vol: r.vol, at: r.updated_at });
  const [ny, nb] = afterGame(of(y), of(b), score, now);
  for (const [r, next] of [
    [y, ny],
    [b, nb],
  ] as const) {
    await trx
      .updateTable('ratings')
      .set({ rating: next.rating, rd: next.rd, vol: next.vol, games: r.games + 1, updated_at: now })
      .where('user_id', '=', r.user_id)
      .where('pool', '=', pool)
      .execute();
  }
}

/** Rated games these two accounts finished against each other within the last day, this one included. */
async function pairGamesToday(trx: Transaction<Database>, game: RatedEnd, now: number): Promise<number> {
  const r = await trx
    .selectFrom('games')
    .innerJoin('seats as a', 'a.game_id', 'games.id')
    .innerJoin('seats as b', 'b.game_id', 'games.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('games.rated', '=', 1)
    .where('games.status', '=', 'finished')
    .where('games.updated_at', '>', now - DAY)
    .where('a.seat', '=', 'yellow')
    .where('b.seat', '=', 'blue')
    .where((eb) =>
      eb.or([
        eb.and([eb('a.user_id', '=', game.yellow), eb('b.user_id', '=', game.blue)]),
        eb.and([eb('a.user_id', '=', game.blue), eb('b.user_id', '=', game.yellow)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
