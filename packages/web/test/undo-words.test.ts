// An undo online in words (issue 38 item 8): the steps it drops from this viewer's log, named.
import { describe, expect, it } from 'vitest';
import { lastSteps, undoneWords } from '../src/online/undoWords.ts';

const moved = { type: 'moved', piece: 'yNg', path: ['c2', 'c3', 'c4'] };
const took = { type: 'took', piece: 'yNg', item: 'yKy' };

describe('an undo in words', () => {
  it('names the movement taken back, not a count', () => {
    const log = [[{ type: 'card', seat: 'yellow', value: 3 }], [moved, took], []];
    const steps = lastSteps(log, 1);
    expect(steps).toEqual([[moved, took]]);
    expect(undoneWords({ seat: 'yellow', count: 1, steps }, 'en')).toMatch(
      /^Yellow took back: Yellow Naga moves c2 → c4\. Yellow Naga picks up .+\.$/,
    );
    expect(undoneWords({ seat: 'yellow', count: 1, steps }, 'fr')).toMatch(
      /^Jaune a repris\s:\sHomme-serpent jaune va de c2 à c4/,
    );
  });
  it('falls back on the count when nothing of the steps can be said', () => {
    expect(undoneWords({ seat: 'blue', count: 2, steps: [] }, 'en')).toBe('Blue took back 2 action(s).');
  });
});
