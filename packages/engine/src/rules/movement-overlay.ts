// The movement search of move generation (generateMoves, legalActions): every distinct
// movement of a miniature, with the exchanges made on the way (R10, R11), in the order and with
// the witness paths of the general search (movement.ts, which replays a player's path in
// validation). It is several times faster because a node is written only once it is known to
// be new and is a square plus the id of what its exchanges changed (movement-sets.ts), an
// overlay on the position: so
// - "already reached" is one generation-stamped Int32Array read, indexed by (change set,
//   square), checked before anything is written (no hashing, no comparing of change lists);
// - a step is a bit test of the board's open sides (Board.pass) and at most two reads of the
//   occupancy;
// - what lies where is the position's occupancy except on the few squares and hands a change
//   set touched (kept with the set, with the golden-rule checks of those squares, once).
// With no exchange or at most one (the searches' lists) a change set is made on one square
// from the one node with nothing changed there; with more, an exchange looks its new set up.
// Everything lives in typed arrays that the search owns and reuses (nothing is allocated per
// call once they are large enough); its owner is the list's generation memory (generate.ts).
import { COLS } from '../core/board.ts';
import type { BestKeeper } from './best-moves.ts';
import type { Outcomes } from './movement-keys.ts';
import { ChangeSets } from './movement-sets.ts';
import { FALL, HELD, MOVER, MoveKind, changeWord, head, type MoveList, type Witness } from '../core/moves.ts';
import { miniAt, objectAt, woundedAt } from '../core/pieces.ts';
import type { State } from '../core/state.ts';
import { Terrain, isChar, kindOf, seatOf, type PieceId } from '../core/types.ts';

const NOWHERE = -100;
/** Node keys per change set: every square of the longest board, and one for escaping. */
const STRIDE = 22 * COLS + 1;
const ESCAPED = STRIDE - 1;

export class OverlaySearch {
  /** `keeper`: which movements are written, when a generation keeps only the best (best-moves.ts). */
  constructor(private readonly keeper?: BestKeeper) {}

  // ---- the search's context
  private s!: State;
  private mv = 0;
  private seat = 0;
  private start = 0;
  private steps = 0;
  private slits = false;
  private flies = false;
  private small = false;
  private pits = false;
  private ropes = 0;
  private exitLo = 0;
  private exitHi = -1;
  private startPlain = -1;
  private readonly orig = new Int16Array(28);
  // ---- nodes: square, change set (0: none), steps taken, parent, exchanges made, the last one
  private cap = 0;
  private nodes = 0;
  private pos = new Int16Array(0);
  private xid = new Int32Array(0);
  private stp = new Int8Array(0);
  private parent = new Int32Array(0);
  private nEx = new Int8Array(0);
  /** For a node made by an exchange: the exchange (0 take, 1 drop, 2 give) and its item; else -1. */
  private nOp = new Int8Array(0);
  private nItem = new Int8Array(0);
  // ---- nodes reached, by change set * STRIDE + square (or ESCAPED)
  private seen = new Int32Array(STRIDE * 8);
  private stamp = 0;
  private readonly sets = new ChangeSets();
  /** Where the last mover's movements that change nothing end: the search's stamp there. */
  private readonly plainAt = new Int32Array(STRIDE);

  /**
   * Whether a movement of the last mover searched that exchanges nothing (and makes no one
   * fall) ends on `to`, or escapes: listed, or left out by a generation keeping only its best.
   */
  readonly reachesPlain = (to: number, escaping: boolean): boolean =>
    this.plainAt[escaping ? ESCAPED : to] === this.stamp;
  // ---- the layers of the breadth-first search; enemy wounded that fall when a movement ends
  private layer = new Int32Array(256);
  private next = new Int32Array(256);
  private readonly falls = new Int8Array(16);
  private nFalls = 0;

