// Movement (rulebook pp. 7-9, 11-12; R10, R11). A movement is a path plus the object and
// wounded exchanges made along it. This is the general search, the reference of movements:
// - validation: a path given by a player is replayed step by step with its transition
//   functions (validateMovement; isLegal lists one mover's movements with it);
// - generateMovements: every distinct outcome (where the mover ends, where every item ends),
//   each once, as a compact record (moves.ts), with the shortest witness path when asked for.
//   Move generation uses the faster search of movement-overlay.ts, which lists the same
//   movements in the same order with the same paths (test/movement-overlay.test.ts compares
//   them), so what is listed and what is accepted cannot disagree.
// Search P.nodes record only the items whose place differs from the start ("changes"), so two
// orders of exchanges that end the same are the same node. Nodes and changes live in typed
// arrays reused by every search (nothing is allocated per node); the search's context (the
// state, the mover) sits in module variables, as the engine is never re-entered meanwhile.
import { COLS, isOpenEdge, neighbour, parseSquare, squareName } from '../core/board.ts';
import { markSeen, seenReset, type Outcomes } from './movement-keys.ts';
import { P, grown, node, reserveChanges, resetPools } from './movement-pool.ts';
import type { MoveList } from '../core/moves.ts';
import { MoveKind, FALL, HELD, MOVER, changeWord, head, type Witness } from '../core/moves.ts';
import {
  detachItem,
  eliminate,
  escape,
  holdItem,
  layItem,
  miniAt,
  objectAt,
  setLoc,
  woundedAt,
  type GameEvent,
} from '../core/pieces.ts';
import { pieceIn } from '../core/set.ts';
import type { State } from '../core/state.ts';
import { spendAp } from './turn.ts';
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

// ---- The search's context ------------------------------------------------------------------
let S: State;
let MV = 0;
let SEAT = 0;
let KIND = 0;
let START = 0;
let STEPS = 0;
/** The mover's traits (set.ts) and the objects that work as Ropes. */
let SLITS = false;
let FLIES = false;
let SMALL = false;
let PITS = false;
/** Bit k set when object kind k works as a Rope. */
let ROPES = 0;
/** The squares where the mover escapes: the opponent's line when the scenario teleports (else none). */
let EXIT_LO = 0;
let EXIT_HI = -1;
/** Whether the mover's start square stays valid when it leaves with nothing changed (-1: not known yet). */
let startPlain = -1;
/** Where each item is at the start: a square (loose, or a lying wounded), MOVER, HELD - c, or NOWHERE. */
const ORIG = new Int16Array(28);

function begin(s: State, mover: PieceId): void {
  S = s;
  MV = mover;
  SEAT = seatOf(mover);
  KIND = kindOf(mover);
  START = s.loc[mover]!;
  const traits = s.set.characters[KIND]!;
  STEPS = traits.move;
  SLITS = traits.crossesSlits === true;
  FLIES = traits.levitates === true;
  SMALL = traits.combat <= 1;
  PITS = traits.walksOnPits === true;
  ROPES = 0;
  for (let k = 0; k < s.set.objects.length; k++) if (s.set.objects[k]!.rope) ROPES |= 1 << k;
  const exitRow = SEAT === 0 ? s.geo.height - 1 : 0;
  EXIT_LO = s.scen.teleport[SEAT as 0 | 1] ? exitRow * COLS : 0;
  EXIT_HI = s.scen.teleport[SEAT as 0 | 1] ? exitRow * COLS + COLS - 1 : -1;
  resetPools();
  startPlain = -1;
  for (let p = 0; p < 28; p++) {
    const sq = s.loc[p]!;
    let o = NOWHERE;
    if (sq >= 0 && p !== mover) {
      const c = s.carrier[p]!;
      if (c >= 0) o = c === mover ? MOVER : HELD - c;
      else if (!isChar(p) || s.wounded[p]) o = sq;
    }
    ORIG[p] = o;
  }
}

function where(n: number, item: number): number {
  const off = P.chOff[n]!;
  const end = off + P.chLen[n]!;
  for (let i = off; i < end; i++) if (P.chItem[i] === item) return P.chWhere[i]!;
  return ORIG[item]!;
}

