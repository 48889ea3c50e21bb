// L3 and L4: Information Set MCTS (Cowling, Powley and Whitehouse 2012, single observer) over
// single actions. Every iteration samples a new world from the view, then walks one shared
// tree whose nodes are information sets of the root seat (infokey.ts), so different action
// orders reaching one position merge. Selection is UCB with availability counts (an edge's
// exploration term uses how often it was available, not the parent's visits). Children are
// widened progressively, in the order of the evaluation of the world after each action
// (the board prior first narrows the long list of movements); a node lists its actions only
// from its EXPAND_AT-th visit, so a small budget is spent on the root's actions rather than
// on a wide, shallow tree. From a leaf both players play on greedily (policy.ts) until the
// opponent's reply turn ends: every line is scored at that one horizon, by the evaluation as
// a win chance. The secret Combat card choices inside the tree are chance events drawn from
// each seat's regret-matching strategy (cards.ts), which also decides them at the root.
// L3 decides on the most visited root action; L4 chooses among the root's actions by
// sequential halving (halving.ts) and uses UCB below the root only.
import type { MoveList } from '@dt/engine';
import {
  Rng,
  clone,
  generateMovesFor,
  play,
  toAction,
  toMove,
  type Action,
  type Seat,
  type State,
} from '@dt/engine';
import { announcementIndex, combatCardIndex } from './cards.ts';
import { exitDistances, winChance } from './evaluate.ts';
import { infoKey } from './infokey.ts';
import { stateKey } from './statekey.ts';
import { SEARCH_MOVES, SIMULATED_MOVES, cardValues, prior, scoreMove, simulateUntil } from './policy.ts';
import { suicidal } from './random-bot.ts';
import { Scratch } from './scratch.ts';
import { halving } from './halving.ts';

export interface SearchBudget {
  iterations: number;
  ms: number;
  /** Now and then, and at the end: the iterations so far and the best line (bestLine). */
  onProgress?: (iterations: number, line: Action[]) => void;
  /** How the search works (defaults: CLASSIC_SEARCH). */
  config?: Partial<SearchConfig>;
  /** Filled in as the search goes (for the bench and the tests): iterations, and playouts played. */
  stats?: { iterations: number; playouts: number };
  /**
   * Analysis (review.ts): after the search, the root move `move` gets iterations of its own until
   * it has been tried `visits` times, so that a move the search did not favour is still valued.
   */
  probe?: { move: number; visits: number };
  /** Filled in at the end (analysis): every tried root move's visits and mean reward for the seat. */
  root?: { move: number; n: number; mean: number }[];
  /** The clock `ms` is read on, in ms (default Date.now; tests pass one of their own). */
  clock?: () => number;
}

/** The choices of the search beyond its budget. */
export interface SearchConfig {
  /** Sequential halving at the root instead of UCB's most visited action. */
  halving: boolean;
  /** Turns after the current one that playouts go on for (1: to the end of the opponent's reply). */
  horizon: number;
  /** Playouts score a reveal by the world before it (policy.ts, greedyPick). */
  cheapReveals: boolean;
  /** A world met again at a leaf reuses its playout's reward (statekey.ts). */
  playoutMemory: boolean;
  /**
   * Sequential halving with a time budget only plans its rounds for the iterations the time
   * allows, measured as it goes (halving.ts), instead of for a fixed 1,500.
   */
  timePlan: boolean;
}

/** The search as it was measured in docs/ai.md's first ladder (L3; L4 with halving). */
export const CLASSIC_SEARCH: SearchConfig = {
  halving: false,
  horizon: 1,
  cheapReveals: false,
  playoutMemory: false,
  timePlan: false,
};

/**
 * The levels' searches: L3 decides by visits, L4 by sequential halving; both remember playouts.
 * L4's time plan is not on by default: it was not shown stronger at equal CPU time
 * (docs/ai-experiments.md, "The second attempt").
 */
export const LEVEL_SEARCH: Record<3 | 4, SearchConfig> = {
  3: { ...CLASSIC_SEARCH, playoutMemory: true },
  4: { ...CLASSIC_SEARCH, playoutMemory: true, halving: true },
};

/**
 * Default budgets: L3 about a second per decision at most, L4 about five. The iterations are
 * those that take the CPU time the search of docs/ai.md's ladder took with 300 and 1,500
 * (docs/ai-experiments.md, "The faster search"), so the default levels think as long as before.
 */
export const LEVEL_BUDGET: Record<3 | 4, { iterations: number; ms: number }> = {
  3: { iterations: 480, ms: 1000 },
  4: { iterations: 2400, ms: 5000 },
};

const UCB_C = 0.3;
const PW_C = 2;
/** A node's actions are listed (and the tree grows below it) from this visit on. */
const EXPAND_AT = 8;
const PW_ALPHA = 0.5;
/** How many actions (by prior) get an evaluation to order the widening. */
const ORDER_EVAL = 16;
const MAX_DEPTH = 40;
/** Most playout rewards one decision remembers. */
const PLAYOUT_MEMORY = 1 << 18;