  /**
   * Reads what every miniature's search of a generation shares: where each item is, which
   * objects work as Ropes, where the side to act escapes. Call it before the generation's
   * first `run`, on the state it lists the movements of.
   */
  prepare(s: State): void {
    this.s = s;
    this.seat = s.active;
    this.ropes = 0;
    for (let k = 0; k < s.set.objects.length; k++) if (s.set.objects[k]!.rope) this.ropes |= 1 << k;
    const exitRow = this.seat === 0 ? s.geo.height - 1 : 0;
    const teleports = s.scen.teleport[this.seat as 0 | 1];
    this.exitLo = teleports ? exitRow * COLS : 0;
    this.exitHi = teleports ? exitRow * COLS + COLS - 1 : -1;
    // Where each item starts: a square (loose, or a lying wounded), held by c (HELD - c), or
    // NOWHERE; the mover's own item becomes MOVER in run.
    for (let p = 0; p < 28; p++) {
      const sq = s.loc[p]!;
      let o = NOWHERE;
      if (sq >= 0) {
        const c = s.carrier[p]!;
        if (c >= 0) o = HELD - c;
        else if (p >= 16 || s.wounded[p]) o = sq;
      }
      this.orig[p] = o;
    }
  }

  /**
   * Every distinct legal movement of one miniature of the side to act (the caller checks it may
   * act) with at most `maxExchanges` exchanges on the way, appended to `out` in the general
   * search's order; `outcomes` holds the positions other movers of the same generation listed.
   * `prepare(s)` comes first.
   */
  run(
    s: State,
    mover: PieceId,
    out: MoveList,
    outcomes: Outcomes,
    maxExchanges: number,
    withPaths: boolean,
  ): void {
    this.begin(s, mover);
    const held = s.held[mover]!;
    if (held >= 0) this.orig[held] = MOVER;
    this.sets.reset(held);
    this.mark(0, this.start);
    this.layer[0] = this.node(this.start, 0, 0, -1, 0, -1, -1);
    let size = 1;
    while (size > 0) {
      for (let i = 0; i < size; i++) {
        const n = this.layer[i]!;
        if (this.outcome(n)) {
          // Only a movement that ends where it started can be another mover's outcome too: the
          // others name their mover (Outcomes), and this mover reaches each of them once.
          const back = this.pos[n] === this.start && !this.escaped(n);
          if (!back || this.listedFirst(outcomes, n)) this.record(out, n, withPaths);
        }
        if (this.nEx[n]! < maxExchanges) size = this.exchangesAt(n, size);
      }
      size = this.stepAll(size);
    }
    if (held >= 0) this.orig[held] = HELD - mover;
  }

