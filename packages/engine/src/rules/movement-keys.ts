// Deduplication in the movement search: a node is known by where the mover is (or that it
// escaped) and what changed, so a second way to the same node is dropped (seen); and a
// movement's outcome is known by where the mover ends and where the items end, so that two
// miniatures reaching the same position (one fetches a Key for the other, or the other fetches
// it) are listed once (Outcomes). Both are open-addressing tables stamped per search, cleared
// by a counter instead of a fill, and owned by their search or generation, not the module.
import { COLS } from '../core/board.ts';
import { HELD, MOVER } from '../core/moves.ts';
import { grown, type NodePool } from './movement-pool.ts';
import type { PieceId } from '../core/types.ts';

/**
 * The nodes one search reached, by (place, changes): a node reached again another way is
 * dropped. Owned by one search context (movement.ts) with its pool, so that two searches,
 * interleaved or one inside the other, each keep their own.
 */
export class SeenNodes {
  constructor(private readonly p: NodePool) {}

  private table = new Int32Array(4096);
  /** Per square (and one more for escaping): the stamp of the search that reached it with nothing changed. */
  private readonly plainStamp = new Int32Array(22 * COLS + 1);
  private stamps = new Int32Array(4096);
  private stamp = 0;
  private count = 0;
  private nodes = new Int32Array(1024);

  reset(): void {
    this.stamp++;
    this.count = 0;
  }

  private hash(n: number): number {
    const P = this.p;
    const esc = P.esc[n]!;
    let h = Math.imul((esc ? 0 : P.pos[n]!) * 2 + esc, 0x9e3779b1);
    const off = P.chOff[n]!;
    for (let i = off; i < off + P.chLen[n]!; i++)
      h = Math.imul(h ^ (P.chItem[i]! * 4096 + P.chWhere[i]! + 2048), 0x85ebca6b);
    return (h ^ (h >>> 15)) >>> 0;
  }

  private same(a: number, b: number): boolean {
    const P = this.p;
    if (P.esc[a] !== P.esc[b] || (!P.esc[a] && P.pos[a] !== P.pos[b])) return false;
    const len = P.chLen[a]!;
    if (len !== P.chLen[b]) return false;
    const oa = P.chOff[a]!;
    const ob = P.chOff[b]!;
    for (let i = 0; i < len; i++)
      if (P.chItem[oa + i] !== P.chItem[ob + i] || P.chWhere[oa + i] !== P.chWhere[ob + i]) return false;
    return true;
  }

  /** Adds node n to the seen set; false if an equal node was there already. */
  mark(n: number): boolean {
    const P = this.p;
    if (P.chLen[n] === 0) {
      // Nothing changed yet: the node is its square (or its escape), a stamp per square says it all.
      const plain = this.plainStamp;
      const at = P.esc[n] ? plain.length - 1 : P.pos[n]!;
      if (plain[at] === this.stamp) return false;
      plain[at] = this.stamp;
      return true;
    }
    if ((this.count + 1) * 2 > this.table.length) this.grow();
    const mask = this.table.length - 1;
    for (let i = this.hash(n) & mask; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) {
        this.stamps[i] = this.stamp;
        this.table[i] = n;
        if (this.count === this.nodes.length) this.nodes = grown(this.nodes);
        this.nodes[this.count++] = n;
        return true;
      }
      if (this.same(this.table[i]!, n)) return false;
    }
  }

  private grow(): void {
    this.table = new Int32Array(this.table.length * 2);
    this.stamps = new Int32Array(this.stamps.length * 2);
    const mask = this.table.length - 1;
    for (let k = 0; k < this.count; k++) {
      const n = this.nodes[k]!;
      let i = this.hash(n) & mask;
      while (this.stamps[i] === this.stamp) i = (i + 1) & mask;
      this.stamps[i] = this.stamp;
      this.table[i] = n;
    }
  }
}

/**
 * The positions already listed by earlier movers of one generation: a movement is named by
 * where the mover ends (not at all when it ends where it started) and where the items end,
 * items held by the mover named as held by it, so that two miniatures reaching the same
 * position (one fetches a Key for the other, or the other fetches it) are listed once.
 */
