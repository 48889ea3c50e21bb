// The movement search for the lists searches use: movements with no exchange on the way (where
// each miniature can go) or with at most one (taking, dropping or giving one item). It lists
// the same movements in the same order as the general search (movement.ts) with that limit,
// and is several times faster, because a node needs no list of changes: it is a square plus
// at most one exchange, an overlay on the one square where it was made. So
// - a node is a few small numbers written once it is known to be new;
// - "already reached" is one generation-stamped Int32Array read, indexed by (exchange, square),
//   checked before anything is written (no hashing, no comparing of change lists);
// - a step is a bit test of the board's open sides (Board.pass) and at most two reads of the
//   occupancy;
// - what lies where under the exchange is the position's occupancy except on that square and
//   in the mover's and one friend's hands (at most two changed items to look at).
// Every exchange (one change set) is made on one square, from the one node with nothing changed
// there: it gets an id when it is made, which is all the de-duplication it needs. Everything
// lives in typed arrays that the search owns and reuses (nothing is allocated per call once
// they are large enough); its owner is the list's generation memory (generate.ts).
import { COLS } from './board.ts';
import type { Outcomes } from './movement-keys.ts';
import { FALL, HELD, MOVER, MoveKind, changeWord, head, type MoveList, type Witness } from './moves.ts';
import { miniAt, objectAt, woundedAt } from './pieces.ts';
import type { State } from './state.ts';
import { Terrain, isChar, kindOf, seatOf, type PieceId } from './types.ts';

const NOWHERE = -100;
/** Node keys per exchange: every square of the longest board, and one for escaping. */
const STRIDE = 22 * COLS + 1;
const ESCAPED = STRIDE - 1;
/** Most squares one exchange changes (its square, and where a held item was or goes). */
const TOUCHED = 4;

