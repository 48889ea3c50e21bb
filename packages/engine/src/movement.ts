// Movement (rulebook pp. 7-9, 11-12; R10, R11). A movement is a path plus the object and
// wounded exchanges made along it. One breadth-first search serves both directions:
// - enumeration: every distinct outcome (where the mover ends, where every item ends),
//   each once, with the shortest witness path;
// - validation: a path given by a player is replayed step by step with the same
//   transition functions, so what is listed and what is accepted cannot disagree.
// Search nodes only record the items whose place differs from the start ("changes"), so
// two orders of exchanges that end the same are the same node.
import { isOpenEdge, neighbour, parseSquare, squareName } from './board.ts';
import {
  CH,
  COMBAT,
  Edge,
  MOVE,
  OB,
  Terrain,
  isChar,
  kindOf,
  parsePieceCode,
  pieceCode,
  seatOf,
  type Action,
  type EngineError,
  type Exchange,
  type PieceId,
  type Result,
  type Seat,
  err,
  ok,
} from './types.ts';
import { escape, escapesAt, eliminate, occupancy, place, type GameEvent, type Occ } from './pieces.ts';
import type { State } from './state.ts';

/** Where an item is during the search: a square (loose/lying), MOVER, or HELD - c (held by c). */
const MOVER = -1;
const HELD = -2;
const NOWHERE = -100;

type Op = 0 | 1 | 2; // take, drop, give
const OP_NAMES = ['take', 'drop', 'give'] as const;

interface Node {
  pos: number;
  steps: number;
  /** Sorted flat pairs [item, where] for items not where they started. */
  ch: number[];
  /** How this node was reached: from `parent` by a step (op = -1) or by exchange op on item. */
  parent: Node | null;
  op: number;
  item: number;
  escaped: boolean;
  /** Exchanges made so far. */
  ex: number;
}

/**
 * The witness path and exchanges leading to a node (flat triples [at, op, item]), read back
 * from the node: every listed movement is traced, so no intermediate chain is built.
 */
function trace(n: Node): { path: number[]; ex: number[] } {
  let steps = 0;
  let exs = 0;
  for (let x: Node | null = n; x; x = x.parent) {
    if (x.op < 0) steps++;
    else exs++;
  }
  const path = new Array<number>(steps);
  const ex = new Array<number>(exs * 3);
  // Walking back from the end: an exchange happens on the last square reached before it.
  for (let x: Node | null = n; x; x = x.parent) {
    if (x.op < 0) {
      path[--steps] = x.pos;
    } else {
      exs--;
      ex[exs * 3] = steps - 1;
      ex[exs * 3 + 1] = x.op;
      ex[exs * 3 + 2] = x.item;
    }
  }
  return { path, ex };
}

export interface MoveOutcome {
  piece: PieceId;
  node: Node;
  /** Enemy wounded that fall when the Rope is taken from under them. */
  falls: PieceId[];
}

class MoveSearch {
  readonly occ: Occ;
  readonly seat: Seat;
  readonly kind: number;
  readonly orig: Int16Array;
  readonly start: number;

  constructor(
    readonly s: State,
    readonly mover: PieceId,
    occ: Occ = occupancy(s),
  ) {
    this.occ = occ;
    this.seat = seatOf(mover);
    this.kind = kindOf(mover);
    this.start = s.loc[mover]!;
    this.orig = new Int16Array(28).fill(NOWHERE);
    for (let p = 0; p < 28; p++) {
      const sq = s.loc[p]!;
      if (sq < 0 || p === mover) continue;
      const c = s.carrier[p]!;
      if (c >= 0) this.orig[p] = c === mover ? MOVER : HELD - c;
      else if (!isChar(p) || s.wounded[p]) this.orig[p] = sq;
    }
  }

  where(n: Node, item: number): number {
    const ch = n.ch;
    for (let i = 0; i < ch.length; i += 2) if (ch[i] === item) return ch[i + 1]!;
    return this.orig[item]!;
  }

  private changed(n: Node, item: number): boolean {
    for (let i = 0; i < n.ch.length; i += 2) if (n.ch[i] === item) return true;
    return false;
  }

