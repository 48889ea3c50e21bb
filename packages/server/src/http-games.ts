// The game routes of the HTTP API: creating and joining games, summaries, the lobby and its
// paginated lists, a player's games, records and step-by-step replays. A private game stays
// private to its players: it is in no public list, and its summary, record and replays
// answer only to a seat token or a session of one of its players (as a bearer token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { kindView } from '@dt/games';
import {
  JoinGameSchema,
  parseCreateGame,
  PageQuerySchema,
  type GamesPage,
  type LobbyReply,
  type MyGamesPage,
  type ReplayReply,
} from '@dt/protocol';
import type { z } from 'zod';
import type { Accounts, User } from './accounts.ts';
import type { Clock } from './clock.ts';
import { configOf, handleOf, moduleOf, redact, seedOf, type Authority, type Loaded } from './authority.ts';
import type { Games } from './games.ts';
import { bearer as bearerOf, sendError as send } from './reply.ts';
import type { Store, Page, GameRow } from './store.ts';
import { storedSeat } from './stored-seat.ts';
import { standing } from './undo.ts';

export interface GameRouteDeps {
  store: Store;
  authority: Authority;
  games: Games;
  accounts: Accounts;
  clock: Clock;
  /** A seat was taken: tell the game's viewers. */
  seatTaken(gameId: string): void;
  /** A game with a bot seat was created (by a client at `address`): let the bot move if it must. */
  gameCreated(gameId: string, address: string): void;
  body<T>(req: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, raw?: unknown): T | null;
  auth(req: FastifyRequest): Promise<{ user: User; session: string } | undefined>;
}

const ID = /^[A-Za-z0-9_-]{6,40}$/;

/** A route's path parameters: strings, as Fastify matched them in the path. */
type ById = { id: string };

