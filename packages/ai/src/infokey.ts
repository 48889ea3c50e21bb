// The transposition key of the search tree: everything the root seat would know about a
// world, and nothing else. Two action orders that reach the same position share one node
// (moving A then B or B then A); two worlds that differ only in what the root seat cannot
// see share one node too, which is what makes the tree an information-set tree. The
// opponent's anonymous tokens enter only as a sorted list of where they are.
import { knows, type Seat, type State } from '@dt/engine';

export function infoKey(w: State, root: Seat): string {
  const parts: (string | number)[] = [w.phase, w.active, w.ap, w.turn, w.highestAction];
  parts.push(w.actionHand[0], w.actionHand[1], w.jumps[0], w.jumps[1], w.vp[0], w.vp[1]);
  parts.push(w.woundedNow, w.healedNow, w.drawOffer, w.targetReached ? 1 : 0);
  const hidden: number[] = [];
  for (let p = 0; p < 28; p++) {
    if (knows(w, root, p)) parts.push(w.loc[p]!, w.carrier[p]!, p < 16 ? w.wounded[p]! : 0);
    else hidden.push(w.loc[p]! * 2 + (p < 16 ? 0 : 1) * 0);
  }
  hidden.sort((a, b) => a - b);
  parts.push('h', ...hidden, 'r');
  for (let slot = 0; slot < w.layout.length; slot++) {
    parts.push(w.revealed[slot] ? w.layout[slot]! * 4 + w.orient[slot]! : -1);
  }
  parts.push('p', w.portState.join(''), 'c', w.combatHand.join(''));
  const c = w.combat;
  if (c) {
    parts.push(
      'k',
      c.kind,
      c.attackers.join('.'),
      c.defenders.join('.'),
      c.announced ?? -1,
      c.forced ? 1 : 0,
    );
    parts.push(c.cards[root], c.cards[(root ^ 1) as Seat] >= 0 ? 1 : 0);
  }
  const pl = w.placing;
  if (pl) parts.push('q', pl.slot, pl.queue.join('.'));
  return parts.join(',');
}