  /** The item now at `target` (a square for loose objects / lying wounded, or MOVER / HELD - c). */
  private find(n: Node, target: number, wantChar: boolean | null, base: number): number {
    const ch = n.ch;
    for (let i = 0; i < ch.length; i += 2) {
      const it = ch[i]!;
      if (ch[i + 1] === target && (wantChar === null || isChar(it) === wantChar)) return it;
    }
    return base >= 0 && !this.changed(n, base) ? base : -1;
  }

  looseObject(n: Node, sq: number): number {
    return this.find(n, sq, false, this.occ.object[sq]!);
  }
  lyingWounded(n: Node, sq: number): number {
    return this.find(n, sq, true, this.occ.wounded[sq]!);
  }
  moverHeld(n: Node): number {
    return this.find(n, MOVER, null, this.occ.held[this.mover]!);
  }
  heldByMini(n: Node, c: number): number {
    return this.find(n, HELD - c, null, this.occ.held[c]!);
  }
  private isRope(p: number): boolean {
    return p >= 0 && !isChar(p) && kindOf(p) === OB.Rope;
  }

  ropeAt(n: Node, sq: number): boolean {
    if (this.isRope(this.looseObject(n, sq))) return true;
    const m = this.occ.mini[sq]!;
    if (m >= 0 && m !== this.mover)
      return this.isRope(seatOf(m) === this.seat ? this.heldByMini(n, m) : this.occ.held[m]!);
    return n.pos === sq && this.isRope(this.moverHeld(n));
  }

  private withWhere(ch: number[], item: number, where: number): number[] {
    const out: number[] = [];
    let inserted = where === this.orig[item];
    for (let i = 0; i < ch.length; i += 2) {
      const it = ch[i]!;
      if (it === item) continue;
      if (!inserted && it > item) {
        out.push(item, where);
        inserted = true;
      }
      out.push(it, ch[i + 1]!);
    }
    if (!inserted) out.push(item, where);
    return out;
  }

  private friendlyMiniAt(sq: number): number {
    const m = this.occ.mini[sq]!;
    return m >= 0 && m !== this.mover && seatOf(m) === this.seat ? m : -1;
  }

  private enemyMiniAt(sq: number): number {
    const m = this.occ.mini[sq]!;
    return m >= 0 && seatOf(m) !== this.seat ? m : -1;
  }

  /** The node after exchange `op` on `item` at the current square, or null if not allowed. */
  exchange(n: Node, op: Op, item: number): Node | null {
    if (n.escaped) return null;
    const sq = n.pos;
    if (this.enemyMiniAt(sq) >= 0) return null;
    const pit = this.s.board.terrain[sq] === Terrain.Pit;
    const h = this.moverHeld(n);
    const f = this.friendlyMiniAt(sq);
    let ch: number[];
    if (op === 0) {
      const from = this.where(n, item);
      if (from === MOVER || from === NOWHERE) return null;
      if (from >= 0) {
        if (from !== sq) return null;
        if (isChar(item) && seatOf(item) !== this.seat) return null; // never carry an enemy wounded
        ch = this.withWhere(n.ch, item, MOVER);
        if (h >= 0) {
          if (isChar(h)) {
            if (!isChar(item) && this.lyingWounded(n, sq) >= 0) return null;
          } else {
            if (isChar(item) && this.looseObject(n, sq) >= 0) return null;
            if (pit && kindOf(h) !== OB.Rope) return null;
          }
          ch = this.withWhere(ch, h, sq);
        }
      } else {
        if (f < 0 || from !== HELD - f) return null;
        ch = this.withWhere(n.ch, item, MOVER);
        if (h >= 0) ch = this.withWhere(ch, h, HELD - f);
      }
    } else {
      if (h !== item || h < 0) return null;
      if (op === 1) {
        if (isChar(h) ? this.lyingWounded(n, sq) >= 0 : this.looseObject(n, sq) >= 0) return null;
        if (pit && !isChar(h) && kindOf(h) !== OB.Rope) return null;
        ch = this.withWhere(n.ch, h, sq);
      } else {
        if (f < 0 || this.heldByMini(n, f) >= 0) return null;
        ch = this.withWhere(n.ch, h, HELD - f);
      }
    }
    return { pos: n.pos, steps: n.steps, ch, parent: n, op, item, escaped: false, ex: n.ex + 1 };
  }

