// The board games' actions as a client sends them (zod): the shape only, with the sizes a
// real action stays within; whether the action is legal is the engine's to say. Prison and the
// 2004 Classic set share these shapes (Classic's own abilities are among them).
import { z } from 'zod';
import type { Action } from '@dt/engine';
import { dir, seat, small } from './shapes.ts';

const piece = z.string().regex(/^[yb][A-Z][a-z]$/);
const square = z.string().regex(/^[a-j]\d{1,2}$/);

export const boardActionSchema = z.discriminatedUnion('type', [
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
