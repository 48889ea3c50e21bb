// The search behind a movement in progress (see movement.ts). A node is where the mover
// stands, how many steps it took, the border it must leave by (a zone entered with
// enemies), and where each card that may change hands is. From a node: exchanges (take,
// drop, give) and steps. The search answers one question for every decision offered to a
// player: can the movement still end within the rules from here? Hands may hold too much
// for a moment, to trade; the golden rule counts when the mover steps on and when the
// action ends.
import { facedCell, locOfCell, placeFacing, startDir } from './board.ts';
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
import { MAX_PER_ZONE, capacityOf, knows, placeKey } from './pieces.ts';
import {
  isStart,
  isZone,
  startColumn,
  startLoc,
  startSeat,
  startSide,
  type Moving,
  type State,
} from './state.ts';
import { Feature, type Seat } from './types.ts';

/** Where a card is in a node: a location, MOVER (carried by the mover), or HELD - c. */
export const MOVER = -1;
export const HELD = -2;
/** The place of a mover that left through the opponent's starting zone. */
export const ESCAPED = -999;
export const OPS = ['take', 'drop', 'give'] as const;
export type Op = 0 | 1 | 2;

export interface Node {
  place: number;
  steps: number;
  lock: number;
  /** Where each searched card is (see MoveSearch.items). */
  w: Int16Array;
  /** A decision was made since the movement began (an empty movement cannot stop). */
  decided: boolean;
  /** Place, lock and every card's place as one string: the search's identity of a node. */
  key: string;
}

const NONE = -9999;
const NO_FRIENDS: PieceId[] = [];
const code = (x: number): string => String.fromCharCode(x + 2000);

export class MoveSearch {
  readonly seat: Seat;
  readonly kind: number;
  readonly maxSteps: number;
  /** The cards that may change hands: objects and wounded at places the mover might reach. */
  readonly items: PieceId[] = [];
  private readonly index = new Int16Array(N_PIECES).fill(-1);
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
  private readonly finishable = new Map<string, boolean>();

  constructor(
    readonly s: State,
    readonly mover: PieceId,
    readonly progress: Moving,
  ) {
    this.seat = seatOf(mover);
    this.kind = kindOf(mover);
    this.maxSteps = progress.mode === 'move' ? CHARACTER_DEFS[this.kind]!.move : 1;
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
    for (let p = 0; p < N_PIECES; p++) {
      if (s.loc[p]! < 0 || p === mover || (isChar(p) && !s.wounded[p])) continue;
      if (reach.has(placeKey(s.loc[p]!))) this.items.push(p);
    }
    this.items.forEach((p, i) => (this.index[p] = i));
    for (let c = this.seat * 25; c < this.seat * 25 + 25; c++) {
      const l = s.loc[c]!;
      if (l >= 0 && c !== mover && this.index[c]! < 0) this.fixed[placeKey(l)]!++;
    }
  }

