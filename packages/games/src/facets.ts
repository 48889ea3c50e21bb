// Each host layer's facet of every kind, found from the registry (kinds.ts): the facet a kind's
// entry loads, or, for an entry that says BUILT_IN, the layer's own (entry.ts says why the first
// kinds' facets are). Typed so that a layer without a built-in facet an entry counts on, or a
// loader giving another shape, does not compile (facet-types.ts). A layer's registry (GAMES,
// BOTS, DT_KINDS, the web's PRESENTERS and ONLINE_TABLES) is a facet table (facet-table.ts), read
// as plain data; the facets a kind loads come once its host has awaited loadKinds, here (no
// top-level await: in the browser's bundle it would split the home screen's first load into many
// files, issue 38). The web's home imports only the tables (facet-table.ts), not this loading.
import { BUILT_IN } from './entry.ts';
import { LOADED, slot, tableOf, type Entries, type Loaded } from './facet-table.ts';
import type { BuiltInFacets, FacetName, Facets } from './facet-types.ts';
import { KIND_ENTRIES } from './kinds.ts';

export { layerFacetTable } from './facet-table.ts';
export type * from './facet-types.ts';

/** What loadKinds loads unless told: the facets of every host but the web (React code). */
const FACETS: readonly FacetName[] = ['rules', 'bots', 'dt'];

const loading = (entries: Entries, facet: FacetName): string[] =>
  Object.keys(entries).filter((k) => entries[k]![facet] !== BUILT_IN);

// The tables are read in facet-table.ts, apart, so that a bundle that only reads tables (the
// web's home: its presenters) carries no loading code (issue 38's first load).

function facetsLoaded(entries: Entries, loaded: Loaded, facets: readonly FacetName[]): boolean {
  return facets.every((f) => loading(entries, f).every((k) => loaded.has(slot(f, k))));
}

async function loadFacets(entries: Entries, loaded: Loaded, facets: readonly FacetName[]): Promise<void> {
  const jobs = facets.flatMap((facet) =>
    loading(entries, facet)
      .filter((kind) => !loaded.has(slot(facet, kind)))
      .map(async (kind) => {
        const source = entries[kind]![facet];
        if (source !== BUILT_IN) loaded.set(slot(facet, kind), await source());
      }),
  );
  await Promise.all(jobs);
}

/**
 * The facet tables and the loading of a registry's entries (a test's made-up kinds; the kinds'
 * own are below). Every table of the registry sees the facets once loadKinds has loaded them.
 */
export function registryFacets(entries: Entries) {
  const loaded: Loaded = new Map();
  return {
    kindsLoaded: (facets: readonly FacetName[] = FACETS) => facetsLoaded(entries, loaded, facets),
    loadKinds: (facets: readonly FacetName[] = FACETS) => loadFacets(entries, loaded, facets),
    facetTable: (facet: FacetName, own: Readonly<Record<string, unknown>>, part?: string) =>
      tableOf(entries, loaded, facet, own, part),
  };
}

/** Whether every kind's facets are at hand (built in, or loaded by loadKinds). */
export const kindsLoaded = (facets: readonly FacetName[] = FACETS): boolean =>
  facetsLoaded(KIND_ENTRIES, LOADED, facets);

/**
 * Loads the facets of the kinds whose entry brings its own: a host awaits it before it plays
 * (Node hosts at start, the browser's workers before their first request, the web page before a
 * screen shows). Resolves at once when every kind's facets are built in.
 */
export const loadKinds = (facets: readonly FacetName[] = FACETS): Promise<void> =>
  loadFacets(KIND_ENTRIES, LOADED, facets);

/**
 * Every kind's facet F, as a layer's registry (GAMES, BOTS, DT_KINDS): the layer's own where the
 * entry says BUILT_IN, the loaded one otherwise (read before loadKinds ran, a programmer's error
 * that names the kind and what the host forgot).
 */
export const facetTable = <F extends FacetName>(facet: F, builtIn: BuiltInFacets<F>): Facets<F> =>
  // Each property is its kind's: the layer's own typed by BuiltInFacets, a loaded one by its
  // entry's loader (KIND_ENTRIES); the table built property by property forgets which is whose.
  tableOf(KIND_ENTRIES, LOADED, facet, builtIn) as Facets<F>;
