// The greedy policy the searching levels share: a cheap prior per move (no engine call), the
// best few candidates by that prior, and the greedy choice among them by the evaluation of the
// world after the move. L1 plays it; L2 uses it to complete turns and to find the opponent's
// reply; ISMCTS uses the prior and the evaluation to order its widening. Everything works on
// the engine's compact moves (a MoveList and an index) and plays them on copies of the world:
// no Action object is made inside a search.
import {
  MoveKind,
  MoveList,
  clone,
  generateMovesFor,
  play,
  toMove,
  type GenerateOptions,
  type Rng,
  type Seat,
  type State,
} from '@dt/engine';
import { announcementIndex, combatCardIndex, settledValue } from './cards.ts';
import { exitDistances } from './evaluate.ts';
import { suicidal } from './random-bot.ts';

/**
 * Simulated play and the tree below its root list movements with at most one exchange (taking
 * or dropping an item on the way, not every combination): about 4 times fewer moves, and move
 * generation is much of what searches spend their time on. Real decisions always choose among
 * all the legal actions.
 */
export const SEARCH_MOVES: GenerateOptions = { maxExchanges: 1 };

/**
 * Most movements a simulated greedy step weighs (see candidates: the moves most promising by
 * prior, then every other non-movement): L3 and L4's playouts and L2's simulated turns alike, so
 * that the search samples the very lines L2 follows.
 */
export const SIMULATED_MOVES = 6;

const TYPE_PRIOR: number[] = [];
TYPE_PRIOR[MoveKind.Attack] = 3;
TYPE_PRIOR[MoveKind.Spear] = 3;
TYPE_PRIOR[MoveKind.Shoot] = 3;
TYPE_PRIOR[MoveKind.Fireball] = 3;
TYPE_PRIOR[MoveKind.Heal] = 3;
TYPE_PRIOR[MoveKind.Scream] = 2;
TYPE_PRIOR[MoveKind.Reveal] = 1.5;
TYPE_PRIOR[MoveKind.Rotate] = 0.5;
TYPE_PRIOR[MoveKind.Portcullis] = 0.5;
TYPE_PRIOR[MoveKind.Place] = 1;
TYPE_PRIOR[MoveKind.End] = 0;

/** Movements and jumps: the moves that take a miniature somewhere. */
export const isMovement = (moves: MoveList, i: number): boolean =>
  moves.kind(i) === MoveKind.Move || moves.kind(i) === MoveKind.Jump;

/**
 * A quick guess of how promising a move is, from the board alone (higher is better).
 * Callers scoring many moves of one world pass its exit distances once.
 */
export function prior(
  w: State,
  moves: MoveList,
  i: number,
  seat: Seat,
  dist = exitDistances(w, seat),
): number {
  const kind = moves.kind(i);
  if (kind === MoveKind.Move || kind === MoveKind.Jump) {
    const to = moves.to(i);
    const start = w.loc[moves.piece(i)]!;
    const gain = (dist[start]! - dist[to]!) / 4;
    const bonus = kind === MoveKind.Move && moves.exchanges(i) > 0 ? 1.5 : 0;
    return (dist[to] === 0 ? 10 : gain) + bonus + (kind === MoveKind.Jump ? -1 : 0);
  }
  if (kind === MoveKind.Card) return moves.value(i) / 5;
  return TYPE_PRIOR[kind] ?? 0.5;
}

/**
 * The `cap` most promising moves by prior, and every non-movement among the rest, in the order
 * of a stable sort by prior (best first), as indices into `moves`. Playouts call it at every
 * step, so the best are picked out without sorting the long list of movements.
 */
export function candidates(w: State, moves: MoveList, seat: Seat, cap: number): number[] {
  if (moves.length <= cap) return Array.from({ length: moves.length }, (_, i) => i);
  const dist = exitDistances(w, seat);
  const p: number[] = [];
  for (let i = 0; i < moves.length; i++) p.push(prior(w, moves, i, seat, dist));
  const top: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    if (top.length === cap) {
      if (!ranksBefore(p, i, top[cap - 1]!)) continue;
      top.pop();
    }
    let k = top.length;
    for (; k > 0 && ranksBefore(p, i, top[k - 1]!); k--) top[k] = top[k - 1]!;
    top[k] = i;
  }
  const rest: number[] = [];
  for (let i = 0; i < moves.length; i++) if (!isMovement(moves, i) && !top.includes(i)) rest.push(i);
  rest.sort((i, j) => p[j]! - p[i]! || i - j);
  return [...top, ...rest];
}

