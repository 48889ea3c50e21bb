// The boundary between Action objects (the wire's and the UI's: card codes or handles, place
// names) and compact moves. fromAction checks an Action from anyone against the position with
// the same generators the legal moves come from and writes its move, or returns a typed error
// saying what is wrong; a card a seat may not see is unknown to that seat's actions, so errors
// say nothing of hidden cards. toAction writes a move as the Action the deciding seat reads.
import { META_TYPES, actingSeat, isMetaType, metaEffect } from '@dt/kernel';
import {
  ESCAPE,
  PORTCULLIS_OPS,
  canBreakWalls,
  canRegenerate,
  checkLevitation,
  fireballTargets,
  healTargets,
  jumpCards,
  jumpLandings,
  portcullisUses,
  stealTargets,
} from './abilities.ts';
import { parsePlace, placeName } from './board.ts';
import {
  CHARACTER_DEFS,
  OBJECT_DEFS,
  isChar,
  parseCardKind,
  pieceCode,
  seatOf,
  type PieceId,
} from './cards.ts';
import { cardChoices, closeTargets, freeAttack, shootTargets, spearTargets } from './combat.ts';
import { handicapOf } from './config.ts';
import { toMove } from './to-move.ts';
import { canStart, parseDecision } from './movement.ts';
import {
  ESCAPE_ARG,
  MoveKind,
  OBJECT_KIND,
  argA,
  argB,
  head,
  kindOf,
  pieceOf,
  type MoveList,
} from './moves.ts';
import { canAct, refFor, resolveRef } from './pieces.ts';
import { inversionTargets, placeZones, revealable, rotations } from './rooms-play.ts';
import { ESCAPED } from './search.ts';
import { dealChoices, handicapCandidates, selectChoices, startersOf, starterOptions } from './setup.ts';
import type { State } from './state.ts';
import {
  DIRS,
  ICONS,
  SEATS,
  err,
  ok,
  type Action,
  type EngineError,
  type IconName,
  type Result,
  type Seat,
  type SeatName,
} from './types.ts';

/** Actions made by a named seat besides the meta actions (the others are the active player's). */
const SEAT_ACTIONS = new Set<string>([
  'select',
  'handicap',
  'starters',
  'deal',
  'facing',
  'place',
  'berserk',
  'announce',
  'combat',
]);

/**
 * The seat an action is made by: its `seat` field, or the active player; null for a
 * timeout (the host's). A host checks the sender against it before apply.
 */
export const actorOf = (s: State, a: Action): Seat | null => actingSeat(a, SEAT_ACTIONS, s.active);

/** The phases in which the engine accepts a timeout (a timer runs). */
const TIMED = new Set<string>(['actions', 'moving', 'place', 'berserk', 'announce', 'combat']);

type Checked = Result<null>;
const done: Checked = ok(null);
const illegal = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);
const malformed = (m: string): { ok: false; error: EngineError } => err('MALFORMED_ACTION', m);
const need = (s: State, a: Action, phase: State['phase']): Checked =>
  s.phase === phase ? done : err('WRONG_PHASE', `'${a.type}' is not possible during the ${s.phase} phase`);

/** Writes a checked move (and its extra words). */
function emit(out: MoveList, h: number, ...words: number[]): Checked {
  out.push(h);
  for (const w of words) out.word(w);
  return done;
}

/**
 * Checks an Action from anyone against the position and writes its move to `out` (reset
 * first), or returns the error: MALFORMED_ACTION, NOT_YOUR_TURN, WRONG_PHASE, ILLEGAL_ACTION.
 * The game being over is the caller's check (apply).
 */
export function fromAction(s: State, a: Action, out: MoveList): Checked {
  out.reset();
  const named = SEAT_ACTIONS.has(a.type) || isMetaType(a.type);
  const seatField = named ? (SEATS.indexOf((a as { seat?: SeatName }).seat!) as Seat | -1) : null;
  if (seatField === -1) return malformed(`'${a.type}' needs a seat: "yellow" or "blue"`);
  if (a.type === 'timeout')
    return TIMED.has(s.phase)
      ? emit(out, head(MoveKind.Timeout))
      : err('WRONG_PHASE', `no timer runs during the ${s.phase} phase`);
  if (isMetaType(a.type)) {
    const e = metaEffect(a.type, seatField!, s.drawOffer);
    return e.ok
      ? emit(out, head((MoveKind.Resign + META_TYPES.indexOf(a.type)) as MoveKind, -1, 0, seatField!))
      : e;
  }
  const actor = seatField ?? s.active;
  if (seatField !== null && !toMove(s).includes(actor))
    return err('NOT_YOUR_TURN', `${SEATS[actor]} has nothing to decide now`);
  if (seatField !== null) return fromSeatAction(s, a, actor, out);
  if (a.type === 'step' || a.type === 'take' || a.type === 'drop' || a.type === 'give' || a.type === 'stop') {
    const r = need(s, a, 'moving');
    if (!r.ok) return r;
    return fromDecision(s, a, actor, out);
  }
  const r = need(s, a, 'actions');
  if (!r.ok) return r;
  return fromTurnAction(s, a, out);
}

