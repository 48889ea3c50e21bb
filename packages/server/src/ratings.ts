// Elo ratings for rated stand-alone games between two registered players. Elo is enough
// for a small community and easy to explain in the lobby; the update happens in the same
// transaction as the game's last action, so a rating never misses or repeats a game.
import type { Transaction } from 'kysely';
import type { Database } from './db.ts';

export const INITIAL_RATING = 1500;
const K = 32;

/** New ratings after one game; `score` is 1 (a won), 0.5 (draw) or 0 (b won). */
export function elo(a: number, b: number, score: number): [number, number] {
  const expected = 1 / (1 + 10 ** ((b - a) / 400));
  const delta = K * (score - expected);
  return [a + delta, b - delta];
}

export async function rateGame(
  trx: Transaction<Database>,
  yellowUser: string,
  blueUser: string,
  winner: 'yellow' | 'blue' | 'draw',
  now: number,
): Promise<void> {
  const get = async (id: string): Promise<{ rating: number; games: number }> =>
    (await trx
      .selectFrom('ratings')
      .select(['rating', 'games'])
      .where('user_id', '=', id)
      .executeTakeFirst()) ?? {
      rating: INITIAL_RATING,
      games: 0,
    };
  const y = await get(yellowUser);
  const b = await get(blueUser);
  const [ny, nb] = elo(y.rating, b.rating, winner === 'yellow' ? 1 : winner === 'blue' ? 0 : 0.5);
  for (const [id, rating, games] of [
    [yellowUser, ny, y.games + 1],
    [blueUser, nb, b.games + 1],
  ] as const) {
    await trx
      .insertInto('ratings')
      .values({ user_id: id, rating, games, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ rating, games, updated_at: now }))
      .execute();
  }
}
