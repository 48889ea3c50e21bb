// Game lifecycle outside the moves: creating a game with its options, taking a seat (invite
// link or open public game), claiming a game whose opponent is gone, and the public
// summaries shown in the lobby. Seat and invite tokens are returned once and stored only as
// hashes. Rated games are only ever between two different registered accounts.
import { randomInt } from 'node:crypto';
import { newGame, SEATS, type GameConfig, type Seat, type SeatName } from '@dt/engine';
import type {
  CreateGameBody,
  GameStatus,
  GameSummary,
  JoinGameBody,
  PlayerInfo,
  SeatReply,
} from '@dt/protocol';
import type { Accounts, User } from './accounts.ts';
import type { Authority, Loaded, Outcome } from './authority.ts';
import { livePatch, toMoveText } from './patch.ts';
import { hashToken, newId, newToken, tokenMatches } from './secrets.ts';
import type { GameRow, SeatRow, Store } from './store.ts';

const SEAT_NAMES = ['yellow', 'blue'] as const;

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
    const name = given ?? 'Guest';
    const bad = await this.accounts.checkName(name);
    return bad ? { ok: false, code: bad } : { ok: true, value: name };
  }

  async create(body: CreateGameBody, user: User | undefined, now: number): Promise<Outcome<SeatReply>> {
    const config: GameConfig = { scenario: body.scenario };
    if (body.vpTarget !== undefined) config.vpTarget = body.vpTarget;
    if (body.timerSeconds) config.timerSeconds = body.timerSeconds;
    if (body.handicap) config.handicap = body.handicap;
    const seed = randomInt(0, 2 ** 31);
    const g = newGame(config, seed);
    if (!g.ok) return { ok: false, code: 'BAD_CONFIG' };
    const bot = body.opponent === 'bot';
    const account = !!user && !user.guest;
    // Rated by default when it can be: a stand-alone game without handicap, created by an account.
    const rated = !bot && body.rated !== false && body.scenario === 'standalone' && !body.handicap && account;
    if (body.rated === true && !rated)
      return { ok: false, code: account ? 'BAD_CONFIG' : 'ACCOUNT_REQUIRED' };
    const name = await this.nameFor(user, body.name);
    if (!name.ok) return name;
    const state = g.value;
    const mine: SeatName =
      body.seat === 'yellow' || body.seat === 'blue' ? body.seat : SEAT_NAMES[randomInt(0, 2)]!;
    const theirs: SeatName = mine === 'yellow' ? 'blue' : 'yellow';
    const id = newId();
    const token = newToken();
    const invite = bot ? null : newToken();
    const row: GameRow = {
      id,
      config: JSON.stringify(config),
      seed: JSON.stringify(seed),
      version: 0,
      status: bot ? 'live' : 'open',
      ...(bot ? livePatch(state, now) : { to_move: toMoveText(state), deadline: null, turn_deadline: null }),
      public: body.public === false ? 0 : 1,
      rated: rated ? 1 : 0,
      invite_hash: invite ? hashToken(invite) : null,
      bot_seats: bot ? theirs : '',
      winner: null,
      end_reason: '',
      created_at: now,
      updated_at: now,
      moved: '',
      idle_timeouts: 0,
    };
    const seats: SeatRow[] = [
      {
        game_id: id,
        seat: mine,
        user_id: user?.id ?? null,
        name: name.value,
        token_hash: hashToken(token),
        bot_level: null,
      },
      {
        game_id: id,
        seat: theirs,
        user_id: null,
        name: bot ? `Bot (level ${body.botLevel ?? 1})` : '',
        token_hash: null,
        bot_level: bot ? (body.botLevel ?? 1) : null,
      },
    ];
    await this.store.createGame(row, seats);
    return { ok: true, value: { gameId: id, seat: mine, token, invite } };
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
      livePatch(state, now),
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

  /** Whether a bearer (a seat token, or a session of a seat's account) belongs to a player of this game. */
  isPlayer(g: Loaded, bearer: string | undefined, user: User | undefined): boolean {
    if (user && g.seats.some((s) => s.user_id === user.id)) return true;
    return !!bearer && this.seatOf(g, bearer) !== null;
  }

  /** When the seat(s) to move count as gone (live games with a human to move), or null. */
  claimableAt(row: GameRow): number | null {
    if (row.status !== 'live' || !row.to_move) return null;
    const humans = row.to_move.split(',').filter((s) => !row.bot_seats.split(',').includes(s));
    return humans.length ? row.updated_at + this.opts.abandonMs : null;
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
      const ended = await this.authority.end(id, 'live', 'abandoned');
      return ended
        ? { ok: true, value: { version: ended.row.version, status: 'aborted' } }
        : { ok: false, code: 'GAME_OVER' };
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
      const player = (seat: SeatName): PlayerInfo | null => {
        const s = seats.find((x) => x.game_id === row.id && x.seat === seat);
        if (!s || (s.token_hash === null && s.bot_level === null)) return null;
        const u = s.user_id ? info.get(s.user_id) : undefined;
        return {
          name: s.name,
          username: u?.username ?? null,
          rating: u?.username ? Math.round(u.rating || 1500) : null,
          bot: s.bot_level !== null,
        };
      };
      const config = JSON.parse(row.config) as GameConfig;
      return {
        id: row.id,
        scenario: config.scenario,
        vpTarget: config.vpTarget ?? null,
        timerSeconds: config.timerSeconds ?? null,
        handicap: !!config.handicap,
        public: !!row.public,
        rated: !!row.rated,
        status: row.status as GameStatus,
        version: row.version,
        players: known ?? { yellow: player('yellow'), blue: player('blue') },
        winner: (row.winner as GameSummary['winner']) ?? null,
        endReason: row.end_reason,
        deadline: row.deadline,
        claimableAt: this.claimableAt(row),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }
}
