// The tree search remembers each playout by the world it starts from (ismcts.ts, statekey.ts):
// when nothing is hidden every sampled world is the same, so a leaf visited again (up to 8
// times before it is expanded) is not played out again. The search does the same iterations
// and finds its decision among the legal ones; it plays out far fewer times.
import { describe, expect, it } from 'vitest';
import {
  MoveList,
  Rng,
  apply,
  fromAction,
  hiddenOf,
  legalActions,
  legalActionsFor,
  newGame,
  view,
  type Result,
  type State,
} from '@dt/engine';
import { ismctsDecision, type SearchBudget } from '../src/ismcts.ts';
import { worldSampler } from '../src/worlds.ts';

function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A stand-alone game played on, revealing every room it can, until nothing is hidden. */
function revealedGame(): State {
  let s = ok(newGame({ scenario: 'standalone' }, 'memory'));
  const rng = new Rng('memory/play');
  const hidden = (): number => {
    const h = hiddenOf(view(s, 0));
    return h.slots.length + h.tokens.length;
  };
  while (!(s.phase === 'actions' && s.active === 0 && s.ap >= 3 && hidden() === 0)) {
    const legal = legalActions(s);
    const reveal = legal.find((a) => a.type === 'reveal');
    s = ok(apply(s, reveal ?? rng.pick(legal))).state;
    if (s.phase === 'over') throw new Error('the game ended before every room was revealed');
  }
  return s;
}

const open = revealedGame();

function search(playoutMemory: boolean): { move: number; stats: { iterations: number; playouts: number } } {
  const sampler = worldSampler(view(open, 0));
  const rng = new Rng('memory');
  const w = sampler.sample(rng);
  const moves = new MoveList().clear(true);
  const one = new MoveList();
  for (const a of legalActionsFor(open, 0)) {
    ok(fromAction(w, a, one));
    moves.copyFrom(one, 0);
  }
  const stats = { iterations: 0, playouts: 0 };
  const budget: SearchBudget = { iterations: 200, ms: Infinity, config: { playoutMemory }, stats };
  const move = ismctsDecision((r) => sampler.sample(r), moves, 0, rng, budget);
  expect(move).toBeGreaterThanOrEqual(0);
  expect(move).toBeLessThan(moves.length);
  return { move, stats };
}

describe('the playout memory of the tree search', () => {
  it('plays each world out from a leaf once when nothing is hidden', () => {
    const plain = search(false);
    const remembering = search(true);
    expect(plain.stats).toEqual({ iterations: 200, playouts: 200 });
    expect(remembering.stats.iterations).toBe(200);
    expect(remembering.stats.playouts).toBeLessThan(100);
  });
});