/** A set-up choice, a placement or a fight's decision, made by the seat it names. */
function fromSeatAction(s: State, a: Action, seat: Seat, out: MoveList): Checked {
  const ref = (x: unknown): PieceId | undefined => resolveRef(s, seat, x);
  const r = need(s, a, a.type as State['phase']);
  if (!r.ok) return r;
  switch (a.type) {
    case 'select': {
      const k = typeof a.card === 'string' ? parseCardKind(a.card) : undefined;
      if (!k || !selectChoices(s, seat).some((c) => c.character === k.character && c.kind === k.kind))
        return illegal(`${String(a.card)} cannot be chosen now`);
      return emit(out, head(MoveKind.Select, -1, k.kind + (k.character ? 0 : OBJECT_KIND), seat));
    }
    case 'handicap': {
      if (!Array.isArray(a.remove)) return malformed('remove: a list of characters');
      const ids = a.remove.map(ref);
      const cands = handicapCandidates(s);
      const n = handicapOf(s)!.characters;
      if (
        ids.length !== n ||
        new Set(ids).size !== n ||
        !ids.every((p) => p !== undefined && cands.includes(p))
      )
        return illegal(`remove ${n} different characters of your team`);
      return emit(
        out,
        head(MoveKind.Handicap, -1, 0, seat),
        (ids as PieceId[]).reduce((m, p) => m | (1 << (p % 25)), 0),
      );
    }
    case 'starters': {
      if (!Array.isArray(a.starters)) return malformed('starters: a list of { piece, side }');
      const picks = a.starters.map(
        (x) => [ref(x?.piece), x?.side === 'w' ? 0 : x?.side === 'e' ? 1 : -1] as const,
      );
      const legal = starterOptions(s, seat).some(
        (o) =>
          o.length === picks.length && o.every(([p, side]) => picks.some(([q, t]) => q === p && t === side)),
      );
      if (!legal)
        return illegal('choose 2 characters of your team, each below the west (w) or east (e) room');
      const [[p, x], [q, y]] = picks as [[PieceId, number], [PieceId, number]];
      return emit(out, head(MoveKind.Starters, p, q | (x << 7) | (y << 8), seat));
    }
    case 'deal': {
      const p = ref(a.piece);
      if (!dealChoices(s).some(([q, room]) => q === p && room === a.room))
        return illegal('that card cannot go next to that room');
      return emit(out, head(MoveKind.Deal, p!, a.room, seat));
    }
    case 'facing': {
      if (!Array.isArray(a.facings)) return malformed('facings: a list of { piece, icon }');
      const starters = startersOf(s, seat);
      const icons = starters.map((p) => {
        const f = a.facings.find((x) => ref(x?.piece) === p);
        return f ? ICONS.indexOf(f.icon as IconName) : -1;
      });
      if (a.facings.length !== starters.length || icons.some((i) => i < 0))
        return illegal('give each of your starting characters an icon: triangle, square, circle or gear');
      return emit(
        out,
        head(
          MoveKind.Facing,
          -1,
          icons.reduce((m, x, i) => m | (x << (2 * i)), 0),
          seat,
        ),
      );
    }
  }
  return fromTableDecision(s, a, seat, out);
}