  /** Every exchange possible at the current square. */
  exchanges(n: Node): Node[] {
    if (n.escaped || this.enemyMiniAt(n.pos) >= 0) return [];
    const out: (Node | null)[] = [];
    const sq = n.pos;
    const o = this.looseObject(n, sq);
    if (o >= 0) out.push(this.exchange(n, 0, o));
    const w = this.lyingWounded(n, sq);
    if (w >= 0) out.push(this.exchange(n, 0, w));
    const f = this.friendlyMiniAt(sq);
    if (f >= 0) {
      const x = this.heldByMini(n, f);
      if (x >= 0) out.push(this.exchange(n, 0, x));
    }
    const h = this.moverHeld(n);
    if (h >= 0) out.push(this.exchange(n, 1, h), this.exchange(n, 2, h));
    return out.filter((x): x is Node => x !== null);
  }

  /** The node after one step in direction d, or null. */
  step(n: Node, d: number): Node | null {
    if (n.escaped || n.steps >= MOVE[this.kind]!) return null;
    const s = this.s;
    const e = s.board.edge[n.pos * 4 + d]!;
    if (!isOpenEdge(e) && !(e === Edge.Slit && this.kind === CH.Naga)) return null;
    const nb = neighbour(n.pos, d, s.geo);
    if (nb < 0 || s.board.terrain[nb] === Terrain.Hidden) return null;
    const enemy = this.enemyMiniAt(nb);
    const flying = this.kind === CH.Wizard;
    const escaping = escapesAt(s, this.seat, nb);
    if (enemy >= 0) {
      // Levitation passes over enemy miniatures; small ones pass between a Colossus's legs.
      const legs = kindOf(enemy) === CH.Colossus && COMBAT[this.kind]! <= 1;
      if (escaping || !(flying || legs)) return null;
    }
    if (s.board.terrain[nb] === Terrain.Pit && !flying) {
      if (!this.isRope(this.moverHeld(n)) && !this.ropeAt(n, nb)) return null;
    }
    return {
      pos: nb,
      steps: n.steps + 1,
      ch: n.ch,
      parent: n,
      op: -1,
      item: -1,
      escaped: escaping,
      ex: n.ex,
    };
  }

