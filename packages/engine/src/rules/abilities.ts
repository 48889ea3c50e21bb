// What characters do besides moving and fighting, as the abilities a set lists (set.ts): Jump
// cards (R12), healing, portcullises (keys, lock-picking, breaking), the Fireball wand (R17)
// and the Banshee's scream (R20). Each is written once, with the characters and objects that
// use it as parameters, so a set picks them by data.
import { isOpenEdge, lineOwner, neighbour } from '../core/board.ts';
import { lineOfSight } from './sight.ts';
import {
  canAct,
  dropItem,
  eliminate,
  escape,
  escapesAt,
  miniAt,
  objectAt,
  removePiece,
  ropeAt,
  setLoc,
  setWounded,
  takeItem,
  woundedAt,
  type GameEvent,
} from '../core/pieces.ts';
import { Loc, refreshBoard, type State } from '../core/state.ts';
import { MoveKind, head, type MoveList } from '../core/moves.ts';
import type { Ability } from '../core/set.ts';
import { spendAp } from './turn.ts';
import { Edge, Terrain, isChar, kindOf, seatOf, type PieceId } from '../core/types.ts';

const isRope = (s: State, p: PieceId): boolean =>
  p >= 0 && !isChar(p) && s.set.objects[kindOf(p)]!.rope === true;

/**
 * Can character c (carrying `held`) stand on sq at the end of an action?
 * Valid square (glossary): no other miniature, no enemy wounded, golden rules, pits need a Rope.
 */
export function validSquare(s: State, c: PieceId, held: PieceId, sq: number): boolean {
  const t = s.board.terrain[sq]!;
  if (t === Terrain.Hidden) return false;
  const m = miniAt(s, sq);
  if (m >= 0 && m !== c) return false;
  const w = woundedAt(s, sq);
  if (w >= 0 && w !== c && seatOf(w) !== seatOf(c)) return false;
  const o = objectAt(s, sq);
  const objs = (o >= 0 ? 1 : 0) + (held >= 0 && !isChar(held) ? 1 : 0);
  const wounds = (w >= 0 && w !== c ? 1 : 0) + (held >= 0 && isChar(held) ? 1 : 0);
  if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
  if (t === Terrain.Pit && !isRope(s, held) && !isRope(s, o) && !s.set.characters[kindOf(c)]!.walksOnPits)
    return false;
  return true;
}

/** R12: the squares a miniature may land on with a Jump card (one escape square if `distinct`). */
export function jumpLandings(s: State, c: PieceId, distinct = true): number[] {
  if (!canAct(s, c) || s.jumps[s.active] <= 0) return [];
  const from = s.loc[c]!;
  const held = s.held[c]!;
  const out: number[] = [];
  for (let d = 0; d < 4; d++) {
    if (!isOpenEdge(s.board.edge[from * 4 + d]!)) continue;
    const pit = neighbour(from, d, s.geo);
    if (pit < 0 || s.board.terrain[pit] !== Terrain.Pit) continue;
    if (miniAt(s, pit) >= 0 || woundedAt(s, pit) >= 0) continue;
    for (let e = 0; e < 4; e++) {
      if (!isOpenEdge(s.board.edge[pit * 4 + e]!)) continue;
      const land = neighbour(pit, e, s.geo);
      if (land < 0 || land === from || out.includes(land)) continue;
      if (escapesAt(s, s.active, land)) {
        // Escaping is one outcome whichever square of the line it lands on.
        if (miniAt(s, land) < 0 && !(distinct && out.some((x) => escapesAt(s, s.active, x)))) out.push(land);
      } else if (validSquare(s, c, held, land)) out.push(land);
    }
  }
  return out;
}

export function jump(s: State, c: PieceId, to: number, events: GameEvent[] | null): void {
  spendAp(s, c, 1);
  s.jumps[s.active]--;
  events?.push({ type: 'jumped', piece: c, from: s.loc[c]!, to });
  if (escapesAt(s, s.active, to)) escape(s, c, events);
  else setLoc(s, c, to);
}

/** A healer's targets: adjacent wounded lying with no miniature on it, friends only unless `enemies` (N21). */
export function healTargets(s: State, c: PieceId, healer: number, enemies = false): PieceId[] {
  if (!canAct(s, c) || kindOf(c) !== healer) return [];
  const out: PieceId[] = [];
  const from = s.loc[c]!;
  for (let d = 0; d < 4; d++) {
    if (!isOpenEdge(s.board.edge[from * 4 + d]!)) continue;
    const nb = neighbour(from, d, s.geo);
    if (nb < 0) continue;
    const w = woundedAt(s, nb);
    if (w >= 0 && (enemies || seatOf(w) === seatOf(c)) && miniAt(s, nb) < 0) out.push(w);
  }
  return out;
}

export function heal(s: State, c: PieceId, w: PieceId, events: GameEvent[] | null): void {
  spendAp(s, c, 1);
  const sq = s.loc[w]!;
  setWounded(s, w, 0);
  s.woundedNow &= ~(1 << w);
  s.healedNow |= 1 << w;
  const o = objectAt(s, sq);
  if (o >= 0) takeItem(s, w, o); // the object under the wounded is now carried by the miniature
  events?.push({ type: 'healed', piece: w, by: c });
}

