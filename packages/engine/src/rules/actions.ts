// The boundary between Action objects (the wire's and the UI's: piece codes, square names,
// witness paths) and compact moves. fromAction checks an Action from anyone against the
// position with the same generators the move list comes from, and writes its move, or
// returns a typed error saying what is wrong; toAction writes a move as an Action.
import { META_TYPES, actingSeat, isMetaType, metaEffect } from '@dt/kernel';
import { squareName, parseSquare } from '../core/board.ts';
import { PORT_OPS, type PortOp } from './abilities.ts';
import { cardChoices } from './combat.ts';
import { dotsWord, generateMoves, handicapOptions, toMove } from './generate.ts';
import type { MoveList } from '../core/moves.ts';
import { MoveKind, argA, argB, head, kindOf, pieceOf, type Witness } from '../core/moves.ts';
import { validateMovement } from './movement.ts';
import { memoryOf } from './search-memory.ts';
import { canAct } from '../core/pieces.ts';
import { placeSquares, revealable, rotations } from './rooms-play.ts';
import { abilityFor, abilityOf, codeOf, pieceIn, type Ability } from '../core/set.ts';
import { tokenChoices } from './setup.ts';
import { Loc, type State } from '../core/state.ts';
import { playableCards } from './turn.ts';
import {
  DIRS,
  SEATS,
  err,
  isChar,
  ok,
  seatOf,
  type Action,
  type EngineError,
  type Exchange,
  type PieceId,
  type Result,
  type Seat,
  type SeatName,
} from '../core/types.ts';

/** Actions made by a named seat besides the meta actions (the others are the active player's). */
const SEAT_ACTIONS = new Set<string>(['handicap', 'starters', 'token', 'place', 'announce', 'combat']);

/** The seat an action is made by: its `seat` field, or the active player. */
export const actorOf = (s: State, a: Action): Seat | null => actingSeat(a, SEAT_ACTIONS, s.active);

const OP_NAMES = ['take', 'drop', 'give'] as const;

/**
 * Move i of `moves` (generated from `s`) as an Action; a movement gets its witness path. `codes`:
 * the set's piece codes by piece (pieceCodes), when many moves of one position are written.
 */
export function toAction(s: State, moves: MoveList, i: number, codes?: readonly string[]): Action {
  const h = moves.head(i);
  const p = pieceOf(h);
  const a = argA(h);
  const b = argB(h);
  const seat = SEATS[(b & 1) as Seat];
  switch (kindOf(h)) {
    case MoveKind.End:
      return { type: 'end' };
    case MoveKind.Reveal:
      return { type: 'reveal', room: a };
    case MoveKind.Rotate:
      return { type: 'rotate', room: a, clockwise: b === 1 };
    case MoveKind.Move: {
      const w = moves.witness?.[i] ?? witnessOf(s, moves, i);
      const exchanges: Exchange[] = [];
      for (let k = 0; k < w.ex.length; k += 3) {
        const item = w.ex[k + 2]!;
        exchanges.push({
          at: w.ex[k]!,
          op: OP_NAMES[w.ex[k + 1]!]!,
          item: codes?.[item] ?? codeOf(s.set, item),
        });
      }
      return { type: 'move', piece: codes?.[p] ?? codeOf(s.set, p), path: w.path.map(squareName), exchanges };
    }
    case MoveKind.Card:
      return { type: 'card', value: a };
    case MoveKind.Place:
      return { type: 'place', seat, piece: codeOf(s.set, p), square: squareName(a) };
    case MoveKind.Token:
      return { type: 'token', seat, piece: codeOf(s.set, p), room: a };
    case MoveKind.Announce:
      return { type: 'announce', seat, value: a === 0 ? null : a };
    case MoveKind.Combat:
      return { type: 'combat', seat, value: a };
    case MoveKind.Starters: {
      const w = moves.words[moves.extraStart(i)]!;
      const dots = [0, 1, 2, 3]
        .map((d) => ((w >> (d * 5)) & 31) - 1)
        .map((x) => (x < 0 ? null : codeOf(s.set, x)));
      return { type: 'starters', seat, dots };
    }
    case MoveKind.Handicap: {
      const mask = moves.words[moves.extraStart(i)]!;
      const remove: string[] = [];
      for (let c = 0; c < 16; c++) if ((mask >> c) & 1) remove.push(codeOf(s.set, c));
      return { type: 'handicap', seat, remove };
    }
    case MoveKind.Resign:
    case MoveKind.OfferDraw:
    case MoveKind.AcceptDraw:
    case MoveKind.DeclineDraw:
      return { type: META_TYPES[kindOf(h) - MoveKind.Resign]!, seat };
    case MoveKind.Timeout:
      return { type: 'timeout' };
    default:
      return abilityAction(s, abilityOf(s.set, kindOf(h))!, p, a, b);
  }
}