function changed(n: number, item: number): boolean {
  const off = P.chOff[n]!;
  const end = off + P.chLen[n]!;
  for (let i = off; i < end; i++) if (P.chItem[i] === item) return true;
  return false;
}

/** The item now at `target` (a square, MOVER or HELD - c): want 0 an object, 1 a character, 2 either. */
function find(n: number, target: number, want: number, base: number): number {
  const len = P.chLen[n]!;
  if (len === 0) return base;
  const off = P.chOff[n]!;
  const end = off + len;
  for (let i = off; i < end; i++) {
    if (P.chWhere[i] !== target) continue;
    const it = P.chItem[i]!;
    if (want === 2 || (it < 16 ? 1 : 0) === want) return it;
  }
  return base >= 0 && !changed(n, base) ? base : -1;
}

const looseObject = (n: number, sq: number): number => find(n, sq, 0, objectAt(S, sq));
const lyingWounded = (n: number, sq: number): number => find(n, sq, 1, woundedAt(S, sq));
const moverHeld = (n: number): number => find(n, MOVER, 2, S.held[MV]!);
const heldByMini = (n: number, c: number): number => find(n, HELD - c, 2, S.held[c]!);
const isRope = (p: number): boolean => p >= 16 && ((ROPES >> kindOf(p)) & 1) === 1;

function ropeAt(n: number, sq: number): boolean {
  if (isRope(looseObject(n, sq))) return true;
  const m = miniAt(S, sq);
  if (m >= 0 && m !== MV) return isRope(seatOf(m) === SEAT ? heldByMini(n, m) : S.held[m]!);
  return P.pos[n] === sq && isRope(moverHeld(n));
}

/** A friend standing on this pit that lets its side cross it as floor (Classic: the Thief, C11). */
const bridgeAt = (sq: number): boolean => {
  const m = friendlyMiniAt(sq);
  return m >= 0 && S.set.characters[kindOf(m)]!.bridgesPits === true;
};

const friendlyMiniAt = (sq: number): number => {
  const m = miniAt(S, sq);
  return m >= 0 && m !== MV && seatOf(m) === SEAT ? m : -1;
};
const enemyMiniAt = (sq: number): number => {
  const m = miniAt(S, sq);
  return m >= 0 && seatOf(m) !== SEAT ? m : -1;
};

let resOff = 0;
let resLen = 0;
/** The changes (off, len) with `item` now at `where`, kept sorted by item, into resOff/resLen. */
function withWhere(off: number, len: number, item: number, at: number): void {
  reserveChanges(len + 1);
  const out = P.chUsed;
  let k = out;
  let inserted = at === ORIG[item];
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
  resOff = out;
  resLen = k - out;
}

/** The node after exchange `op` (0 take, 1 drop, 2 give) on `item` at the current square, or -1. */
function exchange(n: number, op: number, item: number): number {
  if (P.esc[n]) return -1;
  const sq = P.pos[n]!;
  if (enemyMiniAt(sq) >= 0) return -1;
  const pit = S.board.terrain[sq] === Terrain.Pit;
  const h = moverHeld(n);
  const f = friendlyMiniAt(sq);
  const off = P.chOff[n]!;
  const len = P.chLen[n]!;
  if (op === 0) {
    const from = where(n, item);
    if (from === MOVER || from === NOWHERE) return -1;
    if (from >= 0) {
      if (from !== sq) return -1;
      if (isChar(item) && seatOf(item) !== SEAT) return -1; // never carry an enemy wounded
      if (h >= 0) {
        if (isChar(h)) {
          if (!isChar(item) && lyingWounded(n, sq) >= 0) return -1;
        } else {
          if (isChar(item) && looseObject(n, sq) >= 0) return -1;
          if (pit && !isRope(h)) return -1;
        }
      }
      withWhere(off, len, item, MOVER);
      if (h >= 0) withWhere(resOff, resLen, h, sq);
    } else {
      if (f < 0 || from !== HELD - f) return -1;
      withWhere(off, len, item, MOVER);
      if (h >= 0) withWhere(resOff, resLen, h, HELD - f);
    }
  } else {
    if (h !== item || h < 0) return -1;
    if (op === 1) {
      if (isChar(h) ? lyingWounded(n, sq) >= 0 : looseObject(n, sq) >= 0) return -1;
      if (pit && !isChar(h) && !isRope(h)) return -1;
      withWhere(off, len, h, sq);
    } else {
      if (f < 0 || heldByMini(n, f) >= 0) return -1;
      withWhere(off, len, h, HELD - f);
    }
  }
  return node(sq, P.steps[n]!, resOff, resLen, n, op, item, 0, P.ex[n]! + 1);
}

