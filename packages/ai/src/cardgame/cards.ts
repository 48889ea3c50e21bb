// Combat cards for the card game's L1 and L2, from the view: the fight's strengths before
// cards are shown (CombatView.strength), so the choice is the cheapest card that wins whatever
// the other side plays, or, when no card can win, the +0 (it always comes back), else the
// cheapest that beats the other side's likely card.
import type { Action, View } from '@dt/cardgame';

type CombatChoice = Extract<Action, { type: 'combat' }>;

export function chooseCombat(v: View, legal: readonly Action[]): Action | null {
  const choices = legal.filter((a): a is CombatChoice => a.type === 'combat');
  const c = v.combat;
  if (choices.length === 0 || !c || choices.length !== legal.length) return null;
  const me = v.viewer === 'yellow' ? 0 : 1;
  const attacker = c.initiator.startsWith(v.viewer === 'yellow' ? 'y' : 'b');
  const [atk, def] = c.strength;
  if (atk === null || def === null) return null;
  const mine = attacker ? atk : def;
  const theirs = attacker ? def : atk;
  // What the other side may add: its shown cards (Weapon master), else its best card count.
  const seen = c.seen ? c.seen.reduce((a, b) => a + b, 0) : null;
  const otherHand = v.hands[1 - me]!;
  const theirMax = seen ?? Math.min(6 * c.count[1 - me]!, 6 + 5 * (c.count[1 - me]! - 1));
  const theirLikely = seen ?? (otherHand.combatCount > 0 ? 2 : 0);
  const sum = (a: CombatChoice): number => a.cards.reduce((x, y) => x + y, 0);
  // An attacker needs more than the defence; a defender holds with as much (ties: CN rules).
  const wins = (a: CombatChoice, vs: number): boolean =>
    attacker ? mine + sum(a) > theirs + vs : mine + sum(a) >= theirs + vs;
  const byCost = [...choices].sort((a, b) => sum(a) - sum(b));
  const sure = byCost.find((a) => wins(a, theirMax));
  if (sure) return sure;
  const best = byCost[byCost.length - 1]!;
  if (!wins(best, 0)) return byCost[0]!;
  return byCost.find((a) => wins(a, theirLikely)) ?? best;
}
