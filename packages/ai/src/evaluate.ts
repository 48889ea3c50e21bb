// The evaluation of a world for one seat (issue 5): victory points first, then how close each
// miniature is to the opponent's starting line through the labyrinth as it lies, wounded and
// threatened characters, Combat cards left, objects held, Jump cards and the Action-card
// cycle. Distances come from one multi-source search per seat over the derived board, where
// walls and face-down rooms are not impassable but cost what a rotation or a reveal would, and
// a miniature walled in may also count on turning its own room.
// Tutorial 3 (eliminations, nobody leaves) replaces the way out by the way to the nearest
// enemy, and counts eliminations and wounds as the victory points they lead to. Weights live
// in one table so that self-play tuning only touches numbers.
import {
  COLS,
  Edge,
  FULL_ACTION_HAND,
  Terrain,
  inRoomSlot,
  miniAt,
  opposite,
  slotSquares,
  turnedBoard,
  turnedSquare,
  twinSlot,
  type Board,
  type Seat,
  type State,
} from '@dt/engine';

/**
 * The evaluation's weights. Progress to the Action cards are tuned by self-play (`dt tune`, L1
 * against itself; docs/ai.md gives the run): changing one changes every level's play, so the
 * ladder in docs/ai.md has to be played again.
 */
const DEFAULT_WEIGHTS = {
  vp: 100,
  win: 10_000,
  /** A miniature's progress: `progress * exp(-AP it needs to get out / 8)`. */
  progress: 78.7,
  wounded: 34.1,
  /** A miniature next to an enemy miniature that out-fights it. */
  threatened: 7.09,
  combatCard: 4.16,
  object: 3.98,
  jump: 6.73,
  actionCard: 2.08,
  /** Tutorial 3 (eliminations, no way out): a miniature closing in on its prey. */
  hunt: 60,
  /** Classic: an AP only one character may spend this turn (the Speed Potion's), not yet spent. */
  ownAp: 3,
};

export type Weights = { readonly [K in keyof typeof DEFAULT_WEIGHTS]: number };

/**
 * The default weights, frozen: a player with other weights (self-play tuning) hands its own to
 * its decisions (`DecideOptions.weights`, carried by the decision's Scratch), so no decision
 * ever sees another's.
 */
export const WEIGHTS: Weights = Object.freeze(DEFAULT_WEIGHTS);

/** The default weights with some changed (a tuning run's player), or the defaults themselves. */
export const weightsWith = (w: Partial<Weights> | undefined): Weights => (w ? { ...WEIGHTS, ...w } : WEIGHTS);

// Step costs in half squares: a plain step 2, an unknown (face-down) square 4, a pit 12;
// crossing a closed portcullis adds 8 (a Key or a break), the border of a face-down room 4
// (one reveal), a wall or an arrow-slit 24: only a rotation gets through, so a way round is
// nearly always better, and a miniature pressed against a wall is not "close". The Naga passes
// arrow-slits and the Wizard flies over pit traps at the cost of a plain step, as Classic's
// Thief walks on them; Classic's Wall-Walker crosses a wall for 1 AP, about her move's worth.
const STEP = 2;
const HIDDEN = 4;
const PIT = 12;
const CLOSED = 8;
const BORDER = 4;
const WALL = 24;
const MAX_COST = PIT + WALL;
const WALL_WALK = 8;