  /** Golden rules at one square (not the mover's): returns false if broken, adds falling enemies. */
  private squareOk(n: Node, sq: number, falls: PieceId[]): boolean {
    const m = this.occ.mini[sq] === this.mover ? -1 : this.occ.mini[sq]!;
    const mh = m >= 0 ? (seatOf(m) === this.seat ? this.heldByMini(n, m) : this.occ.held[m]!) : -1;
    const o = this.looseObject(n, sq);
    const w = this.lyingWounded(n, sq);
    const objs = (o >= 0 ? 1 : 0) + (mh >= 0 && !isChar(mh) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (mh >= 0 && isChar(mh) ? 1 : 0);
    if ((m >= 0 ? 1 : 0) + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    if (this.s.board.terrain[sq] === Terrain.Pit && !this.ropeAt(n, sq)) {
      if (m >= 0) return false;
      if (w >= 0) {
        if (seatOf(w) === this.seat) return false; // never against your own wounded
        falls.push(w);
      }
    }
    return true;
  }

  /** The square where an item's place (a square, MOVER or HELD - c) is, or -1 for the mover. */
  private squareOf(where: number): number {
    return where >= 0 ? where : where <= HELD ? this.s.loc[HELD - where]! : -1;
  }

  /** The outcome of ending the movement at this node, or null if it breaks a rule. */
  outcome(n: Node): MoveOutcome | null {
    if (!n.escaped && n.pos === this.start && n.ch.length === 0) return null;
    const falls: PieceId[] = [];
    // Squares whose contents changed, other than the mover's start and end.
    const touched: number[] = [];
    for (let i = 0; i < n.ch.length; i += 2) {
      const a = this.squareOf(n.ch[i + 1]!);
      const b = this.squareOf(this.orig[n.ch[i]!]!);
      if (a >= 0 && a !== this.start && (n.escaped || a !== n.pos) && !touched.includes(a)) touched.push(a);
      if (b >= 0 && b !== this.start && (n.escaped || b !== n.pos) && !touched.includes(b)) touched.push(b);
    }
    for (const sq of touched) if (!this.squareOk(n, sq, falls)) return null;
    if (!n.escaped) {
      const p = n.pos;
      if (this.occ.mini[p]! >= 0 && this.occ.mini[p] !== this.mover) return null;
      const w = this.lyingWounded(n, p);
      if (w >= 0 && seatOf(w) !== this.seat) return null;
      const h = this.moverHeld(n);
      const o = this.looseObject(n, p);
      const objs = (o >= 0 ? 1 : 0) + (h >= 0 && !isChar(h) ? 1 : 0);
      const wounds = (w >= 0 ? 1 : 0) + (h >= 0 && isChar(h) ? 1 : 0);
      if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return null;
      if (this.s.board.terrain[p] === Terrain.Pit && !this.ropeAt(n, p)) return null;
    }
    // The square the mover left keeps whatever lies there; it must still be valid.
    if (n.pos !== this.start || n.escaped) {
      if (!this.squareOk(n, this.start, falls)) return null;
    }
    return { piece: this.mover, node: n, falls };
  }

  root(): Node {
    return { pos: this.start, steps: 0, ch: [], parent: null, op: -1, item: -1, escaped: false, ex: 0 };
  }
}

/** A node's identity for deduplication: a number while it fits in 48 bits, else a string. */
function keyOf(n: Node): number | string {
  // Where on the opponent's line a miniature escapes makes no difference.
  const pos = n.escaped ? 0 : n.pos;
  if (n.ch.length > 6) return `${pos}${n.escaped ? '!' : ''}:${n.ch.join(',')}`;
  let k = pos * 2 + (n.escaped ? 1 : 0);
  for (let i = 0; i < n.ch.length; i += 2) k = k * 8192 + n.ch[i]! * 256 + (n.ch[i + 1]! + 32);
  return k * 4 + n.ch.length / 2;
}

/**
 * The position a movement leads to, comparable across movers: a miniature that ends where
 * it started is not named, and items it holds are named as held by it. Two miniatures can
 * reach the same position (one fetches a Key for the other, or the other fetches it).
 */
function outcomeKey(o: MoveOutcome, start: number): number | string {
  const n = o.node;
  const end = n.escaped ? 511 : n.pos !== start ? n.pos : -1;
  let k = end < 0 ? 0 : (o.piece + 1) * 512 + end;
  if (n.ch.length > 4)
    return `${k}:${n.ch.map((v, i) => (i % 2 === 1 && v === MOVER ? HELD - o.piece : v)).join(',')}`;
  for (let i = 0; i < n.ch.length; i += 2) {
    const where = n.ch[i + 1] === MOVER ? HELD - o.piece : n.ch[i + 1]!;
    k = k * 8192 + n.ch[i]! * 256 + (where + 32);
  }
  return k * 4 + n.ch.length / 2;
}

/**
 * Every distinct legal movement of one miniature, each once (the caller checks it may act).
 * `outcomes` collects positions already listed for other movers, to list none twice.
 * `maxExchanges` keeps only movements with at most that many exchanges on their way (a
 * subset, for searches that cannot afford every exchange variant).
 */
export function moveOutcomes(
  s: State,
  mover: PieceId,
  occ?: Occ,
  outcomes = new Set<number | string>(),
  maxExchanges = Infinity,
): MoveOutcome[] {
  const ms = new MoveSearch(s, mover, occ);
  const seen = new Set<number | string>();
  const out: MoveOutcome[] = [];
  let layer: Node[] = [ms.root()];
  seen.add(keyOf(layer[0]!));
  while (layer.length > 0) {
    for (let i = 0; i < layer.length; i++) {
      const n = layer[i]!;
      const o = ms.outcome(n);
      if (o) {
        const k = n.pos === ms.start || n.ch.length > 0 ? outcomeKey(o, ms.start) : -1;
        if (k === -1 || !outcomes.has(k)) {
          if (k !== -1) outcomes.add(k);
          out.push(o);
        }
      }
      if (n.ex >= maxExchanges) continue;
      for (const x of ms.exchanges(n)) {
        const k = keyOf(x);
        if (!seen.has(k)) {
          seen.add(k);
          layer.push(x);
        }
      }
    }
    const next: Node[] = [];
    for (const n of layer) {
      for (let d = 0; d < 4; d++) {
        const x = ms.step(n, d);
        if (!x) continue;
        const k = keyOf(x);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(x);
        }
      }
    }
    layer = next;
  }
  return out;
}

export function outcomeAction(o: MoveOutcome): Action {
  const t = trace(o.node);
  const exchanges: Exchange[] = [];
  for (let i = 0; i < t.ex.length; i += 3) {
    exchanges.push({ at: t.ex[i]!, op: OP_NAMES[t.ex[i + 1]!]!, item: pieceCode(t.ex[i + 2]!) });
  }
  return { type: 'move', piece: pieceCode(o.piece), path: t.path.map(squareName), exchanges };
}

const bad = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);

