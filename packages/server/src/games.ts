// Game lifecycle outside the moves: creating a game with its options, taking a seat (invite
// link or open public game), claiming a game whose opponent is gone, and the public
// summaries shown in the lobby. Seat and invite tokens are returned once and stored only as
// hashes. Rated games are only ever between two different registered accounts. A rematch is
// a new game with the same options and the seats swapped, made once both seats asked for it.
import { randomInt } from 'node:crypto';
import { BOTS } from '@dt/ai/bots';
import {
  gameModule,
  SEAT_NAMES as SEATS,
  type BaseConfig,
  type GameKind,
  type Seat,
  type SeatName,
} from '@dt/games';
import type {
  CreateGameRequest,
  GameStatus,
  GameSummary,
  JoinGameBody,
  PlayerInfo,
  RematchReply,
  SeatReply,
} from '@dt/protocol';
import type { Accounts, User } from './accounts.ts';
import { cleanName } from './clean.ts';
import { configOf, moduleOf, type Authority, type Loaded, type Outcome } from './authority.ts';
import { livePatch, toMoveText } from './patch.ts';
import { GLICKO, isProvisional } from './glicko.ts';
import { displayPool, INITIAL_RATING, ratingPool } from './ratings.ts';
import { hashToken, newId, newToken, tokenMatches } from './secrets.ts';
import type { GameRow, SeatRow, Store } from './store.ts';

const SEAT_NAMES = ['yellow', 'blue'] as const;
const HOUR = 3_600_000;
/** A rematch seat whose token is not handed out yet: taken, and matched by no token. */
const UNISSUED = '';

export interface GamesOptions {
  /** How long the seat to move may stay silent before the other seat may claim the game (ms). */
  abandonMs: number;
}

export class Games {
  constructor(
    private readonly store: Store,
    private readonly authority: Authority,
    private readonly accounts: Accounts,
    private readonly opts: GamesOptions,
  ) {}

  /** The display name of a seat's player, checked against reserved names unless it is the account's own. */
  private async nameFor(user: User | undefined, given: string | undefined): Promise<Outcome<string>> {
    if (user) return { ok: true, value: user.name };
    const name = given === undefined ? 'Guest' : cleanName(given);
    if (name === null) return { ok: false, code: 'BAD_MESSAGE' };
    const bad = await this.accounts.checkName(name);
    return bad ? { ok: false, code: bad } : { ok: true, value: name };
  }

  async create(body: CreateGameRequest, user: User | undefined, now: number): Promise<Outcome<SeatReply>> {
    const { kind } = body;
    const mod = gameModule(kind);
    const config: BaseConfig = body.options;
    // A turn-based game's clock is the time per decision: no turn timer on top of it.
    if (body.moveHours && config.timerSeconds) return { ok: false, code: 'BAD_CONFIG' };
    if (body.opponent === 'bot' && body.botLevel !== undefined && !BOTS[kind].levels.includes(body.botLevel))
      return { ok: false, code: 'BAD_BOT_LEVEL' };
    const seed = randomInt(0, 2 ** 31);
    const g = mod.newGame(config, seed);
    if (!g.ok) return { ok: false, code: 'BAD_CONFIG' };
    const bot = body.opponent === 'bot';
    const account = !!user && !user.guest;
    // Rated by default when it can be: a kind's full game without handicap, created by an account.
    const rated = !bot && body.rated !== false && ratingPool(kind, config) !== null && account;
    if (body.rated === true && !rated)
      return { ok: false, code: account ? 'BAD_CONFIG' : 'ACCOUNT_REQUIRED' };
    const name = await this.nameFor(user, body.name);
    if (!name.ok) return name;
    const mine: SeatName =
      body.seat === 'yellow' || body.seat === 'blue' ? body.seat : SEAT_NAMES[randomInt(0, 2)]!;
    const theirs: SeatName = mine === 'yellow' ? 'blue' : 'yellow';
    const token = newToken();
    const invite = bot ? null : newToken();
    const made = this.newGameRows(kind, config, seed, g.value, now, {
      public: body.public !== false,
      rated,
      moveMs: body.moveHours ? body.moveHours * HOUR : null,
      invite,
      seats: {
        [mine]: {
          user_id: user?.id ?? null,
          name: name.value,
          token_hash: hashToken(token),
          bot_level: null,
        },
        [theirs]: bot
          ? {
              user_id: null,
              name: `Bot (level ${body.botLevel ?? 1})`,
              token_hash: null,
              bot_level: body.botLevel ?? 1,
            }
          : { user_id: null, name: '', token_hash: null, bot_level: null },
      } as Record<SeatName, Omit<SeatRow, 'game_id' | 'seat'>>,
    });
    await this.store.createGame(made.row, made.seats);
    return { ok: true, value: { gameId: made.row.id, seat: mine, token, invite } };
  }