// Distances depend only on the revealed rooms (which room, how it is turned, its portcullises):
// the squares of a face-down room all look alike. So worlds sampled from one view, and lines
// that turn the same room the same way, share one set of plans, computed lazily per seat and
// per room.
interface Plans {
  /** Exit distances per seat * WALKERS + walker. */
  exit: (ExitPlan | undefined)[];
  /**
   * Exit distances from the gears of a room with it or its twin turned (one per gear, in the order of `gears`): index
   * (((gears' slot * 8 + turned slot) * 4 + quarters) * 2 + seat) * WALKERS + walker.
   */
  turned: (Int32Array | undefined)[];
  /** Half squares from every square to a rotation gear, per gear square. */
  toGear: Map<number, Int32Array>;
  /** `apOut` per seat * 8 + character kind and square (-1: not computed yet). */
  apOut: (Float32Array | undefined)[];
  /** `roomOut` per seat * 8 + character kind and slot (-1: not computed yet). */
  roomOut: (Float32Array | undefined)[];
  /** `exp(-apOut / 8)` and `exp(-roomOut / 8)` by the same keys (-1: not computed yet). */
  nearOut: (Float64Array | undefined)[];
  nearRoom: (Float64Array | undefined)[];
  /** The gears of each revealed room, by slot. */
  gears: (number[] | undefined)[];
  /** Step costs per walker (stepCosts), of the board, then of its turned boards (costsOf). */
  costs: (Uint8Array | undefined)[];
}
interface ExitPlan {
  dist: Int32Array;
  /** 1 where the shortest way out crosses a wall or an arrow-slit (only a rotation opens it). */
  walled: Uint8Array;
}
const BY_BOARD = new WeakMap<Board, Plans>();
/** Per set of room definitions: plans by what is revealed (`revealedKey`), the latest 256. */
const BY_REVEALED = new WeakMap<object, Map<string, Plans>>();

function plansOf(s: State): Plans {
  let p = BY_BOARD.get(s.board);
  if (p) return p;
  let known = BY_REVEALED.get(s.roomDefs);
  if (!known) BY_REVEALED.set(s.roomDefs, (known = new Map()));
  const key = revealedKey(s);
  p = known.get(key);
  if (!p) {
    if (known.size >= 256) known.delete(known.keys().next().value!);
    known.set(
      key,
      (p = {
        exit: [],
        turned: [],
        toGear: new Map(),
        apOut: [],
        roomOut: [],
        nearOut: [],
        nearRoom: [],
        gears: [],
        costs: [],
      }),
    );
  }
  BY_BOARD.set(s.board, p);
  return p;
}

/** Everything distances depend on: the board's size, each revealed room, its orientation and portcullises. */
function revealedKey(s: State): string {
  let key = `${s.geo.size}`;
  for (let slot = 0; slot < s.layout.length; slot++) {
    if (!s.revealed[slot]) {
      key += ' -';
      continue;
    }
    const ri = s.layout[slot]!;
    key += ` ${ri}.${s.orient[slot]}.`;
    for (let k = 0; k < s.roomDefs[ri]!.portcullisCount; k++) key += s.portState[ri * 8 + k];
  }
  return key;
}

const exitRow = (s: State, seat: Seat): number[] => {
  const y = seat === 0 ? s.geo.height - 1 : 0;
  return Array.from({ length: COLS }, (_, x) => y * COLS + x);
};

/**
 * How a miniature crosses the labyrinth: on foot, through arrow-slits (Naga), over pit traps
 * (Wizard; Classic's Thief walks on them), through walls (Classic's Wall-Walker).
 */
const enum Walker {
  Foot,
  Naga,
  Wizard,
  WallWalker,
}
const WALKERS = 4;
const walkerOf = (s: State, kind: number): Walker => {
  const traits = s.set.characters[kind]!;
  if (traits.crossesSlits) return Walker.Naga;
  if (traits.levitates || traits.walksOnPits) return Walker.Wizard;
  return traits.crossesWalls ? Walker.WallWalker : Walker.Foot;
};

/** dist[sq]: half-squares on foot from sq to `seat`'s exit (the opponent's starting line). */
export function exitDistances(s: State, seat: Seat): Int32Array {
  return exitPlan(s, seat, Walker.Foot).dist;
}

function exitPlan(s: State, seat: Seat, walker: Walker): ExitPlan {
  const p = plansOf(s);
  let plan = p.exit[seat * WALKERS + walker];
  if (!plan) {
    const walled = new Uint8Array(s.geo.size);
    const dist = distancesTo(s.geo, costsOf(p, s.geo, s.board, walker), exitRow(s, seat), walled);
    plan = p.exit[seat * WALKERS + walker] = { dist, walled };
  }
  return plan;
}

