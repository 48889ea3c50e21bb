// Movement (rulebook: Moving a character, Moving on the starting zone, Using objects,
// Carrying the wounded) and the Wall-walker's walk through a wall, which shares its
// exchanges. One breadth-first search serves both directions:
// - enumeration: every distinct outcome (where the mover ends, where every object and
//   wounded ends), each once, with the shortest witness path;
// - validation: a path given by a player is replayed step by step with the same
//   transition functions, so what is listed and what is accepted cannot disagree.
// A node records only the cards whose place differs from the start, so two orders of
// exchanges that end the same are one node.
import { facedCell, locOfCell, parsePlace, placeFacing, placeName, startDir } from './board.ts';
import {
  CH,
  CHARACTER_DEFS,
  FLYING,
  N_CHARS,
  N_PIECES,
  OB,
  isChar,
  isObjectKind,
  kindOf,
  seatOf,
  type PieceId,
} from './cards.ts';
import { MAX_PER_ZONE, capacityOf, escape, event, knows, placeKey, refFor, resolveRef } from './pieces.ts';
import { isStart, isZone, startColumn, startLoc, startSeat, startSide, type State } from './state.ts';
import {
  Feature,
  err,
  ok,
  type EngineError,
  type Exchange,
  type GameEvent,
  type Result,
  type Seat,
} from './types.ts';

const MOVER = -1;
const HELD = -2; // HELD - c: carried by character c
const NOWHERE = -1000;
const ESCAPED = -999;
/** Lock value: the mover took an object it could not see, and stops there (CN16). */
const STOP = -2;

const OP_NAMES = ['take', 'drop', 'give'] as const;

export interface Node {
  place: number;
  steps: number;
  /** In a zone entered with enemies: the place the mover must leave by (rulebook, Movement). */
  lock: number;
  /** Where each searched card is (see MoveSearch.items): a location, MOVER, or HELD - c. */
  w: Int16Array;
  parent: Node | null;
  /** -1: reached by a step; else an exchange (0 take, 1 drop, 2 give) of `item` (to `to`). */
  op: number;
  item: number;
  to: number;
  /** Exchanges made so far. */
  ex: number;
  /** Place, lock and every card's place as one string: the search's identity of a node. */
  key: string;
}

export type MoveMode = 'move' | 'wall';

export class MoveSearch {
  readonly seat: Seat;
  readonly kind: number;
  readonly start: number;
  readonly maxSteps: number;
  /**
   * The cards that may change hands in this movement: objects and wounded at places the
   * mover might reach, in the order the search tries them (cards the mover's side cannot
   * see come last, by handle, so that witnesses say nothing about them).
   */
  readonly items: PieceId[] = [];
  /** Card -> index in items, or -1. */
  private readonly index = new Int16Array(N_PIECES).fill(-1);
  private readonly orig: Int16Array;
  /** Places holding unwounded enemies of the mover: entering one locks the path. */
  private readonly locks = new Set<number>();
  /** Per place key: the mover's unwounded friends there (not the mover). */
  private readonly friends = new Map<number, PieceId[]>();
  /** Per place key: the mover's characters there that no exchange can move. */
  private readonly fixed = new Int8Array(64);
  private readonly count = new Int8Array(64);
  private readonly flying: boolean;
  private readonly ghost: boolean;
  private readonly acrobat: boolean;
  private readonly cap: number;

  /** Names of places and cards as the mover's side writes them, made once per search. */
  private readonly names = new Map<number, string>();
  private readonly refs = new Map<number, string>();

