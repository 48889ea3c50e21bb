// Quick pairing ("Play now", issue 41 item 8). A player asks for a game of some kind, scenario
// and clock; the tickets of the players waiting are rows of the database, so every process
// pairs with every other's. A request first looks for a waiting ticket of the same pool whose
// rating is close enough, the tolerance widening the longer that ticket has waited; taking one
// is a single conditional UPDATE (`game_id` null to ''), so two processes can never both pair
// the same waiting player. The game is then made with the waiting player as its creator and
// joined by the newcomer; the waiting player's seat is held with no token (Games.withhold) and
// its token is made when it next asks (Games.handOut), so no live seat token is ever stored. A ticket nobody took within the wait its owner chose gets a bot game on that ask.
// A ticket not asked after for a while is stale (its player left): it is not paired.
import { SEAT_NAMES } from '@dt/games';
import { parseCreateGame, type CreateGameRequest, type PairReply, type PairRequest } from '@dt/protocol';
import type { Accounts, User } from './accounts.ts';
import type { Clock } from './clock.ts';
import type { Db, PairingTable } from './db.ts';
import type { Games } from './games.ts';
import { ratingPool } from './ratings.ts';
import { hashToken, newToken } from './secrets.ts';

/** Rating difference accepted at once, its widening per second waited, and its ceiling. */
export const PAIR_WINDOW = { base: 150, perSecond: 15, max: 800 } as const;
/** A waiting player asks again at least this often (ms); a ticket silent for longer is stale. */
export const PAIR_STALE_MS = 30_000;
const DEFAULT_RATING = 1500;

export type PairOutcome =
  | { ok: true; value: PairReply }
  | { ok: false; code: 'NOT_FOUND' | 'BAD_CONFIG' | 'BAD_MESSAGE' | 'TOO_LARGE' };

export interface PairingDeps {
  db: Db;
  games: Games;
  accounts: Accounts;
  clock: Clock;
  /** A game with a bot seat was made for a client at `address`: let the bot move if it must. */
  botGame(gameId: string, address: string): void;
}

/** How far apart two ratings may be for a ticket that has waited `waitedMs`. */
export function pairWindow(waitedMs: number): number {
  return Math.min(PAIR_WINDOW.max, PAIR_WINDOW.base + (PAIR_WINDOW.perSecond * Math.max(0, waitedMs)) / 1000);
}

/**
 * The pool a request waits in: the game's options that make two requests the same game (not
 * who sits where, nor names), and whether it is rated (rated games pair accounts only).
 */
function poolOf(game: CreateGameRequest, rated: boolean): string {
  const options = Object.entries(game.options)
    .filter(([, v]) => v != null)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify({ kind: game.kind, options, moveHours: game.moveHours ?? null, rated });
}

export class Pairing {
  constructor(private readonly d: PairingDeps) {}

  /** A request to play now: paired at once with a waiting player, or a ticket to ask again with. */
  async request(req: PairRequest, user: User): Promise<PairOutcome> {
    const now = this.d.clock.now();
    const parsed = parseCreateGame(req.game);
    if (!parsed.ok) return parsed;
    const wanted = parsed.value;
    const ladder = ratingPool(wanted.kind, wanted.options);
    const rated = ladder !== null && !user.guest && wanted.rated !== false;
    const pool = poolOf(wanted, rated);
    const rating = ladder
      ? ((await this.d.accounts.ratingsOf([user.id])).get(user.id)?.ratings[ladder]?.rating ?? DEFAULT_RATING)
      : DEFAULT_RATING;
    // One ticket per player: a new request replaces one still waiting.
    await this.d.db
      .deleteFrom('pairing')
      .where('user_id', '=', user.id)
      .where('game_id', 'is', null)
      .execute();
    const game: CreateGameRequest = { ...wanted, opponent: 'human', public: true, rated, seat: 'random' };
    const paired = await this.pairWithWaiting(pool, rating, user, game, now);
    if (paired) return paired;
    const ticket = newToken();
    await this.d.db
      .insertInto('pairing')
      .values({
        ticket_hash: hashToken(ticket),
        pool,
        rating,
        user_id: user.id,
        body: JSON.stringify(game),
        created_at: now,
        last_seen: now,
        bot_after_ms: req.botAfterSeconds * 1000,
        bot_level: req.botLevel ?? null,
        game_id: null,
        seat: null,
        token: null,
      })
      .execute();
    return { ok: true, value: { status: 'waiting', ticket } };
  }

