// One game between two bots, each deciding from its own seat's view only. Shared by the
// tests, `dt tournament` and the pool's workers. A host's loop in miniature: it asks every
// seat that must decide (both during a Combat-card choice), checks that each decision is
// among the seat's legal actions and that the engine accepts it.
import {
  apply,
  legalActionsFor,
  makeAction,
  newGame,
  toMove,
  view,
  type Action,
  type GameConfig,
  type Seat,
  type State,
  type View,
} from '@dt/engine';

export type Decider = (v: View, legal: Action[], seat: Seat, decision: number) => Action;

export interface MatchResult {
  /** 0 yellow, 1 blue, -1 draw. */
  winner: -1 | 0 | 1;
  endReason: string;
  turns: number;
  decisions: number;
  vp: [number, number];
}

/** Safety net against a bot that never ends a turn. */
const MAX_DECISIONS = 20_000;

export function playMatch(
  config: GameConfig,
  seed: number | string,
  players: [Decider, Decider],
  onState?: (s: State) => void,
): MatchResult {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(`bad game: ${g.error.message}`);
  let s = g.value;
  let decisions = 0;
  while (s.phase !== 'over') {
    if (decisions > MAX_DECISIONS) throw new Error(`no end after ${MAX_DECISIONS} decisions`);
    // Simultaneous choices: every seat decides on the same state before either is applied.
    const chosen: Action[] = [];
    for (const seat of toMove(s)) {
      const legal = legalActionsFor(s, seat);
      const a = players[seat](view(s, seat), legal, seat, decisions++);
      const key = makeAction(a);
      if (!legal.some((l) => makeAction(l) === key)) throw new Error(`bot chose an illegal action: ${key}`);
      chosen.push(a);
    }
    for (const a of chosen) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`engine refused ${makeAction(a)}: ${r.error.code} ${r.error.message}`);
      s = r.value.state;
      onState?.(s);
    }
  }
  return {
    winner: s.winner ?? -1,
    endReason: s.endReason,
    turns: s.turn,
    decisions,
    vp: [s.vp[0], s.vp[1]],
  };
}
