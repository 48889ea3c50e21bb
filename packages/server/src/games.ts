// Game lifecycle over HTTP: creating a game with its options, taking a seat (invite link or
// open public game), and the public summaries shown in the lobby. Seat and invite tokens
// are returned once and stored only as hashes.
import { randomInt } from 'node:crypto';
import { newGame, type GameConfig, type Seat, type SeatName } from '@dt/engine';
import type {
  CreateGameBody,
  GameSummary,
  JoinGameBody,
  PlayerInfo,
  SeatReply,
  GameStatus,
} from '@dt/protocol';
import type { Accounts, User } from './accounts.ts';
import { patchFor, type Authority, type Outcome } from './authority.ts';
import { nextDeadlines, toMoveText } from './deadlines.ts';
import { hashToken, newId, newToken, tokenMatches } from './secrets.ts';
import type { GameRow, SeatRow, Store } from './store.ts';

const SEAT_NAMES = ['yellow', 'blue'] as const;

export class Games {
  constructor(
    private readonly store: Store,
    private readonly authority: Authority,
    private readonly accounts: Accounts,
  ) {}

  async create(body: CreateGameBody, user: User | undefined, now: number): Promise<Outcome<SeatReply>> {
    const config: GameConfig = { scenario: body.scenario };
    if (body.vpTarget !== undefined) config.vpTarget = body.vpTarget;
    if (body.timerSeconds) config.timerSeconds = body.timerSeconds;
    if (body.handicap) config.handicap = body.handicap;
    const seed = randomInt(0, 2 ** 31);
    const g = newGame(config, seed);
    if (!g.ok) return { ok: false, code: 'BAD_CONFIG' };
    const state = g.value;
    const mine: SeatName =
      body.seat === 'yellow' || body.seat === 'blue' ? body.seat : SEAT_NAMES[randomInt(0, 2)]!;
    const theirs: SeatName = mine === 'yellow' ? 'blue' : 'yellow';
    const bot = body.opponent === 'bot';
    const id = newId();
    const token = newToken();
    const invite = bot ? null : newToken();
    const live = bot ? patchFor(null, state, null, now) : null;
    const row: GameRow = {
      id,
      config: JSON.stringify(config),
      seed: JSON.stringify(seed),
      version: 0,
      status: bot ? 'live' : 'open',
      to_move: toMoveText(state),
      deadline: live?.deadline ?? null,
      turn_deadline: live?.turn_deadline ?? null,
      public: body.public === false ? 0 : 1,
      rated: !bot && body.rated !== false && body.scenario === 'standalone' && !body.handicap ? 1 : 0,
      invite_hash: invite ? hashToken(invite) : null,
      bot_seats: bot ? theirs : '',
      winner: null,
      end_reason: '',
      created_at: now,
      updated_at: now,
    };
    const name = user?.name ?? body.name ?? 'Guest';
    const seats: SeatRow[] = [
      {
        game_id: id,
        seat: mine,
        user_id: user?.id ?? null,
        name,
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
    await this.store.createGame({ row, seats });
    return { ok: true, value: { gameId: id, seat: mine, token, invite } };
  }

  /** Takes the free seat of a game waiting for its second player. */
  async join(
    id: string,
    body: JoinGameBody,
    user: User | undefined,
    now: number,
  ): Promise<Outcome<SeatReply>> {
    const loaded = await this.authority.load(id);
    if (!loaded) return { ok: false, code: 'NOT_FOUND' };
    const { row, state } = loaded;
    if (!row.public && !(body.invite && tokenMatches(body.invite, row.invite_hash))) {
      return { ok: false, code: 'UNAUTHORIZED' };
    }
    if (row.status !== 'open') return { ok: false, code: 'SEAT_TAKEN' };
    const seats = await this.store.seats(id);
    const free = seats.find((s) => s.token_hash === null && s.bot_level === null);
    if (!free) return { ok: false, code: 'SEAT_TAKEN' };
    const token = newToken();
    const claimed = await this.store.claimSeat(
      id,
      free.seat,
      { user_id: user?.id ?? null, name: user?.name ?? body.name ?? 'Guest', token_hash: hashToken(token) },
      { to_move: toMoveText(state), ...nextDeadlines(null, state, null, now) },
      now,
    );
    if (!claimed) return { ok: false, code: 'SEAT_TAKEN' };
    return { ok: true, value: { gameId: id, seat: free.seat as SeatName, token, invite: null } };
  }

  /** Which seat a token belongs to, if any. */
  async seatOfToken(id: string, token: string): Promise<Seat | null> {
    for (const s of await this.store.seats(id)) {
      if (tokenMatches(token, s.token_hash)) return SEAT_NAMES.indexOf(s.seat as SeatName) as Seat;
    }
    return null;
  }

  async summaries(rows: GameRow[]): Promise<GameSummary[]> {
    const seats = await this.store.seatsOf(rows.map((r) => r.id));
    const users = [...new Set(seats.map((s) => s.user_id).filter((u): u is string => !!u))];
    const info = await this.accounts.ratingsOf(users);
    return rows.map((row) => {
      const player = (seat: SeatName): PlayerInfo | null => {
        const s = seats.find((x) => x.game_id === row.id && x.seat === seat);
        if (!s || (s.token_hash === null && s.bot_level === null)) return null;
        const u = s.user_id ? info.get(s.user_id) : undefined;
        return {
          name: s.name,
          username: u?.username ?? null,
          rating: u?.username ? u.rating || 1500 : null,
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
        players: { yellow: player('yellow'), blue: player('blue') },
        winner: (row.winner as GameSummary['winner']) ?? null,
        endReason: row.end_reason,
        deadline: row.deadline,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  async summary(row: GameRow): Promise<GameSummary> {
    return (await this.summaries([row]))[0]!;
  }
}
