// The engine contract for hosts (ARCHITECTURE.md): legalActions(state) and apply(state,
// action), on Action objects. Inside, both go through the compact move core: legalActions is
// the generator's list written as Actions (with witness paths), and apply checks an Action
// into a move (fromAction), copies the state and plays the move on the copy, so a rejected
// action never changes anything and the input state is never modified. Searches use the core
// directly: generateMoves into a reused MoveList, play on their own copy (see docs/engine.md).
import { actorOf, fromAction, toAction } from './actions.ts';
import { generateMoves, toMove } from './generate.ts';
import { MoveKind, MoveList, argA, argB, kindOf, pieceOf } from '../core/moves.ts';
import { canAct, type GameEvent } from '../core/pieces.ts';
import { play } from './play.ts';
import { memoryOf } from './search-memory.ts';
import { pieceCodes } from '../core/set.ts';
import { clone, type State } from '../core/state.ts';
import { err, ok, type Action, type Result, type Seat } from '../core/types.ts';

export { actorOf, toMove };

export interface Applied {
  state: State;
  events: GameEvent[];
}

/** Options for searches: `maxExchanges` lists only movements with at most that many exchanges. */
export interface LegalOptions {
  maxExchanges?: number;
}

// The lists of legalActions, apply and isLegal, with their search memory (search-memory.ts):
// one per module only because these calls keep the hosts' API simple (no context to pass) and
// each runs to completion without calling outside code, so none is re-entered while its list
// is in use. Searches that need their own context call the move core with their own lists.
const listed = new MoveList();

/**
 * Every legal decision now, for whichever seat(s) must decide (see toMove), one entry per
 * distinct outcome. With `opts.maxExchanges` the movements are a subset (those with at most
 * that many exchanges on the way); every other action is listed as usual.
 */
export function legalActions(s: State, opts: LegalOptions = {}): Action[] {
  generateMoves(s, listed, { maxExchanges: opts.maxExchanges, withPaths: true });
  const out: Action[] = [];
  const codes = pieceCodes(s.set);
  for (let i = 0; i < listed.length; i++) out.push(toAction(s, listed, i, codes));
  return out;
}

/**
 * The legal decisions of one seat only. legalActions works on the whole state, so during
 * simultaneous choices it also lists the other seat's options (its Combat cards reveal its
 * hand): a host must hand each seat only these (R6).
 */
export function legalActionsFor(s: State, seat: Seat, opts: LegalOptions = {}): Action[] {
  if (!toMove(s).includes(seat)) return [];
  const all = legalActions(s, opts);
  return s.phase === 'actions' ? all : all.filter((a) => actorOf(s, a) === seat);
}

const checked = new MoveList();

/** Applies one action: the new state and its events, or an error and nothing changed. */
export function apply(s: State, a: Action): Result<Applied> {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string') {
    return err('MALFORMED_ACTION', 'an action is an object with a type');
  }
  if (s.phase === 'over') return err('GAME_OVER', 'the game is over');
  let r: Result<null>;
  try {
    r = fromAction(s, a, checked);
  } catch {
    return err('MALFORMED_ACTION', 'the action does not have the expected fields');
  }
  if (!r.ok) return r;
  const next = clone(s);
  const events: GameEvent[] = [];
  play(next, checked, 0, events);
  return ok({ state: next, events });
}

/**
 * Is move i of `moves` (from any generation of any position) legal in `s`? A movement is
 * compared with every movement of its mover, by outcome (witness paths and the exchanges on
 * the way aside); any other move with the moves generated in `s`.
 */
export function isLegal(s: State, moves: MoveList, i: number): boolean {
  const h = moves.head(i);
  if (kindOf(h) !== MoveKind.Move) {
    generateMoves(s, legalCheck);
    for (let j = 0; j < legalCheck.length; j++) if (legalCheck.same(j, moves, i)) return true;
    return false;
  }
  const mover = pieceOf(h);
  if (s.phase !== 'actions' || !canAct(s, mover)) return false;
  legalCheck.clear();
  const memory = memoryOf(legalCheck);
  memory.outcomes.clear();
  memory.movement.generate(s, mover, legalCheck, memory.outcomes);
  for (let j = 0; j < legalCheck.length; j++) if (sameOutcome(legalCheck, j, moves, i)) return true;
  return false;
}
const legalCheck = new MoveList();

/** Two movement records with the same outcome: the mover, where it ends (or that it escapes), every change. */
function sameOutcome(a: MoveList, i: number, b: MoveList, j: number): boolean {
  const ha = a.head(i);
  const hb = b.head(j);
  const escaped = argB(ha) & 1;
  if (pieceOf(ha) !== pieceOf(hb) || escaped !== (argB(hb) & 1) || (!escaped && argA(ha) !== argA(hb)))
    return false;
  const n = a.end(i) - a.extraStart(i);
  if (n !== b.end(j) - b.extraStart(j)) return false;
  for (let k = 0; k < n; k++) if (a.words[a.extraStart(i) + k] !== b.words[b.extraStart(j) + k]) return false;
  return true;
}