/** A move of one of the set's abilities as an Action, its argument named as the ability says. */
function abilityAction(s: State, ability: Ability, p: PieceId, a: number, b: number): Action {
  const piece = codeOf(s.set, p);
  switch (ability.arg) {
    case 'target':
      return { type: ability.type, piece, target: codeOf(s.set, a) } as Action;
    case 'square':
      return { type: ability.type, piece, to: squareName(a) } as Action;
    case 'dir':
      return { type: ability.type, piece, dir: DIRS[a]! } as Action;
    case 'portcullis':
      return { type: ability.type, piece, dir: DIRS[a]!, op: PORT_OPS[b as PortOp] } as Action;
    case 'self':
      return { type: ability.type, piece } as Action;
  }
}

/**
 * The witness path of a movement listed without paths: the generator's, found again, in a
 * second list kept with `moves` (its owner's scratch, not the module's).
 */
function witnessOf(s: State, moves: MoveList, i: number): Witness {
  const pathList = memoryOf(moves).list;
  generateMoves(s, pathList, { withPaths: true, maxExchanges: moves.maxExchanges });
  for (let j = 0; j < pathList.length; j++) if (pathList.same(j, moves, i)) return pathList.witness![j]!;
  throw new Error('toAction: the movement is not legal in this position');
}

type Checked = Result<null>;
const done: Checked = ok(null);

/** Writes a checked move (and its extra word). */
function emit(out: MoveList, h: number, word?: number): Checked {
  out.push(h);
  if (word !== undefined) out.word(word);
  return done;
}
const illegal = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);
const isStr = (x: unknown): x is string => typeof x === 'string';
const pieceArg = (s: State, x: unknown): PieceId | undefined => (isStr(x) ? pieceIn(s.set, x) : undefined);
const need = (s: State, a: Action, phase: State['phase']): Checked =>
  s.phase === phase ? done : err('WRONG_PHASE', `'${a.type}' is not possible during the ${s.phase} phase`);

/**
 * Checks an Action from anyone against the position and writes its move to `out` (cleared
 * first), or returns the error: MALFORMED_ACTION, NOT_YOUR_TURN, WRONG_PHASE, ILLEGAL_ACTION.
 * The game being over is the caller's check (apply).
 */
export function fromAction(s: State, a: Action, out: MoveList): Checked {
  out.clear(true);
  const seatField =
    SEAT_ACTIONS.has(a.type) || isMetaType(a.type)
      ? (SEATS.indexOf((a as { seat?: SeatName }).seat!) as Seat | -1)
      : null;
  if (seatField === -1) return err('MALFORMED_ACTION', `'${a.type}' needs a seat: "yellow" or "blue"`);
  const seat = seatField ?? 0;
  if (isMetaType(a.type)) {
    const e = metaEffect(a.type, seat, s.drawOffer);
    return e.ok
      ? emit(out, head((MoveKind.Resign + META_TYPES.indexOf(a.type)) as MoveKind, -1, 0, seat))
      : e;
  }
  if (a.type === 'timeout') {
    if (!['card', 'actions', 'announce', 'combat', 'place'].includes(s.phase))
      return err('WRONG_PHASE', `no timer runs during the ${s.phase} phase`);
    return emit(out, head(MoveKind.Timeout, -1));
  }
  if (seatField !== null && !toMove(s).includes(seatField)) {
    return err('NOT_YOUR_TURN', `${SEATS[seatField]} has nothing to decide now`);
  }
  switch (a.type) {
    case 'handicap': {
      const r = need(s, a, 'handicap');
      if (!r.ok) return r;
      const ids = Array.isArray(a.remove) ? a.remove.map((x) => pieceArg(s, x)) : [];
      const key = (xs: (PieceId | undefined)[]): string => [...xs].sort().join(',');
      if (!handicapOptions(s).some((o) => key(o) === key(ids)))
        return illegal('not a legal set of characters to remove');
      return emit(
        out,
        head(MoveKind.Handicap, -1, 0, seat),
        (ids as PieceId[]).reduce((m, p) => m | (1 << p), 0),
      );
    }
    case 'starters': {
      const r = need(s, a, 'starters');
      if (!r.ok) return r;
      if (!Array.isArray(a.dots) || a.dots.length !== 4) return err('MALFORMED_ACTION', 'dots: 4 entries');
      const dots = a.dots.map((x) => (x === null ? null : pieceArg(s, x)));
      const n = dots.filter((p) => p !== null).length;
      const valid =
        n === s.scen.starters[seat] &&
        new Set(dots.filter((p) => p !== null)).size === n &&
        dots.every(
          (p) =>
            p === null || (p !== undefined && seatOf(p) === seat && isChar(p) && s.loc[p] === Loc.Screen),
        );
      if (!valid) return illegal(`choose ${s.scen.starters[seat]} of your characters for the starting dots`);
      return emit(out, head(MoveKind.Starters, -1, 0, seat), dotsWord(dots as (PieceId | null)[]));
    }
    case 'token': {
      const r = need(s, a, 'tokens');
      if (!r.ok) return r;
      const p = pieceArg(s, a.piece);
      if (!tokenChoices(s).some(([q, slot]) => q === p && slot === a.room))
        return illegal('token cannot go there');
      return emit(out, head(MoveKind.Token, p!, a.room as number, seat));
    }
    case 'place': {
      const r = need(s, a, 'place');
      if (!r.ok) return r;
      const p = pieceArg(s, a.piece);
      const sq = isStr(a.square) ? parseSquare(a.square, s.geo) : undefined;
      if (p !== s.placing!.queue[0])
        return illegal(`the next token to place is ${codeOf(s.set, s.placing!.queue[0]!)}`);
      if (sq === undefined || !placeSquares(s).includes(sq))
        return illegal('tokens go on an empty floor square or gear of the room');
      return emit(out, head(MoveKind.Place, p!, sq, seat));
    }
    case 'announce': {
      const r = need(s, a, 'announce');
      if (!r.ok) return r;
      if (a.value !== null && !(Number.isInteger(a.value) && a.value >= 1 && a.value <= 6)) {
        return illegal('announce a Combat card from +1 to +6, or nothing');
      }
      return emit(out, head(MoveKind.Announce, -1, a.value ?? 0, seat));
    }
    case 'combat': {
      const r = need(s, a, 'combat');
      if (!r.ok) return r;
      if (!cardChoices(s, seat).includes(a.value)) return illegal(`you cannot play Combat +${a.value}`);
      return emit(out, head(MoveKind.Combat, -1, a.value, seat));
    }
    case 'card': {
      const r = need(s, a, 'card');
      if (!r.ok) return r;
      if (!playableCards(s).includes(a.value))
        return illegal(`Action card ${a.value} cannot be played now (R7)`);
      return emit(out, head(MoveKind.Card, -1, a.value));
    }
  }
  const r = need(s, a, 'actions');
  if (!r.ok) return r;
  return fromTurnAction(s, a, out);
}

