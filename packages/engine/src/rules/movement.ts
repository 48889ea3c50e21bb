// Movement (rulebook pp. 7-9, 11-12; R10, R11). A movement is a path plus the object and
// wounded exchanges made along it. This is the general search, the reference of movements:
// - validation: a path given by a player is replayed step by step with its transition
//   functions (validateMovement; isLegal lists one mover's movements with it);
// - generate: every distinct outcome (where the mover ends, where every item ends), each once,
//   as a compact record (moves.ts), with the shortest witness path when asked for.
//   Move generation uses the faster search of movement-overlay.ts, which lists the same
//   movements in the same order with the same paths (test/movement-overlay.test.ts compares
//   them), so what is listed and what is accepted cannot disagree.
// Search nodes record only the items whose place differs from the start ("changes"), so two
// orders of exchanges that end the same are the same node. Nodes and changes live in typed
// arrays reused by every search of one MoveSearch (nothing is allocated per node). The search's
// context (the state, the mover, its pools) is that object's, not the module's: each caller
// owns one (a move list's generation memory, search-memory.ts), so two searches can be
// interleaved (a replay suspended between steps) or nested without corrupting each other.
import { COLS, isOpenEdge, neighbour, parseSquare, squareName } from '../core/board.ts';
import { SeenNodes, type Outcomes } from './movement-keys.ts';
import { NodePool, grown } from './movement-pool.ts';
import type { MoveList } from '../core/moves.ts';
import { MoveKind, FALL, HELD, MOVER, changeWord, head, type Witness } from '../core/moves.ts';
import { miniAt, objectAt, woundedAt } from '../core/pieces.ts';
import { pieceIn } from '../core/set.ts';
import type { State } from '../core/state.ts';
import {
  Edge,
  Terrain,
  err,
  isChar,
  kindOf,
  ok,
  seatOf,
  type EngineError,
  type Exchange,
  type PieceId,
  type Result,
} from '../core/types.ts';

const NOWHERE = -100;
const OP_NAMES = ['take', 'drop', 'give'] as const;

/** The general movement search with its context and memory; one per caller, reused by its searches. */
export class MoveSearch {
  // ---- the search's context
  private s!: State;
  private mv = 0;
  private seat = 0;
  private start = 0;
  private steps = 0;
  /** The mover's traits (set.ts) and the objects that work as Ropes. */
  private slits = false;
  private flies = false;
  private small = false;
  private pits = false;
  /** Bit k set when object kind k works as a Rope. */
  private ropes = 0;
  /** The squares where the mover escapes: the opponent's line when the scenario teleports (else none). */
  private exitLo = 0;
  private exitHi = -1;
  /** Whether the mover's start square stays valid when it leaves with nothing changed (-1: not known yet). */
  private startPlain = -1;
  /** Where each item is at the start: a square (loose, or a lying wounded), MOVER, HELD - c, or NOWHERE. */
  private readonly orig = new Int16Array(28);
  // ---- its memory: nodes and changes, the nodes reached
  /** The nodes (readable by the caller: where node n stands is `pool.pos[n]`). */
  readonly pool = new NodePool();
  private readonly seen = new SeenNodes(this.pool);
  /** The changes (off, len) withWhere made last. */
  private resOff = 0;
  private resLen = 0;
  /** Enemy wounded that fall when a movement ends (the Rope taken from under them). */
  private readonly falls = new Int8Array(16);
  private nFalls = 0;
  /** The squares whose contents an outcome changed (outcome). */
  private readonly touched = new Int16Array(64);
  private nTouched = 0;
  /** The current and next layers of the breadth-first search, and the exchanges of one node. */
  private layer = new Int32Array(1024);
  private next = new Int32Array(1024);
  private readonly xs = new Int32Array(8);
  private nXs = 0;

