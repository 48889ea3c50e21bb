// The greedy policy the searching levels share: a cheap prior per move (no engine call), the
// best few candidates by that prior, and the greedy choice among them by the evaluation of the
// world after the move. L1 plays it; L2 uses it to complete turns and to find the opponent's
// reply; ISMCTS uses the prior and the evaluation to order its widening. Everything works on
// the engine's compact moves (a MoveList and an index) and plays them on copies of the world:
// no Action object is made inside a search.
import {
  MoveKind,
  clone,
  generateMovesFor,
  play,
  toMove,
  type GenerateOptions,
  type MoveList,
  type Rng,
  type Seat,
  type State,
} from '@dt/engine';
import { announcementIndex, combatCardIndex, settledValue } from './cards.ts';
import { exitDistances } from './evaluate.ts';
import { suicidal } from './random-bot.ts';
import type { Scratch } from './scratch.ts';

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
 * step, so the best are picked out without sorting the long list of movements, into the
 * scratch's arrays: the result is `scratch.order[0..n)`, n returned, valid until the next call.
 */
export function candidates(w: State, moves: MoveList, seat: Seat, cap: number, scratch: Scratch): number {
  const out = scratch.order;
  // A list that kept only its best movements (simulateUntil) counts those it left out.
  if (moves.total <= cap) {
    for (let i = 0; i < moves.length; i++) out[i] = i;
    return moves.length;
  }
  const dist = exitDistances(w, seat);
  const p = scratch.priors;
  for (let i = 0; i < moves.length; i++) p[i] = prior(w, moves, i, seat, dist);
  // The best `cap` by insertion into `out` (kept sorted), then the other non-movements.
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    if (n === cap) {
      if (!ranksBefore(p, i, out[cap - 1]!)) continue;
      n--;
    }
    let k = n;
    for (; k > 0 && ranksBefore(p, i, out[k - 1]!); k--) out[k] = out[k - 1]!;
    out[k] = i;
    n++;
  }
  const top = n;
  for (let i = 0; i < moves.length; i++) if (!isMovement(moves, i) && !listed(out, top, i)) out[n++] = i;
  sortTail(out, top, n, p);
  return n;
}

const listed = (out: readonly number[], n: number, i: number): boolean => {
  for (let k = 0; k < n; k++) if (out[k] === i) return true;
  return false;
};

/** Sorts out[from..to) by prior, best first, then by index (an insertion sort: a few moves). */
function sortTail(out: number[], from: number, to: number, p: readonly number[]): void {
  for (let a = from + 1; a < to; a++) {
    const x = out[a]!;
    let b = a;
    for (; b > from && (p[x]! > p[out[b - 1]!]! || (p[x] === p[out[b - 1]!] && x < out[b - 1]!)); b--)
      out[b] = out[b - 1]!;
    out[b] = x;
  }
}

/** Higher prior first, then the earlier in the list. */
const ranksBefore = (p: readonly number[], i: number, j: number): boolean =>
  p[i]! > p[j]! || (p[i] === p[j] && i < j);

/**
 * The playouts' generation options: the searches' movements (at most one exchange), of which only
 * the `cap` best by prior are listed (the engine keeps them while it generates, best-moves.ts),
 * scored as `prior` scores a movement. Reuses the scratch's options object.
 */
function playoutMoves(scratch: Scratch, w: State, seat: Seat, cap: number): GenerateOptions {
  const best = scratch.best;
  best.k = cap;
  best.world = w;
  best.dist = exitDistances(w, seat);
  return scratch.playoutOptions;
}

/** What uncovering a room is worth beyond the evaluation: it opens the way and shows tokens. */
export const REVEAL_BONUS = 6;

/** The world after move i, on a copy. */
export function after(w: State, moves: MoveList, i: number): State {
  const t = clone(w);
  play(t, moves, i);
  return t;
}

/**
 * The evaluation for `seat` after move i, played on a scratch copy of the first world. A reveal
 * is judged in every world: the first world's value plus what revealing changes on average.
 * Sampled worlds differ in what is hidden (face-down tokens, rooms), so their values differ
 * by tens of points; averaging the reveal's raw values would compare it with the other moves,
 * scored in the first world only, on another footing (L1 ended its first turn at once when the
 * second world was the worse: issue 38, item 10).
 */