  /** The rows of a new game; it is live at once when no seat is left free (bots, rematches). */
  private newGameRows(
    kind: GameKind,
    config: BaseConfig,
    seed: number,
    state: unknown,
    now: number,
    o: {
      public: boolean;
      rated: boolean;
      moveMs: number | null;
      invite: string | null;
      seats: Record<SeatName, Omit<SeatRow, 'game_id' | 'seat'>>;
    },
  ): { row: GameRow; seats: SeatRow[] } {
    const id = newId();
    const seats = SEAT_NAMES.map((seat): SeatRow => ({ game_id: id, seat, ...o.seats[seat] }));
    const live = seats.every((s) => s.token_hash !== null || s.bot_level !== null);
    const mod = gameModule(kind);
    const row: GameRow = {
      id,
      kind,
      config: JSON.stringify(config),
      seed: JSON.stringify(seed),
      version: 0,
      status: live ? 'live' : 'open',
      ...(live
        ? livePatch(mod, state, now)
        : { to_move: toMoveText(mod, state), deadline: null, turn_deadline: null }),
      public: o.public ? 1 : 0,
      rated: o.rated ? 1 : 0,
      invite_hash: o.invite ? hashToken(o.invite) : null,
      bot_seats: seats
        .filter((s) => s.bot_level !== null)
        .map((s) => s.seat)
        .join(','),
      winner: null,
      end_reason: '',
      created_at: now,
      updated_at: now,
      moved: '',
      idle_timeouts: 0,
      move_ms: o.moveMs,
      rematch_offer: '',
      rematch_id: '',
      chat_seq: 0,
      draw_offers: '',
      moves_yellow: 0,
      moves_blue: 0,
    };
    return { row, seats };
  }

  /**
   * Takes back the token of a seat whose player is not here to receive it (quick pairing's
   * waiting player): the seat stays taken and no token opens it until `handOut`, so no live
   * token waits anywhere (in a database row) for its player to collect it.
   */
  async withhold(id: string, seat: SeatName): Promise<void> {
    await this.store.withholdSeatToken(id, seat, UNISSUED);
    await this.authority.reload(id);
  }

  /** A withheld seat's new token, handed out once (null: it already was, or the seat was not withheld). */
  async handOut(id: string, seat: SeatName): Promise<string | null> {
    const token = newToken();
    const first = await this.store.issueSeatToken(id, seat, hashToken(token));
    await this.authority.reload(id);
    return first ? token : null;
  }

  /**
   * Seat `by` of a game that is over asks for a rematch: the first ask is an offer, the other
   * seat's ask (or any ask against the server's bot) starts a new game with the same options,
   * a new seed and the seats swapped. A seat's token in the new game is handed out once: to
   * the accepting seat in its answer, to the offering seat at its first ask once the game
   * exists (its seat is held meanwhile by an empty hash, which no token matches). Later asks
   * say where the game is, with no token: the page that got it keeps it in its browser, and
   * an account's other devices join with their session.
   */
  async rematch(id: string, by: Seat, now: number): Promise<Outcome<RematchReply>> {
    const g = await this.authority.load(id, true);
    if (!g) return { ok: false, code: 'NOT_FOUND' };
    const { row } = g;
    if (row.status !== 'finished' && row.status !== 'aborted') return { ok: false, code: 'NOT_FINISHED' };
    if (!g.seats.every((s) => s.token_hash !== null || s.bot_level !== null))
      return { ok: false, code: 'NOT_STARTED' };
    const me = SEAT_NAMES[by];
    const swapped: SeatName = me === 'yellow' ? 'blue' : 'yellow';
    const token = newToken();
    if (row.rematch_id) {
      const first = await this.store.issueSeatToken(row.rematch_id, swapped, hashToken(token));
      await this.authority.reload(row.rematch_id);
      return {
        ok: true,
        value: { status: 'started', gameId: row.rematch_id, seat: swapped, token: first ? token : null },
      };
    }
    const other = g.seats.find((s) => s.seat !== me)!;
    const bot = other.bot_level !== null;
    // The first ask is an offer, made in one conditional statement: of two asks at once (any
    // processes), one records its offer and the other finds it there and starts the game.
    if (!bot && row.rematch_offer !== swapped) {
      if (await this.store.offerRematch(id, me)) {
        await this.authority.reload(id);
        return { ok: true, value: { status: 'offered' } };
      }
      await this.authority.reload(id);
      return this.rematch(id, by, now);
    }
    const config = configOf(row);
    const seed = randomInt(0, 2 ** 31);
    const start = moduleOf(row).newGame(config, seed);
    if (!start.ok) return { ok: false, code: 'BAD_CONFIG' };
    const seats = {} as Record<SeatName, Omit<SeatRow, 'game_id' | 'seat'>>;
    for (const s of g.seats) {
      const kept = { user_id: s.user_id, name: s.name, token_hash: s.token_hash, bot_level: s.bot_level };
      seats[s.seat === 'yellow' ? 'blue' : 'yellow'] =
        s.seat === me ? { ...kept, token_hash: hashToken(token) } : kept;
    }
    const made = this.newGameRows(moduleOf(row).kind, config, seed, start.value, now, {
      public: !!row.public,
      rated: !!row.rated,
      moveMs: row.move_ms,
      invite: null,
      seats,
    });
    // The other seat's old token opens nothing in the new game: it asks for its own.
    const theirs = made.seats.find((s) => s.seat !== swapped && s.bot_level === null);
    if (theirs) theirs.token_hash = UNISSUED;
    if (!(await this.store.startRematch(id, made.row, made.seats, bot ? null : swapped)))
      return this.rematch(id, by, now);
    await this.authority.reload(id);
    return { ok: true, value: { status: 'started', gameId: made.row.id, seat: swapped, token } };
  }