/**
 * AP a miniature of kind `kind` on `sq` needs to get out: the shorter of the way through the
 * labyrinth as it lies and the way through one rotation (R13): walk to a gear of its own room,
 * turn that room or its twin one to three quarter turns (1 AP each, in the gear's direction,
 * either way for the Mekanork), and go on from where the gear is then, plus one AP so that an
 * equal way without turning wins. This gets a miniature out of a room walled in on its way out:
 * walking to the gear is then progress, not a detour. Cached in the plans of the revealed rooms,
 * per seat, kind and square.
 */
function apOut(s: State, p: Plans, seat: Seat, sq: number, kind: number): number {
  const known = (p.apOut[seat * 8 + kind] ??= new Float32Array(s.geo.size).fill(-1));
  if (known[sq]! < 0) known[sq] = computeApOut(s, p, seat, sq, kind);
  return known[sq]!;
}

/**
 * A character still face-down in a room: its way out from the square of that room farthest
 * from the exit, where the opponent puts it if the opponent reveals the room (R14: the
 * revealing player places the characters). Counting it as nothing made every reveal look like
 * a gift of the room's characters to their owners, so the bots left the rooms by their own
 * starting line face-down and passed their turns.
 */
function roomOut(s: State, p: Plans, seat: Seat, slot: number, kind: number): number {
  const known = (p.roomOut[seat * 8 + kind] ??= new Float32Array(s.layout.length).fill(-1));
  if (known[slot]! < 0) known[slot] = Math.max(...slotSquares(slot).map((sq) => apOut(s, p, seat, sq, kind)));
  return known[slot]!;
}

/**
 * `exp(-AP / 8)` of a way out (apOut, roomOut), the progress term without its weight, cached
 * beside it: an exponential per character per evaluation took 7% of a search's time. The same
 * number as computed from the cached AP every time.
 */
function nearOut(s: State, p: Plans, seat: Seat, sq: number, kind: number): number {
  const known = (p.nearOut[seat * 8 + kind] ??= new Float64Array(s.geo.size).fill(-1));
  if (known[sq]! < 0) known[sq] = Math.exp(-apOut(s, p, seat, sq, kind) / 8);
  return known[sq]!;
}

function nearRoom(s: State, p: Plans, seat: Seat, slot: number, kind: number): number {
  const known = (p.nearRoom[seat * 8 + kind] ??= new Float64Array(s.layout.length).fill(-1));
  if (known[slot]! < 0) known[slot] = Math.exp(-roomOut(s, p, seat, slot, kind) / 8);
  return known[slot]!;
}

function computeApOut(s: State, p: Plans, seat: Seat, sq: number, kind: number): number {
  const move = STEP * s.set.characters[kind]!.move;
  const walker = walkerOf(s, kind);
  const out = exitPlan(s, seat, walker);
  let best = out.dist[sq]! / move;
  const slot = s.geo.slot[sq]!;
  if (!out.walled[sq] || slot < 0 || !s.revealed[slot]) return best;
  // However the room turns, the way out still crosses the rows between the room and the exit.
  const row = Math.floor(slot / 2) * 5 + 1;
  const rest = ((seat === 0 ? s.geo.height - 1 - (row + 4) : row) * STEP) / move;
  if (rest + 2 >= best) return best;
  const gears = (p.gears[slot] ??= slotSquares(slot).filter((g) => s.board.terrain[g] === Terrain.Gear));
  // A gear turns its own room or its twin, the other room of the same pair (rulebook p. 6).
  const twin = twinSlot(s, slot);
  for (const room of twin >= 0 && s.revealed[twin] ? [slot, twin] : [slot]) {
    const cw = s.roomDefs[s.layout[room]!]!.clockwise;
    // Where a gear of this room is once `room` has turned q quarter turns.
    const at = (g: number, q: number): number => (room === slot ? turnedSquare(g, slot, q) : g);
    for (let k = 0; k < gears.length; k++) {
      const g = gears[k]!;
      let toGear = p.toGear.get(g);
      if (!toGear)
        p.toGear.set(g, (toGear = distancesTo(s.geo, costsOf(p, s.geo, s.board, Walker.Foot), [g])));
      const walk = toGear[sq]! / move;
      for (let q = 1; q < 4 && walk + rest + 2 < best; q++) {
        const turns = s.set.characters[kind]!.turnsEitherWay ? Math.min(q, 4 - q) : cw ? q : 4 - q;
        const i = (((slot * 8 + room) * 4 + q) * 2 + seat) * WALKERS + walker;
        const dist = (p.turned[i] ??= turnedWayOut(
          s,
          p,
          room,
          q,
          seat,
          walker,
          gears.map((x) => at(x, q)),
        ));
        best = Math.min(best, walk + turns + 1 + dist[k]! / move);
      }
    }
  }
  return best;
}

