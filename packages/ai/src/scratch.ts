// The reusable memory of one decision, passed down to everything that tries moves (STYLE: no
// module-level state). Scoring a candidate move used to copy the world (clone) for every
// candidate, and the card game after an attack twice per pair of cards: most of a playout's
// time went to allocating those copies and collecting them. Here a candidate is played on a
// scratch state that `copyInto` overwrites: states are taken and given back in stack order,
// so a scoring that needs more copies inside (the card game after an attack) takes the next
// ones. Move lists, the card-game solutions (cards.ts) and the player's evaluation weights are
// kept here too.
import { MoveList, clone, copyInto, type BestMovements, type GenerateOptions, type State } from '@dt/engine';
import { WEIGHTS, type Weights } from './evaluate.ts';
import { SolveCache } from './solve-cache.ts';

/**
 * The playouts' filter of movements (policy.ts, playoutMoves): a movement's score is the board
 * prior of policy.ts (its exit-distance gain, 10 for an escape, 1.5 more with an exchange),
 * computed from the world and exit distances of the step under way.
 */
export class PriorFilter implements BestMovements {
  k = 0;
  world!: State;
  dist!: Int32Array;
  readonly score = (mover: number, to: number, exchanges: number): number => {
    const dist = this.dist;
    const gain = (dist[this.world.loc[mover]!]! - dist[to]!) / 4;
    return (dist[to] === 0 ? 10 : gain) + (exchanges > 0 ? 1.5 : 0);
  };
}

export class Scratch {
  /** The evaluation weights of the deciding player: every evaluation under this decision uses them. */
  constructor(readonly weights: Weights = WEIGHTS) {}

  private readonly states: State[] = [];
  private depth = 0;
  /** Lists for one simulated step, one expansion, one chance event, one card move. */
  readonly simulated = new MoveList();
  readonly expanded = new MoveList();
  readonly chance = new MoveList();
  readonly card = new MoveList();
  /** Regret-matching solutions of the card game after an attack, by payoff matrix. */
  readonly solves = new SolveCache();
  /** The playouts' movement filter and the generation options that carry it. */
  readonly best = new PriorFilter();
  readonly playoutOptions: GenerateOptions = { maxExchanges: 1, best: this.best };
  /** Candidate indices and priors of a greedy step (policy.ts). */
  readonly order: number[] = [];
  readonly priors: number[] = [];

  /** A copy of `w` to play on, until `give` hands it back (the latest taken goes back first). */
  take(w: State): State {
    const t = this.states[this.depth];
    this.depth++;
    if (t === undefined) {
      const fresh = clone(w);
      this.states.push(fresh);
      return fresh;
    }
    copyInto(t, w);
    return t;
  }

  give(): void {
    this.depth--;
  }
}