/** Replays a movement as described by a player; the error says which step is wrong. */
export function validateMove(
  s: State,
  mover: PieceId,
  path: readonly string[],
  exchanges: readonly Exchange[],
  occ?: Occ,
): Result<MoveOutcome> {
  if (path.length === 0) return bad('a movement needs a path starting on the mover’s square');
  const squares: number[] = [];
  for (const name of path) {
    const sq = parseSquare(name, s.geo);
    if (sq === undefined) return err('MALFORMED_ACTION', `unknown square '${name}'`);
    squares.push(sq);
  }
  if (squares[0] !== s.loc[mover]) return bad(`the path must start on ${squareName(s.loc[mover]!)}`);
  const ms = new MoveSearch(s, mover, occ);
  let n = ms.root();
  let k = 0;
  const sorted = [...exchanges].sort((a, b) => a.at - b.at);
  for (let i = 0; i < squares.length; i++) {
    if (i > 0) {
      const from = squares[i - 1]!;
      const to = squares[i]!;
      let next: Node | null = null;
      for (let d = 0; d < 4; d++) if (neighbour(from, d, s.geo) === to) next = ms.step(n, d);
      if (!next) return bad(`cannot step from ${squareName(from)} to ${squareName(to)}`);
      n = next;
    }
    while (k < sorted.length && sorted[k]!.at === i) {
      const e = sorted[k++]!;
      const item = parsePieceCode(e.item);
      const op = OP_NAMES.indexOf(e.op);
      if (item === undefined || op < 0) return err('MALFORMED_ACTION', `bad exchange ${JSON.stringify(e)}`);
      const next = ms.exchange(n, op as Op, item);
      if (!next) return bad(`cannot ${e.op} ${e.item} on ${squareName(n.pos)}`);
      n = next;
    }
  }
  if (k < sorted.length) return bad('an exchange refers to a step outside the path');
  const o = ms.outcome(n);
  if (!o) {
    return bad(
      n.pos === ms.start && n.ch.length === 0
        ? 'the movement changes nothing'
        : `the movement may not end like this on ${squareName(n.pos)} (golden rules)`,
    );
  }
  return ok(o);
}

/** Carries out a movement outcome. */
export function applyMove(s: State, o: MoveOutcome, events: GameEvent[]): void {
  const n = o.node;
  const mover = o.piece;
  const t = trace(n);
  s.ap -= 1;
  events.push({ type: 'moved', piece: mover, path: t.path });
  for (let i = 0; i < t.ex.length; i += 3) {
    const item = t.ex[i + 2]!;
    if (t.ex[i + 1] === 0) events.push({ type: 'took', piece: mover, item });
    else events.push({ type: 'dropped', piece: mover, item, square: t.path[t.ex[i]!]! });
  }
  for (let i = 0; i < n.ch.length; i += 2) {
    const item = n.ch[i]!;
    const where = n.ch[i + 1]!;
    if (where >= 0) {
      s.carrier[item] = -1;
      s.loc[item] = where;
    } else {
      const c = where === MOVER ? mover : HELD - where;
      s.carrier[item] = c;
      s.loc[item] = s.loc[c]!;
    }
  }
  if (n.escaped) escape(s, mover, events);
  else place(s, mover, n.pos);
  for (const w of o.falls) {
    events.push({ type: 'fell', piece: w });
    eliminate(s, w, events);
  }
}