function fromTurnAction(s: State, a: Action, out: MoveList): Checked {
  if (a.type === 'end') return emit(out, head(MoveKind.End, -1));
  if (a.type === 'reveal') {
    if (!revealable(s).includes(a.room))
      return illegal('no miniature of yours has direct access to that room (R4)');
    return emit(out, head(MoveKind.Reveal, -1, a.room));
  }
  if (a.type === 'rotate') {
    if (!rotations(s).some(([r, cw]) => r === a.room && cw === a.clockwise))
      return illegal('you cannot turn that room that way');
    return emit(out, head(MoveKind.Rotate, -1, a.room, a.clockwise ? 1 : 0));
  }
  if (!('piece' in a))
    return err('MALFORMED_ACTION', `unknown action type '${(a as { type: string }).type}'`);
  const c = pieceArg(s, a.piece);
  if (c === undefined || !isChar(c)) return err('MALFORMED_ACTION', `unknown character '${a.piece}'`);
  const ability = a.type === 'move' ? undefined : abilityFor(s.set, a.type);
  // Most abilities are a miniature's; a few are a wounded character's own (Classic: the Troll's).
  const able = ability?.byWounded
    ? seatOf(c) === s.active && s.loc[c]! >= 0 && s.wounded[c] === 1 && s.carrier[c]! < 0
    : canAct(s, c);
  if (!able) return illegal(`${a.piece} cannot act now`);
  const dir = 'dir' in a ? DIRS.indexOf(a.dir) : -1;
  if ('dir' in a && dir < 0) return err('MALFORMED_ACTION', 'dir must be n, e, s or w');
  if (a.type === 'move') {
    if (!Array.isArray(a.path) || !Array.isArray(a.exchanges))
      return err('MALFORMED_ACTION', 'move needs path and exchanges');
    return validateMovement(memoryOf(out).movement, s, c, a.path, a.exchanges, out);
  }
  if (ability) {
    // The ability's argument as the Action wrote it, and as the move's numbers.
    const f = a as unknown as Record<string, unknown>;
    let arg: unknown;
    let x: number | undefined;
    let y = 0;
    switch (ability.arg) {
      case 'target':
        arg = f['target'];
        x = pieceArg(s, arg);
        break;
      case 'square':
        arg = f['to'];
        x = isStr(arg) ? parseSquare(arg, s.geo) : undefined;
        break;
      case 'dir':
        x = dir;
        break;
      case 'portcullis':
        arg = f['op'];
        x = dir;
        y = PORT_OPS.indexOf(arg as PortOp & string);
        if (y < 0) x = undefined;
        break;
      case 'self':
        x = c;
        break;
    }
    if (x === undefined || !ability.legal(s, c, x, y)) return illegal(ability.refusal(a.piece, String(arg)));
    return emit(out, head(ability.kind, c, x, y));
  }
  return err('MALFORMED_ACTION', `unknown action type '${a.type}'`);
}
