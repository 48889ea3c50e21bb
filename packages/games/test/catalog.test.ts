// The catalog (what a menu knows of each kind without loading its engine) says what the
// engines say: the same scenarios and choices, and the same kind for a record as the modules'
// own reading of it. A page that lists games reads the catalog alone (issue 38's first load),
// so a scenario added to an engine and not here would be missing from its menus.
import { describe, expect, it } from 'vitest';
import * as board from '@dt/engine';
import * as cardgame from '@dt/cardgame';
import { CATALOG, recordHeading } from '../src/catalog.ts';
import { GAME_KINDS, GAMES, readRecord } from '../src/index.ts';

describe('the catalog of kinds', () => {
  it("lists each engine's scenarios in the modules' order", () => {
    expect(CATALOG.prison.scenarios).toEqual(board.SCENARIOS);
    expect(CATALOG.cardgame.scenarios).toEqual(cardgame.SCENARIOS);
    for (const k of GAME_KINDS) {
      expect(GAMES[k].scenarios).toEqual(CATALOG[k].scenarios);
      expect(GAMES[k].title).toEqual(CATALOG[k].title);
      expect(GAMES[k].defaultScenario).toBe(CATALOG[k].defaultScenario);
    }
  });

  it("offers the full games' victory points, the engine's default first (C1; Prison's stand-alone game)", () => {
    expect(CATALOG.classic.vpTargets).toEqual(board.CLASSIC_GAME.vpTargets);
    expect(CATALOG.classic.vpTargets[0]).toBe(board.CLASSIC_GAME.vpTarget);
    const standalone = board.SCENARIO_DEFS.standalone;
    expect(CATALOG.prison.vpTargets).toEqual(standalone.vpTargets);
    expect(CATALOG.prison.vpTargets[0]).toBe(standalone.vpTarget);
  });

  it("offers the card game's ways of choosing teams", () => {
    expect(CATALOG.cardgame.selections).toEqual(cardgame.SELECTIONS);
  });

  it("names a record's kind and scenario as the modules read it", () => {
    for (const k of GAME_KINDS)
      for (const scenario of CATALOG[k].scenarios) {
        const text = GAMES[k].makeRecord({ config: { scenario } as never, seed: 3, actions: [] });
        const read = readRecord(text);
        expect(read.ok && read.value.kind).toBe(k);
        expect(recordHeading(text)).toEqual({ kind: k, scenario });
      }
  });

  it('claims no text that is not a record of a known scenario', () => {
    const old = ['DT-Prison record 1', 'config {"scenario":"classic"}', 'seed 7'].join('\n');
    expect(recordHeading(old)).toEqual({ kind: 'classic', scenario: 'classic' });
    expect(recordHeading(old.replace('classic', 'chess'))).toBeNull();
    expect(recordHeading(old.replace('Prison', 'CardGame'))).toBeNull();
    expect(recordHeading(old.replace('{"scenario"', '{scenario'))).toBeNull();
    expect(recordHeading('nonsense')).toBeNull();
    expect(recordHeading('')).toBeNull();
  });
});