  /** Starts a search of `mover`'s movements in `s`: its root node (the mover where it stands). */
  begin(s: State, mover: PieceId): number {
    this.s = s;
    this.mv = mover;
    this.seat = seatOf(mover);
    this.start = s.loc[mover]!;
    const traits = s.set.characters[kindOf(mover)]!;
    this.steps = traits.move;
    this.slits = traits.crossesSlits === true;
    this.flies = traits.levitates === true;
    this.small = traits.combat <= 1;
    this.pits = traits.walksOnPits === true;
    this.ropes = 0;
    for (let k = 0; k < s.set.objects.length; k++) if (s.set.objects[k]!.rope) this.ropes |= 1 << k;
    const exitRow = this.seat === 0 ? s.geo.height - 1 : 0;
    const teleports = s.scen.teleport[this.seat as 0 | 1];
    this.exitLo = teleports ? exitRow * COLS : 0;
    this.exitHi = teleports ? exitRow * COLS + COLS - 1 : -1;
    this.pool.reset();
    this.startPlain = -1;
    for (let p = 0; p < 28; p++) {
      const sq = s.loc[p]!;
      let o = NOWHERE;
      if (sq >= 0 && p !== mover) {
        const c = s.carrier[p]!;
        if (c >= 0) o = c === mover ? MOVER : HELD - c;
        else if (!isChar(p) || s.wounded[p]) o = sq;
      }
      this.orig[p] = o;
    }
    return this.pool.node(this.start, 0, 0, 0, -1, -1, -1, 0, 0);
  }

  // ---- what lies where at node n --------------------------------------------------------------

  private where(n: number, item: number): number {
    const P = this.pool;
    const off = P.chOff[n]!;
    const end = off + P.chLen[n]!;
    for (let i = off; i < end; i++) if (P.chItem[i] === item) return P.chWhere[i]!;
    return this.orig[item]!;
  }

  private changed(n: number, item: number): boolean {
    const P = this.pool;
    const off = P.chOff[n]!;
    const end = off + P.chLen[n]!;
    for (let i = off; i < end; i++) if (P.chItem[i] === item) return true;
    return false;
  }

  /** The item now at `target` (a square, MOVER or HELD - c): want 0 an object, 1 a character, 2 either. */
  private find(n: number, target: number, want: number, base: number): number {
    const P = this.pool;
    const len = P.chLen[n]!;
    if (len === 0) return base;
    const off = P.chOff[n]!;
    const end = off + len;
    for (let i = off; i < end; i++) {
      if (P.chWhere[i] !== target) continue;
      const it = P.chItem[i]!;
      if (want === 2 || (it < 16 ? 1 : 0) === want) return it;
    }
    return base >= 0 && !this.changed(n, base) ? base : -1;
  }

  private looseObject(n: number, sq: number): number {
    return this.find(n, sq, 0, objectAt(this.s, sq));
  }
  private lyingWounded(n: number, sq: number): number {
    return this.find(n, sq, 1, woundedAt(this.s, sq));
  }
  private moverHeld(n: number): number {
    return this.find(n, MOVER, 2, this.s.held[this.mv]!);
  }
  private heldByMini(n: number, c: number): number {
    return this.find(n, HELD - c, 2, this.s.held[c]!);
  }
  private isRope(p: number): boolean {
    return p >= 16 && ((this.ropes >> kindOf(p)) & 1) === 1;
  }

  private ropeAt(n: number, sq: number): boolean {
    if (this.isRope(this.looseObject(n, sq))) return true;
    const m = miniAt(this.s, sq);
    if (m >= 0 && m !== this.mv)
      return this.isRope(seatOf(m) === this.seat ? this.heldByMini(n, m) : this.s.held[m]!);
    return this.pool.pos[n] === sq && this.isRope(this.moverHeld(n));
  }

  /** A friend standing on this pit that lets its side cross it as floor (Classic: the Thief, C11). */
  private bridgeAt(sq: number): boolean {
    const m = this.friendlyMiniAt(sq);
    return m >= 0 && this.s.set.characters[kindOf(m)]!.bridgesPits === true;
  }