/** Working a portcullis: 0 open, 1 close, 2 break (the order of PORT_OPS). */
export type PortOp = 0 | 1 | 2;
export const PORT_OPS = ['open', 'close', 'break'] as const;
const PORT_RESULT = [1, 0, 2] as const;
const PORT_STATE = ['open', 'closed', 'broken'] as const;

/** Portcullis actions a miniature may take on the side d of its square. */
export function portcullisOps(s: State, c: PieceId, d: number): PortOp[] {
  if (!canAct(s, c)) return [];
  const sq = s.loc[c]!;
  const e = s.board.edge[sq * 4 + d]!;
  if (s.board.port[sq * 4 + d]! < 0) return [];
  const h = s.held[c]!;
  const traits = s.set.characters[kindOf(c)]!;
  const key = (h >= 0 && !isChar(h) && s.set.objects[kindOf(h)]!.key === true) || traits.picksLocks === true;
  const out: PortOp[] = [];
  if (key && e === Edge.Closed) out.push(0);
  if (key && e === Edge.Raised) out.push(1);
  if (traits.breaksPortcullis && (e === Edge.Closed || (e === Edge.Raised && traits.breaksOpenPortcullis)))
    out.push(2);
  return out;
}

export function portcullis(s: State, c: PieceId, d: number, op: PortOp, events: GameEvent[] | null): void {
  spendAp(s, c, 1);
  const sq = s.loc[c]!;
  const idx = s.board.port[sq * 4 + d]!;
  s.portState[idx] = PORT_RESULT[op];
  refreshBoard(s, s.geo.slot[sq]!); // a portcullis lies inside the room
  events?.push({ type: 'portcullis', piece: c, square: sq, dir: d, state: PORT_STATE[op] });
}

/** Fireball wand: the Wizard eliminates the first character in line of sight, anyone's. */
export function fireballTarget(s: State, c: PieceId, d: number, wizard: number, wand: number): PieceId {
  if (!canAct(s, c) || kindOf(c) !== wizard) return -1;
  const h = s.held[c]!;
  if (h < 0 || isChar(h) || kindOf(h) !== wand) return -1;
  return lineOfSight(s, s.loc[c]!, d);
}

export function fireball(s: State, c: PieceId, target: PieceId, events: GameEvent[] | null): void {
  spendAp(s, c, 1);
  const wand = s.held[c]!;
  removePiece(s, wand, Loc.Gone);
  events?.push({ type: 'fireball', piece: c, target });
  events?.push({ type: 'discarded', piece: wand });
  eliminate(s, target, events);
}

export interface Push {
  target: PieceId;
  to: number;
  /** The target falls into a pit trap and is eliminated. */
  falls: boolean;
}

/** R20: whom the Banshee's scream pushes in direction d, and where; null if nothing. */
export function screamPush(s: State, c: PieceId, d: number, banshee: number): Push | null {
  if (!canAct(s, c) || kindOf(c) !== banshee || s.ap < 2) return null;
  // The target is found by an ordinary line of sight (R17, R20): Figure 9's Banshee screams
  // through the arrow-slit next to him. "Not through an arrow-slit" is about the push itself.
  const target = lineOfSight(s, s.loc[c]!, d);
  if (target < 0) return null;
  const square = s.loc[target]!; // seen, so on the floor: its loc is its square
  if (lineOwner(square, s.geo) >= 0) return null;
  if (!isOpenEdge(s.board.edge[square * 4 + d]!)) return null;
  const to = neighbour(square, d, s.geo);
  if (to < 0 || lineOwner(to, s.geo) >= 0 || s.board.terrain[to] === Terrain.Hidden) return null;
  const wounded = s.wounded[target] === 1;
  // What travels with the target: a miniature's carried item, a wounded's object.
  const held = wounded ? objectAt(s, square) : s.held[target]!;
  const pit = s.board.terrain[to] === Terrain.Pit;
  const rope = isRope(s, held) || ropeAt(s, to);
  if (pit && !rope) {
    // It falls: only the landing square's other occupants could still forbid the push.
    if (miniAt(s, to) >= 0 || woundedAt(s, to) >= 0) return null;
    return { target, to, falls: true };
  }
  if (!wounded) return validSquare(s, target, held, to) ? { target, to, falls: false } : null;
  // A wounded may land on a friendly miniature, golden rules permitting.
  if (woundedAt(s, to) >= 0) return null;
  const m = miniAt(s, to);
  if (m >= 0 && (seatOf(m) !== seatOf(target) || s.held[m]! >= 0)) return null;
  const o = objectAt(s, to);
  const count = 1 + (m >= 0 ? 1 : 0) + (o >= 0 ? 1 : 0) + (held >= 0 ? 1 : 0);
  if (count > 2 || (o >= 0 && held >= 0)) return null;
  return { target, to, falls: false };
}

