// Where pieces are and what happens to them: the occupancy of every square, wounding,
// elimination, escapes and victory points (R19). Every change to a piece's place, carrier or
// wound goes through the few primitives here, which keep State.occ and State.held up to
// date, so no move generation ever rebuilds who stands where.
import { Loc, ownApOf, type State } from './state.ts';
import { lineOwner, slotOf } from './board.ts';
import {
  N_CHARS,
  Terrain,
  isChar,
  kindOf,
  other,
  seatOf,
  type GameEvent,
  type PieceId,
  type Seat,
} from './types.ts';

// The events are a noun of types.ts (where set.ts, below the state, can name them); the
// rules' files that make them have always imported them from here.
export type { GameEvent };

// occ[sq] packs what lies on a square: the miniature (bits 0-4), the lying wounded (5-9) and
// the loose object (10-14), each as piece id + 1 (0: none). Carried pieces are not on the floor.
const MINI = 0;
const WOUNDED = 5;
const OBJECT = 10;

/** The miniature standing on sq, or -1. */
export const miniAt = (s: State, sq: number): PieceId => (s.occ[sq]! & 31) - 1;
/** The wounded lying on sq (not carried), or -1. */
export const woundedAt = (s: State, sq: number): PieceId => ((s.occ[sq]! >> WOUNDED) & 31) - 1;
/** The loose object on sq (lying, or "under" a lying wounded), or -1. */
export const objectAt = (s: State, sq: number): PieceId => ((s.occ[sq]! >> OBJECT) & 31) - 1;
/** The item character c carries, or -1. */
export const heldBy = (s: State, c: PieceId): PieceId => s.held[c]!;

const layerOf = (s: State, p: PieceId): number => (!isChar(p) ? OBJECT : s.wounded[p] ? WOUNDED : MINI);

/** Takes a piece lying on a square off the occupancy (before it moves or changes state). */
function lift(s: State, p: PieceId): void {
  const sq = s.loc[p]!;
  if (sq >= 0 && s.carrier[p]! < 0) s.occ[sq] = s.occ[sq]! & ~(31 << layerOf(s, p));
}

/** Puts a piece lying on a square into the occupancy. */
function lay(s: State, p: PieceId): void {
  const sq = s.loc[p]!;
  if (sq >= 0 && s.carrier[p]! < 0) s.occ[sq] = s.occ[sq]! | ((p + 1) << layerOf(s, p));
}

/** The occupancy and the carried items of a position, built from scratch (createState, checks). */
export function occupancyOf(s: Pick<State, 'loc' | 'carrier' | 'wounded' | 'geo'>): {
  occ: Int32Array;
  held: Int8Array;
} {
  const occ = new Int32Array(s.geo.size);
  const held = new Int8Array(N_CHARS).fill(-1);
  for (let p = 0; p < s.loc.length; p++) {
    const sq = s.loc[p]!;
    if (sq < 0) continue;
    const c = s.carrier[p]!;
    if (c >= 0) held[c] = p;
    else occ[sq] = occ[sq]! | ((p + 1) << (!isChar(p) ? OBJECT : s.wounded[p] ? WOUNDED : MINI));
  }
  return { occ, held };
}

/** Moves a piece that is not carried (and what it carries) to a square or a Loc code. */
export function setLoc(s: State, p: PieceId, loc: number): void {
  lift(s, p);
  s.loc[p] = loc;
  lay(s, p);
  const h = s.held[p]!;
  if (h >= 0 && isChar(p)) s.loc[h] = loc;
}

/** Character c takes an item lying on its square or held by a friend there. */
export function takeItem(s: State, c: PieceId, item: PieceId): void {
  const from = s.carrier[item]!;
  if (from >= 0) s.held[from] = -1;
  else lift(s, item);
  s.carrier[item] = c;
  s.held[c] = item;
  s.loc[item] = s.loc[c]!;
}

/** An item (carried or not) ends lying loose on a square. */
export function dropItem(s: State, item: PieceId, sq: number): void {
  const c = s.carrier[item]!;
  if (c >= 0) {
    s.held[c] = -1;
    s.carrier[item] = -1;
  } else lift(s, item);
  s.loc[item] = sq;
  lay(s, item);
}

/** Takes an item off its place (the floor or its carrier's hands) before it is put somewhere. */
export function detachItem(s: State, item: PieceId): void {
  const c = s.carrier[item]!;
  if (c >= 0) {
    if (s.held[c] === item) s.held[c] = -1;
    s.carrier[item] = -1;
  } else lift(s, item);
}

/** A detached item (or wounded) now lies loose on a square. */
export function layItem(s: State, item: PieceId, sq: number): void {
  s.loc[item] = sq;
  lay(s, item);
}

/** A detached item (or wounded) is now carried by character c. */
export function holdItem(s: State, c: PieceId, item: PieceId): void {
  s.carrier[item] = c;
  s.held[c] = item;
  s.loc[item] = s.loc[c]!;
}

