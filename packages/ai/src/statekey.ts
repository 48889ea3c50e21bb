// A number naming a whole sampled world, hidden parts included: the key of the tree search's
// playout memory (ismcts.ts). A playout is a function of the world it starts from (the greedy
// policy breaks only near-ties at random), so a world met again at a leaf, which happens
// whenever little is hidden (a leaf not yet expanded is played out from up to 8 times, and
// every sampled world is then the same), needs no second playout. Two 32-bit hashes of every
// field play reads, joined into one 53-bit number: a collision among the few hundred thousand
// worlds of a decision is about as likely as one in a million decisions.
import type { State } from '@dt/engine';

const KINDS = ['close', 'spear', 'ranged'];
const PHASES = ['handicap', 'starters', 'tokens', 'card', 'actions', 'place', 'announce', 'combat', 'over'];

/** Mixes one number into the pair of hashes h (h[0], h[1]). */
function mix(h: Int32Array, x: number): void {
  h[0] = Math.imul(h[0]! ^ x, 0x01000193);
  h[1] = Math.imul((h[1]! ^ x) + 0x6b43a9b5, 0x85ebca6b);
}

function mixAll(h: Int32Array, xs: ArrayLike<number>): void {
  mix(h, xs.length);
  for (let i = 0; i < xs.length; i++) mix(h, xs[i]!);
}

/** The key of world w: equal worlds give equal keys (`h` is scratch space, 2 entries). */
export function stateKey(w: State, h: Int32Array): number {
  h[0] = 0x811c9dc5;
  h[1] = 0x2545f491;
  mixAll(h, w.loc);
  mixAll(h, w.carrier);
  mixAll(h, w.wounded);
  mixAll(h, w.layout);
  mixAll(h, w.orient);
  mixAll(h, w.revealed);
  mixAll(h, w.portState);
  mixAll(h, w.combatHand);
  for (const x of [w.actionHand[0], w.actionHand[1], w.highestAction, w.jumps[0], w.jumps[1]]) mix(h, x);
  for (const x of [w.vp[0], w.vp[1], w.kills[0], w.kills[1], w.woundedNow, w.healedNow, w.ownAp]) mix(h, x);
  for (const x of [PHASES.indexOf(w.phase), w.active, w.ap, w.turn, w.targetReached ? 1 : 0, w.drawOffer])
    mix(h, x);
  const c = w.combat;
  if (c) {
    for (const x of [c.initiator, c.target, c.telepath, c.announced ?? -1, c.forced ? 1 : 0]) mix(h, x);
    for (const x of [c.cards[0], c.cards[1], KINDS.indexOf(c.kind)]) mix(h, x);
    mixAll(h, c.attackers);
    mixAll(h, c.defenders);
  }
  const p = w.placing;
  if (p) {
    for (const x of [p.slot, p.revealer, p.takeover ? 1 : 0]) mix(h, x);
    mixAll(h, p.queue);
  }
  return (h[0]! >>> 0) * 2 ** 21 + (h[1]! >>> 11);
}