export function registerGameRoutes(app: FastifyInstance, d: GameRouteDeps): void {
  const user = async (req: FastifyRequest): Promise<User | undefined> => (await d.auth(req))?.user;
  const page = async (p: Page<GameRow>): Promise<GamesPage> => ({
    games: await d.games.summaries(p.rows),
    next: p.next,
  });

  /** The game, if this request may see it (public, or asked by one of its players). */
  const visible = async (id: string, req: FastifyRequest, reply: FastifyReply): Promise<Loaded | null> => {
    const g = ID.test(id) ? await d.authority.load(id) : null;
    if (!g) return (send(reply, 'NOT_FOUND'), null);
    if (!g.row.public && !d.games.isPlayer(g, bearerOf(req), await user(req)))
      return (send(reply, 'NOT_FOUND'), null);
    return g;
  };

  app.post('/api/games', async (req, reply) => {
    // The common fields, then the rest by the kind's own options (the contract's schema).
    const parsed = parseCreateGame(req.body);
    if (!parsed.ok) return send(reply, parsed.code);
    const b = parsed.value;
    const r = await d.games.create(b, await user(req), d.clock.now());
    if (!r.ok) return send(reply, r.code);
    if (b.opponent === 'bot') d.gameCreated(r.value.gameId, req.ip);
    return r.value;
  });
  app.post<{ Params: ById }>('/api/games/:id/join', async (req, reply) => {
    const b = d.body(req, reply, JoinGameSchema);
    if (!b) return reply;
    const { id } = req.params;
    if (!ID.test(id)) return send(reply, 'NOT_FOUND');
    const r = await d.games.join(id, b, await user(req), d.clock.now());
    if (!r.ok) return send(reply, r.code);
    d.seatTaken(r.value.gameId);
    return r.value;
  });
  app.get<{ Params: ById }>('/api/games/:id', async (req, reply) => {
    const g = await visible(req.params.id, req, reply);
    return g && d.games.summary(g);
  });

  app.get('/api/lobby', async (): Promise<LobbyReply> => {
    const [open, live, board] = await Promise.all([
      d.store.publicGames('open', 50),
      d.store.publicGames('live', 50),
      d.accounts.leaderboard(20),
    ]);
    return {
      open: await d.games.summaries(open.rows),
      live: await d.games.summaries(live.rows),
      ratings: board.rows,
      next: { open: open.next, live: live.next, ratings: board.next },
    };
  });
  app.get('/api/games', async (req, reply) => {
    const q = d.body(req, reply, PageQuerySchema, req.query);
    if (!q) return reply;
    return page(await d.store.publicGames(q.status ?? 'live', q.limit ?? 50, q.cursor));
  });
  app.get('/api/ratings', async (req, reply) => {
    const q = d.body(req, reply, PageQuerySchema, req.query);
    if (!q) return reply;
    const r = await d.accounts.leaderboard(q.limit ?? 50, q.cursor, q.pool);
    return { ratings: r.rows, next: r.next };
  });
  app.get<{ Params: { username: string } }>('/api/users/:username/games', async (req, reply) => {
    const q = d.body(req, reply, PageQuerySchema, req.query);
    if (!q) return reply;
    const u = await d.accounts.byUsername(req.params.username);
    if (!u) return send(reply, 'NOT_FOUND');
    const me = await user(req);
    const status = q.status ?? 'finished';
    return page(
      await d.store.gamesOf(u.id, {
        status,
        withPrivate: me?.id === u.id,
        limit: q.limit ?? 50,
        cursor: q.cursor,
      }),
    );
  });
  // "My games": every game of the signed-in player (live ones too), from any device.
  app.get('/api/me/games', async (req, reply) => {
    const q = d.body(req, reply, PageQuerySchema, req.query);
    if (!q) return reply;
    const me = await user(req);
    if (!me) return send(reply, 'UNAUTHORIZED');
    const p = await d.store.gamesOf(me.id, {
      status: q.status,
      withPrivate: true,
      limit: q.limit ?? 50,
      cursor: q.cursor,
    });
    // Each game says which seat you hold, so a list can say where it is your turn.
    const seats = await d.store.seatsOf(p.rows.map((r) => r.id));
    const games = (await d.games.summaries(p.rows)).map((g) => ({
      ...g,
      you: storedSeat(seats.find((s) => s.game_id === g.id && s.user_id === me.id)?.seat, g.id, 'seats'),
    }));
    return { games, next: p.next } satisfies MyGamesPage;
  });

  // The whole record reveals everything: only once the game is over.
  app.get<{ Params: ById }>('/api/games/:id/record', async (req, reply) => {
    const g = await visible(req.params.id, req, reply);
    if (!g) return reply;
    const { row } = g;
    if (row.status !== 'finished' && row.status !== 'aborted') return send(reply, 'NOT_FINISHED');
    // The actions that stand: undone ones are left out, so the record replays to this game.
    const mod = moduleOf(row);
    const actions: unknown[] = [];
    for (const t of standing(await d.store.actions(row.id, 0, row.version))) {
      const a = mod.parseAction(t);
      if (a.ok) actions.push(a.value);
    }
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="dt-${row.id}.txt"`)
      .send(mod.makeRecord({ config: configOf(row), seed: seedOf(row), actions }));
  });
  app.get<{ Params: ById & { step: string } }>('/api/games/:id/replay/:step', async (req, reply) => {
    const g = await visible(req.params.id, req, reply);
    if (!g) return reply;
    const { row } = g;
    if (row.status !== 'finished' && row.status !== 'aborted') return send(reply, 'NOT_FINISHED');
    const raw = req.params.step;
    const step = /^\d{1,6}$/.test(raw) ? Number(raw) : -1;
    if (step < 0 || step > row.version) return send(reply, 'NOT_FOUND');
    const s = await d.authority.stepOf(row, step);
    // The view with its kind (the game's handle): the reply is that kind's ReplayReply.
    return {
      ...kindView(handleOf(row), s.state, 'spectator'),
      step,
      steps: row.version,
      events: redact(moduleOf(row), [s], 'spectator'),
      action: s.action,
    } satisfies ReplayReply;
  });
}
