// L0: random legal play that avoids pointless suicide. The action type is drawn first
// (otherwise the many movements drown everything else) and ending the turn early is made
// rare; an attack that loses even with the best Combat card against +0 is never chosen.
import { apply, makeAction, type Action, type Rng, type State } from '@dt/engine';
import { hopeless } from './combat-odds.ts';

const ATTACKS = new Set(['attack', 'spear', 'shoot']);

/** Whether an attack cannot be won in this world. */
export function suicidal(world: State, a: Action): boolean {
  if (!ATTACKS.has(a.type)) return false;
  const r = apply(world, a);
  if (!r.ok) return false;
  const c = r.value.state.combat;
  return c !== null && hopeless(r.value.state, c);
}

export function randomDecision(world: State, legal: readonly Action[], rng: Rng): Action {
  const sane = legal.filter((a) => !suicidal(world, a));
  const pool = sane.length ? sane : legal;
  let types = [...new Set(pool.map((a) => a.type))];
  if (types.length > 1 && rng.int(5) > 0) types = types.filter((t) => t !== 'end');
  const type = rng.pick(types);
  return rng.pick(pool.filter((a) => a.type === type));
}

/** A stable text key of an action, for comparisons and tree edges. */
export const actionKey = (a: Action): string => makeAction(a);
