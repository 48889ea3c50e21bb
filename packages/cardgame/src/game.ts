// The engine contract's entry for untrusted input: apply() checks an action with fromAction
// (the same generators the legal moves come from), then plays its move on a copy, so a
// rejected action never changes anything and the input state is never modified.
import { fromAction } from './actions.ts';
import { MoveList } from './moves.ts';
import { play } from './play.ts';
import { clone, type State } from './state.ts';
import { err, ok, type Action, type GameEvent, type Result } from './types.ts';

export { actorOf } from './actions.ts';

export interface Applied {
  state: State;
  events: GameEvent[];
}

/** Every action type (the compiler checks the list against the Action union). */
const KNOWN: Record<Action['type'], true> = {
  select: true,
  handicap: true,
  starters: true,
  deal: true,
  facing: true,
  end: true,
  reveal: true,
  place: true,
  rotate: true,
  move: true,
  'wall-walk': true,
  step: true,
  take: true,
  drop: true,
  give: true,
  stop: true,
  jump: true,
  attack: true,
  spear: true,
  shoot: true,
  fireball: true,
  heal: true,
  regenerate: true,
  portcullis: true,
  'break-walls': true,
  steal: true,
  levitate: true,
  invert: true,
  berserk: true,
  announce: true,
  combat: true,
  resign: true,
  'offer-draw': true,
  'accept-draw': true,
  'decline-draw': true,
  timeout: true,
};

/** Applies one action: the new state and its events, or an error and nothing changed. */
export function apply(s: State, a: Action): Result<Applied> {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string')
    return err('MALFORMED_ACTION', 'an action is an object with a type');
  if (!Object.hasOwn(KNOWN, a.type)) return err('MALFORMED_ACTION', `unknown action type '${a.type}'`);
  if (s.phase === 'over') return err('GAME_OVER', 'the game is over');
  const move = new MoveList();
  try {
    const r = fromAction(s, a, move);
    if (!r.ok) return r;
  } catch {
    return err('MALFORMED_ACTION', 'the action does not have the expected fields');
  }
  const next = clone(s);
  const events: GameEvent[] = [];
  play(next, move, 0, events);
  return ok({ state: next, events });
}
