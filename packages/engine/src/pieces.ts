// Where pieces are and what happens to them: occupancy snapshots, wounding, elimination,
// escapes and victory points (R19). Every state change to a piece goes through here.
import { Loc, type State } from './state.ts';
import { lineOwner, slotOf } from './board.ts';
import {
  CH,
  N_CHARS,
  N_PIECES,
  OB,
  isChar,
  kindOf,
  other,
  seatOf,
  type PieceId,
  type Seat,
} from './types.ts';

/** Who is on each square right now. Carried pieces are not on the floor. */
export interface Occ {
  mini: Int8Array;
  /** A wounded lying on the floor. */
  wounded: Int8Array;
  /** A loose object (lying, or "under" a lying wounded). */
  object: Int8Array;
  /** Per character: the item it carries, or -1. */
  held: Int8Array;
}

export function occupancy(s: State): Occ {
  const n = s.geo.size;
  const mini = new Int8Array(n).fill(-1);
  const wounded = new Int8Array(n).fill(-1);
  const object = new Int8Array(n).fill(-1);
  const held = new Int8Array(N_CHARS).fill(-1);
  for (let p = 0; p < N_PIECES; p++) {
    const sq = s.loc[p]!;
    if (sq < 0) continue;
    const c = s.carrier[p]!;
    if (c >= 0) held[c] = p;
    else if (!isChar(p)) object[sq] = p;
    else if (s.wounded[p]) wounded[sq] = p;
    else mini[sq] = p;
  }
  return { mini, wounded, object, held };
}

export const onBoard = (s: State, p: PieceId): boolean => s.loc[p]! >= 0;
export const isMini = (s: State, p: PieceId): boolean => isChar(p) && s.loc[p]! >= 0 && !s.wounded[p];
export const inLabyrinth = (s: State, sq: number): boolean => slotOf(sq, s.geo) >= 0;

export function heldBy(s: State, c: PieceId): PieceId {
  for (let p = 0; p < N_PIECES; p++) if (s.carrier[p] === c) return p;
  return -1;
}

export const holds = (s: State, c: PieceId, objectKind: number): boolean => {
  const h = heldBy(s, c);
  return h >= 0 && !isChar(h) && kindOf(h) === objectKind;
};

/** A miniature that may act this turn: the active player's, on the board, not healed this turn. */
export const canAct = (s: State, p: PieceId): boolean =>
  isChar(p) && seatOf(p) === s.active && isMini(s, p) && !((s.healedNow >> p) & 1);

/** Puts an item down on a square, loose. */
function dropAt(s: State, item: PieceId, sq: number): void {
  s.carrier[item] = -1;
  s.loc[item] = sq;
}

/** Records an elimination (R19): the opponent of the character's owner scores. */
export function eliminate(s: State, c: PieceId, events: GameEvent[]): void {
  const h = heldBy(s, c);
  if (h >= 0) {
    if (isChar(h)) eliminate(s, h, events);
    else dropAt(s, h, s.loc[c]!);
  }
  s.loc[c] = Loc.Dead;
  s.carrier[c] = -1;
  const scorer = other(seatOf(c));
  s.vp[scorer]++;
  s.kills[scorer]++;
  events.push({ type: 'eliminated', piece: c });
}

/**
 * A miniature becomes wounded: a carried wounded dies, a carried object is left under it.
 * A wounded lying under it is eliminated too, as if carried (rules notes N3).
 */
export function wound(s: State, c: PieceId, events: GameEvent[]): void {
  const sq = s.loc[c]!;
  const h = heldBy(s, c);
  if (h >= 0) {
    if (isChar(h)) eliminate(s, h, events);
    else dropAt(s, h, sq);
  }
  for (let w = 0; w < N_CHARS; w++) {
    if (w !== c && s.loc[w] === sq && s.wounded[w] && s.carrier[w]! < 0) eliminate(s, w, events);
  }
  s.wounded[c] = 1;
  s.woundedNow |= 1 << c;
  events.push({ type: 'wounded', piece: c });
}

