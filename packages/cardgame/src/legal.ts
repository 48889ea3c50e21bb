// The legal decisions: legalActionsFor / legalActions (who decides now: to-move.ts), one
// entry per distinct outcome: the generated moves (generate.ts) written as Actions naming
// cards as the deciding seat knows them (a code, or a public handle "#n" in the secret
// objects variant). apply() (game.ts) accepts these, checked against the same generators.
import { toAction } from './actions.ts';
import { CH, isKind } from './cards.ts';
import { closeTargets, freeAttack, spearTargets } from './combat.ts';
import { generateMovesFor } from './generate.ts';
import { MoveList } from './moves.ts';
import type { State } from './state.ts';
import { toMove } from './to-move.ts';
import type { Action, Seat } from './types.ts';

export { toMove };

/** Every legal decision now, for whichever seat(s) must decide (see toMove). */
export function legalActions(s: State): Action[] {
  return toMove(s).flatMap((seat) => legalActionsFor(s, seat));
}

/**
 * Secret objects: actions are listed in the order of their text, so that the order says
 * nothing about the cards behind public handles.
 */
function publicOrder(s: State, actions: Action[]): Action[] {
  if (!s.config.secretObjects || (s.phase !== 'actions' && s.phase !== 'moving')) return actions;
  const keyed = actions.map((a) => [JSON.stringify(a), a] as const);
  keyed.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return keyed.map(([, a]) => a);
}

/** The legal decisions of one seat, naming cards as that seat knows them (the moves, as Actions). */
export function legalActionsFor(s: State, seat: Seat): Action[] {
  const moves = generateMovesFor(s, seat, new MoveList());
  const out: Action[] = [];
  for (let i = 0; i < moves.length; i++) out.push(toAction(s, moves, i, seat));
  return publicOrder(s, out);
}

/** Is a Samurai's free attack still possible (then a turn at 0 AP is not over)? */
export function freeActionLeft(s: State): boolean {
  for (let c = s.active * 25; c < s.active * 25 + 25; c++)
    if (isKind(c, CH.Samurai) && freeAttack(s, c) && (closeTargets(s, c).length || spearTargets(s, c).length))
      return true;
  return false;
}