  private begin(s: State, mover: PieceId): void {
    this.mv = mover;
    this.start = s.loc[mover]!;
    const traits = s.set.characters[kindOf(mover)]!;
    this.steps = traits.move;
    this.slits = traits.crossesSlits === true;
    this.flies = traits.levitates === true;
    this.small = traits.combat <= 1;
    this.pits = traits.walksOnPits === true;
    this.startPlain = -1;
    this.nodes = 0;
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.plainAt.fill(0);
      this.stamp = 1;
    }
  }

  private node(
    pos: number,
    x: number,
    steps: number,
    parent: number,
    ex: number,
    op: number,
    item: number,
  ): number {
    if (this.nodes === this.cap) this.growNodes();
    const n = this.nodes++;
    this.pos[n] = pos;
    this.xid[n] = x;
    this.stp[n] = steps;
    this.parent[n] = parent;
    this.nEx[n] = ex;
    this.nOp[n] = op;
    this.nItem[n] = item;
    return n;
  }

  /** Marks (change set, key) reached; false when it was already. */
  private mark(x: number, key: number): boolean {
    const i = x * STRIDE + key;
    if (this.seen[i] === this.stamp) return false;
    this.seen[i] = this.stamp;
    return true;
  }

  private escaped(n: number): boolean {
    const pos = this.pos[n]!;
    return pos >= this.exitLo && pos <= this.exitHi;
  }

  /** The next layer: every node one step on from the current one, into `next`; its size. */
  private stepAll(size: number): number {
    const s = this.s;
    const pass = s.board.pass;
    const nbs = s.geo.nb;
    const occ = s.occ;
    const terrain = s.board.terrain;
    const seen = this.seen;
    const stamp = this.stamp;
    const mask = this.slits ? 0xff : 0x0f;
    // Only an enemy miniature or a pit trap can stop a step through an open side.
    const passesEnemies = this.flies || this.small;
    const crossesPits = this.flies || this.pits;
    let count = 0;
    for (let i = 0; i < size; i++) {
      const n = this.layer[i]!;
      const steps = this.stp[n]!;
      const pos = this.pos[n]!;
      if (steps >= this.steps || (pos >= this.exitLo && pos <= this.exitHi)) continue;
      const x = this.xid[n]!;
      const open = pass[pos]! & mask;
      const sides = (open | (open >> 4)) & 15;
      for (let d = 0; d < 4; d++) {
        if (!((sides >> d) & 1)) continue;
        const nb = nbs[pos * 4 + d]!;
        const escaping = nb >= this.exitLo && nb <= this.exitHi;
        const key = x * STRIDE + (escaping ? ESCAPED : nb);
        if (seen[key] === stamp) continue;
        const m = (occ[nb]! & 31) - 1;
        const enemy = m >= 0 && m >> 3 !== this.seat;
        if (enemy && (escaping || !passesEnemies || !this.passes(m))) continue;
        if (terrain[nb] === Terrain.Pit && !crossesPits && !this.ropeOrBridge(x, nb)) continue;
        seen[key] = stamp;
        if (count === this.next.length) this.next = grownCopy(this.next);
        this.next[count++] = this.node(nb, x, steps + 1, n, this.nEx[n]!, -1, -1);
      }
    }
    const t = this.layer;
    this.layer = this.next;
    this.next = t;
    return count;
  }

  /** Does the mover pass this enemy miniature: levitating over it, or small between a Colossus's legs? */
  private passes(enemy: number): boolean {
    return this.flies || (this.small && this.s.set.characters[kindOf(enemy)]!.letsSmallPass === true);
  }

  /** Can the mover cross this pit trap: holding a Rope, a Rope there, or a friend bridging it? */
  private ropeOrBridge(x: number, nb: number): boolean {
    return this.isRope(this.moverHeld(x)) || this.ropeAt(x, nb, -1) || this.bridgeAt(nb);
  }

  // ---- what lies where under change set x -------------------------------------------------

  private changed(x: number, item: number): boolean {
    const sets = this.sets;
    const off = sets.off[x]!;
    for (let i = off; i < off + sets.len[x]!; i++) if (sets.items[i] === item) return true;
    return false;
  }

  /** Where an item is under change set x (a square, MOVER, HELD - c or NOWHERE). */
  private where(x: number, item: number): number {
    const sets = this.sets;
    const off = sets.off[x]!;
    for (let i = off; i < off + sets.len[x]!; i++) if (sets.items[i] === item) return sets.wheres[i]!;
    return this.orig[item]!;
  }

  /** The item now at `target` (a square, MOVER or HELD - c): want 0 an object, 1 a character, 2 either. */
  private find(x: number, target: number, want: number, base: number): number {
    if (x === 0) return base;
    const sets = this.sets;
    const off = sets.off[x]!;
    for (let i = off; i < off + sets.len[x]!; i++) {
      if (sets.wheres[i] !== target) continue;
      const it = sets.items[i]!;
      if (want === 2 || (it < 16 ? 1 : 0) === want) return it;
    }
    return base >= 0 && !this.changed(x, base) ? base : -1;
  }

  private looseObject(x: number, sq: number): number {
    return this.find(x, sq, 0, objectAt(this.s, sq));
  }
  private lyingWounded(x: number, sq: number): number {
    return this.find(x, sq, 1, woundedAt(this.s, sq));
  }
  private moverHeld(x: number): number {
    return x === 0 ? this.s.held[this.mv]! : this.sets.held[x]!;
  }
  private heldByMini(x: number, c: number): number {
    return this.find(x, HELD - c, 2, this.s.held[c]!);
  }
  private isRope(p: number): boolean {
    return p >= 16 && ((this.ropes >> kindOf(p)) & 1) === 1;
  }

  /** A Rope on sq: lying, held by whoever stands there, or by the mover when it stands there (pos). */
  private ropeAt(x: number, sq: number, pos: number): boolean {
    if (this.isRope(this.looseObject(x, sq))) return true;
    const m = miniAt(this.s, sq);
    if (m >= 0 && m !== this.mv)
      return this.isRope(seatOf(m) === this.seat ? this.heldByMini(x, m) : this.s.held[m]!);
    return pos === sq && this.isRope(this.moverHeld(x));
  }

  /** A friend standing on this pit that lets its side cross it as floor (Classic: the Thief, C11). */
  private bridgeAt(sq: number): boolean {
    const m = this.friendAt(sq);
    return m >= 0 && this.s.set.characters[kindOf(m)]!.bridgesPits === true;
  }

  private friendAt(sq: number): number {
    const m = miniAt(this.s, sq);
    return m >= 0 && m !== this.mv && seatOf(m) === this.seat ? m : -1;
  }

  private enemyAt(sq: number): boolean {
    const m = miniAt(this.s, sq);
    return m >= 0 && seatOf(m) !== this.seat;
  }

  // ---- exchanges ------------------------------------------------------------------------------

  /** Every exchange possible at node n, appended to the layer (movement.ts, exchangesOf); its size. */
  private exchangesAt(n: number, size: number): number {
    const sq = this.pos[n]!;
    if (this.escaped(n) || this.enemyAt(sq)) return size;
    const x = this.xid[n]!;
    const o = this.looseObject(x, sq);
    if (o >= 0) size = this.exchange(n, 0, o, size);
    const w = this.lyingWounded(x, sq);
    if (w >= 0) size = this.exchange(n, 0, w, size);
    const f = this.friendAt(sq);
    if (f >= 0) {
      const it = this.heldByMini(x, f);
      if (it >= 0) size = this.exchange(n, 0, it, size);
    }
    const h = this.moverHeld(x);
    if (h >= 0) {
      size = this.exchange(n, 1, h, size);
      size = this.exchange(n, 2, h, size);
    }
    return size;
  }

  /**
   * Exchange `op` (0 take, 1 drop, 2 give) of `item` at node n, as the general search makes it
   * (movement.ts, exchange): when legal and its node new, the node, appended to the layer.
   * Returns the layer's size.
   */
  private exchange(n: number, op: number, item: number, size: number): number {
    const s = this.s;
    const x = this.xid[n]!;
    const sq = this.pos[n]!;
    const pit = s.board.terrain[sq] === Terrain.Pit;
    const h = this.moverHeld(x);
    const f = this.friendAt(sq);
    const sets = this.sets;
    sets.from(x);
    if (op === 0) {
      const from = this.where(x, item);
      if (from === MOVER || from === NOWHERE) return size;
      if (from >= 0) {
        if (from !== sq) return size;
        if (isChar(item) && seatOf(item) !== this.seat) return size; // never carry an enemy wounded
        if (h >= 0) {
          if (isChar(h)) {
            if (!isChar(item) && this.lyingWounded(x, sq) >= 0) return size;
          } else {
            if (isChar(item) && this.looseObject(x, sq) >= 0) return size;
            if (pit && !this.isRope(h)) return size;
          }
        }
        sets.put(item, MOVER, this.orig[item]!);
        if (h >= 0) sets.put(h, sq, this.orig[h]!);
      } else {
        if (f < 0 || from !== HELD - f) return size;
        sets.put(item, MOVER, this.orig[item]!);
        if (h >= 0) sets.put(h, HELD - f, this.orig[h]!);
      }
    } else {
      if (h !== item || h < 0) return size;
      if (op === 1) {
        if (isChar(h) ? this.lyingWounded(x, sq) >= 0 : this.looseObject(x, sq) >= 0) return size;
        if (pit && !isChar(h) && !this.isRope(h)) return size;
        sets.put(h, sq, this.orig[h]!);
      } else {
        if (f < 0 || this.heldByMini(x, f) >= 0) return size;
        sets.put(h, HELD - f, this.orig[h]!);
      }
    }
    const y = sets.intern();
    if (sets.fresh) this.describe(y);
    if (!this.mark(y, sq)) return size;
    if (size === this.layer.length) this.layer = grownCopy(this.layer);
    this.layer[size] = this.node(sq, y, this.stp[n]!, n, this.nEx[n]! + 1, op, item);
    return size + 1;
  }

  /** What outcome() reads of a new change set: the mover's item, the squares whose contents changed. */
  private describe(x: number): void {
    const sets = this.sets;
    if ((x + 1) * STRIDE > this.seen.length) {
      const more = new Int32Array(Math.max(this.seen.length * 2, (x + 1) * STRIDE));
      more.set(this.seen);
      this.seen = more;
    }
    sets.held[x] = this.find(x, MOVER, 2, this.s.held[this.mv]!);
    const off = sets.off[x]!;
    for (let i = off; i < off + sets.len[x]!; i++) {
      const a = this.squareOf(sets.wheres[i]!);
      const b = this.squareOf(this.orig[sets.items[i]!]!);
      if (a >= 0 && a !== this.start) sets.touch(x, a);
      if (b >= 0 && b !== this.start) sets.touch(x, b);
    }
  }

  /**
   * squareOk under change set x on one of its touched squares (slot t of the sets' pool) or,
   * with t < 0, on the start square: the same wherever the mover ends, so worked out once.
   */
  private knownOk(x: number, t: number, sq: number, pos: number): boolean {
    const sets = this.sets;
    const ok = t >= 0 ? sets.ok[t]! : sets.startOk[x]!;
    if (ok < 0) {
      const before = this.nFalls;
      const now = this.squareOk(x, sq, pos);
      const fall = this.nFalls > before ? this.falls[this.nFalls - 1]! : -1;
      if (t >= 0) {
        sets.ok[t] = now ? 1 : 0;
        sets.fall[t] = fall;
      } else {
        sets.startOk[x] = now ? 1 : 0;
        sets.startFall[x] = fall;
      }
      return now;
    }
    const fall = t >= 0 ? sets.fall[t]! : sets.startFall[x]!;
    if (fall >= 0) this.falls[this.nFalls++] = fall;
    return ok === 1;
  }

  // ---- outcomes -------------------------------------------------------------------------------

  /** Golden rules at one square (not the mover's) under exchange x: false if broken; adds falling enemies. */
  private squareOk(x: number, sq: number, pos: number): boolean {
    const s = this.s;
    const m0 = miniAt(s, sq);
    const m = m0 === this.mv ? -1 : m0;
    const mh = m >= 0 ? (seatOf(m) === this.seat ? this.heldByMini(x, m) : s.held[m]!) : -1;
    const o = this.looseObject(x, sq);
    const w = this.lyingWounded(x, sq);
    const objs = (o >= 0 ? 1 : 0) + (mh >= 0 && !isChar(mh) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (mh >= 0 && isChar(mh) ? 1 : 0);
    if ((m >= 0 ? 1 : 0) + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    if (s.board.terrain[sq] === Terrain.Pit && !this.ropeAt(x, sq, pos)) {
      if (m >= 0 && !s.set.characters[kindOf(m)]!.walksOnPits) return false;
      if (w >= 0) {
        if (seatOf(w) === this.seat) return false; // never against your own wounded
        this.falls[this.nFalls++] = w;
      }
    }
    return true;
  }

  /** The square where an item's place (a square, MOVER or HELD - c) is, or -1 for the mover. */
  private squareOf(at: number): number {
    return at >= 0 ? at : at <= HELD ? this.s.loc[HELD - at]! : -1;
  }

  /** May the movement end at node n? Fills `falls` with the enemies it makes fall. */
  private outcome(n: number): boolean {
    const esc = this.escaped(n);
    const pos = this.pos[n]!;
    const x = this.xid[n]!;
    const start = this.start;
    if (x === 0) return this.plainOutcome(pos, esc);
    this.nFalls = 0;
    // Squares whose contents changed, other than the mover's start and end.
    const sets = this.sets;
    const off = sets.tOff[x]!;
    for (let t = off; t < off + sets.tLen[x]!; t++) {
      const sq = sets.touched[t]!;
      if ((esc || sq !== pos) && !this.knownOk(x, t, sq, pos)) return false;
    }
    if (!esc && !this.endOk(x, pos)) return false;
    // The square the mover left keeps whatever lies there; it must still be valid.
    return pos === start && !esc ? true : this.knownOk(x, -1, start, pos);
  }

  /** outcome() for a node with nothing exchanged: the end square and the start square only. */
  private plainOutcome(pos: number, esc: boolean): boolean {
    this.nFalls = 0;
    if (!esc && (pos === this.start || !this.endOkAway(this.s.held[this.mv]!, pos))) return false;
    // The square the mover left keeps whatever lies there: the same answer for every node,
    // worked out once per search (unless an enemy falls there, which is recorded each time).
    if (this.startPlain < 0) {
      const ok = this.squareOk(0, this.start, pos);
      if (this.nFalls !== 0) return ok;
      this.startPlain = ok ? 1 : 0;
    }
    return this.startPlain === 1;
  }

  /** The golden rules on the square where the movement ends, with what the mover holds then. */
  private endOk(x: number, pos: number): boolean {
    // Away from the squares the changes touched the floor is the position's: only the mover's
    // item differs.
    return pos === this.start || this.touches(x, pos)
      ? this.endOkThere(x, pos)
      : this.endOkAway(this.sets.held[x]!, pos);
  }

  private touches(x: number, sq: number): boolean {
    const sets = this.sets;
    const off = sets.tOff[x]!;
    for (let t = off; t < off + sets.tLen[x]!; t++) if (sets.touched[t] === sq) return true;
    return false;
  }

  /** endOk where the floor is the position's, the mover holding h. */
  private endOkAway(h: number, pos: number): boolean {
    const s = this.s;
    const occ = s.occ[pos]!;
    const m = (occ & 31) - 1;
    if (m >= 0 && m !== this.mv) return false;
    const w = ((occ >> 5) & 31) - 1;
    if (w >= 0 && w >> 3 !== this.seat) return false;
    const o = ((occ >> 10) & 31) - 1;
    const objs = (o >= 0 ? 1 : 0) + (h >= 16 ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (h >= 0 && h < 16 ? 1 : 0);
    if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    // A pit without a Rope: only a mover that walks on pits ends there, and never with a wounded
    // friend left lying on it (Classic's Thief, C11).
    return !(
      s.board.terrain[pos] === Terrain.Pit &&
      !this.isRope(o) &&
      !this.isRope(h) &&
      (!this.pits || w >= 0)
    );
  }

  /** endOk on the exchange's own square, read through its changes. */
  private endOkThere(x: number, pos: number): boolean {
    const s = this.s;
    const m = miniAt(s, pos);
    if (m >= 0 && m !== this.mv) return false;
    const w = this.lyingWounded(x, pos);
    if (w >= 0 && seatOf(w) !== this.seat) return false;
    const h = this.moverHeld(x);
    const o = this.looseObject(x, pos);
    const objs = (o >= 0 ? 1 : 0) + (h >= 0 && !isChar(h) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (h >= 0 && isChar(h) ? 1 : 0);
    if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    // A pit without a Rope: only a mover that walks on pits ends there, and never with a wounded
    // friend left lying on it (Classic's Thief, C11).
    return !(s.board.terrain[pos] === Terrain.Pit && !this.ropeAt(x, pos, pos) && (!this.pits || w >= 0));
  }

  /** Whether no earlier mover of this generation listed node n's outcome (and records it). */
  private listedFirst(outcomes: Outcomes, n: number): boolean {
    const x = this.xid[n]!;
    const esc = this.escaped(n);
    const pos = this.pos[n]!;
    const end = esc ? 511 : pos !== this.start ? pos : -1;
    const sets = this.sets;
    return outcomes.addPairs(end, this.mv, sets.items, sets.wheres, sets.off[x]!, sets.len[x]!);
  }

  /** Writes the outcome of node n (checked by outcome()) as a movement record. */
  private record(out: MoveList, n: number, withPath: boolean): void {
    const ex = Math.min(this.nEx[n]!, 15);
    if (this.xid[n] === 0 && this.nFalls === 0)
      this.plainAt[this.escaped(n) ? ESCAPED : this.pos[n]!] = this.stamp;
    if (this.keeper?.active && !this.keeper.keeps(out, this.mv, this.pos[n]!, ex)) return;
    const x = this.xid[n]!;
    const esc = this.escaped(n) ? 1 : 0;
    out.push(head(MoveKind.Move, this.mv, this.pos[n]!, esc | (ex << 1)));
    const sets = this.sets;
    const off = sets.off[x]!;
    for (let i = off; i < off + sets.len[x]!; i++) out.word(changeWord(sets.items[i]!, sets.wheres[i]!));
    for (let i = 0; i < this.nFalls; i++) out.word(FALL | this.falls[i]!);
    if (withPath && out.witness) out.witness[out.length - 1] = this.trace(n);
  }

  /** The witness path and exchanges leading to a node, read back from its parents. */
  private trace(n: number): Witness {
    let steps = 0;
    let exs = 0;
    for (let m = n; m >= 0; m = this.parent[m]!) {
      if (this.nOp[m]! >= 0) exs++;
      else steps++;
    }
    const path = new Array<number>(steps);
    const ex = new Array<number>(exs * 3);
    // Walking back from the end: an exchange happens on the last square reached before it.
    for (let m = n; m >= 0; m = this.parent[m]!) {
      if (this.nOp[m]! < 0) path[--steps] = this.pos[m]!;
      else {
        exs--;
        ex[exs * 3] = steps - 1;
        ex[exs * 3 + 1] = this.nOp[m]!;
        ex[exs * 3 + 2] = this.nItem[m]!;
      }
    }
    return { path, ex };
  }

  private growNodes(): void {
    const n = Math.max(1024, this.cap * 2);
    this.pos = grownTo(this.pos, new Int16Array(n));
    this.xid = grownTo(this.xid, new Int32Array(n));
    this.stp = grownTo(this.stp, new Int8Array(n));
    this.parent = grownTo(this.parent, new Int32Array(n));
    this.nEx = grownTo(this.nEx, new Int8Array(n));
    this.nOp = grownTo(this.nOp, new Int8Array(n));
    this.nItem = grownTo(this.nItem, new Int8Array(n));
    this.cap = n;
  }
}

function grownTo<T extends Int8Array | Int16Array | Int32Array>(a: T, b: T): T {
  b.set(a);
  return b;
}

const grownCopy = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> =>
  grownTo(a, new Int32Array(a.length * 2));
