// zod schemas for everything a client sends: socket messages and HTTP bodies. A message
// becomes typed data only through `parseMessage`, which also enforces the size limit, so
// the server never looks at a field it has not validated.
import { z } from 'zod';
import {
  GAME_KINDS,
  GAMES,
  kindOfScenario,
  type ActionOf,
  type BaseConfig,
  type GameKind,
  type OptionsOf,
} from '@dt/games';

/** Largest accepted message, in bytes of JSON (a long movement is well under 2 KB). */
export const MAX_MESSAGE_BYTES = 8 * 1024;

const seat = z.enum(['yellow', 'blue']);
const piece = z.string().regex(/^[yb][A-Z][a-z]$/);

/**
 * An action, as far as the envelope goes: an object with a type. Its shape is its kind's, which
 * the server checks with the game's own schema (`actionOf`), chosen by the game's stored kind.
 */
const anyAction = z.looseObject({ type: z.string().max(20) });

/** An action of a game of this kind, checked against that kind's shapes (contract `actionSchema`). */
export function actionOf<K extends GameKind>(kind: K, raw: unknown): Parsed<ActionOf<K>> {
  const r = GAMES[kind].actionSchema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, code: 'BAD_MESSAGE' };
}

const gameId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/);
const token = z.string().min(8).max(128);

/**
 * Socket `join`: a seat token, or none to watch as a spectator; `since` = last version seen.
 * `session` (a session token) joins as the seat the signed-in account holds in the game, from
 * any device (`seat` chooses when the account holds both); without one it watches.
 */
export const JoinSchema = z.strictObject({
  gameId,
  token: token.optional(),
  session: token.optional(),
  seat: seat.optional(),
  since: z.number().int().min(0).optional(),
});
/** Socket `act`: an action made against `version`. */
export const ActSchema = z.strictObject({
  gameId,
  version: z.number().int().min(0),
  action: anyAction,
});
/** Socket `legal`: this seat's legal actions now, optionally only one type or one piece. */
export const LegalSchema = z.strictObject({
  gameId,
  type: z.string().max(20).optional(),
  piece: piece.optional(),
});
export const LeaveSchema = z.strictObject({ gameId });
/** Socket `claim`: end a game whose seat to move has been gone for the abandonment time. */
export const ClaimSchema = z.strictObject({ gameId });

/** Longest chat line, in characters. */
export const CHAT_MAX_CHARS = 300;
/**
 * Socket `chat`: one line of text from a player. Trimmed, 1 to CHAT_MAX_CHARS characters, no
 * control characters (line breaks included): a chat line is plain text, shown as text.
 */
export const ChatSchema = z.strictObject({
  gameId,
  text: z
    .string()
    .max(CHAT_MAX_CHARS * 4)
    .transform((t) => t.trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(CHAT_MAX_CHARS)
        .regex(/^[^\p{Cc}\p{Cs}]*$/u),
    ),
});
/** Socket `rematch`: offer (or accept) a new game with the same options and the seats swapped. */
export const RematchSchema = z.strictObject({ gameId });
/** Socket `undo`: take back the last `count` actions of your turn in progress, made against `version`. */
export const UndoSchema = z.strictObject({
  gameId,
  version: z.number().int().min(0),
  count: z.number().int().min(1).max(200),
});

/** Query of a paginated list: `limit` (1-100) and the `cursor` a previous page gave as `next`. */
export const PageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
  status: z.enum(['open', 'live', 'finished', 'aborted']).optional(),
  /** The ratings list's ladder: one per game kind (default the first, Prison's). */
  pool: z.enum(GAME_KINDS).optional(),
});

