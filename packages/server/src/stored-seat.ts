// A seat name read back from the database (the seats and chat tables hold it as text): checked,
// not cast, so a row that names no seat is reported as the broken store it is.
import { isSeatName, type SeatName } from '@dt/games';

/** `stored` as a seat name; throws naming the game and the table when it is none. */
export function storedSeat(stored: string | undefined, gameId: string, table: string): SeatName {
  if (!isSeatName(stored))
    throw new Error(`game ${gameId}: the ${table} table holds '${String(stored)}', not a seat`);
  return stored;
}
