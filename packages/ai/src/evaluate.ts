// The evaluation of a world for one seat (issue 5): victory points first, then how close each
// miniature is to the opponent's starting line through the labyrinth as it lies, wounded and
// threatened characters, Combat cards left, objects held, Jump cards and the Action-card
// cycle. Distances come from one multi-source search per seat over the derived board, where
// walls and face-down rooms are not impassable but cost what a rotation or a jump would.
// Tutorial 3 (eliminations, nobody leaves) replaces the way out by the way to the nearest
// enemy, and counts eliminations and wounds as the victory points they lead to. Weights live
// in one table so that self-play tuning only touches numbers.
import { COLS, COMBAT, Edge, MOVE, Terrain, type Seat, type State } from '@dt/engine';

export const WEIGHTS = {
  vp: 100,
  win: 10_000,
  /** A miniature's progress: `progress * exp(-AP it needs to get out / 8)`. */
  progress: 48,
  wounded: 30,
  /** A miniature next to an enemy miniature that out-fights it. */
  threatened: 7,
  combatCard: 2.5,
  object: 5,
  jump: 6,
  actionCard: 1.5,
  /** Tutorial 3 (eliminations, no way out): a miniature closing in on its prey. */
  hunt: 60,
};

// Step costs in half squares: a plain step 2, an unknown (face-down) square 4, a pit 12;
// crossing a closed portcullis adds 8 (a Key or a break), the border of a face-down room 4
// (one reveal), a wall or an arrow-slit 24: only a rotation or a Jump card gets through, so a
// way round is nearly always better, and a miniature pressed against a wall is not "close".
const STEP = 2;
const HIDDEN = 4;
const PIT = 12;
const CLOSED = 8;
const BORDER = 4;
const WALL = 24;
const MAX_COST = PIT + WALL;

// Distances depend only on the derived board, which states share until a room is revealed or
// turned or a portcullis changes: computed once per board and seat.
const CACHE = new WeakMap<object, [Int32Array | null, Int32Array | null]>();

/** dist[sq]: half-squares from sq to `seat`'s exit (the opponent's starting line). */
export function exitDistances(s: State, seat: Seat): Int32Array {
  let entry = CACHE.get(s.board);
  if (!entry) CACHE.set(s.board, (entry = [null, null]));
  return (entry[seat] ??= computeDistances(s, seat));
}

function computeDistances(s: State, seat: Seat): Int32Array {
  const { geo, board } = s;
  const size = geo.size;
  const dist = new Int32Array(size).fill(1 << 28);
  const exitRow = seat === 0 ? geo.height - 1 : 0;
  // Dial's algorithm: costs are small integers.
  const buckets: number[][] = [[]];
  for (let x = 0; x < 10; x++) {
    const sq = exitRow * 10 + x;
    dist[sq] = 0;
    buckets[0]!.push(sq);
  }
  for (let d = 0; d < buckets.length; d++) {
    const b = buckets[d];
    if (!b) continue;
    for (let i = 0; i < b.length; i++) {
      const sq = b[i]!;
      if (dist[sq] !== d) continue;
      for (let dir = 0; dir < 4; dir++) {
        const nb = geo.nb[sq * 4 + dir]!;
        if (nb < 0) continue;
        // Moving from nb into sq: the cost of sq's terrain and of the edge between them.
        const t = board.terrain[sq]!;
        let c = t === Terrain.Pit ? PIT : t === Terrain.Hidden ? HIDDEN : STEP;
        const e = board.edge[sq * 4 + dir]!;
        // Inside a face-down room nothing is known: its unknown squares already cost more.
        const inside = e === Edge.Blind && t === Terrain.Hidden && board.terrain[nb] === Terrain.Hidden;
        if (e === Edge.Closed) c += CLOSED;
        else if (e === Edge.Blind) c += inside ? 0 : BORDER;
        else if (e === Edge.Wall || e === Edge.Slit) c += WALL;
        const nd = d + (c > MAX_COST ? MAX_COST : c);
        if (nd < dist[nb]!) {
          dist[nb] = nd;
          (buckets[nd] ??= []).push(nb);
        }
      }
    }
  }
  return dist;
}

function seatScore(s: State, seat: Seat, dist: Int32Array): number {
  const W = WEIGHTS;
  const hunting = s.scen.goal === 'eliminate';
  let score = s.vp[seat] * W.vp + s.jumps[seat] * W.jump;
  if (hunting) score += s.kills[seat] * W.vp;
  for (let v = 1; v <= 6; v++) score += s.combatHand[seat * 7 + v]! * v * W.combatCard;
  for (let v = 2; v <= 5; v++) if ((s.actionHand[seat] >> v) & 1) score += v * W.actionCard;
  for (let k = 0; k < 8; k++) {
    const c = seat * 8 + k;
    const sq = s.loc[c]!;
    if (sq < 0) continue;
    if (s.wounded[c]) {
      // In tutorial 3 a wounded character is one blow from an elimination, a victory point.
      score -= hunting ? W.vp / 2 : W.wounded;
      continue;
    }
    if (hunting) {
      score += W.hunt * Math.exp(-preyDistance(s, seat, sq) / 8);
    } else {
      const ap = dist[sq]! / (STEP * MOVE[k]!);
      score += W.progress * Math.exp(-ap / 8);
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
  const mine = COMBAT[c & 7]!;
  for (let dir = 0; dir < 4; dir++) {
    const e = s.board.edge[sq * 4 + dir]!;
    if (e !== Edge.Open && e !== Edge.Raised && e !== Edge.Broken) continue;
    const nb = s.geo.nb[sq * 4 + dir]!;
    for (let q = c >> 3 ? 0 : 8; q < (c >> 3 ? 8 : 16); q++) {
      if (s.loc[q] === nb && !s.wounded[q] && s.carrier[q]! < 0 && COMBAT[q & 7]! > mine) return true;
    }
  }
  return false;
}

/** How good the world is for `seat`: positive is good, about 100 per victory point. */
export function evaluate(s: State, seat: Seat): number {
  if (s.phase === 'over') {
    return s.winner === seat ? WEIGHTS.win : s.winner === null || s.winner < 0 ? 0 : -WEIGHTS.win;
  }
  const opp = (seat ^ 1) as Seat;
  return seatScore(s, seat, exitDistances(s, seat)) - seatScore(s, opp, exitDistances(s, opp));
}

/** Evaluation points per unit of logit in the win chance (a victory point is 100). */
export const WIN_SCALE = 60;

/** The evaluation as a win chance in [0, 1], the reward of the tree search. */
export const winChance = (s: State, seat: Seat): number => {
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === null || s.winner < 0 ? 0.5 : 0;
  return 1 / (1 + Math.exp(-evaluate(s, seat) / WIN_SCALE));
};
