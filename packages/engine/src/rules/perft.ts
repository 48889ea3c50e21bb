// Perft ("performance test", as chess engines count moves): the number of action sequences of a
// given length from a position, counted through the public contract (legalActions and apply).
// A table of these counts from fixed positions (test/perft/) pins the rules engine's behaviour:
// any change to the counts is a change to what players may do.
import { apply, legalActions, type LegalOptions } from './game.ts';
import { makeAction } from '../io/record.ts';
import type { State } from '../core/state.ts';

/** Sequences of `depth` legal actions from `s` (1: the legal actions, listed once per outcome). */
export function perft(s: State, depth: number, opts: LegalOptions = {}): number {
  if (depth <= 0) return 1;
  const actions = legalActions(s, opts);
  if (depth === 1) return actions.length;
  let n = 0;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`perft: a listed action is refused: ${makeAction(a)}: ${r.error.message}`);
    n += perft(r.value.state, depth - 1, opts);
  }
  return n;
}