  private friendlyMiniAt(sq: number): number {
    const m = miniAt(this.s, sq);
    return m >= 0 && m !== this.mv && seatOf(m) === this.seat ? m : -1;
  }
  private enemyMiniAt(sq: number): number {
    const m = miniAt(this.s, sq);
    return m >= 0 && seatOf(m) !== this.seat ? m : -1;
  }

  // ---- transitions --------------------------------------------------------------------------

  /** The changes (off, len) with `item` now at `where`, kept sorted by item, into resOff/resLen. */
  private withWhere(off: number, len: number, item: number, at: number): void {
    const P = this.pool;
    P.reserveChanges(len + 1);
    const out = P.chUsed;
    let k = out;
    let inserted = at === this.orig[item];
    for (let i = off; i < off + len; i++) {
      const it = P.chItem[i]!;
      if (it === item) continue;
      if (!inserted && it > item) {
        P.chItem[k] = item;
        P.chWhere[k++] = at;
        inserted = true;
      }
      P.chItem[k] = it;
      P.chWhere[k++] = P.chWhere[i]!;
    }
    if (!inserted) {
      P.chItem[k] = item;
      P.chWhere[k++] = at;
    }
    P.chUsed = k;
    this.resOff = out;
    this.resLen = k - out;
  }

  /** The node after exchange `op` (0 take, 1 drop, 2 give) on `item` at node n's square, or -1. */
  exchange(n: number, op: number, item: number): number {
    const P = this.pool;
    if (P.esc[n]) return -1;
    const sq = P.pos[n]!;
    if (this.enemyMiniAt(sq) >= 0) return -1;
    const pit = this.s.board.terrain[sq] === Terrain.Pit;
    const h = this.moverHeld(n);
    const f = this.friendlyMiniAt(sq);
    const off = P.chOff[n]!;
    const len = P.chLen[n]!;
    if (op === 0) {
      const from = this.where(n, item);
      if (from === MOVER || from === NOWHERE) return -1;
      if (from >= 0) {
        if (from !== sq) return -1;
        if (isChar(item) && seatOf(item) !== this.seat) return -1; // never carry an enemy wounded
        if (h >= 0) {
          if (isChar(h)) {
            if (!isChar(item) && this.lyingWounded(n, sq) >= 0) return -1;
          } else {
            if (isChar(item) && this.looseObject(n, sq) >= 0) return -1;
            if (pit && !this.isRope(h)) return -1;
          }
        }
        this.withWhere(off, len, item, MOVER);
        if (h >= 0) this.withWhere(this.resOff, this.resLen, h, sq);
      } else {
        if (f < 0 || from !== HELD - f) return -1;
        this.withWhere(off, len, item, MOVER);
        if (h >= 0) this.withWhere(this.resOff, this.resLen, h, HELD - f);
      }
    } else {
      if (h !== item || h < 0) return -1;
      if (op === 1) {
        if (isChar(h) ? this.lyingWounded(n, sq) >= 0 : this.looseObject(n, sq) >= 0) return -1;
        if (pit && !isChar(h) && !this.isRope(h)) return -1;
        this.withWhere(off, len, h, sq);
      } else {
        if (f < 0 || this.heldByMini(n, f) >= 0) return -1;
        this.withWhere(off, len, h, HELD - f);
      }
    }
    return P.node(sq, P.steps[n]!, this.resOff, this.resLen, n, op, item, 0, P.ex[n]! + 1);
  }

