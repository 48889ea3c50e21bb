// The web's part of every registered kind (@dt/games kinds.ts; issue 37: a fourth kind touches
// its package, one registry line and its presenter): its presenter (the home's and the lobby's
// option fields, scenario names, take-backs) and its online table, both found by kind.
import { describe, expect, it } from 'vitest';
import { CATALOG, GAME_KINDS } from '@dt/games/catalog';
import { ONLINE_TABLES } from '../src/presenters/online-tables.tsx';
import { PRESENTERS } from '../src/presenters/registry.ts';

describe.each(GAME_KINDS)('the web presenter of the registered kind %s', (kind) => {
  it('offers its option fields, names its scenarios in both languages and says whether it takes back', () => {
    const p = PRESENTERS[kind];
    expect(typeof p.useOptions).toBe('function');
    expect(typeof p.undo).toBe('boolean');
    // A kind of several scenarios names each one (a kind of one game may leave its name out).
    for (const lang of ['en', 'fr'] as const) {
      const names = CATALOG[kind].scenarios.map((s) => p.scenarioName(s, lang));
      if (CATALOG[kind].scenarios.length > 1) expect(names.every((n) => n.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('has a table for its games on the server', () => {
    expect(typeof ONLINE_TABLES[kind]).toBe('function');
  });
});