/**
 * The ways out (for `seat`, walking as `walker`) from `targets`, the gears of a room, with the
 * room in slot `room` turned `q` quarter turns: only those squares are read, so the search
 * stops once they are reached, and only their distances are kept.
 */
function turnedWayOut(
  s: State,
  p: Plans,
  room: number,
  q: number,
  seat: Seat,
  walker: Walker,
  targets: readonly number[],
): Int32Array {
  const turned = room * 4 + q;
  const costs = (p.costs[(turned + 1) * WALKERS + walker] ??= stepCosts(
    s.geo,
    turnedBoard(s, room, q, s.board),
    walker,
  ));
  const dist = distancesTo(s.geo, costs, exitRow(s, seat), undefined, targets);
  return Int32Array.from(targets, (x) => dist[x]!);
}

/** Circular buckets of Dial's algorithm: every step costs at most MAX_COST. */
const BUCKETS = MAX_COST + 1;
/** In a step-cost table: the step crosses a wall or an arrow-slit (only a rotation opens it). */
const WALLED = 128;

/**
 * The cost of every step of a board for one walker, as the searches below read it: entry
 * sq * 4 + dir is the cost of moving from sq's neighbour in direction dir into sq (at most
 * MAX_COST), plus WALLED when that step crosses a wall. Worked out once per board and walker,
 * and read by every search on that board (both seats, the ways to the gears).
 */
function stepCosts(geo: State['geo'], board: Board, walker: Walker): Uint8Array {
  const costs = new Uint8Array(geo.size * 4);
  for (let sq = 0; sq < geo.size; sq++) {
    for (let dir = 0; dir < 4; dir++) {
      const nb = geo.nb[sq * 4 + dir]!;
      if (nb < 0) continue;
      // The cost of sq's terrain and of the edge between them.
      const t = board.terrain[sq]!;
      let c = t === Terrain.Pit && walker !== Walker.Wizard ? PIT : t === Terrain.Hidden ? HIDDEN : STEP;
      const e = board.edge[sq * 4 + dir]!;
      // Inside a face-down room nothing is known: its unknown squares already cost more.
      const inside = e === Edge.Blind && t === Terrain.Hidden && board.terrain[nb] === Terrain.Hidden;
      // A face-down room is revealed from a side open towards it: a revealed room's own wall
      // or arrow-slit there stops the reveal as it stops a step (R4).
      const sealed = e === Edge.Blind && !inside && blocksReveal(board, sq, nb, dir);
      if (e === Edge.Closed) c += CLOSED;
      else if (e === Edge.Blind) c += inside ? 0 : BORDER;
      const through = e === Edge.Wall && walker === Walker.WallWalker && !sealed;
      const wall = !through && (sealed || e === Edge.Wall || (e === Edge.Slit && walker !== Walker.Naga));
      if (wall) c += WALL;
      else if (through) c += WALL_WALK;
      costs[sq * 4 + dir] = (c > MAX_COST ? MAX_COST : c) | (wall ? WALLED : 0);
    }
  }
  return costs;
}