/** A piece leaves the board (or the screen) for a place that is not a square. */
export function removePiece(s: State, p: PieceId, loc: number): void {
  const c = s.carrier[p]!;
  if (c >= 0) {
    s.held[c] = -1;
    s.carrier[p] = -1;
  } else lift(s, p);
  s.loc[p] = loc;
}

/** A character is wounded (1) or stands up (0) where it is. */
export function setWounded(s: State, c: PieceId, w: 0 | 1): void {
  lift(s, c);
  s.wounded[c] = w;
  lay(s, c);
}

export const isMini = (s: State, p: PieceId): boolean => isChar(p) && s.loc[p]! >= 0 && !s.wounded[p];
export const inLabyrinth = (s: State, sq: number): boolean => slotOf(sq, s.geo) >= 0;

export const holds = (s: State, c: PieceId, objectKind: number): boolean => {
  const h = s.held[c]!;
  return h >= 0 && !isChar(h) && kindOf(h) === objectKind;
};

/**
 * A miniature that may act this turn: the active player's, on the board, not healed this turn,
 * with AP to spend (the player's, or its own: Classic's Speed Potion).
 */
export const canAct = (s: State, p: PieceId): boolean =>
  isChar(p) &&
  seatOf(p) === s.active &&
  isMini(s, p) &&
  !((s.healedNow >> p) & 1) &&
  (s.ap > 0 || ownApOf(s, p) > 0);

/**
 * Records an elimination (R19): the opponent of the character's owner scores. What she carries
 * is left on her square, except on a pit trap, where nothing but a Rope may lie (rulebook p. 8):
 * a character standing on one (Classic's Thief, C11) takes any other object down with her
 * (CLASSIC-DATA.md 1, Thief).
 */
export function eliminate(s: State, c: PieceId, events: GameEvent[] | null): void {
  const h = s.held[c]!;
  if (h >= 0) {
    const sq = s.loc[c]!;
    if (isChar(h)) eliminate(s, h, events);
    else if (s.board.terrain[sq] === Terrain.Pit && !s.set.objects[kindOf(h)]!.rope) {
      removePiece(s, h, Loc.Gone);
      events?.push({ type: 'discarded', piece: h });
    } else dropItem(s, h, sq);
  }
  removePiece(s, c, Loc.Dead);
  const scorer = other(seatOf(c));
  s.vp[scorer]++;
  s.kills[scorer]++;
  events?.push({ type: 'eliminated', piece: c });
}

/**
 * A miniature becomes wounded: a carried wounded dies, a carried object is left under it.
 * A wounded lying under it is eliminated too, as if carried (rules notes N3).
 */
export function wound(s: State, c: PieceId, events: GameEvent[] | null): void {
  const sq = s.loc[c]!;
  const h = s.held[c]!;
  if (s.board.terrain[sq] === Terrain.Pit && !ropeAt(s, sq)) {
    // Only a character that walks on pits stands on one without a Rope (Classic C11): wounded
    // there, it falls, and what it carries is lost with it.
    if (h >= 0 && !isChar(h)) {
      removePiece(s, h, Loc.Gone);
      events?.push({ type: 'discarded', piece: h });
    }
    events?.push({ type: 'fell', piece: c });
    eliminate(s, c, events);
    return;
  }
  if (h >= 0) {
    if (isChar(h)) eliminate(s, h, events);
    else dropItem(s, h, sq);
  }
  const under = woundedAt(s, sq);
  if (under >= 0 && under !== c) eliminate(s, under, events);
  setWounded(s, c, 1);
  s.woundedNow |= 1 << c;
  events?.push({ type: 'wounded', piece: c });
}

/**
 * A miniature reaches the opponent's starting line and is teleported out (rulebook p. 9): its
 * owner scores its escape VP, plus what an object it carries out is worth (Classic: the
 * Treasure); a carried wounded is rescued for nothing.
 */
export function escape(s: State, c: PieceId, events: GameEvent[] | null): void {
  const h = s.held[c]!;
  let vp = s.set.characters[kindOf(c)]!.escapeVp;
  if (h >= 0) {
    if (!isChar(h)) vp += s.set.objects[kindOf(h)]!.escapeVp;
    removePiece(s, h, isChar(h) ? Loc.Rescued : Loc.Gone);
    if (isChar(h)) events?.push({ type: 'rescued', piece: h });
  }
  removePiece(s, c, Loc.Escaped);
  s.vp[seatOf(c)] += vp;
  events?.push({ type: 'escaped', piece: c });
}

/** Is a Rope on this square (loose, or carried by anyone standing there)? */
export function ropeAt(s: State, sq: number): boolean {
  const objects = s.set.objects;
  for (let k = 0; k < objects.length; k++) {
    if (objects[k]!.rope && (s.loc[16 + k] === sq || s.loc[22 + k] === sq)) return true;
  }
  return false;
}

/** Would a seat's miniature escape on entering this square? */
export const escapesAt = (s: State, seat: Seat, sq: number): boolean =>
  lineOwner(sq, s.geo) === other(seat) && s.scen.teleport[seat];

export const isKind = (p: PieceId, kind: number): boolean => isChar(p) && kindOf(p) === kind;