/** The node after one step in direction d, or -1. */
function step(n: number, d: number): number {
  if (P.esc[n] || P.steps[n]! >= STEPS) return -1;
  const pos = P.pos[n]!;
  const board = S.board;
  const e = board.edge[pos * 4 + d]!;
  if (!isOpenEdge(e) && !(e === Edge.Slit && SLITS)) return -1;
  const nb = S.geo.nb[pos * 4 + d]!;
  if (nb < 0 || board.terrain[nb] === Terrain.Hidden) return -1;
  const enemy = enemyMiniAt(nb);
  const flying = FLIES;
  const escaping = nb >= EXIT_LO && nb <= EXIT_HI;
  if (enemy >= 0) {
    // Levitation passes over enemy miniatures; small ones pass between a Colossus's legs.
    const legs = SMALL && S.set.characters[kindOf(enemy)]!.letsSmallPass === true;
    if (escaping || !(flying || legs)) return -1;
  }
  if (board.terrain[nb] === Terrain.Pit && !flying && !PITS) {
    if (!isRope(moverHeld(n)) && !ropeAt(n, nb) && !bridgeAt(nb)) return -1;
  }
  return node(nb, P.steps[n]! + 1, P.chOff[n]!, P.chLen[n]!, n, -1, -1, escaping ? 1 : 0, P.ex[n]!);
}

/** Enemy wounded that fall when a movement ends (the Rope taken from under them). */
const FALLS = new Int8Array(16);
let falls = 0;

