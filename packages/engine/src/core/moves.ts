// Compact moves, as chess engines keep them: inside the engine a decision is a small integer
// record in a reusable buffer (a MoveList), never an Action object. A record is a head word,
// (kind, piece, two small arguments), then extra words for what does not fit: the item changes
// of a movement, the dots of a starting choice. Generation writes records into a list that a
// search reuses for every position; play() applies one record without checking it; Action
// objects (strings, witness paths) are made only at the boundary (actions.ts). Witness paths
// are written only when the generation is asked for them (legalActions).
import { MoveList as RecordList } from '@dt/kernel';
import type { PieceId } from './types.ts';

/** What a move does. Meta actions (resign, draws, timeout) are moves too, so apply has one path. */
export const MoveKind = {
  End: 0,
  Reveal: 1,
  Rotate: 2,
  Move: 3,
  Jump: 4,
  Attack: 5,
  Spear: 6,
  Shoot: 7,
  Fireball: 8,
  Scream: 9,
  Heal: 10,
  Portcullis: 11,
  Card: 12,
  Place: 13,
  Token: 14,
  Announce: 15,
  Combat: 16,
  Starters: 17,
  Handicap: 18,
  Resign: 19,
  OfferDraw: 20,
  AcceptDraw: 21,
  DeclineDraw: 22,
  Timeout: 23,
  WallWalk: 24,
  Regenerate: 25,
  Drink: 26,
} as const;
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind];

// Head word: kind (bits 0-4), piece + 1 (5-9), a (10-19), b (20-30).
/** A head word. `piece` -1 for none; `a` up to 1023, `b` up to 2047. */
export const head = (kind: MoveKind, piece: PieceId, a = 0, b = 0): number =>
  kind | ((piece + 1) << 5) | (a << 10) | (b << 20);

export const kindOf = (h: number): MoveKind => (h & 31) as MoveKind;
export const pieceOf = (h: number): PieceId => ((h >> 5) & 31) - 1;
export const argA = (h: number): number => (h >> 10) & 1023;
export const argB = (h: number): number => (h >> 20) & 2047;

/**
 * Movement records: a = the square where the witness path ends (the exit square when it
 * escapes), b = escaped (bit 0) + exchanges on the way (bits 1-4); extra words: the items whose
 * place changes, each `item | (where + 1024) << 5` (where: a square, MOVER, or HELD - c), then
 * FALL | piece for every enemy wounded that falls into a pit.
 */
export const MOVER = -1;
export const HELD = -2;
export const FALL = 1 << 30;
export const changeWord = (item: PieceId, where: number): number => item | ((where + 1024) << 5);
export const changeItem = (w: number): PieceId => w & 31;
export const changeWhere = (w: number): number => ((w >> 5) & 2047) - 1024;

/** A movement's witness: the squares of its path and its exchanges as [at, op, item] triples. */
export interface Witness {
  path: number[];
  ex: number[];
}

/**
 * The kernel's growable list of move records, reused across positions by searches, with what the
 * board engine adds: witness paths of movements, the exchange limit, and readers of its head word.
 */
export class MoveList extends RecordList {
  /** Witness paths of movements, when the generation was asked for them. */
  witness: (Witness | undefined)[] | null = null;
  /** The exchange limit the moves were generated with (their witness paths are found again with it). */
  maxExchanges = Infinity;
  /**
   * What the searches keep with the list between generations (their memory, search-memory.ts):
   * owned by the list, so that no generation shares module state with another.
   */
  memory: object | null = null;
  /** Movements the generation found but did not keep (GenerateOptions.best). */
  skipped = 0;

  constructor() {
    super(256);
  }

  clear(withPaths = false, maxExchanges = Infinity): this {
    this.reset();
    this.skipped = 0;
    this.maxExchanges = maxExchanges;
    this.witness = withPaths ? [] : null;
    return this;
  }

  /** How many moves the generation found: those listed and those it left out. */
  get total(): number {
    return this.length + this.skipped;
  }

  /** Removes the records i with dead[i] set, keeping the others in order (with their witnesses). */
  compact(dead: Uint8Array): void {
    let n = 0;
    let w = 0;
    for (let i = 0; i < this.length; i++) {
      if (dead[i]) continue;
      const from = this.starts[i]!;
      const len = this.starts[i + 1]! - from;
      this.words.copyWithin(w, from, from + len);
      this.starts[n] = w;
      if (this.witness) this.witness[n] = this.witness[i];
      w += len;
      n++;
    }
    this.starts[n] = w;
    if (this.witness) this.witness.length = n;
    this.length = n;
  }

  // What searches read of a move, without an Action:
  kind(i: number): MoveKind {
    return (this.words[this.starts[i]!]! & 31) as MoveKind;
  }
  /** The acting piece (the mover, the attacker, the token placed), or -1. */
  piece(i: number): PieceId {
    return ((this.words[this.starts[i]!]! >> 5) & 31) - 1;
  }
  /** Where a movement ends (its exit square when it escapes) or a jump lands. */
  to(i: number): number {
    return (this.words[this.starts[i]!]! >> 10) & 1023;
  }
  /** How many exchanges a movement makes on its way. */
  exchanges(i: number): number {
    return (this.words[this.starts[i]!]! >> 21) & 15;
  }
  /** The value of a card (Action or Combat) or of an announcement (0: none). */
  value(i: number): number {
    return (this.words[this.starts[i]!]! >> 10) & 1023;
  }
  /** The seat that makes a seat's move (set-up choices, placements, cards in combat). */
  seat(i: number): 0 | 1 {
    return ((this.words[this.starts[i]!]! >> 20) & 1) as 0 | 1;
  }

  /** Appends move i of another list (with its witness when both lists keep them). */
  copyFrom(other: MoveList, i: number): void {
    super.copyFrom(other, i);
    if (this.witness && other.witness) this.witness[this.length - 1] = other.witness[i];
  }

  /** A copy of these moves alone (a search keeps a node's moves while its scratch list goes on). */
  slice(): MoveList {
    const out = new MoveList();
    out.words = this.words.slice(0, this.starts[this.length]);
    out.starts = this.starts.slice(0, this.length + 1);
    out.length = this.length;
    out.maxExchanges = this.maxExchanges;
    return out;
  }
}
