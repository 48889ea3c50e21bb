// Quick pairing ("Play now"): a player asks for a game of some kind and clock and is paired
// with a waiting player of similar rating, or with a bot once the wait they chose is over.
import { z } from 'zod';
import type { SeatName } from '@dt/games';

export const PairSchema = z.strictObject({
  /**
   * The game wanted, as `POST /api/games` takes it (read by `parseCreateGame`; seat, opponent
   * and visibility are the pairing's).
   */
  game: z.record(z.string(), z.unknown()),
  /** How long to wait for a human before a bot takes the other seat (s). */
  botAfterSeconds: z.number().int().min(5).max(600),
  /** The bot's level, when one comes. */
  botLevel: z.number().int().min(0).max(9).optional(),
});
export type PairRequest = z.infer<typeof PairSchema>;

/** The answer to a pairing request or to asking after its ticket again. */
export type PairReply =
  | { status: 'waiting'; ticket: string }
  | { status: 'paired'; gameId: string; seat: SeatName; token: string; bot: boolean };
