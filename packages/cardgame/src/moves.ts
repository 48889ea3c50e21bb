// The card game's compact moves (the kernel's MoveList): every decision is a head word packing
// its kind, the acting card and two small arguments, with extra words for the rare moves that
// need more (a levitation's path, the characters a handicap removes). generate.ts writes them in
// the order legalActionsFor lists Actions; play.ts applies one unchecked; actions.ts converts
// between them and Actions at the boundary. Searches reuse one list for every position.
export { MoveList } from '@dt/kernel';

/** What a move does. Meta actions and timeouts are moves too, so apply has one path. */
export const MoveKind = {
  End: 0,
  Reveal: 1, // a: slot
  Rotate: 2, // a: slot, b: 1 clockwise
  Move: 3, // piece
  WallWalk: 4, // piece
  Jump: 5, // piece, a: landing (ESCAPE_ARG to escape), b: 0 a Jump card, else the Combat card
  Attack: 6, // piece, a: target
  Spear: 7,
  Shoot: 8,
  Fireball: 9,
  Heal: 10,
  Regenerate: 11, // piece
  Portcullis: 12, // piece, a: dir | op << 2, b: room id
  BreakWalls: 13, // piece
  Steal: 14, // piece, a: item
  Levitate: 15, // piece, a: item, b: receiver + 1 (0: dropped); extra words: the path's places
  Invert: 16, // piece, a: slot
  Step: 17, // a: place (ESCAPE_ARG: out)
  Take: 18, // a: item
  Drop: 19, // a: item
  Give: 20, // a: item, b: receiver
  Stop: 21,
  Select: 22, // a: kind (+ OBJECT_KIND for an object kind), b: seat
  Handicap: 23, // b: seat; extra word: the removed characters, bit k for kind k
  Starters: 24, // piece: first, a: second | side of first << 7 | side of second << 8, b: seat
  Deal: 25, // piece, a: slot, b: seat
  Facing: 26, // a: the icons, 2 bits per starter in id order, b: seat
  Place: 27, // piece, a: zone, b: seat
  Berserk: 28, // a: 1 or 2 cards, b: seat
  Announce: 29, // a: value (0: none), b: seat
  Combat: 30, // a: first card + 1 | second card + 1 << 3 (0: none), b: seat
  Resign: 31, // b: seat
  OfferDraw: 32,
  AcceptDraw: 33,
  DeclineDraw: 34,
  Timeout: 35,
} as const;
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind];

// Head word: kind (bits 0-5), piece + 1 (6-12), a (13-22), b (23-31).
/** A head word. `piece` -1 for none; `a` up to 1023, `b` up to 511. */
export const head = (kind: MoveKind, piece = -1, a = 0, b = 0): number =>
  kind | ((piece + 1) << 6) | (a << 13) | (b << 23);
export const kindOf = (h: number): MoveKind => (h & 63) as MoveKind;
export const pieceOf = (h: number): number => ((h >>> 6) & 127) - 1;
export const argA = (h: number): number => (h >>> 13) & 1023;
export const argB = (h: number): number => (h >>> 23) & 511;

/** The argument of a jump's landing or a step that leaves the labyrinth. */
export const ESCAPE_ARG = 1023;
/** Added to an object kind in a selection move. */
export const OBJECT_KIND = 32;
