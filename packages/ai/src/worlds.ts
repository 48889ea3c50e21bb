// Sampling the hidden part of a game from one seat's View (issue 5, STYLE principle 11).
// A bot never reads the true state: the engine says what the view hides (hiddenOf) and builds
// a world from a guess of it (determinize, through Worlds for speed); this module only draws
// the guesses. Every draw is uniform among what the view allows: the rooms of the face-down
// slots and their orientations, which unknown opponent piece each anonymous token is (a
// starting dot holds a character, a room of the objects-only tutorials an object), which
// characters a secret handicap removed, and the Combat card the opponent already chose.
import { Worlds, type Assignment, type Rng, type Seat, type State, type View } from '@dt/engine';

export interface WorldSampler {
  /** The seat whose view this is. */
  seat: Seat;
  view: View;
  /** A fresh world; the same rng state gives the same world. */
  sample(rng: Rng): State;
}

/** Builds a sampler for a seat's view; throws only on a view that no game could show. */
export function worldSampler(v: View): WorldSampler {
  const worlds = new Worlds(v);
  const h = worlds.hidden;

  const drawTokens = (rng: Rng): string[] => {
    const chars = rng.shuffle(h.characters.slice());
    const objs = rng.shuffle(h.objects.slice());
    const out: (string | undefined)[] = h.tokens.map(() => undefined);
    h.tokens.forEach((t, i) => {
      if (t.may === 'character') out[i] = chars.pop();
    });
    h.tokens.forEach((t, i) => {
      if (t.may === 'object') out[i] = objs.pop();
    });
    chars.splice(0, h.removed); // removed by the handicap
    const rest = rng.shuffle([...chars, ...objs]);
    for (let i = 0; i < out.length; i++) if (out[i] === undefined) out[i] = rest.pop();
    if (out.some((p) => p === undefined)) throw new Error('no assignment fits the tokens');
    return out as string[];
  };

  return {
    seat: h.seat,
    view: v,
    sample(rng: Rng): State {
      const tokens = drawTokens(rng);
      const a: Assignment = {
        tokens,
        rooms: rng.shuffle(h.rooms.slice()),
        orientations: h.slots.map(() => rng.int(4)),
      };
      if (h.cards?.length) a.card = rng.pick(h.cards);
      return worlds.world(a);
    },
  };
}
