// The evaluation follows each scenario's goal where the stand-alone terms would miss it:
// tutorial 3 is won by eliminating two enemy characters and nobody leaves the labyrinth
// (rulebook, tutorial scenario 3 "Until death do us part").
import { describe, expect, it } from 'vitest';
import { clone, newGame, type State } from '@dt/engine';
import { evaluate } from '../src/evaluate.ts';

function start(scenario: 'tutorial-3' | 'standalone'): State {
  const g = newGame({ scenario }, 3);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

describe('evaluate', () => {
  it('counts an elimination in tutorial 3 as a victory point on top of the one it scores', () => {
    const s = start('tutorial-3');
    const t = clone(s);
    t.kills[0]++;
    expect(evaluate(t, 0) - evaluate(s, 0)).toBe(100);
    expect(evaluate(t, 1) - evaluate(s, 1)).toBe(-100);
  });

  it('ignores eliminations outside tutorial 3, where only victory points count', () => {
    const s = start('standalone');
    const t = clone(s);
    t.kills[0]++;
    expect(evaluate(t, 0)).toBe(evaluate(s, 0));
  });
});