const displayName = z
  .string()
  .trim()
  .min(1)
  .max(24)
  .regex(/^[\p{L}\p{N} _.'-]+$/u);
const username = z.string().regex(/^[a-z0-9_]{3,20}$/);
const password = z.string().min(8).max(200);

export const GuestSchema = z.strictObject({ name: displayName });
export const RegisterSchema = z.strictObject({ username, password, name: displayName.optional() });
export const LoginSchema = z.strictObject({ username: z.string().max(40), password: z.string().max(200) });

/** Longest per-move time of a turn-based game: 30 days. */
export const MAX_MOVE_HOURS = 720;

/** The options every game kind's creation accepts, beside the kind's own (its `optionsSchema`). */
const createCommon = {
  /** Turn-based play: each decision may take up to this many hours (1 h to 30 days); no turn timer then. */
  moveHours: z.number().int().min(1).max(MAX_MOVE_HOURS).nullable().optional(),
  /** Which seat the creator takes; `random` draws it. */
  seat: z.enum(['yellow', 'blue', 'random']).optional(),
  /** `bot` fills the other seat with the server's bot at once (its levels: @dt/ai BOTS). */
  opponent: z.enum(['human', 'bot']).optional(),
  botLevel: z.number().int().min(0).max(9).optional(),
  public: z.boolean().optional(),
  rated: z.boolean().optional(),
  /** Display name when playing without an account or guest session. */
  name: displayName.optional(),
};
const CreateCommonSchema = z.looseObject({
  /** The game kind; a request without one is read by its scenario (older clients). */
  kind: z.enum(GAME_KINDS).optional(),
  ...createCommon,
});
type CreateCommon = { [F in keyof typeof createCommon]?: z.infer<(typeof createCommon)[F]> };

/**
 * `POST /api/games` as a client writes it: a kind, that kind's options, and the common ones
 * (`CreateGameBodyOf<GameKind>` for a client that lets its player choose the kind).
 */
export type CreateGameBodyOf<K extends GameKind> = { kind: K } & OptionsOf<K> & CreateCommon;
export type CreateGameBody = { [K in GameKind]: CreateGameBodyOf<K> }[GameKind];
/** `POST /api/games` as the server reads it: the kind and its options apart from the rest. */
export type CreateGameRequest = CreateCommon & { kind: GameKind; options: BaseConfig };

/**
 * Reads a create-game body: the common fields, then the rest by the kind's own options schema
 * (a body without a kind is read as the kind whose scenario it names).
 */
export function parseCreateGame(raw: unknown): Parsed<CreateGameRequest> {
  const body = parseMessage(CreateCommonSchema, raw);
  if (!body.ok) return body;
  const common: CreateCommon = {};
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body.value)) {
    if (k in createCommon) Object.assign(common, { [k]: v });
    else if (k !== 'kind') options[k] = v;
  }
  const kind = body.value.kind ?? kindOfScenario(options['scenario']);
  if (!kind) return { ok: false, code: 'BAD_MESSAGE' };
  const parsed = GAMES[kind].optionsSchema.safeParse(options);
  return parsed.success
    ? { ok: true, value: { ...common, kind, options: parsed.data } }
    : { ok: false, code: 'BAD_MESSAGE' };
}

export const JoinGameSchema = z.strictObject({ invite: token.optional(), name: displayName.optional() });

export type JoinMsg = z.infer<typeof JoinSchema>;
export type ChatMsg = z.infer<typeof ChatSchema>;
export type UndoMsg = z.infer<typeof UndoSchema>;
export type ActMsg = z.infer<typeof ActSchema>;
export type LegalMsg = z.infer<typeof LegalSchema>;
export type PageQuery = z.infer<typeof PageQuerySchema>;
export type JoinGameBody = z.infer<typeof JoinGameSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; code: 'BAD_MESSAGE' | 'TOO_LARGE' };

/** Validates untrusted input: its size first (as JSON), then its shape. */
export function parseMessage<T>(schema: z.ZodType<T>, raw: unknown): Parsed<T> {
  let size: number;
  try {
    size = JSON.stringify(raw ?? null).length;
  } catch {
    return { ok: false, code: 'BAD_MESSAGE' };
  }
  if (size > MAX_MESSAGE_BYTES) return { ok: false, code: 'TOO_LARGE' };
  const r = schema.safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, code: 'BAD_MESSAGE' };
}