  /** The node after one step from node n in direction d, or -1. */
  step(n: number, d: number): number {
    const P = this.pool;
    if (P.esc[n] || P.steps[n]! >= this.steps) return -1;
    const pos = P.pos[n]!;
    const s = this.s;
    const board = s.board;
    const e = board.edge[pos * 4 + d]!;
    if (!isOpenEdge(e) && !(e === Edge.Slit && this.slits)) return -1;
    const nb = s.geo.nb[pos * 4 + d]!;
    if (nb < 0 || board.terrain[nb] === Terrain.Hidden) return -1;
    const enemy = this.enemyMiniAt(nb);
    const flying = this.flies;
    const escaping = nb >= this.exitLo && nb <= this.exitHi;
    if (enemy >= 0) {
      // Levitation passes over enemy miniatures; small ones pass between a Colossus's legs.
      const legs = this.small && s.set.characters[kindOf(enemy)]!.letsSmallPass === true;
      if (escaping || !(flying || legs)) return -1;
    }
    if (board.terrain[nb] === Terrain.Pit && !flying && !this.pits) {
      if (!this.isRope(this.moverHeld(n)) && !this.ropeAt(n, nb) && !this.bridgeAt(nb)) return -1;
    }
    return P.node(nb, P.steps[n]! + 1, P.chOff[n]!, P.chLen[n]!, n, -1, -1, escaping ? 1 : 0, P.ex[n]!);
  }

  // ---- outcomes -----------------------------------------------------------------------------