/** The step costs of the plans' board for a walker (every board of these plans is the same). */
function costsOf(p: Plans, geo: State['geo'], board: Board, walker: Walker): Uint8Array {
  return (p.costs[walker] ??= stepCosts(geo, board, walker));
}

/**
 * Dial's algorithm from `sources` over a table of step costs (stepCosts): dist[sq] is the cost
 * of the way from sq to the nearest source. The buckets are lists in one typed array (a node
 * per push, linked in push order), circular over MAX_COST + 1 distances: the same order of
 * visits as a list per distance, without them.
 */
function distancesTo(
  geo: State['geo'],
  costs: Uint8Array,
  sources: readonly number[],
  walled?: Uint8Array,
  targets?: readonly number[],
): Int32Array {
  let pending = targets ? targets.length : -1;
  const dist = new Int32Array(geo.size).fill(1 << 28);
  // [0, 2 * BUCKETS): head and tail per bucket (-1: empty); then (square, next) per push.
  const q = new Int32Array(2 * BUCKETS + 2 * (sources.length + 4 * geo.size)).fill(-1, 0, 2 * BUCKETS);
  let used = 2 * BUCKETS;
  let queued = 0;
  const push = (d: number, sq: number): void => {
    const b = (d % BUCKETS) * 2;
    q[used] = sq;
    q[used + 1] = -1;
    if (q[b + 1]! < 0) q[b] = used;
    else q[q[b + 1]! + 1] = used;
    q[b + 1] = used;
    used += 2;
    queued++;
  };
  for (const sq of sources) {
    dist[sq] = 0;
    push(0, sq);
  }
  for (let d = 0; queued > 0; d++) {
    const b = (d % BUCKETS) * 2;
    for (let e = q[b]!; e >= 0; e = q[e + 1]!) {
      queued--;
      const sq = q[e]!;
      if (dist[sq] !== d) continue;
      // Only the targets' distances are wanted: stop once the last of them is settled.
      if (targets?.includes(sq) && --pending === 0) return dist;
      for (let dir = 0; dir < 4; dir++) {
        const nb = geo.nb[sq * 4 + dir]!;
        if (nb < 0) continue;
        const cost = costs[sq * 4 + dir]!;
        const nd = d + (cost & ~WALLED);
        if (nd < dist[nb]!) {
          dist[nb] = nd;
          if (walled) walled[nb] = cost & WALLED ? 1 : walled[sq]!;
          push(nd, nb);
        }
      }
    }
    q[b] = q[b + 1] = -1;
  }
  return dist;
}

/** Across a face-down room's border: is the revealed side's own edge a wall or an arrow-slit? */
function blocksReveal(board: Board, sq: number, nb: number, dir: number): boolean {
  const own =
    board.terrain[sq] !== Terrain.Hidden
      ? board.own[sq * 4 + dir]!
      : board.terrain[nb] !== Terrain.Hidden
        ? board.own[nb * 4 + opposite(dir)]!
        : Edge.Open;
  return own === Edge.Wall || own === Edge.Slit;
}

// What a character's way out of `ap` action points is worth, more the nearer the exit:
// `W.progress * exp(-ap / 8)` (the exponential cached per square: nearOut).