  /** Place keys the mover could still reach (a Rope assumed): only cards there can change hands. */
  private reach(): Set<number> {
    const from = this.s.loc[this.mover]!;
    const seen = new Set<number>([from]);
    let layer = this.progress.lock >= 0 ? [from, this.progress.lock] : [from];
    for (const l of layer) seen.add(l);
    for (let k = this.progress.steps; k < this.maxSteps && layer.length; k++) {
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

  /** The node of the state as it is. */
  root(): Node {
    const s = this.s;
    const w = new Int16Array(this.items.length);
    this.items.forEach((p, i) => {
      const c = s.carrier[p]!;
      w[i] = c < 0 ? s.loc[p]! : c === this.mover ? MOVER : HELD - c;
    });
    const place = s.loc[this.mover]!;
    const { steps, lock, decided } = this.progress;
    let key = code(place) + code(lock);
    for (let i = 0; i < w.length; i++) key += code(w[i]!);
    return { place, steps, lock, w, decided, key };
  }

  where(n: Node, item: PieceId): number {
    const i = this.index[item]!;
    return i < 0 ? NONE : n.w[i]!;
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

  /** A Rope the mover carries and its side can see (an unseen object's kind is not known yet, CN13). */
  private hasRope(n: Node): boolean {
    for (let i = 0; i < n.w.length; i++) {
      const p = this.items[i]!;
      if (n.w[i] === MOVER && isObjectKind(p, OB.Rope) && knows(this.s, this.seat, p)) return true;
    }
    return false;
  }

  /** Where `item` goes with exchange `op` (to receiver `to` for a give), or NONE if not allowed (CN27). */
  private target(n: Node, op: Op, item: PieceId, to: number): number {
    if (n.place === ESCAPED || this.index[item]! < 0) return NONE;
    const key = placeKey(n.place);
    const w = this.where(n, item);
    if (op === 0) {
      if (w === MOVER || this.cap === 0) return NONE;
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
    // Nothing is handed to a wounded the mover's side cannot identify (CN13).
    if (capacityOf(to) === 0 || !knows(this.s, this.seat, to)) return NONE;
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
  exchange(n: Node, op: Op, item: PieceId, to: number): Node | null {
    const where = this.target(n, op, item, to);
    if (where === NONE) return null;
    const i = this.index[item]!;
    const w = n.w.slice();
    w[i] = where;
    const key = n.key.slice(0, 2 + i) + code(where) + n.key.slice(3 + i);
    return { place: n.place, steps: n.steps, lock: n.lock, w, decided: true, key };
  }

  /** Every exchange to try at node n: [op, item, to] triples. */
  exchanges(n: Node): number[] {
    const out: number[] = [];
    if (n.place === ESCAPED) return out;
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

  /** A wall walk crosses walls only: at least one half is a wall, the other a wall or open (CN24). */
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

  /** Golden rule: every hand holds at most what it may (one card, two for the Paladin). */
  capacitiesHold(n: Node): boolean {
    if (this.holding(n, this.mover) > this.cap) return false;
    for (let i = 0; i < n.w.length; i++) {
      const w = n.w[i]!;
      if (w < MOVER && this.holding(n, HELD - w) > capacityOf(HELD - w)) return false;
    }
    return true;
  }

  /** Places one step away from n: back through the border entered, if locked (CN9). */
  steps(n: Node): number[] {
    if (n.place === ESCAPED || n.steps >= this.maxSteps || !this.capacitiesHold(n)) return [];
    if (n.lock >= 0) {
      // Locked by a zone entered in an earlier movement of this turn: back only where the border
      // still lets it (a room may have turned or moved since).
      if (
        n.steps === 0 &&
        !this.stepsFrom(n.place, this.progress.mode === 'move' && this.hasRope(n)).includes(n.lock)
      )
        return [];
      return [n.lock];
    }
    return this.stepsFrom(n.place, this.progress.mode === 'move' && this.hasRope(n));
  }

  private stepsFrom(place: number, rope: boolean): number[] {
    const out: number[] = [];
    const s = this.s;
    const b = s.board;
    const wall = this.progress.mode === 'wall';
    if (isZone(place)) {
      const cell = b.cellOf[place]!;
      for (let d = 0; d < 4; d++) {
        const i = cell * 4 + d;
        const f1 = b.f1[i]!;
        const f2 = b.f2[i]!;
        if (wall ? !MoveSearch.wallOnly(f1, f2) : !this.crossable(f1, rope) || !this.crossable(f2, rope))
          continue;
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
    if (wall || !isStart(place)) return out;
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
    return { place, steps: n.steps + 1, lock, w: n.w, decided: true, key };
  }

  /** May the movement end at n: something was done, and the golden rules hold (CN7). */
  isEnd(n: Node): boolean {
    if (!n.decided || !this.capacitiesHold(n)) return false;
    // A walk through a wall crosses one (CN24).
    if (this.progress.mode === 'wall' && n.steps === 0) return false;
    if (n.place === ESCAPED) return true;
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

  /** Can the movement still end within the rules from n? A breadth-first search that stops at the first end. */
  canFinish(n: Node): boolean {
    return this.firstEnd(n) !== null;
  }

  /** The nearest node from n where the movement may end, or null (none: n is a dead end). */
  firstEnd(n: Node): { node: Node; path: Node[] } | null {
    const known = this.finishable.get(n.key);
    if (known === false) return null;
    const prev = new Map<string, Node | null>([[n.key, null]]);
    const byKey = new Map<string, Node>([[n.key, n]]);
    let layer = [n];
    while (layer.length) {
      const next: Node[] = [];
      for (let i = 0; i < layer.length; i++) {
        const x = layer[i]!;
        if (this.isEnd(x)) {
          this.finishable.set(n.key, true);
          const path: Node[] = [];
          for (let y: Node | null = x; y; y = prev.get(y.key) ?? null) path.unshift(y);
          return { node: x, path };
        }
        const ex = this.exchanges(x);
        for (let j = 0; j < ex.length; j += 3) {
          const y = this.exchange(x, ex[j] as Op, ex[j + 1]!, ex[j + 2]!);
          if (y && !prev.has(y.key)) {
            prev.set(y.key, x);
            byKey.set(y.key, y);
            layer.push(y);
          }
        }
        for (const p of this.steps(x)) {
          const y = this.step(x, p);
          if (!prev.has(y.key)) {
            prev.set(y.key, x);
            byKey.set(y.key, y);
            next.push(y);
          }
        }
      }
      layer = next;
    }
    this.finishable.set(n.key, false);
    return null;
  }
}
