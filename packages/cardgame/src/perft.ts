// Perft ("performance test", as chess engines count moves): the number of decision sequences
// of a given length from a position. `perft` counts through the public contract (legalActions
// and apply), `perftMoves` through the move core (generateMoves and an unchecked play on a
// copy); a table of these counts from fixed positions (test/perft/) pins the rules engine's
// behaviour, and the two counts agreeing pins the move core to the contract.
import { apply } from './game.ts';
import { generateMoves } from './generate.ts';
import { legalActions } from './legal.ts';
import { MoveList } from './moves.ts';
import { play } from './play.ts';
import { makeAction } from './action-notation.ts';
import { clone, type State } from './state.ts';

/** Sequences of `depth` legal decisions from `s` (1: the legal actions of every seat to move). */
export function perft(s: State, depth: number): number {
  if (depth <= 0) return 1;
  const actions = legalActions(s);
  if (depth === 1) return actions.length;
  let n = 0;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`perft: a listed action is refused: ${makeAction(a)}: ${r.error.message}`);
    n += perft(r.value.state, depth - 1);
  }
  return n;
}

/** The same count through the move core: one move list per depth, reused. */
export function perftMoves(s: State, depth: number, lists: MoveList[] = []): number {
  if (depth <= 0) return 1;
  const moves = (lists[depth] ??= new MoveList());
  const scratch = (lists[0] ??= new MoveList());
  generateMoves(s, moves, scratch);
  if (depth === 1) return moves.length;
  let n = 0;
  for (let i = 0; i < moves.length; i++) {
    const t = clone(s);
    play(t, moves, i);
    n += perftMoves(t, depth - 1, lists);
  }
  return n;
}