function seatScore(s: State, seat: Seat, plans: Plans, W: Weights): number {
  const hunting = s.scen.goal === 'eliminate';
  let score = s.vp[seat] * W.vp + s.jumps[seat] * W.jump;
  if (hunting) score += s.kills[seat] * W.vp;
  for (let v = 1; v <= 6; v++) score += s.combatHand[seat * 7 + v]! * v * W.combatCard;
  // An empty hand is full again when the turn ends: counting it empty until then would make
  // ending the turn look like a gain, and the last Action card of each cycle a turn to pass.
  const hand = s.actionHand[seat] || FULL_ACTION_HAND;
  for (let v = 2; v <= 5; v++) if ((hand >> v) & 1) score += v * W.actionCard;
  for (let k = 0; k < 8; k++) {
    const c = seat * 8 + k;
    const sq = s.loc[c]!;
    const traits = s.set.characters[k]!;
    if (sq < 0) {
      // Face-down in a room (R14). Tutorial 3 hides only objects, so no hunter is ever here.
      const slot = inRoomSlot(sq);
      if (slot >= 0) score += W.progress * nearRoom(s, plans, seat, slot, k) * traits.escapeVp;
      continue;
    }
    if (s.wounded[c]) {
      // In tutorial 3 a wounded character is one blow from an elimination, a victory point.
      // Classic's Troll stands up by himself: half the harm.
      score -= hunting ? W.vp / 2 : traits.regenerates ? W.wounded / 2 : W.wounded;
      continue;
    }
    if (hunting) {
      score += W.hunt * Math.exp(-preyDistance(s, seat, sq) / 8);
    } else {
      // A way out is worth what escaping scores: Classic's Goblin 2, the Treasure carried 1 more.
      const h = s.held[c]!;
      const worth = traits.escapeVp + (h >= 16 ? s.set.objects[(h - 16) % 6]!.escapeVp : 0);
      score += W.progress * nearOut(s, plans, seat, sq, k) * worth;
      score += ((s.ownAp >>> ((c & 7) * 4)) & 15) * (seat === s.active ? W.ownAp : 0);
    }
    if (threatened(s, c, sq)) score -= W.threatened;
  }
  for (let o = 0; o < 12; o++) {
    const p = 16 + o;
    const by = s.carrier[p]!;
    if (by >= 0 && by >> 3 === seat) score += W.object;
  }
  return score;
}

/** Squares (Manhattan) from `sq` to the nearest enemy character; 20 when there is none. */
function preyDistance(s: State, seat: Seat, sq: number): number {
  const enemy = seat === 0 ? 8 : 0;
  let best = 20;
  for (let k = 0; k < 8; k++) {
    const q = s.loc[enemy + k]!;
    if (q < 0) continue;
    const d = Math.abs((q % COLS) - (sq % COLS)) + Math.abs(Math.floor(q / COLS) - Math.floor(sq / COLS));
    if (d < best) best = d;
  }
  return best;
}

function threatened(s: State, c: number, sq: number): boolean {
  const chars = s.set.characters;
  const mine = chars[c & 7]!.combat;
  for (let dir = 0; dir < 4; dir++) {
    const e = s.board.edge[sq * 4 + dir]!;
    if (e !== Edge.Open && e !== Edge.Raised && e !== Edge.Broken) continue;
    const q = miniAt(s, s.geo.nb[sq * 4 + dir]!);
    if (q >= 0 && q >> 3 !== c >> 3 && chars[q & 7]!.combat > mine) return true;
  }
  return false;
}

/** How good the world is for `seat`: positive is good, about 100 per victory point. */
export function evaluate(s: State, seat: Seat, W: Weights = WEIGHTS): number {
  if (s.phase === 'over') {
    return s.winner === seat ? W.win : s.winner === null || s.winner < 0 ? 0 : -W.win;
  }
  const opp = (seat ^ 1) as Seat;
  const plans = plansOf(s);
  return seatScore(s, seat, plans, W) - seatScore(s, opp, plans, W);
}

/** Evaluation points per unit of logit in the win chance (a victory point is 100). */
export const WIN_SCALE = 60;

/** The evaluation as a win chance in [0, 1], the reward of the tree search. */
export const winChance = (s: State, seat: Seat, W: Weights = WEIGHTS): number => {
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === null || s.winner < 0 ? 0.5 : 0;
  return 1 / (1 + Math.exp(-evaluate(s, seat, W) / WIN_SCALE));
};