/** Golden rules at one square (not the mover's): false if broken; adds falling enemies. */
function squareOk(n: number, sq: number): boolean {
  const m0 = miniAt(S, sq);
  const m = m0 === MV ? -1 : m0;
  const mh = m >= 0 ? (seatOf(m) === SEAT ? heldByMini(n, m) : S.held[m]!) : -1;
  const o = looseObject(n, sq);
  const w = lyingWounded(n, sq);
  const objs = (o >= 0 ? 1 : 0) + (mh >= 0 && !isChar(mh) ? 1 : 0);
  const wounds = (w >= 0 ? 1 : 0) + (mh >= 0 && isChar(mh) ? 1 : 0);
  if ((m >= 0 ? 1 : 0) + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
  if (S.board.terrain[sq] === Terrain.Pit && !ropeAt(n, sq)) {
    if (m >= 0 && !S.set.characters[kindOf(m)]!.walksOnPits) return false;
    if (w >= 0) {
      if (seatOf(w) === SEAT) return false; // never against your own wounded
      FALLS[falls++] = w;
    }
  }
  return true;
}

/** The square where an item's place (a square, MOVER or HELD - c) is, or -1 for the mover. */
const squareOf = (at: number): number => (at >= 0 ? at : at <= HELD ? S.loc[HELD - at]! : -1);

const TOUCHED = new Int16Array(64);
let touched = 0;

function touch(sq: number): void {
  for (let i = 0; i < touched; i++) if (TOUCHED[i] === sq) return;
  TOUCHED[touched++] = sq;
}

/** May the movement end at this node? Fills FALLS with the enemies it makes fall. */
function outcome(n: number): boolean {
  const esc = P.esc[n] === 1;
  const pos = P.pos[n]!;
  const off = P.chOff[n]!;
  const len = P.chLen[n]!;
  if (!esc && pos === START && len === 0) return false;
  falls = 0;
  // Squares whose contents changed, other than the mover's start and end.
  touched = 0;
  for (let i = off; i < off + len; i++) {
    const a = squareOf(P.chWhere[i]!);
    const b = squareOf(ORIG[P.chItem[i]!]!);
    if (a >= 0 && a !== START && (esc || a !== pos)) touch(a);
    if (b >= 0 && b !== START && (esc || b !== pos)) touch(b);
  }
  for (let i = 0; i < touched; i++) if (!squareOk(n, TOUCHED[i]!)) return false;
  if (!esc) {
    const m = miniAt(S, pos);
    if (m >= 0 && m !== MV) return false;
    const w = lyingWounded(n, pos);
    if (w >= 0 && seatOf(w) !== SEAT) return false;
    const h = moverHeld(n);
    const o = looseObject(n, pos);
    const objs = (o >= 0 ? 1 : 0) + (h >= 0 && !isChar(h) ? 1 : 0);
    const wounds = (w >= 0 ? 1 : 0) + (h >= 0 && isChar(h) ? 1 : 0);
    if (1 + objs + wounds > 2 || objs > 1 || wounds > 1) return false;
    // A pit without a Rope: only a mover that walks on pits ends there, and never with a wounded
    // friend left lying on it (Classic's Thief, C11).
    if (S.board.terrain[pos] === Terrain.Pit && !ropeAt(n, pos) && (!PITS || w >= 0)) return false;
  }
  // The square the mover left keeps whatever lies there; it must still be valid.
  if (pos !== START || esc) {
    if (len > 0) return squareOk(n, START);
    // Without changes the answer is the same for every node: worked out once per search.
    if (startPlain < 0) {
      const before = falls;
      const ok = squareOk(n, START);
      if (falls !== before) return ok;
      startPlain = ok ? 1 : 0;
    }
    return startPlain === 1;
  }
  return true;
}

/** The witness path and exchanges leading to a node, read back from its parents. */
function trace(n: number): Witness {
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

/** Writes the outcome of node n (checked by outcome()) as a movement record. */
function record(out: MoveList, n: number, withPath: boolean): void {
  out.push(head(MoveKind.Move, MV, P.pos[n]!, P.esc[n]! | (Math.min(P.ex[n]!, 15) << 1)));
  const off = P.chOff[n]!;
  for (let i = off; i < off + P.chLen[n]!; i++) out.word(changeWord(P.chItem[i]!, P.chWhere[i]!));
  for (let i = 0; i < falls; i++) out.word(FALL | FALLS[i]!);
  if (withPath && out.witness) out.witness[out.length - 1] = trace(n);
}

// The current and next layers of the breadth-first search, and the exchanges of one node.
let layer = new Int32Array(1024);
let next = new Int32Array(1024);
const XS = new Int32Array(8);
let xs = 0;

/**
 * Every distinct legal movement of one miniature (the caller checks it may act), appended to
 * `out`. `outcomes` holds the positions listed for other movers of the same generation, so that
 * none is listed twice; `maxExchanges` keeps only movements with at most that many exchanges on
 * their way (a subset, for searches that cannot afford every exchange variant).
 */
export function generateMovements(
  s: State,
  mover: PieceId,
  out: MoveList,
  outcomes: Outcomes,
  maxExchanges = Infinity,
  withPaths = false,
): void {
  begin(s, mover);
  seenReset();
  const root = node(START, 0, 0, 0, -1, -1, -1, 0, 0);
  markSeen(root);
  layer[0] = root;
  let size = 1;
  while (size > 0) {
    for (let i = 0; i < size; i++) {
      const n = layer[i]!;
      if (outcome(n)) {
        const keyed = P.pos[n] === START || P.chLen[n]! > 0;
        if (!keyed || outcomes.add(n, START, MV)) record(out, n, withPaths);
      }
      if (P.ex[n]! >= maxExchanges) continue;
      exchangesOf(n);
      for (let k = 0; k < xs; k++) {
        if (!markSeen(XS[k]!)) continue;
        if (size === layer.length) layer = grown(layer);
        layer[size++] = XS[k]!;
      }
    }
    let count = 0;
    for (let i = 0; i < size; i++) {
      const n = layer[i]!;
      for (let d = 0; d < 4; d++) {
        const x = step(n, d);
        if (x < 0 || !markSeen(x)) continue;
        if (count === next.length) next = grown(next);
        next[count++] = x;
      }
    }
    const t = layer;
    layer = next;
    next = t;
    size = count;
  }
}

/** Every exchange possible at the current square, into XS. */
function exchangesOf(n: number): void {
  xs = 0;
  if (P.esc[n] || enemyMiniAt(P.pos[n]!) >= 0) return;
  const sq = P.pos[n]!;
  const o = looseObject(n, sq);
  if (o >= 0) addExchange(exchange(n, 0, o));
  const w = lyingWounded(n, sq);
  if (w >= 0) addExchange(exchange(n, 0, w));
  const f = friendlyMiniAt(sq);
  if (f >= 0) {
    const x = heldByMini(n, f);
    if (x >= 0) addExchange(exchange(n, 0, x));
  }
  const h = moverHeld(n);
  if (h >= 0) {
    addExchange(exchange(n, 1, h));
    addExchange(exchange(n, 2, h));
  }
}

function addExchange(x: number): void {
  if (x >= 0) XS[xs++] = x;
}

const bad = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);

/**
 * Replays a movement as a player described it and, when it is legal, writes its record (with
 * the path as its witness) to `out`; the error says which step is wrong.
 */
export function validateMovement(
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
  if (squares[0] !== s.loc[mover]) return bad(`the path must start on ${squareName(s.loc[mover]!)}`);
  begin(s, mover);
  let n = node(START, 0, 0, 0, -1, -1, -1, 0, 0);
  let k = 0;
  // Exchanges come in path order from the notation and from legalActions: sorted only when not.
  let inOrder = true;
  for (let i = 1; i < exchanges.length; i++) if (exchanges[i]!.at < exchanges[i - 1]!.at) inOrder = false;
  const sorted = inOrder ? exchanges : [...exchanges].sort((a, b) => a.at - b.at);
  for (let i = 0; i < squares.length; i++) {
    if (i > 0) {
      const from = squares[i - 1]!;
      const to = squares[i]!;
      let x = -1;
      for (let d = 0; d < 4; d++) if (neighbour(from, d, s.geo) === to) x = step(n, d);
      if (x < 0) return bad(`cannot step from ${squareName(from)} to ${squareName(to)}`);
      n = x;
    }
    while (k < sorted.length && sorted[k]!.at === i) {
      const e = sorted[k++]!;
      const item = pieceIn(s.set, e.item);
      const op = OP_NAMES.indexOf(e.op);
      if (item === undefined || op < 0) return err('MALFORMED_ACTION', `bad exchange ${JSON.stringify(e)}`);
      const x = exchange(n, op, item);
      if (x < 0) return bad(`cannot ${e.op} ${e.item} on ${squareName(P.pos[n]!)}`);
      n = x;
    }
  }
  if (k < sorted.length) return bad('an exchange refers to a step outside the path');
  if (!outcome(n)) {
    return bad(
      P.pos[n] === START && P.chLen[n] === 0
        ? 'the movement changes nothing'
        : `the movement may not end like this on ${squareName(P.pos[n]!)} (golden rules)`,
    );
  }
  record(out, n, true);
  return ok(null);
}

/** Carries out a movement record (see moves.ts); events from its witness when asked for. */
export function playMovement(s: State, list: MoveList, i: number, events: GameEvent[] | null): void {
  const h = list.head(i);
  const mover = ((h >> 5) & 31) - 1;
  const end = (h >> 10) & 1023;
  const escaped = ((h >> 20) & 1) === 1;
  spendAp(s, mover, 1);
  if (events) {
    const w = list.witness?.[i];
    if (w) {
      events.push({ type: 'moved', piece: mover, path: w.path });
      for (let k = 0; k < w.ex.length; k += 3) {
        const item = w.ex[k + 2]!;
        if (w.ex[k + 1] === 0) events.push({ type: 'took', piece: mover, item });
        else events.push({ type: 'dropped', piece: mover, item, square: w.path[w.ex[k]!]! });
      }
    }
  }
  const from = list.extraStart(i);
  const to = list.end(i);
  const words = list.words;
  // Every item that changes place leaves its old place first, so that swaps cannot collide.
  for (let k = from; k < to; k++) if (!(words[k]! & FALL)) detachItem(s, words[k]! & 31);
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (w & FALL) continue;
    const at = ((w >> 5) & 2047) - 1024;
    if (at >= 0) layItem(s, w & 31, at);
    else holdItem(s, at === MOVER ? mover : HELD - at, w & 31);
  }
  if (escaped) escape(s, mover, events);
  else setLoc(s, mover, end);
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (!(w & FALL)) continue;
    events?.push({ type: 'fell', piece: w & 31 });
    eliminate(s, w & 31, events);
  }
}