  constructor(
    readonly s: State,
    readonly mover: PieceId,
    readonly mode: MoveMode,
    /** Searches may list only the movements with at most this many exchanges (a subset). */
    readonly maxExchanges = Infinity,
  ) {
    this.seat = seatOf(mover);
    this.kind = kindOf(mover);
    this.start = s.loc[mover]!;
    this.maxSteps = mode === 'move' ? CHARACTER_DEFS[this.kind]!.move : 1;
    this.flying = FLYING(this.kind);
    this.ghost = this.kind === CH.Ghost;
    this.acrobat = this.kind === CH.ElfScout || this.kind === CH.Thief;
    this.cap = capacityOf(mover);
    const giantOk = CHARACTER_DEFS[this.kind]!.combat <= 1;
    const enemyKinds = new Map<number, boolean>();
    for (let c = 0; c < N_CHARS; c++) {
      const l = s.loc[c]!;
      if (l < 0 || c === mover || s.wounded[c]) continue;
      if (seatOf(c) === this.seat) {
        const k = placeKey(l);
        this.friends.set(k, [...(this.friends.get(k) ?? []), c]);
      } else if (isZone(l)) {
        // Giant: characters of printed combat 1 or less pass between a Colossus's legs.
        enemyKinds.set(l, (enemyKinds.get(l) ?? true) && kindOf(c) === CH.Colossus && giantOk);
      }
    }
    if (!this.flying && !this.ghost) for (const [l, passable] of enemyKinds) if (!passable) this.locks.add(l);
    const reach = this.reach();
    const pos = (p: PieceId): number => (s.carrier[p]! >= 0 ? pos(s.carrier[p]!) : s.loc[p]!);
    for (let p = 0; p < N_PIECES; p++) {
      const l = s.loc[p]!;
      if (l < 0 || p === mover || (isChar(p) && !s.wounded[p])) continue;
      if (s.carrier[p] === mover || reach.has(placeKey(pos(p)))) this.items.push(p);
    }
    const order = (p: PieceId): number => (knows(s, this.seat, p) ? p : N_PIECES + s.alias[p]!);
    this.items.sort((a, b) => order(a) - order(b));
    this.orig = new Int16Array(this.items.length);
    this.items.forEach((p, i) => {
      this.index[p] = i;
      const c = s.carrier[p]!;
      this.orig[i] = c >= 0 ? (c === mover ? MOVER : HELD - c) : s.loc[p]!;
    });
    for (let c = this.seat * 25; c < this.seat * 25 + 25; c++) {
      const l = s.loc[c]!;
      if (l >= 0 && c !== mover && this.index[c]! < 0) this.fixed[placeKey(l)]!++;
    }
  }

  /** Place keys the mover could reach at all (a Rope assumed): only cards there can change hands. */
  private reach(): Set<number> {
    const seen = new Set<number>([this.start]);
    let layer = [this.start];
    for (let k = 0; k < this.maxSteps && layer.length; k++) {
      const next: number[] = [];
      for (const l of layer)
        for (const m of this.stepsFrom(l, true))
          if (m !== ESCAPED && !seen.has(m)) {
            seen.add(m);
            next.push(m);
          }
      layer = next;
    }
    return new Set([...seen].map(placeKey));
  }

  where(n: Node, item: PieceId): number {
    const i = this.index[item]!;
    return i < 0 ? NOWHERE : n.w[i]!;
  }

  /** The location of a card in node n (a carried card is where its carrier is). */
  posOf(n: Node, item: PieceId): number {
    const w = this.where(n, item);
    if (w >= 0) return w;
    if (w === MOVER) return n.place;
    const c = HELD - w;
    return this.index[c]! >= 0 ? this.posOf(n, c) : this.s.loc[c]!;
  }

  holding(n: Node, c: PieceId): number {
    const tag = c === this.mover ? MOVER : HELD - c;
    let k = 0;
    for (let i = 0; i < n.w.length; i++) if (n.w[i] === tag) k++;
    return k;
  }

  private hasRope(n: Node): boolean {
    for (let i = 0; i < n.w.length; i++)
      if (n.w[i] === MOVER && isObjectKind(this.items[i]!, OB.Rope)) return true;
    return false;
  }

  private child(n: Node, op: number, item: PieceId, to: number, where: number, key: string): Node {
    const w = n.w.slice();
    w[this.index[item]!] = where;
    const lock = op === 0 && this.unseen(item) ? STOP : n.lock;
    return { place: n.place, steps: n.steps, lock, w, parent: n, op, item, to, ex: n.ex + 1, key };
  }

  /** An object the mover's side cannot see: taking it ends the movement there (CN16). */
  private unseen(item: PieceId): boolean {
    return !isChar(item) && !knows(this.s, this.seat, item);
  }