export class Outcomes {
  /** Entries back to back: hash, key, length, then (item, where) pairs. */
  private words = new Int32Array(4096);
  private used = 0;
  /** Open addressing: entry offset + 1 where the slot's stamp is the current one. */
  private table = new Int32Array(512);
  private stamps = new Int32Array(512);
  private stamp = 1;
  private count = 0;

  clear(): void {
    this.used = 0;
    this.count = 0;
    this.stamp++;
  }

  /** Adds the outcome of node n of pool P; false when an equal one is listed already. */
  add(P: NodePool, n: number, start: number, mover: PieceId): boolean {
    const esc = P.esc[n]!;
    const pos = P.pos[n]!;
    const end = esc ? 511 : pos !== start ? pos : -1;
    return this.addPairs(end, mover, P.chItem, P.chWhere, P.chOff[n]!, P.chLen[n]!);
  }

  /**
   * Adds an outcome: where the mover ends (511 escaped, -1 where it started) and the changes
   * (items[i], wheres[i]) for i in off..off+len, sorted by item; false when it is listed already.
   */
  addPairs(
    end: number,
    mover: PieceId,
    items: ArrayLike<number>,
    wheres: ArrayLike<number>,
    off: number,
    len: number,
  ): boolean {
    const k = end < 0 ? 0 : (mover + 1) * 512 + end;
    const heldHere = HELD - mover;
    let h = Math.imul(k + 1, 0x9e3779b1);
    for (let i = off; i < off + len; i++) {
      const w = wheres[i] === MOVER ? heldHere : wheres[i]!;
      h = Math.imul(h ^ (items[i]! * 4096 + w + 2048), 0x85ebca6b);
    }
    h = (h ^ (h >>> 15)) | 0;
    if ((this.count + 1) * 2 > this.table.length) this.grow();
    const mask = this.table.length - 1;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      if (this.stamps[i] !== this.stamp) {
        this.stamps[i] = this.stamp;
        this.table[i] = this.used + 1;
        this.count++;
        this.append(h, k, items, wheres, off, len, heldHere);
        return true;
      }
      if (this.sameEntry(this.table[i]! - 1, h, k, items, wheres, off, len, heldHere)) return false;
    }
  }

  private sameEntry(
    at: number,
    h: number,
    k: number,
    items: ArrayLike<number>,
    wheres: ArrayLike<number>,
    off: number,
    len: number,
    heldHere: number,
  ): boolean {
    const words = this.words;
    if (words[at] !== h || words[at + 1] !== k || words[at + 2] !== len) return false;
    for (let j = 0; j < len; j++) {
      const w = wheres[off + j] === MOVER ? heldHere : wheres[off + j]!;
      if (words[at + 3 + j * 2] !== items[off + j] || words[at + 4 + j * 2] !== w) return false;
    }
    return true;
  }

  private append(
    h: number,
    k: number,
    items: ArrayLike<number>,
    wheres: ArrayLike<number>,
    off: number,
    len: number,
    heldHere: number,
  ): void {
    if (this.used + 3 + len * 2 > this.words.length) {
      const more = new Int32Array(this.words.length * 2 + len * 2);
      more.set(this.words);
      this.words = more;
    }
    const w = this.words;
    let u = this.used;
    w[u++] = h;
    w[u++] = k;
    w[u++] = len;
    for (let j = off; j < off + len; j++) {
      w[u++] = items[j]!;
      w[u++] = wheres[j] === MOVER ? heldHere : wheres[j]!;
    }
    this.used = u;
  }

  private grow(): void {
    const table = new Int32Array(this.table.length * 2);
    const stamps = new Int32Array(this.table.length * 2);
    const mask = table.length - 1;
    for (let i = 0; i < this.table.length; i++) {
      if (this.stamps[i] !== this.stamp) continue;
      const at = this.table[i]!;
      let j = this.words[at - 1]! & mask;
      while (stamps[j] === this.stamp) j = (j + 1) & mask;
      stamps[j] = this.stamp;
      table[j] = at;
    }
    this.table = table;
    this.stamps = stamps;
  }
}
