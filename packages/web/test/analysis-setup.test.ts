// What the analysis board can be set up from (issue 42): a position's notation, a record at a
// chosen step, a Board Game Arena snapshot; anything else is refused in words (and the board,
// which only takes a successful set-up, keeps its position).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePosition, makeRecord, newGame, type Action } from '@dt/engine';
import { setUp } from '../src/analysis/setup.ts';
import { analysisTranslator } from '../src/analysis/words.ts';
import { computer, playOut } from './positions.ts';

const at = analysisTranslator('en');
const game = playOut({ scenario: 'standalone' }, 4, computer, (s) => s.turn >= 3);
const record = makeRecord({ config: { scenario: 'standalone' }, seed: 4, actions: game.actions as Action[] });

describe('setting up the analysis board', () => {
  it('takes a position in its notation as it is, hidden parts included', () => {
    const r = setUp(makePosition(game.state), null, at);
    expect(r.ok && makePosition(r.state)).toBe(makePosition(game.state));
  });

  it('takes a record at the chosen step, and at its end without one', () => {
    const start = newGame({ scenario: 'standalone' }, 4);
    const at0 = setUp(record, 0, at);
    expect(at0.ok && makePosition(at0.state)).toBe(start.ok && makePosition(start.value));
    const end = setUp(record, null, at);
    expect(end.ok && makePosition(end.state)).toBe(makePosition(game.state));
    expect(end.ok && end.steps).toBe(game.actions.length);
  });

  it('refuses a step beyond the record, naming the steps it has', () => {
    expect(setUp(record, game.actions.length + 1, at)).toEqual({
      ok: false,
      message: `the record has steps 0 to ${game.actions.length}`,
    });
  });

  it('refuses text that is neither a position nor a record, saying why for both', () => {
    const r = setUp('DT-Prison position 1\nnonsense', null, at);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(
      /^this is neither a position, a game record nor a Board Game Arena snapshot \(.+; .+\)$/,
    );
  });

  it('refuses broken JSON and JSON that is not a BGA table', () => {
    expect(setUp('{ "players": ', null, at).ok).toBe(false);
    const foreign = setUp('{ "hello": 1 }', null, at);
    expect(foreign.ok).toBe(false);
    expect(!foreign.ok && foreign.message.length).toBeGreaterThan(0);
  });

  // The real BGA sample stays outside the repository (its licence): checked where it is at hand.
  const sample = ['/work/shared/data/bga-table-sample.json'].find((f) => existsSync(f));
  it.runIf(sample)('takes a Board Game Arena snapshot through the engine’s import (dt import-bga)', () => {
    const r = setUp(readFileSync(sample!, 'utf8'), null, at);
    expect(r.ok && r.state.set.name).toBe('Classic');
  });
});