/** A revealed room's card placed, or a fight's decision, made by the seat it names. */
function fromTableDecision(s: State, a: Action, seat: Seat, out: MoveList): Checked {
  const ref = (x: unknown): PieceId | undefined => resolveRef(s, seat, x);
  switch (a.type) {
    case 'place': {
      const p = ref(a.piece);
      if (p !== s.placing!.queue[0])
        return illegal(`the next card to place is ${pieceCode(s.placing!.queue[0]!)}`);
      const z = typeof a.zone === 'string' ? parsePlace(s, a.zone) : undefined;
      if (z === undefined || !placeZones(s).includes(z))
        return illegal('a card goes in an empty zone of the revealed room');
      return emit(out, head(MoveKind.Place, p, z, seat));
    }
    case 'berserk':
      if (a.cards !== 1 && a.cards !== 2) return illegal('play 1 or 2 Combat cards');
      return emit(out, head(MoveKind.Berserk, -1, a.cards, seat));
    case 'announce':
      if (a.value !== null && !(Number.isInteger(a.value) && a.value >= 1 && a.value <= 6))
        return illegal('announce a Combat card from +1 to +6, or nothing');
      return emit(out, head(MoveKind.Announce, -1, a.value ?? 0, seat));
    case 'combat': {
      const want = Array.isArray(a.cards) ? [...a.cards].sort((x, y) => x - y) : [];
      if (!cardChoices(s, seat).some((o) => o.join(',') === want.join(',')))
        return illegal(`you cannot play ${want.join(',') || 'that'}`);
      return emit(out, head(MoveKind.Combat, -1, (a.cards[0]! + 1) | (((a.cards[1] ?? -1) + 1) << 3), seat));
    }
  }
  return malformed(`unknown action type '${a.type}'`);
}

/** A decision of the movement under way, if it is one of those offered now. */
function fromDecision(s: State, a: Action, seat: Seat, out: MoveList): Checked {
  const d = parseDecision(s, seat, a);
  if (!d) return illegal(`the movement cannot ${a.type} like that now`);
  if (d.kind === 'stop') return emit(out, head(MoveKind.Stop));
  if (d.kind === 'step')
    return emit(out, head(MoveKind.Step, -1, d.place === ESCAPED ? ESCAPE_ARG : d.place));
  const kind = d.op === 0 ? MoveKind.Take : d.op === 1 ? MoveKind.Drop : MoveKind.Give;
  return emit(out, head(kind, -1, d.item, d.op === 2 ? d.to : 0));
}

/** What the active player does with the action wheel. */
function fromTurnAction(s: State, a: Action, out: MoveList): Checked {
  const paid = s.wheel[s.active] > 0;
  if (a.type === 'end') return emit(out, head(MoveKind.End));
  if (a.type === 'reveal') {
    if (!paid || !revealable(s).includes(a.room))
      return illegal('no character of yours has direct access to that room');
    return emit(out, head(MoveKind.Reveal, -1, a.room));
  }
  if (a.type === 'rotate') {
    if (!paid || !rotations(s).some(([r, cw]) => r === a.room && cw === a.clockwise))
      return illegal('no character of yours can turn that room that way');
    return emit(out, head(MoveKind.Rotate, -1, a.room, a.clockwise ? 1 : 0));
  }
  if (!('piece' in a)) return malformed(`unknown action type '${(a as { type: string }).type}'`);
  const c = resolveRef(s, s.active, a.piece);
  if (c === undefined || !isChar(c) || seatOf(c) !== s.active)
    return illegal(`no card '${String(a.piece)}' in sight`);
  if (a.type === 'regenerate') {
    if (!paid || !canRegenerate(s, c)) return illegal(`${a.piece} cannot regenerate now`);
    return emit(out, head(MoveKind.Regenerate, c));
  }
  if (!canAct(s, c)) return illegal(`${a.piece} cannot act now`);
  if (!paid && !(a.type === 'attack' || a.type === 'spear')) return illegal('no action point left');
  return fromCharacterAction(s, a, c, paid, out);
}

/** What one of the active player's characters does: move, jump, fight, or use an ability. */
function fromCharacterAction(s: State, a: Action, c: PieceId, paid: boolean, out: MoveList): Checked {
  const ref = (x: unknown): PieceId | undefined => resolveRef(s, s.active, x);
  switch (a.type) {
    case 'move':
    case 'wall-walk': {
      const mode = a.type === 'move' ? 'move' : 'wall';
      if (!canStart(s, c, mode))
        return illegal(`${a.piece} cannot ${a.type === 'move' ? 'move' : 'walk through a wall'} now`);
      return emit(out, head(mode === 'move' ? MoveKind.Move : MoveKind.WallWalk, c));
    }
    case 'jump': {
      const to = a.to === 'out' ? ESCAPE : typeof a.to === 'string' ? parsePlace(s, a.to) : undefined;
      if (to === undefined || !jumpLandings(s, c).includes(to)) return illegal('no jump to there');
      if (!jumpCards(s, s.active).includes(a.card)) return illegal('no such card to jump with');
      return emit(
        out,
        head(MoveKind.Jump, c, to === ESCAPE ? ESCAPE_ARG : to, a.card === 'jump' ? 0 : a.card),
      );
    }
    case 'attack':
    case 'spear':
    case 'shoot': {
      const t = ref(a.target);
      const targets =
        a.type === 'attack'
          ? closeTargets(s, c)
          : a.type === 'spear'
            ? spearTargets(s, c)
            : shootTargets(s, c);
      if (t === undefined || !targets.includes(t))
        return illegal(`${a.piece} cannot ${a.type} ${String(a.target)}`);
      if (a.type !== 'shoot' && !paid && !freeAttack(s, c)) return illegal('no action point left');
      const kind =
        a.type === 'attack' ? MoveKind.Attack : a.type === 'spear' ? MoveKind.Spear : MoveKind.Shoot;
      return emit(out, head(kind, c, t));
    }
  }
  return fromAbility(s, a, c, out);
}