  /** Takes the free seat of a game waiting for its second player. */
  async join(
    id: string,
    body: JoinGameBody,
    user: User | undefined,
    now: number,
  ): Promise<Outcome<SeatReply>> {
    const loaded = await this.authority.load(id, true);
    if (!loaded) return { ok: false, code: 'NOT_FOUND' };
    const { row, state, seats } = loaded;
    if (!row.public && !(body.invite && tokenMatches(body.invite, row.invite_hash))) {
      return { ok: false, code: 'UNAUTHORIZED' };
    }
    if (row.status !== 'open') return { ok: false, code: 'SEAT_TAKEN' };
    const free = seats.find((s) => s.token_hash === null && s.bot_level === null);
    if (!free) return { ok: false, code: 'SEAT_TAKEN' };
    if (row.rated && (!user || user.guest || seats.some((s) => s.user_id === user.id))) {
      return { ok: false, code: 'ACCOUNT_REQUIRED' };
    }
    const name = await this.nameFor(user, body.name);
    if (!name.ok) return name;
    const token = newToken();
    const claimed = await this.store.claimSeat(
      id,
      free.seat,
      { user_id: user?.id ?? null, name: name.value, token_hash: hashToken(token) },
      livePatch(moduleOf(row), state, now),
      now,
    );
    await this.authority.reload(id);
    if (!claimed) return { ok: false, code: 'SEAT_TAKEN' };
    return { ok: true, value: { gameId: id, seat: free.seat as SeatName, token, invite: null } };
  }

  /** Which seat a token belongs to in a loaded game, if any. */
  seatOf(g: Loaded, token: string): Seat | null {
    for (const s of g.seats) {
      if (tokenMatches(token, s.token_hash)) return SEAT_NAMES.indexOf(s.seat as SeatName) as Seat;
    }
    return null;
  }

  /**
   * The seat a signed-in account holds in a game (`want` when it holds both), with the
   * session's token hash and end (a socket acts through it only while it lasts), or null
   * when the session is not valid or holds no seat there.
   */
  async seatOfSession(
    g: Loaded,
    session: string,
    now: number,
    want?: SeatName,
  ): Promise<{ seat: Seat; hash: string; expiresAt: number } | null> {
    const who = await this.accounts.fromToken(session, now);
    if (!who) return null;
    const held = g.seats.filter((s) => s.user_id === who.user.id && (!want || s.seat === want));
    const seat = held[0]?.seat as SeatName | undefined;
    return seat ? { seat: SEAT_NAMES.indexOf(seat) as Seat, hash: who.hash, expiresAt: who.expiresAt } : null;
  }

  /** Whether a bearer (a seat token, or a session of a seat's account) belongs to a player of this game. */
  isPlayer(g: Loaded, bearer: string | undefined, user: User | undefined): boolean {
    if (user && g.seats.some((s) => s.user_id === user.id)) return true;
    return !!bearer && this.seatOf(g, bearer) !== null;
  }

