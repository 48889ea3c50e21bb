// How the card game's end-to-end test chooses among the legal actions the table offers: a
// little greedy (head for the far end, reveal rooms, pick up, attack), a little random, so
// a tutorial game ends in a few hundred actions. It reads only what the page shows a player.
import type { Action } from '@dt/cardgame';

export interface Facts {
  viewer: string;
  rows: number;
  /** The place of the character moving now, if a movement is under way. */
  movingPlace: string | null;
}

/** A small seeded generator so a browser game is the same every run. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How far a place is towards the opponent's end, for the viewer (out of the labyrinth is furthest). */
function progress(place: string, f: Facts): number {
  if (place === 'out') return 1000;
  const m = /^[a-d](\d+)$/.exec(place);
  if (m) return f.viewer === 'yellow' ? Number(m[1]) : f.rows + 1 - Number(m[1]);
  return (place[0] === 'Y') === (f.viewer === 'yellow') ? 0 : f.rows + 1;
}

function score(a: Action, f: Facts, r: number): number {
  switch (a.type) {
    case 'step':
      return 10 * (progress(a.to, f) - progress(f.movingPlace ?? 'out', f)) + r;
    case 'stop':
      return 0.5;
    case 'take':
      return 3 + r;
    case 'drop':
    case 'give':
      return -1;
    case 'reveal':
      return 6 + r;
    case 'move':
      return 5 + r;
    case 'jump':
      return 4 + r;
    case 'attack':
    case 'shoot':
    case 'spear':
    case 'fireball':
      return 7 + r;
    case 'rotate':
      return 1 + r;
    case 'end':
      return 0;
    default:
      return r;
  }
}

/** The index of the action to play: the best scored, or (with probability `explore`) any. */
export function pickAction(actions: Action[], f: Facts, random: () => number, explore = 0.3): number {
  if (random() < explore) return Math.floor(random() * actions.length);
  let best = 0;
  let top = -Infinity;
  actions.forEach((a, i) => {
    const s = score(a, f, random());
    if (s > top) [best, top] = [i, s];
  });
  return best;
}
