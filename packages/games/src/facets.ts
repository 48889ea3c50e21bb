// Each host layer's facet of every kind, found from the registry (kinds.ts): the facet a kind's
// entry loads, or, for an entry that says BUILT_IN, the layer's own (entry.ts says why the first
// kinds' facets are). Typed so that a layer without a built-in facet an entry counts on, or a
// loader giving another shape, does not compile. A layer's registry (GAMES, BOTS, DT_KINDS) is a
// facetTable, read as plain data; the facets a kind loads come once its host has awaited
// loadKinds (no top-level await: in the browser's bundle it would split the home screen's
// first load into many files, issue 38). Light: the web's home imports this through the catalog.
import type { BotKind } from './bot.ts';
import type { GameModule } from './contract.ts';
import type { DtHooks } from './dt-hooks.ts';
import { BUILT_IN, type BuiltIn, type Facet } from './entry.ts';
import {
  KIND_ENTRIES,
  type ActionOf,
  type ConfigOf,
  type EventOf,
  type GameKind,
  type KINDS,
  type StateOf,
  type ViewOf,
} from './kinds.ts';

/** The module of kind K, with K's own types. */
export type KindModule<K extends GameKind> = GameModule<
  ConfigOf<K>,
  StateOf<K>,
  ActionOf<K>,
  ViewOf<K>,
  EventOf<K>,
  K
>;

/** What each facet of kind K is. */
export interface FacetTypes<K extends GameKind> {
  rules: KindModule<K>;
  bots: BotKind<ViewOf<K>, ActionOf<K>>;
  dt: DtHooks<ViewOf<K>>;
}
export type FacetName = keyof FacetTypes<GameKind>;

/** The kinds whose entry says their facet F is built into its layer. */
export type BuiltInKinds<F extends FacetName> = {
  [K in GameKind]: (typeof KINDS)[K][F] extends BuiltIn ? K : never;
}[GameKind];
/** A layer's own facets F: one for each kind whose entry counts on it. */
export type BuiltInFacets<F extends FacetName> = { readonly [K in BuiltInKinds<F>]: FacetTypes<K>[F] };
/** Every kind's facet F. */
export type Facets<F extends FacetName> = { readonly [K in GameKind]: FacetTypes<K>[F] };

const FACETS: readonly FacetName[] = ['rules', 'bots', 'dt'];

/** An entry as the loading below reads it: each facet built in, or a loader. */
type FacetSources = { readonly [F in FacetName]: Facet<unknown> };

/**
 * The facet tables and the loading of a registry's entries (the kinds' own, KIND_ENTRIES, below;
 * a test's made-up kinds). Loaded facets are kept by facet and kind, as the module loader keeps
 * modules, so every table of the registry sees them once loadKinds has run.
 */
export function registryFacets(entries: Readonly<Record<string, FacetSources>>) {
  const kinds = Object.keys(entries);
  const loaded = new Map<string, unknown>();
  const slot = (facet: FacetName, kind: string): string => `${facet} ${kind}`;
  const loading = (facet: FacetName): string[] => kinds.filter((k) => entries[k]![facet] !== BUILT_IN);

  const kindsLoaded = (facets: readonly FacetName[] = FACETS): boolean =>
    facets.every((f) => loading(f).every((k) => loaded.has(slot(f, k))));

  async function loadKinds(facets: readonly FacetName[] = FACETS): Promise<void> {
    const jobs = facets.flatMap((facet) =>
      loading(facet)
        .filter((kind) => !loaded.has(slot(facet, kind)))
        .map(async (kind) => {
          const source = entries[kind]![facet];
          if (source !== BUILT_IN) loaded.set(slot(facet, kind), await source());
        }),
    );
    await Promise.all(jobs);
  }

  function facetTable(facet: FacetName, own: Readonly<Record<string, unknown>>): Record<string, unknown> {
    const table: Record<string, unknown> = {};
    for (const kind of kinds) {
      if (entries[kind]![facet] === BUILT_IN) {
        if (own[kind] === undefined) throw new Error(`no built-in ${facet} for the kind ${kind}`);
        Object.defineProperty(table, kind, { value: own[kind], enumerable: true });
        continue;
      }
      const get = () => {
        if (!loaded.has(slot(facet, kind)))
          throw new Error(
            `the ${facet} of the kind ${kind} are not loaded: the host awaits loadKinds() first`,
          );
        return loaded.get(slot(facet, kind));
      };
      Object.defineProperty(table, kind, { get, enumerable: true });
    }
    return table;
  }
  return { kindsLoaded, loadKinds, facetTable };
}

const KINDS_FACETS = registryFacets(KIND_ENTRIES);

/** Whether every kind's facets are at hand (built in, or loaded by loadKinds). */
export const kindsLoaded: (facets?: readonly FacetName[]) => boolean = KINDS_FACETS.kindsLoaded;

/**
 * Loads the facets of the kinds whose entry brings its own: a host awaits it before it plays
 * (Node hosts at start, the browser's workers before their first request, the web page before a
 * screen shows). Resolves at once when every kind's facets are built in.
 */
export const loadKinds: (facets?: readonly FacetName[]) => Promise<void> = KINDS_FACETS.loadKinds;

/**
 * Every kind's facet F, as a layer's registry (GAMES, BOTS, DT_KINDS): the layer's own where the
 * entry says BUILT_IN, the loaded one otherwise (read before loadKinds ran, a programmer's error
 * that names the kind and what the host forgot).
 */
export const facetTable = <F extends FacetName>(facet: F, builtIn: BuiltInFacets<F>): Facets<F> =>
  // Each property is its kind's: the layer's own typed by BuiltInFacets, a loaded one by its
  // entry's loader (KIND_ENTRIES); the table built property by property forgets which is whose.
  KINDS_FACETS.facetTable(facet, builtIn) as Facets<F>;
