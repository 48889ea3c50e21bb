// One game between two bots of any game kind, each deciding from its own seat's view only: a
// host's loop in miniature, written against the game-module contract. It asks every seat that
// must decide (both during simultaneous secret choices) on the same state, checks that each
// decision is among that seat's legal actions, and that the engine accepts it.
import type { BaseConfig, GameModule, Seat } from '@dt/games';

export type ModuleDecider<V, A> = (v: V, legal: A[], seat: Seat, decision: number) => A;

export interface MatchResult {
  /** 0 yellow, 1 blue, -1 draw. */
  winner: -1 | 0 | 1;
  endReason: string;
  turns: number;
  decisions: number;
  vp: [number, number];
}

export function playModuleMatch<C extends BaseConfig, S, A, V>(
  m: GameModule<C, S, A, V, unknown>,
  config: C,
  seed: number | string,
  players: [ModuleDecider<V, A>, ModuleDecider<V, A>],
  /** Safety net against a bot that never ends a turn. */
  maxDecisions: number,
  onState?: (s: S) => void,
): MatchResult {
  const g = m.newGame(config, seed);
  if (!g.ok) throw new Error(`bad game: ${g.error.message}`);
  let s = g.value;
  let decisions = 0;
  while (!m.outcome(s).over) {
    if (decisions > maxDecisions) throw new Error(`no end after ${maxDecisions} decisions`);
    const chosen: A[] = [];
    for (const seat of m.toMove(s)) {
      const legal = m.legalActionsFor(s, seat);
      const a = players[seat](m.view(s, seat), legal, seat, decisions++);
      const key = m.makeAction(a);
      if (!legal.some((l) => m.makeAction(l) === key)) throw new Error(`bot chose an illegal action: ${key}`);
      chosen.push(a);
    }
    for (const a of chosen) {
      const r = m.apply(s, a);
      if (!r.ok) throw new Error(`engine refused ${m.makeAction(a)}: ${r.error.code} ${r.error.message}`);
      s = r.value.state;
      onState?.(s);
    }
  }
  const o = m.outcome(s);
  return { winner: o.winner ?? -1, endReason: o.endReason, turns: o.turn, decisions, vp: o.vp };
}
