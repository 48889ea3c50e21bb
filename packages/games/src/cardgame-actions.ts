// The card game's actions as a client sends them (zod). Cards, zones and places are short codes
// ("yNg", "b3", "Ywt", "#2" for a piece the seat cannot identify); their meaning is the engine's to check, the shape
// is checked here. Every action the engine lists as legal passes (games/test/schemas.test.ts).
import { z } from 'zod';
import { ICONS, type Action } from '@dt/cardgame';
import { dir, seat, small } from './shapes.ts';

// `#n`: a piece the seat cannot identify, by its number on the table (secret objects).
const code = z.string().regex(/^#?[A-Za-z0-9]{1,8}$/);
const icon = z.enum(ICONS);

export const cardgameActionSchema = z.discriminatedUnion('type', [
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
    // Where one border holds two portcullises, the slot of the room whose portcullis it works (CN33).
    room: small.optional(),
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
]) satisfies z.ZodType<Exclude<Action, { type: 'timeout' }>>;
