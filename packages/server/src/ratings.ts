// Elo ratings for rated full games between two registered accounts, one ladder per game
// kind (Prison stand-alone, Classic, the card game's standard game: each kind's module says
// which of its configurations are rated, `ladder`). Elo is enough
// for a small community and easy to explain in the lobby. The update happens in the same
// transaction as the game's last action, so a rating never misses or repeats a game; both
// rows are created if missing and then locked (`FOR UPDATE`, in user-id order so that two
// games of the same pair cannot deadlock) before they are read, so two games ending at once
// on different connections or processes apply one after the other instead of both reading
// the old rating. SQLite serialises write transactions on its one connection already.
import { GAME_KINDS, gameModule, type BaseConfig, type GameKind } from '@dt/games';
import type { Transaction } from 'kysely';
import type { Database, Dialect } from './db.ts';

export const INITIAL_RATING = 1500;

/** The separate ladders: one per game kind. */
export const RATING_POOLS = GAME_KINDS;
export type RatingPool = GameKind;

/** The ladder a game counts for, or null when it is not rated (its kind's module says). */
export const ratingPool = (kind: GameKind, config: BaseConfig): RatingPool | null =>
  gameModule(kind).ladder(config);
const K = 32;

/** New ratings after one game; `score` is 1 (a won), 0.5 (draw) or 0 (b won). */
export function elo(a: number, b: number, score: number): [number, number] {
  const expected = 1 / (1 + 10 ** ((b - a) / 400));
  const delta = K * (score - expected);
  return [a + delta, b - delta];
}

/** The ladder a game's players are shown with: its kind's. */
export const displayPool = (kind: GameKind): RatingPool => kind;

/** A rated game's end, as the rating update needs it. */
export interface RatedEnd {
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
    .values(ids.map((user_id) => ({ user_id, pool, rating: INITIAL_RATING, games: 0, updated_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'pool']).doNothing())
    .execute();
  let q = trx
    .selectFrom('ratings')
    .select(['user_id', 'rating', 'games'])
    .where('pool', '=', pool)
    .where('user_id', 'in', ids)
    .orderBy('user_id');
  if (dialect === 'postgres') q = q.forUpdate();
  const rows = new Map((await q.execute()).map((r) => [r.user_id, r]));
  const y = rows.get(game.yellow)!;
  const b = rows.get(game.blue)!;
  const score = game.winner === 'yellow' ? 1 : game.winner === 'blue' ? 0 : 0.5;
  const [ny, nb] = elo(y.rating, b.rating, score);
  for (const [r, rating] of [
    [y, ny],
    [b, nb],
  ] as const) {
    await trx
      .updateTable('ratings')
      .set({ rating, games: r.games + 1, updated_at: now })
      .where('user_id', '=', r.user_id)
      .where('pool', '=', pool)
      .execute();
  }
}