/** One of the abilities a character uses for 1 AP (fireball, healing, theft, portcullises, walls, levitation, inversion). */
function fromAbility(s: State, a: Action, c: PieceId, out: MoveList): Checked {
  const ref = (x: unknown): PieceId | undefined => resolveRef(s, s.active, x);
  const target = (t: PieceId | undefined, targets: PieceId[], kind: MoveKind, what: string): Checked =>
    t === undefined || !targets.includes(t) ? illegal(what) : emit(out, head(kind, c, t));
  switch (a.type) {
    case 'fireball':
      return target(
        ref(a.target),
        fireballTargets(s, c),
        MoveKind.Fireball,
        `${a.piece} cannot burn ${String(a.target)}`,
      );
    case 'heal':
      return target(
        ref(a.target),
        healTargets(s, c),
        MoveKind.Heal,
        `${a.piece} cannot heal ${String(a.target)}`,
      );
    case 'steal':
      return target(ref(a.item), stealTargets(s, c), MoveKind.Steal, `${a.piece} cannot steal that`);
    case 'portcullis': {
      const dir = DIRS.indexOf(a.dir);
      // Two portcullises on one border: the action names the room of the one it works (without
      // a room, as records made before said it, the one printed on the character's own room).
      const use = portcullisUses(s, c).find(
        (u) =>
          u.dir === dir && u.op === a.op && (a.room === undefined || s.layout.indexOf(u.room) === a.room),
      );
      if (!use) return illegal(`${a.piece} cannot ${String(a.op)} a portcullis there`);
      return emit(out, head(MoveKind.Portcullis, c, dir | (PORTCULLIS_OPS.indexOf(use.op) << 2), use.room));
    }
    case 'break-walls':
      if (!canBreakWalls(s, c)) return illegal(`${a.piece} cannot break walls now`);
      return emit(out, head(MoveKind.BreakWalls, c));
    case 'levitate': {
      const item = ref(a.item);
      const to = a.to === null ? -1 : ref(a.to);
      const lev = item === undefined || to === undefined ? null : checkLevitation(s, c, item, a.path, to);
      if (!lev) return illegal(`${a.piece} cannot move that object there`);
      return emit(out, head(MoveKind.Levitate, c, lev.item, lev.to + 1), ...lev.path);
    }
    case 'invert':
      if (!inversionTargets(s, c).includes(a.room))
        return illegal(`${a.piece} cannot swap its room with that room`);
      return emit(out, head(MoveKind.Invert, c, a.room));
  }
  return malformed(`unknown action type '${a.type}'`);
}

/** A portcullis move as an Action: the room is named only where the border holds two portcullises. */
function portcullisAction(s: State, c: PieceId, a: number, room: number, piece: string): Action {
  const dir = a & 3;
  const op = PORTCULLIS_OPS[a >> 2]!;
  const twin = portcullisUses(s, c).some((u) => u.dir === dir && u.op === op && u.room !== room);
  const action: Action = { type: 'portcullis', piece, dir: DIRS[dir]!, op };
  return twin ? { ...action, room: s.layout.indexOf(room) } : action;
}

/** A card's code without colour, for a selection. */
const kindCode = (a: number): string =>
  a >= OBJECT_KIND ? OBJECT_DEFS[a - OBJECT_KIND]!.code : CHARACTER_DEFS[a]!.code;

/** Where a jump lands or a step goes: a place, or "out". */
const placeArg = (s: State, l: number): string => (l === ESCAPE_ARG ? 'out' : placeName(s, l));