export function scoreMove(
  worlds: readonly State[],
  moves: MoveList,
  i: number,
  seat: Seat,
  scratch: Scratch,
): number {
  if (moves.kind(i) !== MoveKind.Reveal) return valueAfter(worlds[0]!, moves, i, seat, scratch);
  const first = valueAfter(worlds[0]!, moves, i, seat, scratch);
  if (worlds.length === 1) return first + REVEAL_BONUS;
  let change = first - settledValue(worlds[0]!, seat, scratch);
  for (let k = 1; k < worlds.length; k++)
    change += valueAfter(worlds[k]!, moves, i, seat, scratch) - settledValue(worlds[k]!, seat, scratch);
  return settledValue(worlds[0]!, seat, scratch) + change / worlds.length + REVEAL_BONUS;
}

/** The evaluation for `seat` of world w after move i, played on a scratch copy. */
function valueAfter(w: State, moves: MoveList, i: number, seat: Seat, scratch: Scratch): number {
  const t = scratch.take(w);
  play(t, moves, i);
  const v = settledValue(t, seat, scratch);
  scratch.give();
  return v;
}

/**
 * The greedy choice, as an index: the best evaluation after the move; ending the turn wins ties.
 * `cheapReveals` (the tree search's playouts): a reveal is scored by the world before it plus
 * the reveal bonus, not by the revealed world, whose room is only a guess and whose distances
 * would have to be worked out anew for every room and orientation guessed.
 */
export function greedyPick(
  worlds: readonly State[],
  moves: MoveList,
  seat: Seat,
  rng: Rng,
  scratch: Scratch,
  cap = Infinity,
  cheapReveals = false,
): number {
  const w = worlds[0]!;
  let best = 0;
  let bestScore = -Infinity;
  // With cheap reveals, a reveal is scored by the world as it is (the same for every reveal).
  let here = NaN;
  const ordered = cap !== Infinity;
  const n = ordered ? candidates(w, moves, seat, cap, scratch) : moves.length;
  const order = scratch.order;
  for (let k = 0; k < n; k++) {
    const i = ordered ? order[k]! : k;
    if (suicidal(w, moves, i, scratch)) continue;
    const end = moves.kind(i) === MoveKind.End;
    const cheap = cheapReveals && moves.kind(i) === MoveKind.Reveal;
    if (cheap && Number.isNaN(here)) here = settledValue(w, seat, scratch) + REVEAL_BONUS;
    const sc =
      (cheap ? here : scoreMove(worlds, moves, i, seat, scratch)) + (end ? 0.5 : rng.int(1000) / 1e4);
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
function simulatedChoice(w: State, moves: MoveList, who: Seat, rng: Rng, scratch: Scratch): number {
  if (w.phase === 'combat') return combatCardIndex([w], cardValues(moves), who, rng, scratch);
  if (w.phase === 'announce') return announcementIndex([w], cardValues(moves), who, scratch);
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

/**
 * Plays on greedily (each step weighing at most `cap` movements, see candidates) until turn
 * `lastTurn` ends (or the game does), and returns the world reached: the rest of the turn under
 * way, and the opponent's next turn too when `lastTurn` is the one after it. `w0` is not changed,
 * unless `owned` says it is the caller's to play on.
 */
export function simulateUntil(
  w0: State,
  lastTurn: number,
  rng: Rng,
  cap: number,
  scratch: Scratch,
  owned = false,
  cheapReveals = false,
): State {
  let w = w0;
  let own = owned;
  const simulated = scratch.simulated;
  for (let guard = 0; guard < 60 && w.phase !== 'over' && w.turn <= lastTurn; guard++) {
    for (const who of toMove(w)) {
      // Only the `cap` best movements by prior can be candidates: the others are not listed.
      generateMovesFor(w, who, simulated, playoutMoves(scratch, w, who, cap));
      if (!simulated.length) continue;
      const choice = simulatedChoice(w, simulated, who, rng, scratch);
      const i = choice >= 0 ? choice : greedyPick([w], simulated, who, rng, scratch, cap, cheapReveals);
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