  /** Where `item` goes with exchange `op` (to receiver `to` for a give), or NONE if not allowed. */
  private target(n: Node, op: number, item: PieceId, to: number): number {
    if (n.place === ESCAPED || this.index[item]! < 0) return NONE;
    const key = placeKey(n.place);
    const w = this.where(n, item);
    if (op === 0) {
      if (w === MOVER || this.cap === 0 || this.holding(n, this.mover) >= this.cap) return NONE;
      if (placeKey(this.posOf(n, item)) !== key) return NONE;
      if (isChar(item) && seatOf(item) !== this.seat) return NONE;
      if (w < MOVER) {
        // Taken from a carrier: a friendly character, or any wounded (rulebook, Objects).
        const holder = HELD - w;
        const friendly = seatOf(holder) === this.seat && !this.s.wounded[holder];
        if (!friendly && !(this.s.wounded[holder] && !isChar(item))) return NONE;
      }
      return MOVER;
    }
    if (w !== MOVER) return NONE;
    if (op === 1) return isStart(n.place) && !isChar(item) ? startColumn(n.place) : n.place;
    if (to < 0 || to >= N_CHARS || to === this.mover || to === item) return NONE;
    // Nothing is handed to a wounded the mover's side cannot identify (CN16).
    if (this.holding(n, to) >= capacityOf(to) || !knows(this.s, this.seat, to)) return NONE;
    if (this.s.wounded[to]) {
      // An object may be given to a wounded here, friend or foe; never a wounded.
      if (isChar(item) || this.index[to]! < 0 || placeKey(this.posOf(n, to)) !== key) return NONE;
    } else {
      if (seatOf(to) !== this.seat || this.s.loc[to]! < 0 || placeKey(this.s.loc[to]!) !== key) return NONE;
      if (this.s.carrier[to]! >= 0) return NONE;
    }
    return HELD - to;
  }

  /** The node after exchange `op` on `item` (to `to` for a give), or null if not allowed. */
  exchange(n: Node, op: number, item: PieceId, to: number): Node | null {
    const where = this.target(n, op, item, to);
    return where === NONE ? null : this.child(n, op, item, to, where, this.childKey(n, op, item, where));
  }

  /** A node's key with one card moved (and the lock an unseen object sets). */
  private childKey(n: Node, op: number, item: PieceId, where: number): string {
    const i = 2 + this.index[item]!;
    const k = n.key;
    const lock = op === 0 && this.unseen(item) ? code(STOP) : k[1]!;
    return k[0]! + lock + k.slice(2, i) + code(where) + k.slice(i + 1);
  }

  /** Every exchange possible at node n: [op, item, to] triples. */
  private candidates(n: Node): number[] {
    const out: number[] = [];
    if (n.place === ESCAPED || n.ex >= this.maxExchanges) return out;
    const friends = this.friends.get(placeKey(n.place)) ?? NO_FRIENDS;
    for (const it of this.items) {
      if (this.where(n, it) !== MOVER) {
        out.push(0, it, -1);
        continue;
      }
      out.push(1, it, -1);
      for (const f of friends) out.push(2, it, f);
      if (isChar(it)) continue;
      for (const wnd of this.items) if (isChar(wnd) && wnd !== it) out.push(2, it, wnd);
    }
    return out;
  }

  private crossable(f: number, rope: boolean): boolean {
    switch (f) {
      case Feature.Open:
        return true;
      case Feature.Pit:
        return rope || this.flying || this.acrobat || this.ghost;
      case Feature.Slit:
        return this.kind === CH.Naga || this.ghost;
      case Feature.Wall:
      case Feature.Closed:
        return this.ghost;
      default:
        return false;
    }
  }

  /** A wall walk crosses walls only: at least one half is a wall, the other a wall or open. */
  private static wallOnly(f1: number, f2: number): boolean {
    const ok1 = f1 === Feature.Wall || f1 === Feature.Open;
    const ok2 = f2 === Feature.Wall || f2 === Feature.Open;
    return ok1 && ok2 && (f1 === Feature.Wall || f2 === Feature.Wall);
  }

  /** Is the exit into the opponent's starting zone in front of `cell` blocked (rulebook, Blocking an exit)? */
  private blocked(seat: Seat, cell: number): boolean {
    const at = placeFacing(this.s, seat, cell);
    for (let c = seat * 25; c < seat * 25 + 25; c++)
      if (this.s.loc[c] === at && !this.s.wounded[c]) return true;
    return false;
  }

  /** Places one step away from n. */
  steps(n: Node): number[] {
    if (n.place === ESCAPED || n.steps >= this.maxSteps || n.lock === STOP) return [];
    if (n.lock >= 0) return [n.lock];
    return this.stepsFrom(n.place, this.mode === 'move' && this.hasRope(n));
  }

