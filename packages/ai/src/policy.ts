// The greedy policy the searching levels share: a cheap prior per action (no engine call),
// the best few candidates by that prior, and the greedy choice among them by the evaluation
// of the world after the action. L1 plays it; L2 uses it to complete turns and to find the
// opponent's reply; ISMCTS uses the prior and the evaluation to order its widening.
import {
  apply,
  legalActionsFor,
  parseSquare,
  type LegalOptions,
  toMove,
  type Action,
  type Rng,
  type Seat,
  type State,
} from '@dt/engine';
import { chooseAnnouncement, chooseCombatCard, settledValue } from './cards.ts';
import { exitDistances } from './evaluate.ts';
import { suicidal } from './random-bot.ts';

/**
 * Simulated play and the tree below its root list movements with at most one exchange (taking
 * or dropping an item on the way, not every combination): about 4 times fewer actions, and the
 * engine's move generation is what searches spend their time on. Real decisions always choose
 * among all the legal actions.
 */
export const SEARCH_MOVES: LegalOptions = { maxExchanges: 1 };

/**
 * Most movements a simulated greedy step weighs (see candidates: the actions most promising by
 * prior, then every other non-movement): L3 and L4's playouts and L2's simulated turns alike, so
 * that the search samples the very lines L2 follows.
 */
export const SIMULATED_MOVES = 6;

const TYPE_PRIOR: Record<string, number> = {
  attack: 3,
  spear: 3,
  shoot: 3,
  fireball: 3,
  heal: 3,
  scream: 2,
  reveal: 1.5,
  jump: 0.5,
  rotate: 0.5,
  portcullis: 0.5,
  place: 1,
  card: 1,
  end: 0,
};

/**
 * A quick guess of how promising an action is, from the board alone (higher is better).
 * Callers scoring many actions of one world pass its exit distances once.
 */
export function prior(w: State, a: Action, seat: Seat, dist = exitDistances(w, seat)): number {
  if (a.type === 'move' || a.type === 'jump') {
    const to = parseSquare(a.type === 'move' ? a.path[a.path.length - 1]! : a.to, w.geo);
    const from = a.type === 'move' ? parseSquare(a.path[0]!, w.geo) : undefined;
    if (to === undefined) return 0;
    const start = from ?? pieceSquare(w, a.piece);
    const gain = start === undefined ? 0 : (dist[start]! - dist[to]!) / 4;
    const bonus = a.type === 'move' && a.exchanges.length ? 1.5 : 0;
    return (dist[to] === 0 ? 10 : gain) + bonus + (a.type === 'jump' ? -1 : 0);
  }
  if (a.type === 'card') return a.value / 5;
  return TYPE_PRIOR[a.type] ?? 0.5;
}

function pieceSquare(w: State, code: string): number | undefined {
  const seat = code[0] === 'y' ? 0 : 1;
  for (let k = 0; k < 8; k++) {
    const c = seat * 8 + k;
    const sq = w.loc[c]!;
    if (sq >= 0 && codeOf(c) === code) return sq;
  }
  return undefined;
}

const CODES = ['Mk', 'Ng', 'Cl', 'Bs', 'Co', 'Wz', 'Bn', 'Tp'];
const codeOf = (c: number): string => (c >> 3 ? 'b' : 'y') + CODES[c & 7];

/**
 * The `cap` most promising actions by prior, and every non-movement among the rest, in the
 * order of a stable sort by prior (best first). Playouts call it at every step, so the best
 * are picked out without sorting the long list of movements.
 */
export function candidates(w: State, legal: readonly Action[], seat: Seat, cap: number): Action[] {
  if (legal.length <= cap) return legal.slice();
  const dist = exitDistances(w, seat);
  const p = legal.map((a) => prior(w, a, seat, dist));
  const top: number[] = [];
  for (let i = 0; i < legal.length; i++) {
    if (top.length === cap) {
      if (!ranksBefore(p, i, top[cap - 1]!)) continue;
      top.pop();
    }
    let k = top.length;
    for (; k > 0 && ranksBefore(p, i, top[k - 1]!); k--) top[k] = top[k - 1]!;
    top[k] = i;
  }
  const rest: number[] = [];
  for (let i = 0; i < legal.length; i++) {
    const t = legal[i]!.type;
    if (t !== 'move' && t !== 'jump' && !top.includes(i)) rest.push(i);
  }
  rest.sort((i, j) => p[j]! - p[i]! || i - j);
  return [...top, ...rest].map((i) => legal[i]!);
}

/** Higher prior first, then the earlier in the list. */
const ranksBefore = (p: readonly number[], i: number, j: number): boolean =>
  p[i]! > p[j]! || (p[i] === p[j] && i < j);

/** What uncovering a room is worth beyond the evaluation: it opens the way and shows tokens. */
export const REVEAL_BONUS = 6;

/** The evaluation for `seat` after `a`, averaged over worlds when the action reveals a room. */
export function scoreAction(worlds: readonly State[], a: Action, seat: Seat): number {
  const n = a.type === 'reveal' ? worlds.length : 1;
  const bonus = a.type === 'reveal' ? REVEAL_BONUS : 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const r = apply(worlds[i]!, a);
    if (!r.ok) return -Infinity;
    sum += settledValue(r.value.state, seat);
  }
  return sum / n + bonus;
}

/** The greedy choice: the best evaluation after the action; ending the turn wins ties. */
export function greedyPick(
  worlds: readonly State[],
  legal: readonly Action[],
  seat: Seat,
  rng: Rng,
  cap = Infinity,
): Action {
  const w = worlds[0]!;
  let best: Action = legal[0]!;
  let bestScore = -Infinity;
  for (const a of cap === Infinity ? legal : candidates(w, legal, seat, cap)) {
    if (suicidal(w, a)) continue;
    const sc = scoreAction(worlds, a, seat) + (a.type === 'end' ? 0.5 : rng.int(1000) / 1e4);
    if (sc > bestScore) {
      bestScore = sc;
      best = a;
    }
  }
  return best;
}

/**
 * Simulated decisions that are not greedy steps: Combat cards from the regret-matching
 * strategy, the announcement worth most, and the highest Action card (the opponent's reply is
 * assumed to be a full one).
 */
function simulatedChoice(w: State, legal: readonly Action[], who: Seat, rng: Rng): Action | null {
  if (w.phase === 'combat') return chooseCombatCard([w], legal, who, rng);
  if (w.phase === 'announce') return chooseAnnouncement([w], legal, who);
  if (w.phase === 'card') {
    let best = legal[0]!;
    for (const a of legal) if (a.type === 'card' && best.type === 'card' && a.value > best.value) best = a;
    return best;
  }
  return null;
}

/**
 * Plays on greedily (each step weighing at most `cap` movements, see candidates) until turn `lastTurn`
 * ends (or the game does), and returns the world reached: the rest of the turn under way, and
 * the opponent's next turn too when `lastTurn` is the one after it.
 */
export function simulateUntil(w0: State, lastTurn: number, rng: Rng, cap: number): State {
  let w = w0;
  for (let guard = 0; guard < 60 && w.phase !== 'over' && w.turn <= lastTurn; guard++) {
    for (const who of toMove(w)) {
      const legal = legalActionsFor(w, who, SEARCH_MOVES);
      if (!legal.length) continue;
      const a = simulatedChoice(w, legal, who, rng) ?? greedyPick([w], legal, who, rng, cap);
      const r = apply(w, a);
      if (!r.ok) return w;
      w = r.value.state;
      if (w.phase !== 'combat') break;
    }
  }
  return w;
}