  /** Golden rules at one square (not the mover's): false if broken; adds falling enemies. */
  private squareOk(n: number, sq: number): boolean {
    const s = this.s;
    const m0 = miniAt(s, sq);
    const m = m0 === this.mv ? -1 : m0;
    const mh = m >= 0 ? (seatOf(m) === this.seat ? this.heldByMini(n, m) : s.held[m]!) : -1;
    const o = this.looseObject(n, sq);
    const w = this.lyingWounded(n, sq);
    const objs = (o >= 0 ? 1 : 0) + (mh >= 0 && !isChar(mh) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (mh >= 0 && isChar(mh) ? 1 : 0);
    if ((m >= 0 ? 1 : 0) + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    if (s.board.terrain[sq] === Terrain.Pit && !this.ropeAt(n, sq)) {
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

  private touch(sq: number): void {
    for (let i = 0; i < this.nTouched; i++) if (this.touched[i] === sq) return;
    this.touched[this.nTouched++] = sq;
  }

  /** May the movement end at node n? Keeps the enemies it makes fall for `record`. */
  outcome(n: number): boolean {
    const P = this.pool;
    const esc = P.esc[n] === 1;
    const pos = P.pos[n]!;
    const off = P.chOff[n]!;
    const len = P.chLen[n]!;
    const start = this.start;
    if (!esc && pos === start && len === 0) return false;
    this.nFalls = 0;
    // Squares whose contents changed, other than the mover's start and end.
    this.nTouched = 0;
    for (let i = off; i < off + len; i++) {
      const a = this.squareOf(P.chWhere[i]!);
      const b = this.squareOf(this.orig[P.chItem[i]!]!);
      if (a >= 0 && a !== start && (esc || a !== pos)) this.touch(a);
      if (b >= 0 && b !== start && (esc || b !== pos)) this.touch(b);
    }
    for (let i = 0; i < this.nTouched; i++) if (!this.squareOk(n, this.touched[i]!)) return false;
    if (!esc && !this.endOk(n, pos)) return false;
    // The square the mover left keeps whatever lies there; it must still be valid.
    if (pos !== start || esc) {
      if (len > 0) return this.squareOk(n, start);
      // Without changes the answer is the same for every node: worked out once per search.
      if (this.startPlain < 0) {
        const before = this.nFalls;
        const ok = this.squareOk(n, start);
        if (this.nFalls !== before) return ok;
        this.startPlain = ok ? 1 : 0;
      }
      return this.startPlain === 1;
    }
    return true;
  }

  /** The golden rules on the square where the movement ends, with what the mover holds then. */
  private endOk(n: number, pos: number): boolean {
    const m = miniAt(this.s, pos);
    if (m >= 0 && m !== this.mv) return false;
    const w = this.lyingWounded(n, pos);
    if (w >= 0 && seatOf(w) !== this.seat) return false;
    const h = this.moverHeld(n);
    const o = this.looseObject(n, pos);
    const objs = (o >= 0 ? 1 : 0) + (h >= 0 && !isChar(h) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (h >= 0 && isChar(h) ? 1 : 0);
    if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    // A pit without a Rope: only a mover that walks on pits ends there, and never with a wounded
    // friend left lying on it (Classic's Thief, C11).
    return !(this.s.board.terrain[pos] === Terrain.Pit && !this.ropeAt(n, pos) && (!this.pits || w >= 0));
  }

  /** The witness path and exchanges leading to a node, read back from its parents. */
  private trace(n: number): Witness {
    const P = this.pool;
    let steps = 0;
    let exs = 0;
    for (let x = n; x >= 0; x = P.parent[x]!) {
      if (P.op[x]! < 0) steps++;
      else exs++;
    }
    const path = new Array<number>(steps);
    const ex = new Array<number>(exs * 3);
    // Walking back from the end: an exchange happens on the last square reached before it.
    for (let x = n; x >= 0; x = P.parent[x]!) {
      if (P.op[x]! < 0) path[--steps] = P.pos[x]!;
      else {
        exs--;
        ex[exs * 3] = steps - 1;
        ex[exs * 3 + 1] = P.op[x]!;
        ex[exs * 3 + 2] = P.item[x]!;
      }
    }
    return { path, ex };
  }

  /** Writes the outcome of node n (checked by outcome() just before) as a movement record. */
  record(out: MoveList, n: number, withPath: boolean): void {
    const P = this.pool;
    out.push(head(MoveKind.Move, this.mv, P.pos[n]!, P.esc[n]! | (Math.min(P.ex[n]!, 15) << 1)));
    const off = P.chOff[n]!;
    for (let i = off; i < off + P.chLen[n]!; i++) out.word(changeWord(P.chItem[i]!, P.chWhere[i]!));
    for (let i = 0; i < this.nFalls; i++) out.word(FALL | this.falls[i]!);
    if (withPath && out.witness) out.witness[out.length - 1] = this.trace(n);
  }

  // ---- the whole search -------------------------------------------------------------------

  /**
   * Every distinct legal movement of one miniature (the caller checks it may act), appended to
   * `out`. `outcomes` holds the positions listed for other movers of the same generation, so that
   * none is listed twice; `maxExchanges` keeps only movements with at most that many exchanges on
   * their way (a subset, for searches that cannot afford every exchange variant).
   */
  generate(
    s: State,
    mover: PieceId,
    out: MoveList,
    outcomes: Outcomes,
    maxExchanges = Infinity,
    withPaths = false,
  ): void {
    const P = this.pool;
    const seen = this.seen;
    const root = this.begin(s, mover);
    const start = this.start;
    seen.reset();
    seen.mark(root);
    this.layer[0] = root;
    let size = 1;
    while (size > 0) {
      for (let i = 0; i < size; i++) {
        const n = this.layer[i]!;
        if (this.outcome(n)) {
          const keyed = P.pos[n] === start || P.chLen[n]! > 0;
          if (!keyed || outcomes.add(P, n, start, mover)) this.record(out, n, withPaths);
        }
        if (P.ex[n]! >= maxExchanges) continue;
        this.exchangesOf(n);
        for (let k = 0; k < this.nXs; k++) {
          const x = this.xs[k]!;
          if (!seen.mark(x)) continue;
          if (size === this.layer.length) this.layer = grown(this.layer);
          this.layer[size++] = x;
        }
      }
      size = this.stepAll(size);
    }
  }

  /** The next layer: every new node one step on from the current one; its size. */
  private stepAll(size: number): number {
    let count = 0;
    for (let i = 0; i < size; i++) {
      const n = this.layer[i]!;
      for (let d = 0; d < 4; d++) {
        const x = this.step(n, d);
        if (x < 0 || !this.seen.mark(x)) continue;
        if (count === this.next.length) this.next = grown(this.next);
        this.next[count++] = x;
      }
    }
    const t = this.layer;
    this.layer = this.next;
    this.next = t;
    return count;
  }

  /** Every exchange possible at node n's square, into xs. */
  private exchangesOf(n: number): void {
    this.nXs = 0;
    const sq = this.pool.pos[n]!;
    if (this.pool.esc[n] || this.enemyMiniAt(sq) >= 0) return;
    const o = this.looseObject(n, sq);
    if (o >= 0) this.addExchange(this.exchange(n, 0, o));
    const w = this.lyingWounded(n, sq);
    if (w >= 0) this.addExchange(this.exchange(n, 0, w));
    const f = this.friendlyMiniAt(sq);
    if (f >= 0) {
      const x = this.heldByMini(n, f);
      if (x >= 0) this.addExchange(this.exchange(n, 0, x));
    }
    const h = this.moverHeld(n);
    if (h >= 0) {
      this.addExchange(this.exchange(n, 1, h));
      this.addExchange(this.exchange(n, 2, h));
    }
  }

  private addExchange(x: number): void {
    if (x >= 0) this.xs[this.nXs++] = x;
  }
}

const bad = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);

/**
 * Replays a movement as a player described it, on `search` (the caller's), and when it is
 * legal writes its record (with the path as its witness) to `out`; the error says which step
 * is wrong.
 */
export function validateMovement(
  search: MoveSearch,
  s: State,
  mover: PieceId,
  path: readonly string[],
  exchanges: readonly Exchange[],
  out: MoveList,
): Result<null> {
  if (path.length === 0) return bad('a movement needs a path starting on the mover’s square');
  const squares: number[] = [];
  for (const name of path) {
    const sq = parseSquare(name, s.geo);
    if (sq === undefined) return err('MALFORMED_ACTION', `unknown square '${name}'`);
    squares.push(sq);
  }
  const start = s.loc[mover]!;
  if (squares[0] !== start) return bad(`the path must start on ${squareName(start)}`);
  let n = search.begin(s, mover);
  let k = 0;
  // Exchanges come in path order from the notation and from legalActions: sorted only when not.
  let inOrder = true;
  for (let i = 1; i < exchanges.length; i++) if (exchanges[i]!.at < exchanges[i - 1]!.at) inOrder = false;
  const sorted = inOrder ? exchanges : [...exchanges].sort((a, b) => a.at - b.at);
  const P = search.pool;
  for (let i = 0; i < squares.length; i++) {
    if (i > 0) {
      const from = squares[i - 1]!;
      const to = squares[i]!;
      let x = -1;
      for (let d = 0; d < 4; d++) if (neighbour(from, d, s.geo) === to) x = search.step(n, d);
      if (x < 0) return bad(`cannot step from ${squareName(from)} to ${squareName(to)}`);
      n = x;
    }
    while (k < sorted.length && sorted[k]!.at === i) {
      const e = sorted[k++]!;
      const item = pieceIn(s.set, e.item);
      const op = OP_NAMES.indexOf(e.op);
      if (item === undefined || op < 0) return err('MALFORMED_ACTION', `bad exchange ${JSON.stringify(e)}`);
      const x = search.exchange(n, op, item);
      if (x < 0) return bad(`cannot ${e.op} ${e.item} on ${squareName(P.pos[n]!)}`);
      n = x;
    }
  }
  if (k < sorted.length) return bad('an exchange refers to a step outside the path');
  if (!search.outcome(n)) {
    return bad(
      P.pos[n] === start && P.chLen[n] === 0
        ? 'the movement changes nothing'
        : `the movement may not end like this on ${squareName(P.pos[n]!)} (golden rules)`,
    );
  }
  search.record(out, n, true);
  return ok(null);
}
