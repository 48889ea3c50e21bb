// zod schemas for everything a client sends: socket messages and HTTP bodies. A message
// becomes typed data only through `parseMessage`, which also enforces the size limit, so
// the server never looks at a field it has not validated.
import { z } from 'zod';
import * as cardgame from '@dt/cardgame';
import { ALL_SCENARIOS, type Action } from '@dt/engine';

/** Largest accepted message, in bytes of JSON (a long movement is well under 2 KB). */
export const MAX_MESSAGE_BYTES = 8 * 1024;

const seat = z.enum(['yellow', 'blue']);
const piece = z.string().regex(/^[yb][A-Z][a-z]$/);
const square = z.string().regex(/^[a-j]\d{1,2}$/);
const dir = z.enum(['n', 'e', 's', 'w']);
const small = z.number().int().min(0).max(99);

export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('handicap'), seat, remove: z.array(piece).max(8) }),
  z.strictObject({ type: z.literal('starters'), seat, dots: z.array(piece.nullable()).length(4) }),
  z.strictObject({ type: z.literal('token'), seat, piece, room: small }),
  z.strictObject({ type: z.literal('card'), value: small }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('reveal'), room: small }),
  z.strictObject({ type: z.literal('place'), seat, piece, square }),
  z.strictObject({ type: z.literal('rotate'), room: small, clockwise: z.boolean() }),
  z.strictObject({
    type: z.literal('move'),
    piece,
    path: z.array(square).min(1).max(16),
    exchanges: z
      .array(z.strictObject({ at: small, op: z.enum(['take', 'drop', 'give']), item: piece }))
      .max(32),
  }),
  z.strictObject({ type: z.literal('jump'), piece, to: square }),
  z.strictObject({ type: z.literal('attack'), piece, target: piece }),
  z.strictObject({ type: z.literal('spear'), piece, target: piece }),
  z.strictObject({ type: z.literal('shoot'), piece, dir }),
  z.strictObject({ type: z.literal('fireball'), piece, dir }),
  z.strictObject({ type: z.literal('scream'), piece, dir }),
  z.strictObject({ type: z.literal('heal'), piece, target: piece }),
  // The 2004 Classic set's own actions (engine: classic/abilities.ts).
  z.strictObject({ type: z.literal('wallwalk'), piece, dir }),
  z.strictObject({ type: z.literal('regenerate'), piece }),
  z.strictObject({ type: z.literal('drink'), piece }),
  z.strictObject({
    type: z.literal('portcullis'),
    piece,
    dir,
    op: z.enum(['open', 'close', 'break']),
  }),
  z.strictObject({ type: z.literal('announce'), seat, value: small.nullable() }),
  z.strictObject({ type: z.literal('combat'), seat, value: small }),
  z.strictObject({ type: z.literal('resign'), seat }),
  z.strictObject({ type: z.literal('offer-draw'), seat }),
  z.strictObject({ type: z.literal('accept-draw'), seat }),
  z.strictObject({ type: z.literal('decline-draw'), seat }),
]) satisfies z.ZodType<Exclude<Action, { type: 'timeout' }>>;

// The card game's actions (@dt/cardgame): cards, zones and places are short codes ("yNg",
// "b3", "Ywt"); their meaning is the engine's to check, the shape is checked here.
const code = z.string().regex(/^[A-Za-z0-9]{1,8}$/);
const icon = z.enum(cardgame.ICONS);