  /** Asking after a ticket: paired (once: the ticket then goes), a bot game if the wait is over, or still waiting. */
  async poll(ticket: string, user: User, address: string): Promise<PairOutcome> {
    const now = this.d.clock.now();
    const hash = hashToken(ticket);
    const row = await this.d.db
      .selectFrom('pairing')
      .selectAll()
      .where('ticket_hash', '=', hash)
      .executeTakeFirst();
    if (!row || row.user_id !== user.id) return { ok: false, code: 'NOT_FOUND' };
    const seat = SEAT_NAMES.find((s) => s === row.seat);
    if (row.game_id && seat) {
      await this.d.db.deleteFrom('pairing').where('ticket_hash', '=', hash).execute();
      const token = await this.d.games.handOut(row.game_id, seat);
      if (!token) return { ok: false, code: 'NOT_FOUND' };
      return { ok: true, value: { status: 'paired', gameId: row.game_id, seat, token, bot: false } };
    }
    if (row.game_id === null && now - row.created_at >= row.bot_after_ms && (await this.take(hash))) {
      const bot = await this.botGame(row, user, address, now);
      if (bot) await this.d.db.deleteFrom('pairing').where('ticket_hash', '=', hash).execute();
      else await this.release(hash);
      return bot ?? { ok: false, code: 'BAD_CONFIG' };
    }
    await this.d.db.updateTable('pairing').set({ last_seen: now }).where('ticket_hash', '=', hash).execute();
    if (row.game_id === null && (await this.take(hash))) {
      // Tickets that came in together found no one: the newer pairs with an older one (never
      // the other way round, so two asking at once do not take each other's and both give up).
      const game = JSON.parse(row.body) as CreateGameRequest;
      const older = (w: PairingTable): boolean =>
        w.created_at < row.created_at || (w.created_at === row.created_at && w.ticket_hash < hash);
      const paired = await this.pairWithWaiting(row.pool, row.rating, user, game, now, older);
      if (paired) await this.d.db.deleteFrom('pairing').where('ticket_hash', '=', hash).execute();
      else await this.release(hash);
      if (paired) return paired;
    }
    return { ok: true, value: { status: 'waiting', ticket } };
  }

  /** Gives up a ticket still waiting; false when there is none (already paired: ask after it). */
  async cancel(ticket: string, user: User): Promise<boolean> {
    const r = await this.d.db
      .deleteFrom('pairing')
      .where('ticket_hash', '=', hashToken(ticket))
      .where('user_id', '=', user.id)
      .where('game_id', 'is', null)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** Forgets stale tickets and paired ones never collected (the sweeper calls this now and then). */
  async sweep(now: number): Promise<void> {
    await this.d.db
      .deleteFrom('pairing')
      .where('last_seen', '<', now - 2 * PAIR_STALE_MS)
      .execute();
  }

  /** Pairs with the longest-waiting fresh ticket of the pool within its rating window, if any. */
  private async pairWithWaiting(
    pool: string,
    rating: number,
    user: User,
    game: CreateGameRequest,
    now: number,
    eligible: (w: PairingTable) => boolean = () => true,
  ): Promise<PairOutcome | null> {
    const waiting = await this.d.db
      .selectFrom('pairing')
      .selectAll()
      .where('pool', '=', pool)
      .where('game_id', 'is', null)
      .where('user_id', '!=', user.id)
      .where('last_seen', '>=', now - PAIR_STALE_MS)
      .orderBy('created_at')
      .limit(50)
      .execute();
    for (const w of waiting) {
      if (!eligible(w) || Math.abs(w.rating - rating) > pairWindow(now - w.created_at)) continue;
      if (!(await this.take(w.ticket_hash))) continue; // another process paired it first
      const made = await this.makeGame(w, user, game, now);
      if (made) return made;
      await this.release(w.ticket_hash);
    }
    return null;
  }

  /** The game of a pairing: the waiting player creates it, the newcomer joins; the waiting player's token goes on its ticket. */
  private async makeGame(
    w: PairingTable,
    user: User,
    game: CreateGameRequest,
    now: number,
  ): Promise<PairOutcome | null> {
    const owner = await this.d.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', w.user_id)
      .executeTakeFirst();
    if (!owner) return null;
    const created = await this.d.games.create(game, owner, now);
    if (!created.ok) return null;
    const joined = await this.d.games.join(created.value.gameId, {}, user, now);
    if (!joined.ok) return null;
    await this.d.games.withhold(created.value.gameId, created.value.seat);
    await this.d.db
      .updateTable('pairing')
      .set({ game_id: created.value.gameId, seat: created.value.seat, token: null })
      .where('ticket_hash', '=', w.ticket_hash)
      .execute();
    const { gameId, seat, token } = joined.value;
    return { ok: true, value: { status: 'paired', gameId, seat, token, bot: false } };
  }

  private async botGame(
    row: PairingTable,
    user: User,
    address: string,
    now: number,
  ): Promise<PairOutcome | null> {
    // The request as this server read and stored it (parseCreateGame's result).
    const game: CreateGameRequest = {
      ...(JSON.parse(row.body) as CreateGameRequest),
      opponent: 'bot',
      rated: false,
      botLevel: row.bot_level ?? undefined,
    };
    const made = await this.d.games.create(game, user, now);
    if (!made.ok) return null;
    this.d.botGame(made.value.gameId, address);
    const { gameId, seat, token } = made.value;
    return { ok: true, value: { status: 'paired', gameId, seat, token, bot: true } };
  }

  /** Takes a waiting ticket for pairing: true for exactly one of any number of concurrent takers. */
  private async take(hash: string): Promise<boolean> {
    const r = await this.d.db
      .updateTable('pairing')
      .set({ game_id: '' })
      .where('ticket_hash', '=', hash)
      .where('game_id', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  private async release(hash: string): Promise<void> {
    await this.d.db.updateTable('pairing').set({ game_id: null }).where('ticket_hash', '=', hash).execute();
  }
}