  private stepsFrom(place: number, rope: boolean): number[] {
    const out: number[] = [];
    const s = this.s;
    const b = s.board;
    if (isZone(place)) {
      const cell = b.cellOf[place]!;
      for (let d = 0; d < 4; d++) {
        const i = cell * 4 + d;
        const f1 = b.f1[i]!;
        const f2 = b.f2[i]!;
        const pass =
          this.mode === 'wall'
            ? MoveSearch.wallOnly(f1, f2)
            : this.crossable(f1, rope) && this.crossable(f2, rope);
        if (!pass) continue;
        const nb = b.nb[i]!;
        if (nb >= 0) {
          if (b.up[nb]) out.push(locOfCell(b, nb));
        } else if (nb < -1) {
          const seat = (-2 - nb) as Seat;
          if (seat === this.seat) out.push(placeFacing(s, seat, cell));
          else if (!this.blocked(seat, cell)) out.push(ESCAPED);
        }
      }
      return out;
    }
    if (this.mode === 'wall' || !isStart(place)) return out;
    const seat = startSeat(place);
    const side = startSide(place);
    const icon = place & 3;
    for (let f = 0; f < 4; f++) {
      if (f !== icon) out.push(startLoc(seat, side, f));
      out.push(startLoc(seat, 1 - side, f));
    }
    const cell = facedCell(s, place);
    if (cell >= 0 && this.crossable(b.f1[cell * 4 + startDir(seat)]!, rope)) out.push(locOfCell(b, cell));
    return out;
  }

  /** The node one step from n to `place`. */
  step(n: Node, place: number): Node {
    const lock = place !== ESCAPED && this.locks.has(place) ? n.place : -1;
    const key = code(place) + code(lock) + n.key.slice(2);
    return { place, steps: n.steps + 1, lock, w: n.w, parent: n, op: -1, item: -1, to: -1, ex: n.ex, key };
  }

  root(): Node {
    const w = this.orig.slice();
    let key = code(this.start) + code(-1);
    for (let i = 0; i < w.length; i++) key += code(w[i]!);
    return { place: this.start, steps: 0, lock: -1, w, parent: null, op: -1, item: -1, to: -1, ex: 0, key };
  }

  /** A node is an outcome if something changed and the golden rule holds at the end. */
  isOutcome(n: Node): boolean {
    if (n.place === this.start && this.unchanged(n)) return false;
    if (n.place === ESCAPED) return true;
    // No closure here: tsx names every closure it creates (esbuild keepNames), and this runs per node.
    const count = this.count;
    count.set(this.fixed);
    if (++count[placeKey(n.place)]! > MAX_PER_ZONE) return false;
    for (let i = 0; i < this.items.length; i++) {
      const p = this.items[i]!;
      if (isChar(p) && seatOf(p) === this.seat && ++count[placeKey(this.posOf(n, p))]! > MAX_PER_ZONE)
        return false;
    }
    return true;
  }

  private unchanged(n: Node): boolean {
    for (let i = 0; i < n.w.length; i++) if (n.w[i] !== this.orig[i]) return false;
    return true;
  }

  /** A place's name ("out" for an escape). */
  placeText(l: number): string {
    let t = this.names.get(l);
    if (t === undefined) this.names.set(l, (t = l === ESCAPED ? 'out' : placeName(this.s, l)));
    return t;
  }

  /** A card's name for the mover's side. */
  ref(p: PieceId): string {
    let t = this.refs.get(p);
    if (t === undefined) this.refs.set(p, (t = refFor(this.s, this.seat, p)));
    return t;
  }

  /** Every distinct outcome, each with its shortest witness. */
  outcomes(): Node[] {
    const seen = new Set<string>();
    const done = new Set<string>();
    const out: Node[] = [];
    const first = this.root();
    let layer: Node[] = [first];
    seen.add(first.key);
    while (layer.length > 0) {
      const next: Node[] = [];
      for (let i = 0; i < layer.length; i++) {
        const n = layer[i]!;
        // An outcome is where the mover ends and where every card ends; the lock does not count.
        const k = n.key[0]! + n.key.slice(2);
        if (!done.has(k) && this.isOutcome(n)) {
          done.add(k);
          out.push(n);
        }
        const cand = this.candidates(n);
        for (let j = 0; j < cand.length; j += 3) {
          const op = cand[j]!;
          const item = cand[j + 1]!;
          const to = cand[j + 2]!;
          const where = this.target(n, op, item, to);
          if (where === NONE) continue;
          const ck = this.childKey(n, op, item, where);
          if (seen.has(ck)) continue;
          seen.add(ck);
          layer.push(this.child(n, op, item, to, where, ck));
        }
        for (const p of this.steps(n)) {
          const y = this.step(n, p);
          if (seen.has(y.key)) continue;
          seen.add(y.key);
          next.push(y);
        }
      }
      layer = next;
    }
    return out;
  }
}

const NO_FRIENDS: PieceId[] = [];
const NONE = -9999;
const code = (x: number): string => String.fromCharCode(x + 2000);