/** Move i of `moves` (generated from `s`) as the Action `viewer` reads: cards by its names for them. */
export function toAction(s: State, moves: MoveList, i: number, viewer: Seat): Action {
  const h = moves.head(i);
  const p = pieceOf(h);
  const a = argA(h);
  const b = argB(h);
  const kind = kindOf(h);
  if (kind >= MoveKind.Step) return decisionAction(s, moves, i, viewer);
  if (kind === MoveKind.End) return { type: 'end' };
  if (kind === MoveKind.Reveal) return { type: 'reveal', room: a };
  if (kind === MoveKind.Rotate) return { type: 'rotate', room: a, clockwise: b === 1 };
  const piece = refFor(s, viewer, p);
  switch (kind) {
    case MoveKind.Move:
      return { type: 'move', piece };
    case MoveKind.WallWalk:
      return { type: 'wall-walk', piece };
    case MoveKind.Jump:
      return { type: 'jump', piece, to: placeArg(s, a), card: b === 0 ? 'jump' : b };
    case MoveKind.Attack:
    case MoveKind.Spear:
    case MoveKind.Shoot:
    case MoveKind.Fireball:
    case MoveKind.Heal:
      return { type: TARGET_TYPES[kind - MoveKind.Attack]!, piece, target: refFor(s, viewer, a) };
    case MoveKind.Portcullis:
      return portcullisAction(s, p, a, b, piece);
    case MoveKind.Steal:
      return { type: 'steal', piece, item: refFor(s, viewer, a) };
    case MoveKind.Levitate: {
      const path: string[] = [];
      for (let k = moves.extraStart(i); k < moves.end(i); k++)
        path.push(placeName(s, moves.words[k]!, false));
      return {
        type: 'levitate',
        piece,
        item: refFor(s, viewer, a),
        path,
        to: b === 0 ? null : refFor(s, viewer, b - 1),
      };
    }
    case MoveKind.Invert:
      return { type: 'invert', piece, room: a };
    case MoveKind.Regenerate:
      return { type: 'regenerate', piece };
    default:
      return { type: 'break-walls', piece };
  }
}

/** The action types of the moves Attack, Spear, Shoot, Fireball and Heal, in that order. */
const TARGET_TYPES = ['attack', 'spear', 'shoot', 'fireball', 'heal'] as const;

/** The moves of a movement under way, of set-up, placements, fights and the meta actions, as Actions. */
function decisionAction(s: State, moves: MoveList, i: number, viewer: Seat): Action {
  const h = moves.head(i);
  const [p, a, b] = [pieceOf(h), argA(h), argB(h)];
  const seat = SEATS[(b & 1) as Seat];
  switch (kindOf(h)) {
    case MoveKind.Step:
      return { type: 'step', to: placeArg(s, a) };
    case MoveKind.Take:
      return { type: 'take', item: refFor(s, viewer, a) };
    case MoveKind.Drop:
      return { type: 'drop', item: refFor(s, viewer, a) };
    case MoveKind.Give:
      return { type: 'give', item: refFor(s, viewer, a), to: refFor(s, viewer, b) };
    case MoveKind.Stop:
      return { type: 'stop' };
    case MoveKind.Select:
      return { type: 'select', seat, card: kindCode(a) };
    case MoveKind.Handicap: {
      const mask = moves.words[moves.extraStart(i)]!;
      const remove: string[] = [];
      for (let k = 0; k < 25; k++) if ((mask >> k) & 1) remove.push(refFor(s, viewer, (b & 1) * 25 + k));
      return { type: 'handicap', seat, remove };
    }
    case MoveKind.Starters:
      return {
        type: 'starters',
        seat,
        starters: [
          { piece: refFor(s, viewer, p), side: (a >> 7) & 1 ? 'e' : 'w' },
          { piece: refFor(s, viewer, a & 127), side: (a >> 8) & 1 ? 'e' : 'w' },
        ],
      };
    case MoveKind.Deal:
      return { type: 'deal', seat, piece: refFor(s, viewer, p), room: a };
    case MoveKind.Facing:
      return {
        type: 'facing',
        seat,
        facings: startersOf(s, viewer).map((c, k) => ({
          piece: refFor(s, viewer, c),
          icon: ICONS[(a >> (2 * k)) & 3]!,
        })),
      };
    case MoveKind.Place:
      return { type: 'place', seat, piece: refFor(s, viewer, p), zone: placeName(s, a) };
    case MoveKind.Berserk:
      return { type: 'berserk', seat, cards: a as 1 | 2 };
    case MoveKind.Announce:
      return { type: 'announce', seat, value: a === 0 ? null : a };
    case MoveKind.Combat:
      return { type: 'combat', seat, cards: a >> 3 === 0 ? [(a & 7) - 1] : [(a & 7) - 1, (a >> 3) - 1] };
    case MoveKind.Resign:
    case MoveKind.OfferDraw:
    case MoveKind.AcceptDraw:
    case MoveKind.DeclineDraw:
      return { type: META_TYPES[kindOf(h) - MoveKind.Resign]!, seat };
    default:
      return { type: 'timeout' };
  }
}
