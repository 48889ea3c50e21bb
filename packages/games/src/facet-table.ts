// A host layer's registry of a facet, read from the kinds' entries (facets.ts says what facets
// are): the layer's own facet for a kind whose entry says BUILT_IN, the loaded one otherwise.
// Apart from the loading (facets.ts), so that a bundle that only reads tables (the web's home:
// its presenters) carries no loading code (issue 38's first load).
import { BUILT_IN, type Facet } from './entry.ts';
import type { BuiltInKinds, FacetName, LoadedFacetsOf } from './facet-types.ts';
import { KIND_ENTRIES, type GameKind, type KINDS } from './kinds.ts';

/** Entries as the tables and the loading read them: each facet built in, or a loader. */
export type Entries = Readonly<Record<string, { readonly [F in FacetName]: Facet<unknown> }>>;
/** The facets a registry's entries loaded, by facet and kind (as the module loader keeps modules). */
export type Loaded = Map<string, unknown>;

export const slot = (facet: FacetName, kind: string): string => `${facet} ${kind}`;

/** The facets the kinds' entries (KIND_ENTRIES) loaded. */
export const LOADED: Loaded = new Map();

/**
 * Kind -> its facet: `own`'s for the kinds built in, the loaded one (once loaded) for the others;
 * or, given `part`, kind -> that part of its facet (`own` then holds the parts).
 */
export function tableOf(
  entries: Entries,
  loaded: Loaded,
  facet: FacetName,
  own: Readonly<Record<string, unknown>>,
  part?: string,
): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const kind of Object.keys(entries)) {
    if (entries[kind]![facet] === BUILT_IN) {
      if (own[kind] === undefined) throw new Error(`no built-in ${facet} for the kind ${kind}`);
      Object.defineProperty(table, kind, { value: own[kind], enumerable: true });
      continue;
    }
    const get = () => {
      if (!loaded.has(slot(facet, kind)))
        throw new Error(`the ${facet} of the kind ${kind} are not loaded: the host awaits loadKinds() first`);
      const loadedFacet = loaded.get(slot(facet, kind)) as Record<string, unknown>;
      return part === undefined ? loadedFacet : loadedFacet[part];
    };
    Object.defineProperty(table, kind, { get, enumerable: true });
  }
  return table;
}

/**
 * Every kind's part P of its facet F, as a layer's registry, for a layer that says itself what F
 * is (the web: `T` its WebFacet by kind, React being the web's, not this package's; a part, as
 * the presenters or the online tables, that a bundle may carry without the others). Typed as
 * facetTable is: the layer's own parts for the kinds built in; and a kind whose entry loads
 * something that is not its T does not compile (the call then asks for an argument of type never).
 */
export const layerFacetTable = <
  F extends FacetName,
  T extends { readonly [K in GameKind]: object },
  P extends keyof T[GameKind],
>(
  facet: F,
  part: P,
  builtIn: { readonly [K in BuiltInKinds<F>]: T[K][P] },
  ..._loadedFit: LoadedFacetsOf<typeof KINDS, F> extends T ? [] : [loadedFacetsFit: never]
): { readonly [K in GameKind]: T[K][P] } =>
  // Each property is its kind's part: the layer's own typed by builtIn, a loaded one by T.
  tableOf(KIND_ENTRIES, LOADED, facet, builtIn, part as string) as { readonly [K in GameKind]: T[K][P] };