export class OverlaySearch {
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
  // ---- nodes: square, exchange id (0: none), steps taken, parent
  private cap = 0;
  private nodes = 0;
  private pos = new Int16Array(0);
  private xid = new Int16Array(0);
  private stp = new Int8Array(0);
  private parent = new Int32Array(0);
  // ---- nodes reached, by exchange * STRIDE + square (or ESCAPED)
  private seen = new Int32Array(STRIDE * 8);
  private stamp = 0;
  // ---- exchanges (id 1...): op, item, square; the changes as up to 2 sorted (item, where) pairs
  private xs = 0;
  private xOp = new Int8Array(16);
  private xItem = new Int8Array(16);
  private xSq = new Int16Array(16);
  private xLen = new Int8Array(16);
  private xIt = new Int8Array(32);
  private xAt = new Int16Array(32);
  /** Per exchange: what the mover holds after it, the squares it touched (besides the start). */
  private xHeld = new Int8Array(16);
  private xTn = new Int8Array(16);
  private xT = new Int16Array(16 * TOUCHED);
  /**
   * Per exchange, the golden rules on each touched square and on the start square (slot
   * TOUCHED): -1 not known yet, else 0/1, and the enemy wounded that falls there (or -1). They
   * are the same wherever the mover ends (outcome), so they are worked out once per exchange.
   */
  private xOk = new Int8Array(16 * (TOUCHED + 1));
  private xFall = new Int8Array(16 * (TOUCHED + 1));
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
   * act) with at most `maxExchanges` (0 or 1) exchanges on the way, appended to `out` in the
   * general search's order; `outcomes` holds the positions other movers of the same generation
   * listed. `prepare(s)` comes first.
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
    this.mark(0, this.start);
    this.layer[0] = this.node(this.start, 0, 0, -1);
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
        if (maxExchanges >= 1 && this.xid[n] === 0) size = this.exchangesAt(n, size);
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
    this.xs = 0;
    if (++this.stamp === 0x7fffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
  }

  private node(pos: number, x: number, steps: number, parent: number): number {
    if (this.nodes === this.cap) this.growNodes();
    const n = this.nodes++;
    this.pos[n] = pos;
    this.xid[n] = x;
    this.stp[n] = steps;
    this.parent[n] = parent;
    return n;
  }

  /** Marks (exchange, key) reached; false when it was already. */
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
        this.next[count++] = this.node(nb, x, steps + 1, n);
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

  // ---- what lies where under exchange x ------------------------------------------------------

  private changed(x: number, item: number): boolean {
    for (let i = x * 2; i < x * 2 + this.xLen[x]!; i++) if (this.xIt[i] === item) return true;
    return false;
  }

  /** The item now at `target` (a square, MOVER or HELD - c): want 0 an object, 1 a character, 2 either. */
  private find(x: number, target: number, want: number, base: number): number {
    if (x === 0) return base;
    for (let i = x * 2; i < x * 2 + this.xLen[x]!; i++) {
      if (this.xAt[i] !== target) continue;
      const it = this.xIt[i]!;
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
    return this.find(x, MOVER, 2, this.s.held[this.mv]!);
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

  /** Every exchange possible at node n (nothing changed yet), appended to the layer; its size. */
  private exchangesAt(n: number, size: number): number {
    const sq = this.pos[n]!;
    if (this.escaped(n) || this.enemyAt(sq)) return size;
    const s = this.s;
    const o = objectAt(s, sq);
    if (o >= 0) size = this.exchange(n, 0, o, size);
    const w = woundedAt(s, sq);
    if (w >= 0) size = this.exchange(n, 0, w, size);
    const f = this.friendAt(sq);
    if (f >= 0 && s.held[f]! >= 0) size = this.exchange(n, 0, s.held[f]!, size);
    const h = s.held[this.mv]!;
    if (h >= 0) {
      size = this.exchange(n, 1, h, size);
      size = this.exchange(n, 2, h, size);
    }
    return size;
  }

  /**
   * Exchange `op` (0 take, 1 drop, 2 give) of `item` at node n (nothing changed yet), as the
   * general search makes it (movement.ts, exchange): when legal, a new exchange id and its node,
   * appended to the layer. Returns the layer's size.
   */
  private exchange(n: number, op: number, item: number, size: number): number {
    const s = this.s;
    const sq = this.pos[n]!;
    const pit = s.board.terrain[sq] === Terrain.Pit;
    const h = s.held[this.mv]!;
    const f = this.friendAt(sq);
    let at2 = -1;
    if (op === 0) {
      const from = this.orig[item]!;
      if (from === MOVER || from === NOWHERE) return size;
      if (from >= 0) {
        if (from !== sq) return size;
        if (isChar(item) && seatOf(item) !== this.seat) return size; // never carry an enemy wounded
        if (h >= 0) {
          if (isChar(h)) {
            if (!isChar(item) && woundedAt(s, sq) >= 0) return size;
          } else {
            if (isChar(item) && objectAt(s, sq) >= 0) return size;
            if (pit && !this.isRope(h)) return size;
          }
        }
        at2 = sq;
      } else {
        if (f < 0 || from !== HELD - f) return size;
        at2 = HELD - f;
      }
    } else {
      if (h !== item || h < 0) return size;
      if (op === 1) {
        if (isChar(h) ? woundedAt(s, sq) >= 0 : objectAt(s, sq) >= 0) return size;
        if (pit && !isChar(h) && !this.isRope(h)) return size;
      } else if (f < 0 || s.held[f]! >= 0) return size;
    }
    const x = this.newExchange(op, item, sq);
    if (op === 0) {
      this.addChange(x, item, MOVER);
      if (h >= 0) this.addChange(x, h, at2);
    } else this.addChange(x, h, op === 1 ? sq : HELD - f);
    this.describe(x);
    this.mark(x, sq);
    if (size === this.layer.length) this.layer = grownCopy(this.layer);
    this.layer[size] = this.node(sq, x, this.stp[n]!, n);
    return size + 1;
  }

  private newExchange(op: number, item: number, sq: number): number {
    const x = ++this.xs;
    if (x >= this.xOp.length) this.growExchanges();
    if ((x + 1) * STRIDE > this.seen.length) {
      const more = new Int32Array(this.seen.length * 2);
      more.set(this.seen);
      this.seen = more;
    }
    this.xOp[x] = op;
    this.xItem[x] = item;
    this.xSq[x] = sq;
    this.xLen[x] = 0;
    return x;
  }

  /** What outcome() reads of exchange x: the mover's item after it, the squares it touched. */
  private describe(x: number): void {
    this.xHeld[x] = this.find(x, MOVER, 2, this.s.held[this.mv]!);
    let n = 0;
    const t = x * TOUCHED;
    for (let i = x * 2; i < x * 2 + this.xLen[x]!; i++) {
      n = this.touch(t, n, this.squareOf(this.xAt[i]!));
      n = this.touch(t, n, this.squareOf(this.orig[this.xIt[i]!]!));
    }
    this.xTn[x] = n;
    this.xOk.fill(-1, x * (TOUCHED + 1), (x + 1) * (TOUCHED + 1));
  }

  /** Adds a touched square (not the start, not one already there) at xT[t..]; the new count. */
  private touch(t: number, n: number, sq: number): number {
    if (sq < 0 || sq === this.start) return n;
    for (let i = t; i < t + n; i++) if (this.xT[i] === sq) return n;
    this.xT[t + n] = sq;
    return n + 1;
  }

  /** squareOk on slot k of exchange x (a touched square, or TOUCHED: the start), once per exchange. */
  private knownOk(x: number, k: number, sq: number, pos: number): boolean {
    const i = x * (TOUCHED + 1) + k;
    const ok = this.xOk[i]!;
    if (ok < 0) {
      const before = this.nFalls;
      const now = this.squareOk(x, sq, pos);
      this.xOk[i] = now ? 1 : 0;
      this.xFall[i] = this.nFalls > before ? this.falls[this.nFalls - 1]! : -1;
      return now;
    }
    if (this.xFall[i]! >= 0) this.falls[this.nFalls++] = this.xFall[i]!;
    return ok === 1;
  }

  /** Adds (item, at) to exchange x's changes, kept sorted by item, unless it is where it started. */
  private addChange(x: number, item: number, at: number): void {
    if (at === this.orig[item]) return;
    let i = x * 2 + this.xLen[x]!;
    for (; i > x * 2 && this.xIt[i - 1]! > item; i--) {
      this.xIt[i] = this.xIt[i - 1]!;
      this.xAt[i] = this.xAt[i - 1]!;
    }
    this.xIt[i] = item;
    this.xAt[i] = at;
    this.xLen[x] = this.xLen[x]! + 1;
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
    for (let k = 0; k < this.xTn[x]!; k++) {
      const t = this.xT[x * TOUCHED + k]!;
      if ((esc || t !== pos) && !this.knownOk(x, k, t, pos)) return false;
    }
    if (!esc && !this.endOk(x, pos)) return false;
    // The square the mover left keeps whatever lies there; it must still be valid.
    return pos === start && !esc ? true : this.knownOk(x, TOUCHED, start, pos);
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
    // Away from the exchange's square the floor is the position's: only the mover's item differs.
    return pos === this.xSq[x] ? this.endOkThere(x, pos) : this.endOkAway(this.xHeld[x]!, pos);
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
    return outcomes.addPairs(end, this.mv, this.xIt, this.xAt, x * 2, x === 0 ? 0 : this.xLen[x]!);
  }

  /** Writes the outcome of node n (checked by outcome()) as a movement record. */
  private record(out: MoveList, n: number, withPath: boolean): void {
    const x = this.xid[n]!;
    const esc = this.escaped(n) ? 1 : 0;
    out.push(head(MoveKind.Move, this.mv, this.pos[n]!, esc | ((x === 0 ? 0 : 1) << 1)));
    if (x !== 0)
      for (let i = x * 2; i < x * 2 + this.xLen[x]!; i++) out.word(changeWord(this.xIt[i]!, this.xAt[i]!));
    for (let i = 0; i < this.nFalls; i++) out.word(FALL | this.falls[i]!);
    if (withPath && out.witness) out.witness[out.length - 1] = this.trace(n);
  }

  /** The witness path and exchange leading to a node, read back from its parents. */
  private trace(n: number): Witness {
    let steps = 0;
    let exs = 0;
    for (let m = n; m >= 0; m = this.parent[m]!) {
      if (this.isExchange(m)) exs++;
      else steps++;
    }
    const path = new Array<number>(steps);
    const ex = new Array<number>(exs * 3);
    // Walking back from the end: an exchange happens on the last square reached before it.
    for (let m = n; m >= 0; m = this.parent[m]!) {
      if (!this.isExchange(m)) path[--steps] = this.pos[m]!;
      else {
        const x = this.xid[m]!;
        exs--;
        ex[exs * 3] = steps - 1;
        ex[exs * 3 + 1] = this.xOp[x]!;
        ex[exs * 3 + 2] = this.xItem[x]!;
      }
    }
    return { path, ex };
  }

  /** The node where an exchange was made: the only way from no exchange to one. */
  private isExchange(m: number): boolean {
    const p = this.parent[m]!;
    return p >= 0 && this.xid[p] !== this.xid[m];
  }

  private growNodes(): void {
    const n = Math.max(1024, this.cap * 2);
    this.pos = grownTo(this.pos, new Int16Array(n));
    this.xid = grownTo(this.xid, new Int16Array(n));
    this.stp = grownTo(this.stp, new Int8Array(n));
    this.parent = grownTo(this.parent, new Int32Array(n));
    this.cap = n;
  }

  private growExchanges(): void {
    const n = this.xOp.length * 2;
    this.xOp = grownTo(this.xOp, new Int8Array(n));
    this.xItem = grownTo(this.xItem, new Int8Array(n));
    this.xSq = grownTo(this.xSq, new Int16Array(n));
    this.xLen = grownTo(this.xLen, new Int8Array(n));
    this.xIt = grownTo(this.xIt, new Int8Array(n * 2));
    this.xAt = grownTo(this.xAt, new Int16Array(n * 2));
    this.xHeld = grownTo(this.xHeld, new Int8Array(n));
    this.xTn = grownTo(this.xTn, new Int8Array(n));
    this.xT = grownTo(this.xT, new Int16Array(n * TOUCHED));
    this.xOk = grownTo(this.xOk, new Int8Array(n * (TOUCHED + 1)));
    this.xFall = grownTo(this.xFall, new Int8Array(n * (TOUCHED + 1)));
  }
}

function grownTo<T extends Int8Array | Int16Array | Int32Array>(a: T, b: T): T {
  b.set(a);
  return b;
}

const grownCopy = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> =>
  grownTo(a, new Int32Array(a.length * 2));