/** Higher prior first, then the earlier in the list. */
const ranksBefore = (p: readonly number[], i: number, j: number): boolean =>
  p[i]! > p[j]! || (p[i] === p[j] && i < j);

/** What uncovering a room is worth beyond the evaluation: it opens the way and shows tokens. */
export const REVEAL_BONUS = 6;

/** The world after move i, on a copy. */
export function after(w: State, moves: MoveList, i: number): State {
  const t = clone(w);
  play(t, moves, i);
  return t;
}

/** The evaluation for `seat` after move i, averaged over worlds when it reveals a room. */
export function scoreMove(worlds: readonly State[], moves: MoveList, i: number, seat: Seat): number {
  const reveal = moves.kind(i) === MoveKind.Reveal;
  const n = reveal ? worlds.length : 1;
  let sum = 0;
  for (let k = 0; k < n; k++) sum += settledValue(after(worlds[k]!, moves, i), seat);
  return sum / n + (reveal ? REVEAL_BONUS : 0);
}

/** The greedy choice, as an index: the best evaluation after the move; ending the turn wins ties. */
export function greedyPick(
  worlds: readonly State[],
  moves: MoveList,
  seat: Seat,
  rng: Rng,
  cap = Infinity,
): number {
  const w = worlds[0]!;
  let best = 0;
  let bestScore = -Infinity;
  const order = cap === Infinity ? null : candidates(w, moves, seat, cap);
  const n = order ? order.length : moves.length;
  for (let k = 0; k < n; k++) {
    const i = order ? order[k]! : k;
    if (suicidal(w, moves, i)) continue;
    const end = moves.kind(i) === MoveKind.End;
    const sc = scoreMove(worlds, moves, i, seat) + (end ? 0.5 : rng.int(1000) / 1e4);
    if (sc > bestScore) {
      bestScore = sc;
      best = i;
    }
  }
  return best;
}

/**
 * Simulated decisions that are not greedy steps: Combat cards from the regret-matching
 * strategy, the announcement worth most, and the highest Action card (the opponent's reply is
 * assumed to be a full one). -1 in the other phases.
 */
function simulatedChoice(w: State, moves: MoveList, who: Seat, rng: Rng): number {
  if (w.phase === 'combat') return combatCardIndex([w], cardValues(moves), who, rng);
  if (w.phase === 'announce') return announcementIndex([w], cardValues(moves), who);
  if (w.phase === 'card') {
    let best = 0;
    for (let i = 1; i < moves.length; i++) if (moves.value(i) > moves.value(best)) best = i;
    return best;
  }
  return -1;
}

/** The values of a list of Combat cards or announcements (0: no announcement). */
export const cardValues = (moves: MoveList): number[] =>
  Array.from({ length: moves.length }, (_, i) => moves.value(i));

const simulated = new MoveList();

/**
 * Plays on greedily (each step weighing at most `cap` movements, see candidates) until turn
 * `lastTurn` ends (or the game does), and returns the world reached: the rest of the turn under
 * way, and the opponent's next turn too when `lastTurn` is the one after it. `w0` is not changed.
 */
export function simulateUntil(w0: State, lastTurn: number, rng: Rng, cap: number): State {
  let w = w0;
  let own = false;
  for (let guard = 0; guard < 60 && w.phase !== 'over' && w.turn <= lastTurn; guard++) {
    for (const who of toMove(w)) {
      generateMovesFor(w, who, simulated, SEARCH_MOVES);
      if (!simulated.length) continue;
      const choice = simulatedChoice(w, simulated, who, rng);
      const i = choice >= 0 ? choice : greedyPick([w], simulated, who, rng, cap);
      if (!own) {
        w = clone(w);
        own = true;
      }
      play(w, simulated, i);
      if (w.phase !== 'combat') break;
    }
  }
  return w;
}
