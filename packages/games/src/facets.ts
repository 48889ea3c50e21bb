// Each host layer's facet of every kind, found from the registry (kinds.ts): the facet a kind's
// entry loads, or, for an entry that says BUILT_IN, the layer's own (entry.ts says why the first
// kinds' bots and `dt` hooks are). Typed so that a layer without a built-in facet an entry
// counts on, or a loader giving another shape, does not compile. A layer calls loadFacets once,
// when its registry module is first imported (a top-level await: GAMES, BOTS, DT_KINDS), so
// hosts keep reading their registry as plain data and never wait on a kind later.
import type { BotKind } from './bot.ts';
import type { GameModule } from './contract.ts';
import type { DtHooks } from './dt-hooks.ts';
import { BUILT_IN, type BuiltIn, type Facet } from './entry.ts';
import {
  GAME_KINDS,
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

/** Every kind's facet F: the layer's own where the entry says BUILT_IN, the entry's loaded otherwise. */
export async function loadFacets<F extends FacetName>(
  facet: F,
  builtIn: BuiltInFacets<F>,
): Promise<Facets<F>> {
  const own: Partial<Record<GameKind, unknown>> = builtIn;
  const loaded = await Promise.all(
    GAME_KINDS.map(async (kind) => {
      const source: Facet<unknown> = KIND_ENTRIES[kind][facet];
      return [kind, source === BUILT_IN ? own[kind] : await source()] as const;
    }),
  );
  const missing = loaded.filter(([, f]) => f === undefined).map(([k]) => k);
  if (missing.length > 0) throw new Error(`no ${facet} for the kinds ${missing.join(', ')}`);
  // Object.fromEntries forgets which facet is whose; each was typed by its kind above (the
  // entry's loader by KIND_ENTRIES, the layer's own by BuiltInFacets).
  return Object.fromEntries(loaded) as unknown as Facets<F>;
}