export function scream(s: State, c: PieceId, p: Push, events: GameEvent[] | null): void {
  spendAp(s, c, 2);
  const from = s.loc[p.target]!;
  events?.push({ type: 'scream', piece: c, target: p.target, to: p.to });
  const wounded = s.wounded[p.target] === 1;
  const obj = wounded ? objectAt(s, from) : -1;
  if (p.falls) {
    // Objects (and a carried wounded) are abandoned where the target stood.
    const h = s.held[p.target]!;
    if (h >= 0) dropItem(s, h, from);
    events?.push({ type: 'fell', piece: p.target });
    eliminate(s, p.target, events);
    return;
  }
  setLoc(s, p.target, p.to);
  if (obj >= 0) dropItem(s, obj, p.to);
}

/** Does character c carry an object of this kind? */
export const holdsObject = (s: State, c: PieceId, kind: number): boolean => {
  const h = s.held[c]!;
  return h >= 0 && !isChar(h) && kindOf(h) === kind;
};

/** Is there a portcullis on a side of this square? */
function portcullisBeside(s: State, sq: number): boolean {
  const port = s.board.port;
  return port[sq * 4]! >= 0 || port[sq * 4 + 1]! >= 0 || port[sq * 4 + 2]! >= 0 || port[sq * 4 + 3]! >= 0;
}

// ---- The abilities, as sets list them ------------------------------------------------------

/** A Jump card (R12): over an adjacent pit trap onto a square next to it. */
export const jumping: Ability = {
  kind: MoveKind.Jump,
  type: 'jump',
  arg: 'square',
  may: (s) => s.jumps[s.active] > 0,
  generate(s, c, out) {
    for (const to of jumpLandings(s, c)) out.push(head(MoveKind.Jump, c, to));
  },
  legal: (s, c, to) => jumpLandings(s, c, false).includes(to),
  refusal: () => 'no jump to that square (R12)',
  play: (s, c, to, _b, events) => jump(s, c, to, events),
};

/** Healing an adjacent wounded (the Cleric): his own side's (N21), or anyone's when `enemies`. */
export function healing(healer: number, enemies = false): Ability {
  return {
    kind: MoveKind.Heal,
    type: 'heal',
    arg: 'target',
    may: (_s, c) => kindOf(c) === healer,
    generate(s, c, out) {
      for (const t of healTargets(s, c, healer, enemies)) out.push(head(MoveKind.Heal, c, t));
    },
    legal: (s, c, t) => healTargets(s, c, healer, enemies).includes(t),
    refusal: (piece, target) => `${piece} cannot heal ${target}`,
    play: (s, c, t, _b, events) => heal(s, c, t, events),
  };
}

/** Working a portcullis on a side of the square: keys and lock-pickers open and close, breakers break. */
export const portcullisWork: Ability = {
  kind: MoveKind.Portcullis,
  type: 'portcullis',
  arg: 'portcullis',
  may: (s, c) => portcullisBeside(s, s.loc[c]!),
  generate(s, c, out, d, once) {
    for (const op of portcullisOps(s, c, d)) {
      // A portcullis ends the same whoever works it: each outcome once.
      if (once(s.board.port[s.loc[c]! * 4 + d]! * 4 + op)) out.push(head(MoveKind.Portcullis, c, d, op));
    }
  },
  legal: (s, c, d, op) => portcullisOps(s, c, d).includes(op as PortOp),
  refusal: (_piece, op) => `cannot ${op} a portcullis there`,
  play: (s, c, d, op, events) => portcullis(s, c, d, op as PortOp, events),
};

/** The Fireball wand, fired by the Wizard only: the first character in line of sight is eliminated. */
export function fireballs(wizard: number, wand: number): Ability {
  return {
    kind: MoveKind.Fireball,
    type: 'fireball',
    arg: 'dir',
    may: (s, c) => kindOf(c) === wizard && holdsObject(s, c, wand),
    generate(s, c, out, d) {
      if (fireballTarget(s, c, d, wizard, wand) >= 0) out.push(head(MoveKind.Fireball, c, d));
    },
    legal: (s, c, d) => fireballTarget(s, c, d, wizard, wand) >= 0,
    refusal: () => 'no Fireball target that way',
    play: (s, c, d, _b, events) => fireball(s, c, fireballTarget(s, c, d, wizard, wand), events),
  };
}

/** The Banshee's scream (R20): 2 AP, pushes the first character in line of sight one square. */
export function screaming(banshee: number): Ability {
  return {
    kind: MoveKind.Scream,
    type: 'scream',
    arg: 'dir',
    may: (s, c) => kindOf(c) === banshee && s.ap >= 2,
    generate(s, c, out, d) {
      if (screamPush(s, c, d, banshee)) out.push(head(MoveKind.Scream, c, d));
    },
    legal: (s, c, d) => screamPush(s, c, d, banshee) !== null,
    refusal: () => 'the scream cannot push anyone that way (R20)',
    play: (s, c, d, _b, events) => scream(s, c, screamPush(s, c, d, banshee)!, events),
  };
}

export type { MoveList };
