// The random policy of self-play, the fuzz tests and the card game's L0: the kind of decision
// first (move, attack, end...), then one of that kind, and ending the turn only now and then.
// A uniform choice drowns the rare decisions (attacks, jumps, abilities) under hundreds of
// movements; choosing the kind first reaches them in short games.
import type { Rng } from './rng.ts';

/**
 * One of `items` by kind: the kinds present, `end` dropped unless 1 draw in `endOdds` keeps it
 * (or it is the only kind), one kind at random, then one item of it at random.
 */
export function randomByKind<T, K>(
  items: readonly T[],
  kindOf: (x: T) => K,
  end: K,
  rng: Rng,
  endOdds = 4,
): T {
  let kinds = [...new Set(items.map(kindOf))];
  if (kinds.length > 1 && rng.int(endOdds) > 0) kinds = kinds.filter((k) => k !== end);
  const kind = rng.pick(kinds);
  return rng.pick(items.filter((x) => kindOf(x) === kind));
}

/** An action of `legal` by its type ('end' ends the turn). */
export const randomAction = <A extends { type: string }>(legal: readonly A[], rng: Rng, endOdds = 4): A =>
  randomByKind(legal, typeOf, 'end', rng, endOdds);

const typeOf = (a: { type: string }): string => a.type;