/** A miniature reaches the opponent's starting line and is teleported out (rulebook p. 9). */
export function escape(s: State, c: PieceId, events: GameEvent[]): void {
  const h = heldBy(s, c);
  if (h >= 0) {
    s.carrier[h] = -1;
    s.loc[h] = isChar(h) ? Loc.Rescued : Loc.Gone;
    if (isChar(h)) events.push({ type: 'rescued', piece: h });
  }
  s.loc[c] = Loc.Escaped;
  s.vp[seatOf(c)]++;
  events.push({ type: 'escaped', piece: c });
}

/** Moves a piece and whatever it carries to a square. */
export function place(s: State, p: PieceId, sq: number): void {
  s.loc[p] = sq;
  for (let q = 0; q < N_PIECES; q++) if (s.carrier[q] === p) s.loc[q] = sq;
}

/** Is a Rope on this square (loose, or carried by anyone standing there)? */
export function ropeAt(s: State, sq: number): boolean {
  for (const seat of [0, 1] as const) {
    const r = 16 + seat * 6 + OB.Rope;
    if (s.loc[r] === sq) return true;
  }
  return false;
}

/** Would a seat's miniature escape on entering this square? */
export const escapesAt = (s: State, seat: Seat, sq: number): boolean =>
  lineOwner(sq, s.geo) === other(seat) && s.scen.teleport[seat];

export const isKind = (p: PieceId, kind: number): boolean => isChar(p) && kindOf(p) === kind;
export const isColossus = (p: PieceId): boolean => isKind(p, CH.Colossus);

export type GameEvent =
  | { type: 'card'; seat: Seat; value: number }
  | { type: 'turn-end'; seat: Seat }
  | { type: 'revealed'; slot: number; room: number; orientation: number }
  | { type: 'placed'; piece: PieceId; square: number }
  | { type: 'rotated'; slot: number; clockwise: boolean }
  | { type: 'moved'; piece: PieceId; path: number[] }
  | { type: 'jumped'; piece: PieceId; from: number; to: number }
  | { type: 'took'; piece: PieceId; item: PieceId }
  | { type: 'dropped'; piece: PieceId; item: PieceId; square: number }
  | { type: 'fell'; piece: PieceId }
  | { type: 'combat-start'; kind: string; attackers: PieceId[]; defenders: PieceId[] }
  | { type: 'announced'; seat: Seat; value: number | null }
  | { type: 'hand-shown'; seat: Seat; to: Seat; cards: number[] }
  | { type: 'card-chosen'; seat: Seat; value: number }
  | {
      type: 'combat-result';
      cards: [number, number];
      totals: [number, number];
      winner: -1 | Seat;
    }
  | { type: 'wounded'; piece: PieceId }
  | { type: 'eliminated'; piece: PieceId }
  | { type: 'escaped'; piece: PieceId }
  | { type: 'rescued'; piece: PieceId }
  | { type: 'discarded'; piece: PieceId }
  | { type: 'healed'; piece: PieceId; by: PieceId }
  | { type: 'portcullis'; piece: PieceId; square: number; dir: number; state: 'open' | 'closed' | 'broken' }
  | { type: 'fireball'; piece: PieceId; target: PieceId | -1 }
  | { type: 'scream'; piece: PieceId; target: PieceId; to: number }
  | { type: 'starters'; seat: Seat }
  | { type: 'starters-revealed' }
  | { type: 'token'; seat: Seat; piece: PieceId; slot: number }
  | { type: 'handicap'; seat: Seat; removed: PieceId[] }
  | { type: 'draw-offer'; seat: Seat }
  | { type: 'draw-declined'; seat: Seat }
  | { type: 'timeout'; seat: Seat }
  | { type: 'game-over'; winner: -1 | Seat; reason: string };