/** A node's path and exchanges, read back from its parents. */
function trace(n: Node): { path: number[]; ex: Node[] } {
  const chain: Node[] = [];
  for (let x: Node | null = n; x; x = x.parent) chain.push(x);
  const path: number[] = [];
  const ex: Node[] = [];
  for (let i = chain.length - 1; i >= 0; i--) {
    const x = chain[i]!;
    if (x.op < 0) path.push(x.place);
    else ex.push(x);
  }
  return { path, ex };
}

/** The action that leads to a movement outcome, in the names the mover's seat uses. */
export function outcomeAction(
  search: MoveSearch,
  n: Node,
): { piece: string; path: string[]; exchanges: Exchange[] } {
  const { path, ex } = trace(n);
  const exchanges: Exchange[] = [];
  for (const x of ex) {
    const e: Exchange = { at: x.steps, op: OP_NAMES[x.op]!, item: search.ref(x.item) };
    if (x.op === 2) e.to = search.ref(x.to);
    exchanges.push(e);
  }
  const names: string[] = [];
  for (const l of path) names.push(search.placeText(l));
  return { piece: search.ref(search.mover), path: names, exchanges };
}

const bad = (m: string): { ok: false; error: EngineError } => err('ILLEGAL_ACTION', m);

/** Replays a movement (or wall walk) given by a player; the node it ends on, or why not. */
export function validateMove(
  s: State,
  mover: PieceId,
  mode: MoveMode,
  path: unknown[],
  exchanges: unknown[],
): Result<{ search: MoveSearch; node: Node }> {
  const search = new MoveSearch(s, mover, mode);
  const seat = search.seat;
  if (path.length < 1 || path.length > search.maxSteps + 1)
    return bad(`a path of 1 to ${search.maxSteps + 1} places`);
  const places: number[] = [];
  for (const x of path) {
    const l = x === 'out' ? ESCAPED : typeof x === 'string' ? parsePlace(s, x) : undefined;
    if (l === undefined) return err('MALFORMED_ACTION', `bad place '${String(x)}'`);
    places.push(l);
  }
  if (places[0] !== search.start) return bad('a path starts where the character stands');
  let n = search.root();
  const exs = exchanges as Partial<Exchange>[];
  let e = 0;
  for (let i = 0; i < places.length; i++) {
    if (i > 0) {
      if (!search.steps(n).includes(places[i]!))
        return bad(`no way from ${String(path[i - 1])} to ${String(path[i])}`);
      n = search.step(n, places[i]!);
    }
    for (; e < exs.length && exs[e]?.at === i; e++) {
      const x = exs[e]!;
      const op = OP_NAMES.indexOf(x.op as (typeof OP_NAMES)[number]);
      const item = resolveRef(s, seat, x.item);
      const to = op === 2 ? resolveRef(s, seat, x.to) : -1;
      if (op < 0 || item === undefined || to === undefined) return bad(`bad exchange ${JSON.stringify(x)}`);
      const next = search.exchange(n, op, item, to);
      if (!next) return bad(`cannot ${x.op} ${String(x.item)} at ${String(path[i])}`);
      n = next;
    }
  }
  if (e < exs.length) return bad('exchanges must be in path order, at places of the path');
  if (!search.isOutcome(n)) return bad('the movement changes nothing or breaks the golden rule (3 per zone)');
  return ok({ search, node: n });
}

/** Applies a validated movement or wall walk. */
export function applyMove(s: State, search: MoveSearch, n: Node, events: GameEvent[]): void {
  const mover = search.mover;
  const { path, ex } = trace(n);
  search.items.forEach((it, i) => {
    const w = n.w[i]!;
    if (w >= 0) {
      s.carrier[it] = -1;
      s.loc[it] = w;
    } else s.carrier[it] = w === MOVER ? mover : HELD - w;
  });
  if (n.place !== ESCAPED) s.loc[mover] = n.place;
  for (let pass = 0; pass < 2; pass++)
    for (let p = 0; p < N_PIECES; p++) if (s.carrier[p]! >= 0) s.loc[p] = s.loc[s.carrier[p]!]!;
  const names = path.map((l) => search.placeText(l));
  events.push(
    event(
      s,
      search.mode === 'wall' ? 'walked' : 'moved',
      { path: names },
      { piece: mover, exchanges: (name) => ex.map((x) => exchangeOf(x, name)) },
    ),
  );
  if (n.place === ESCAPED) escape(s, mover, events);
}

function exchangeOf(x: Node, name: (p: PieceId) => string): Exchange {
  const e: Exchange = { at: x.steps, op: OP_NAMES[x.op]!, item: name(x.item) };
  if (x.op === 2) e.to = name(x.to);
  return e;
}