interface Edge {
  /** The move: index `move` of its node's list. */
  moves: MoveList;
  move: number;
  actor: Seat;
  n: number;
  avail: number;
  sum: number;
}

interface Node {
  visits: number;
  /** Edges in widening order; null until the node is expanded. */
  edges: Edge[] | null;
}

/** The moves of `seat` in evaluation order (best first), pointless attacks dropped. */
function ordered(w: State, moves: MoveList, seat: Seat, scratch: Scratch): number[] {
  const dist = exitDistances(w, seat);
  const byPrior = Array.from({ length: moves.length }, (_, i) => ({ i, p: prior(w, moves, i, seat, dist) }))
    .sort((x, y) => y.p - x.p)
    .map((x) => x.i);
  const head = byPrior.slice(0, ORDER_EVAL).filter((i) => !suicidal(w, moves, i, scratch));
  const scored = head
    .map((i) => ({ i, s: scoreMove([w], moves, i, seat, scratch) }))
    .sort((x, y) => y.s - x.s);
  const out = scored.map((x) => x.i);
  if (!out.length) return byPrior.slice().sort((a, b) => a - b);
  for (const i of byPrior.slice(ORDER_EVAL)) out.push(i);
  return out;
}

function makeEdges(w: State, moves: MoveList, seat: Seat, scratch: Scratch, all = false): Edge[] {
  const order = all ? orderedAll(w, moves, seat, scratch) : ordered(w, moves, seat, scratch);
  return order.map((move) => ({ moves, move, actor: seat, n: 0, avail: 0, sum: 0 }));
}

/** At the root every move is evaluated once: the widening must not miss a good one. */
function orderedAll(w: State, moves: MoveList, seat: Seat, scratch: Scratch): number[] {
  const all = Array.from({ length: moves.length }, (_, i) => i);
  const sane = all.filter((i) => !suicidal(w, moves, i, scratch));
  const scored = (sane.length ? sane : all).map((i) => ({ i, s: scoreMove([w], moves, i, seat, scratch) }));
  return scored.sort((x, y) => y.s - x.s).map((x) => x.i);
}

