// The web's facet of every registered kind (@dt/games kinds.ts; issue 37: a fourth kind touches
// its package, one registry line and its presenter): its presenter (the home's and the lobby's
// option fields, scenario names, take-backs) and its online table, both found by kind from the
// registry, the web's own for the first kinds, a made-up fourth kind's loaded from its entry.
import { describe, expect, it } from 'vitest';
import { BUILT_IN, registryFacets, type LoadedFacetsOf } from '@dt/games';
import { CATALOG, GAME_KINDS } from '@dt/games/catalog';
import { classicPresenter, prisonPresenter } from '../src/presenters/board.tsx';
import { cardgamePresenter } from '../src/presenters/cardgame.tsx';
import { LOCAL_TABLES } from '../src/presenters/local-tables.tsx';
import { ONLINE_TABLES } from '../src/presenters/online-tables.tsx';
import type { WebPresenter } from '../src/presenters/presenter.ts';
import { PRESENTERS } from '../src/presenters/registry.ts';
import type { WebFacet } from '../src/presenters/web-facet.ts';

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

  it('has a table, a replay viewer and a player aid for its games on this device (the one shell opens them)', async () => {
    const local = LOCAL_TABLES[kind];
    for (const part of [local.table, local.replay, local.aid]) expect(typeof (await part())).toBe('function');
  });
});

describe("a kind whose package brings its web facet (a made-up fourth kind's `./web`)", () => {
  const goWeb = { presenter: { ...cardgamePresenter, undo: true }, online: () => null as never };
  const builtIn = { rules: BUILT_IN, bots: BUILT_IN, dt: BUILT_IN, web: BUILT_IN } as const;
  const entries = {
    prison: builtIn,
    classic: builtIn,
    cardgame: builtIn,
    go: { ...builtIn, web: async () => goWeb },
  };
  const own = { prison: prisonPresenter, classic: classicPresenter, cardgame: cardgamePresenter };

  it("has its presenter and table found from its entry once the page has loaded it, the web's own at once", async () => {
    const r = registryFacets(entries);
    // As the web's tables read it (webParts): each kind's part of its facet.
    const presenters = r.facetTable('web', own, 'presenter');
    const tables = r.facetTable('web', ONLINE_TABLES, 'online');
    expect(presenters['prison']).toBe(prisonPresenter);
    expect(tables['cardgame']).toBe(ONLINE_TABLES.cardgame);
    expect(() => presenters['go']).toThrow(
      'the web of the kind go are not loaded: the host awaits loadKinds() first',
    );
    await r.loadKinds(['web']);
    expect(presenters['go']).toBe(goWeb.presenter);
    expect(tables['go']).toBe(goWeb.online);
    expect(presenters['cardgame']).toBe(cardgamePresenter);
  });
});

// What the web's tables refuse to compile (webParts, through @dt/games layerFacetTable): a kind
// whose entry loads a web facet without its online table.
type Loaded = LoadedFacetsOf<
  { prison: { web: () => Promise<{ presenter: WebPresenter<'prison'> }> } },
  'web'
>;
// @ts-expect-error: a presenter alone is no web facet.
export const noTable: { readonly prison: WebFacet<'prison'> } = null as unknown as Loaded;