  /** When the seat(s) to move count as gone (live games with a human to move), or null. */
  claimableAt(row: GameRow): number | null {
    if (row.status !== 'live' || !row.to_move) return null;
    const humans = row.to_move.split(',').filter((s) => !row.bot_seats.split(',').includes(s));
    // Turn-based: the time per decision is the time after which a seat counts as gone.
    return humans.length ? row.updated_at + (row.move_ms ?? this.opts.abandonMs) : null;
  }

  /**
   * The seat `by` claims the game: the seat(s) to move have been silent for the abandonment
   * time. After both seats have made a real move the absent seat resigns (the game is
   * `abandoned`, rated as a loss); before, the game is aborted.
   */
  async claim(id: string, by: Seat, now: number): Promise<Outcome<{ version: number; status: GameStatus }>> {
    const g = await this.authority.load(id);
    if (!g) return { ok: false, code: 'NOT_FOUND' };
    const { row } = g;
    if (row.status !== 'live')
      return { ok: false, code: row.status === 'open' ? 'NOT_STARTED' : 'GAME_OVER' };
    const at = this.claimableAt(row);
    const absent = row.to_move.split(',').filter((s) => s !== SEATS[by]);
    if (at === null || now < at || absent.length === 0 || row.to_move.includes(SEATS[by])) {
      return { ok: false, code: 'NOT_ABANDONED' };
    }
    if (row.moved.split(',').length < 2) {
      const ended = await this.authority.end(id, 'live', row.version, 'abandoned');
      if (ended) return { ok: true, value: { version: ended.row.version, status: 'aborted' } };
      // The game moved on meanwhile: the absent seat acted (not abandoned after all), or it ended.
      const now2 = await this.authority.load(id, true);
      return { ok: false, code: now2?.row.status === 'live' ? 'NOT_ABANDONED' : 'GAME_OVER' };
    }
    const seat = absent[0] as SeatName;
    const r = await this.authority.command(id, 'host', row.version, { type: 'resign', seat }, 'abandoned');
    return r.ok
      ? { ok: true, value: { version: r.value.version, status: r.value.row.status as GameStatus } }
      : r;
  }

  async summaries(rows: GameRow[]): Promise<GameSummary[]> {
    const seats = await this.store.seatsOf(rows.map((r) => r.id));
    return this.summarise(rows, seats);
  }

  /** A loaded game's summary, from what this process holds (the players are read once per game). */
  async summary(g: Loaded): Promise<GameSummary> {
    if (!g.players) g.players = (await this.summarise([g.row], g.seats))[0]!.players;
    return this.summarise([g.row], g.seats, g.players).then((s) => s[0]!);
  }

  private async summarise(
    rows: GameRow[],
    seats: SeatRow[],
    known?: GameSummary['players'],
  ): Promise<GameSummary[]> {
    const users = known ? [] : [...new Set(seats.map((s) => s.user_id).filter((u): u is string => !!u))];
    const info = await this.accounts.ratingsOf(users);
    return rows.map((row) => {
      const config = configOf(row) as BaseConfig & { vpTarget?: number; handicap?: unknown };
      const kind = moduleOf(row).kind;
      // Each player is shown with the rating of this game's ladder.
      const pool = displayPool(kind);
      const player = (seat: SeatName): PlayerInfo | null => {
        const s = seats.find((x) => x.game_id === row.id && x.seat === seat);
        if (!s || (s.token_hash === null && s.bot_level === null)) return null;
        const u = s.user_id ? info.get(s.user_id) : undefined;
        const r = u?.username ? (u.ratings[pool] ?? { rating: INITIAL_RATING, rd: GLICKO.rd }) : null;
        return {
          name: s.name,
          username: u?.username ?? null,
          rating: r && Math.round(r.rating),
          ...(r ? { provisional: isProvisional(r.rd) } : {}),
          bot: s.bot_level !== null,
        };
      };
      return {
        id: row.id,
        kind,
        scenario: config.scenario,
        vpTarget: config.vpTarget ?? null,
        timerSeconds: config.timerSeconds ?? null,
        moveHours: row.move_ms === null ? null : row.move_ms / HOUR,
        handicap: !!config.handicap,
        public: !!row.public,
        rated: !!row.rated,
        status: row.status as GameStatus,
        version: row.version,
        players: known ?? { yellow: player('yellow'), blue: player('blue') },
        toMove: row.to_move.split(',').filter((x): x is SeatName => x === 'yellow' || x === 'blue'),
        winner: (row.winner as GameSummary['winner']) ?? null,
        endReason: row.end_reason,
        rematch: {
          offeredBy: (row.rematch_offer as SeatName) || null,
          gameId: row.rematch_id || null,
        },
        deadline: row.deadline,
        claimableAt: this.claimableAt(row),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }
}