function select(node: Node): Edge {
  const edges = node.edges!;
  const k = Math.min(edges.length, Math.ceil(PW_C * Math.pow(node.visits, PW_ALPHA)));
  let best = edges[0]!;
  let bestScore = -Infinity;
  for (let i = 0; i < k; i++) {
    const e = edges[i]!;
    e.avail++;
    if (e.n === 0) return e; // widening order: the next untried action
    const score = e.sum / e.n + UCB_C * Math.sqrt(Math.log(e.avail) / e.n);
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

/**
 * The search's choice among `moves` (the seat's legal moves, read into the first world the
 * sampler gives for this rng state), as an index.
 */
export function ismctsDecision(
  sample: (rng: Rng) => State,
  moves: MoveList,
  seat: Seat,
  rng: Rng,
  budget: SearchBudget,
  scratch = new Scratch(),
): number {
  const now = budget.clock ?? Date.now;
  const started = now();
  const config: SearchConfig = { ...CLASSIC_SEARCH, ...budget.config };
  const tree = new Map<string, Node>();
  const first = sample(rng);
  // Every line is scored at one horizon: when the opponent's reply turn ends (by default).
  const horizon = first.turn + config.horizon;
  const root: Node = { visits: 1, edges: makeEdges(first, moves, seat, scratch, true) };
  const rootEdges = root.edges!;
  const path: Edge[] = [];
  // Playout rewards (for yellow) by the world they started from (config.playoutMemory).
  const playouts = new Map<number, number>();
  const keyScratch = new Int32Array(2);
  let it = 0;

  /**
   * One iteration in world `w0` (a copy is played on): down the tree from the root (through
   * `forced`, a root edge, when sequential halving chooses it), played out from the leaf, backed up.
   */
  const iterate = (w0: State, r: Rng, forced?: Edge, owned = false): void => {
    const w = owned ? w0 : clone(w0);
    path.length = 0;
    let node: Node | undefined = root;
    for (let depth = 0; depth < MAX_DEPTH && w.phase !== 'over' && w.turn <= horizon; depth++) {
      if (w.phase === 'combat' || w.phase === 'announce') {
        chance(w, r, scratch);
        continue;
      }
      if (node === undefined) {
        const key = infoKey(w, seat);
        node = tree.get(key);
        if (node === undefined) {
          tree.set(key, { visits: 1, edges: null });
          break; // a new leaf: scored below
        }
      }
      const mover = toMove(w)[0]!;
      if (node.edges === null) {
        if (node.visits < EXPAND_AT) {
          node.visits++;
          break; // not yet expanded: played out from here
        }
        generateMovesFor(w, mover, scratch.expanded, SEARCH_MOVES);
        if (!scratch.expanded.length) break;
        node.edges = makeEdges(w, scratch.expanded.slice(), mover, scratch);
      }
      node.visits++;
      const e = forced && node === root ? forced : select(node);
      play(w, e.moves, e.move);
      path.push(e);
      node = undefined;
    }
    // From the leaf both players play greedily up to the horizon (a short, informed playout),
    // unless this very world was played out from before.
    const key = config.playoutMemory ? stateKey(w, keyScratch) : -1;
    let yellow = key >= 0 ? playouts.get(key) : undefined;
    if (yellow === undefined) {
      if (budget.stats) budget.stats.playouts++;
      const end = simulateUntil(w, horizon, r, SIMULATED_MOVES, scratch, true, config.cheapReveals);
      yellow = winChance(end, 0, scratch.weights);
      if (key >= 0 && playouts.size < PLAYOUT_MEMORY) playouts.set(key, yellow);
    }
    for (const e of path) {
      e.n++;
      e.sum += e.actor === 0 ? yellow : 1 - yellow;
    }
    it++;
    if (budget.stats) budget.stats.iterations = it;
    if (budget.onProgress && (it & 63) === 0) budget.onProgress(it, bestLine(first, rootEdges, tree, seat));
  };

  let best: Edge;
  if (config.halving) {
    // One sampled world, every action of `edges` tried in it with the same random draws.
    const world = (edges: readonly Edge[]): void => {
      const w = sample(rng);
      const seed = rng.next();
      for (const e of edges) iterate(w, new Rng(seed), e);
    };
    const clock = { ms: budget.ms, started, now };
    best = halving(rootEdges, budget.iterations, clock, config.timePlan, PW_C, world);
  } else {
    while (it < budget.iterations && !((it & 15) === 0 && now() - started >= budget.ms))
      iterate(sample(rng), rng, undefined, true);
    best = mostVisited(rootEdges);
  }
  const probed = budget.probe && probeEdge(rootEdges, moves, seat, budget.probe.move);
  // The probe's own iterations come after the choice: they value the move, they never choose it.
  while (probed && probed.n < budget.probe!.visits) iterate(sample(rng), rng, probed, true);
  if (budget.root)
    for (const e of rootEdges) if (e.n) budget.root.push({ move: e.move, n: e.n, mean: e.sum / e.n });
  budget.onProgress?.(it, bestLine(first, rootEdges, tree, seat));
  return best.move;
}

/** The root edge of move `move`, added when the search had dropped it (a hopeless attack). */
function probeEdge(rootEdges: Edge[], moves: MoveList, seat: Seat, move: number): Edge {
  const found = rootEdges.find((e) => e.move === move);
  if (found) return found;
  const e: Edge = { moves, move, actor: seat, n: 0, avail: 0, sum: 0 };
  rootEdges.push(e);
  return e;
}

function mostVisited(edges: readonly Edge[]): Edge {
  let best = edges[0]!;
  for (const e of edges) if (e.n > best.n || (e.n === best.n && e.sum > best.sum)) best = e;
  return best;
}

/** The longest line bestLine reports. */
const LINE_MAX = 8;

/**
 * The search's plan for the seat's turn so far: the most visited action, then the most
 * visited one after it, as long as the seat keeps deciding and the tree goes on (the first
 * is the decision). Read from the tree only: reporting it changes nothing.
 */
function bestLine(first: State, rootEdges: readonly Edge[], tree: Map<string, Node>, seat: Seat): Action[] {
  const line: Action[] = [];
  let edges: readonly Edge[] | null = rootEdges;
  const w = clone(first);
  while (edges?.length && line.length < LINE_MAX) {
    const e = mostVisited(edges);
    if (line.length && e.n === 0) break; // not tried yet
    line.push(toAction(w, e.moves, e.move));
    play(w, e.moves, e.move);
    const next = toMove(w);
    if (w.phase !== 'actions' || next.length !== 1 || next[0] !== seat) break;
    edges = tree.get(infoKey(w, seat))?.edges ?? null;
  }
  return line;
}

/**
 * Secret Combat cards and the announcement inside the tree, played on `w`: each seat plays a
 * card drawn from its regret-matching strategy for this world (as at the root), the Telepath
 * announces what is worth most. These are chance events of the tree, not nodes.
 */
function chance(w: State, rng: Rng, scratch: Scratch): void {
  for (const seat of toMove(w)) {
    const moves = scratch.chance;
    generateMovesFor(w, seat, moves);
    if (!moves.length) continue;
    const values = cardValues(moves);
    const i =
      w.phase === 'announce'
        ? announcementIndex([w], values, seat, scratch)
        : combatCardIndex([w], values, seat, rng, scratch);
    play(w, moves, i);
  }
}