export const CardActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('select'), seat, card: code }),
  z.strictObject({ type: z.literal('handicap'), seat, remove: z.array(code).max(8) }),
  z.strictObject({
    type: z.literal('starters'),
    seat,
    starters: z.array(z.strictObject({ piece: code, side: z.enum(['w', 'e']) })).max(4),
  }),
  z.strictObject({ type: z.literal('deal'), seat, piece: code, room: small }),
  z.strictObject({
    type: z.literal('facing'),
    seat,
    facings: z.array(z.strictObject({ piece: code, icon })).max(4),
  }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('reveal'), room: small }),
  z.strictObject({ type: z.literal('place'), seat, piece: code, zone: code }),
  z.strictObject({ type: z.literal('rotate'), room: small, clockwise: z.boolean() }),
  z.strictObject({ type: z.literal('move'), piece: code }),
  z.strictObject({ type: z.literal('wall-walk'), piece: code }),
  z.strictObject({ type: z.literal('step'), to: code }),
  z.strictObject({ type: z.literal('take'), item: code }),
  z.strictObject({ type: z.literal('drop'), item: code }),
  z.strictObject({ type: z.literal('give'), item: code, to: code }),
  z.strictObject({ type: z.literal('stop') }),
  z.strictObject({
    type: z.literal('jump'),
    piece: code,
    to: code,
    card: z.union([z.literal('jump'), small]),
  }),
  z.strictObject({ type: z.literal('attack'), piece: code, target: code }),
  z.strictObject({ type: z.literal('spear'), piece: code, target: code }),
  z.strictObject({ type: z.literal('shoot'), piece: code, target: code }),
  z.strictObject({ type: z.literal('fireball'), piece: code, target: code }),
  z.strictObject({ type: z.literal('heal'), piece: code, target: code }),
  z.strictObject({ type: z.literal('regenerate'), piece: code }),
  z.strictObject({
    type: z.literal('portcullis'),
    piece: code,
    dir,
    op: z.enum(['open', 'close', 'break']),
  }),
  z.strictObject({ type: z.literal('break-walls'), piece: code }),
  z.strictObject({ type: z.literal('steal'), piece: code, item: code }),
  z.strictObject({
    type: z.literal('levitate'),
    piece: code,
    item: code,
    path: z.array(code).max(16),
    to: code.nullable(),
  }),
  z.strictObject({ type: z.literal('invert'), piece: code, room: small }),
  z.strictObject({ type: z.literal('berserk'), seat, cards: z.union([z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('announce'), seat, value: small.nullable() }),
  z.strictObject({ type: z.literal('combat'), seat, cards: z.array(small).max(4) }),
  z.strictObject({ type: z.literal('resign'), seat }),
  z.strictObject({ type: z.literal('offer-draw'), seat }),
  z.strictObject({ type: z.literal('accept-draw'), seat }),
  z.strictObject({ type: z.literal('decline-draw'), seat }),
]) satisfies z.ZodType<Exclude<cardgame.Action, { type: 'timeout' }>>;

/** An action of any game kind; the game's own module then checks it is one of its kind's. */
export const AnyActionSchema = z.union([ActionSchema, CardActionSchema]);
export type AnyWireAction = z.infer<typeof AnyActionSchema>;

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
  action: AnyActionSchema,
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
  /** The ratings list's ladder: Prison stand-alone (default), Classic, or the card game. */
  pool: z.enum(['prison', 'classic', 'cardgame']).optional(),
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

export const HandicapSchema = z.strictObject({
  seat,
  characters: z.number().int().min(4).max(8),
  removeCombat: z.array(z.number().int().min(0).max(6)).max(7),
});

/** The options every game kind's creation accepts. */
const createCommon = {
  timerSeconds: z.number().int().min(10).max(3600).nullable().optional(),
  /** Turn-based play: each decision may take up to this many hours (1 h to 30 days); no turn timer then. */
  moveHours: z.number().int().min(1).max(MAX_MOVE_HOURS).nullable().optional(),
  /** Which seat the creator takes; `random` draws it. */
  seat: z.enum(['yellow', 'blue', 'random']).optional(),
  /** `bot` fills the other seat with the server's bot at once. */
  opponent: z.enum(['human', 'bot']).optional(),
  botLevel: z.number().int().min(0).max(4).optional(),
  public: z.boolean().optional(),
  rated: z.boolean().optional(),
  /** Display name when playing without an account or guest session. */
  name: displayName.optional(),
};

/** A Prison game (the 2004 Classic set is its `classic` scenario); the kind may be left out. */
export const CreatePrisonSchema = z.strictObject({
  kind: z.literal('prison').optional(),
  scenario: z.enum(ALL_SCENARIOS),
  vpTarget: z.number().int().min(1).max(9).optional(),
  handicap: HandicapSchema.nullable().optional(),
  ...createCommon,
});

/** A card game: its scenario and variants (rulebook: Scenarios, Handicap play, Secret objects). */
export const CreateCardgameSchema = z.strictObject({
  kind: z.literal('cardgame'),
  scenario: z.enum(cardgame.SCENARIOS),
  selection: z.enum(cardgame.SELECTIONS).nullable().optional(),
  secretObjects: z.boolean().optional(),
  handicap: z
    .strictObject({ seat, stronger: z.enum(cardgame.LEVELS), weaker: z.enum(cardgame.LEVELS) })
    .nullable()
    .optional(),
  ...createCommon,
});

export const CreateGameSchema = z.union([CreatePrisonSchema, CreateCardgameSchema]);
export const JoinGameSchema = z.strictObject({ invite: token.optional(), name: displayName.optional() });

export type JoinMsg = z.infer<typeof JoinSchema>;
export type ChatMsg = z.infer<typeof ChatSchema>;
export type UndoMsg = z.infer<typeof UndoSchema>;
export type ActMsg = z.infer<typeof ActSchema>;
export type LegalMsg = z.infer<typeof LegalSchema>;
export type PageQuery = z.infer<typeof PageQuerySchema>;
export type CreateGameBody = z.infer<typeof CreateGameSchema>;
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
