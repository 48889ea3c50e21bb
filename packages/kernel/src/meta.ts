// The meta actions every game kind accepts from a seat at any time and never lists as legal
// (a resignation, a draw offered and answered), and the host's own `timeout`: spelled the same
// in every kind, written the same in every record, judged the same way against the draw offer,
// so a host handles them without knowing the kind.
import { err, ok, type EngineError, type Result } from './result.ts';
import { SEATS, other, type Seat, type SeatName } from './seats.ts';

export const META_TYPES = ['resign', 'offer-draw', 'accept-draw', 'decline-draw'] as const;
export type MetaType = (typeof META_TYPES)[number];
export type MetaAction = { type: MetaType; seat: SeatName } | { type: 'timeout' };

export const isMetaType = (t: string): t is MetaType => (META_TYPES as readonly string[]).includes(t);
/** A meta action or the host's timeout (narrows a game's Action union to its other actions). */
export const isMetaAction = (a: { type: string }): a is MetaAction =>
  a.type === 'timeout' || isMetaType(a.type);

/**
 * The seat an action is made by: the seat it names when its type is one of `named` (set-up
 * choices, Combat cards, the meta actions), the active player otherwise; null for the host's
 * timeout, or a named seat that is no seat. A host checks the sender against it before apply.
 */
export function actingSeat(
  a: { type: string; seat?: unknown },
  named: ReadonlySet<string>,
  active: Seat,
): Seat | null {
  if (a.type === 'timeout') return null;
  if (!named.has(a.type) && !isMetaType(a.type)) return active;
  const i = SEATS.indexOf(a.seat as SeatName);
  return i < 0 ? null : (i as Seat);
}

/** What a meta action does, once checked against the draw on the table. */
export type MetaEffect =
  | { kind: 'resign'; winner: Seat }
  | { kind: 'offer-draw'; seat: Seat }
  | { kind: 'accept-draw' }
  | { kind: 'decline-draw'; seat: Seat };

/** A seat's meta action against the draw offer now (-1: none): its effect, or ILLEGAL_ACTION. */
export function metaEffect(type: MetaType, seat: Seat, drawOffer: -1 | Seat): Result<MetaEffect> {
  const illegal = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);
  if (type === 'offer-draw' && drawOffer !== -1) return illegal('a draw is already offered');
  if ((type === 'accept-draw' || type === 'decline-draw') && drawOffer !== other(seat))
    return illegal('no draw offer from the opponent');
  return ok(metaOutcome(type, seat));
}

/** What a seat's meta action does, once checked (a move played unchecked). */
export function metaOutcome(type: MetaType, seat: Seat): MetaEffect {
  switch (type) {
    case 'resign':
      return { kind: 'resign', winner: other(seat) };
    case 'offer-draw':
      return { kind: 'offer-draw', seat };
    case 'accept-draw':
      return { kind: 'accept-draw' };
    case 'decline-draw':
      return { kind: 'decline-draw', seat };
  }
}

/** A meta action in a record: "resign yellow", "timeout". */
export const makeMetaAction = (a: MetaAction): string =>
  a.type === 'timeout' ? a.type : `${a.type} ${a.seat}`;

/** A record line's meta action; undefined when the line is no meta action (the game's notation reads it). */
export function parseMetaAction(text: string): Result<MetaAction> | undefined {
  const [t, x, ...rest] = text.trim().split(/\s+/);
  if (t === 'timeout')
    return x === undefined ? ok({ type: t }) : err('BAD_NOTATION', `'${text}': takes no arguments`);
  if (t === undefined || !isMetaType(t)) return undefined;
  if (rest.length || !(SEATS as readonly unknown[]).includes(x))
    return err('BAD_NOTATION', `'${text}': ${t} <seat>`);
  return ok({ type: t, seat: x as SeatName });
}
