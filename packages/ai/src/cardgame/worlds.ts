// Sampling the hidden part of a card game from one seat's View (STYLE 11): the engine says
// what the view hides (hiddenOf) and builds a world from a guess of it (determinize, checked
// against the invariants); this module only draws the guesses, each uniform among what the
// view allows: the face-down rooms (the twins of the revealed rooms, then whole pairs of those
// not seen, shuffled) and their orientations, which of its owner's unnamed cards each hidden
// card is (a character or an object as far as the view tells), and the opponent's Combat cards
// (the +0, then cards drawn from the rest of the deck). A view that is not sampled (set-up,
// fights, the spectator's) gives null, and the bots decide from the view alone.
import {
  PAIRS,
  ROOMS,
  canSample,
  determinize,
  hiddenOf,
  type Assignment,
  type HiddenCards,
  type Rng,
  type State,
  type View,
} from '@dt/cardgame';

export { canSample };

/** A world consistent with `v` (seen from v.viewer), the hidden part drawn with `rng`; null when none is sampled. */
export function sampleWorld(v: View, rng: Rng): State | null {
  const w = buildWorld(v, rng);
  return typeof w === 'string' ? null : w;
}

/** The world, or why none could be built (for tests and bug reports). */
export function buildWorld(v: View, rng: Rng): State | string {
  if (!canSample(v)) return 'not a view the sampler handles';
  const w = determinize(v, drawAssignment(v, rng));
  return w.ok ? w.value : w.error.message;
}

/** A guess of everything the view hides, drawn with `rng`. */
export function drawAssignment(v: View, rng: Rng): Assignment {
  const h = hiddenOf(v);
  const pairs = rng.shuffle(h.pairs.slice());
  const pending = h.twins.slice();
  for (let k = 0; pending.length < h.slots.length && k < pairs.length; k++)
    for (const r of ROOMS) if (PAIRS[r.pair] === pairs[k]) pending.push(r.name);
  rng.shuffle(pending);
  const rooms: string[] = [];
  const orientations: number[] = [];
  for (let i = 0; i < h.slots.length; i++) {
    rooms.push(pending.pop() ?? '');
    orientations.push(rng.int(4));
  }
  const cards: [string[], string[]] = [drawCards(h.hands[0], rng), drawCards(h.hands[1], rng)];
  const deck = rng.shuffle(h.deck.slice());
  deck.unshift(0);
  const combat = deck.slice(0, h.combatCount).sort((a, b) => a - b);
  return { rooms, orientations, cards, combat };
}

/** Names for one seat's hidden cards, in their order: characters and objects as the view tells, the rest at random. */
function drawCards(h: HiddenCards, rng: Rng): string[] {
  if (h.cards.length === 0) return [];
  let chars = rng.shuffle(h.characters.slice());
  let objs = rng.shuffle(h.objects.slice());
  if (h.characterCount !== null) {
    chars = chars.slice(0, h.characterCount);
    objs = objs.slice(0, h.cards.length - h.characterCount);
  }
  const out = h.cards.map((c) =>
    c.kind === 'character' ? chars.pop() : c.kind === 'object' ? objs.pop() : undefined,
  );
  const rest = rng.shuffle([...chars, ...objs]);
  return out.map((c, i) => c ?? (h.cards[i]!.kind === 'card' ? rest.pop() : undefined) ?? '');
}
