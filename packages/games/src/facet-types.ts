// What each facet of a kind is, and the tables' types (facets.ts, facet-table.ts): types only.
import type { BotKind } from './bot.ts';
import type { GameModule } from './contract.ts';
import type { DtHooks } from './dt-hooks.ts';
import type { BuiltIn } from './entry.ts';
import type { ActionOf, ConfigOf, EventOf, GameKind, KINDS, StateOf, ViewOf } from './kinds.ts';

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
  /** The web's presenter: typed by @dt/web (`WebFacet`), whose table says what it is (layerFacetTable). */
  web: unknown;
}
export type FacetName = keyof FacetTypes<GameKind>;

/** The kinds whose entry says their facet F is built into its layer. */
export type BuiltInKinds<F extends FacetName> = {
  [K in GameKind]: (typeof KINDS)[K][F] extends BuiltIn ? K : never;
}[GameKind];
/** A layer's own facets F: one for each kind whose entry counts on it. */
export type BuiltInFacets<F extends FacetName> = { readonly [K in BuiltInKinds<F>]: FacetTypes<K>[F] };
/** What each entry of a registry loads for its facet F (never, for a facet built in). */
export type LoadedFacetsOf<E, F extends FacetName> = {
  readonly [K in keyof E]: E[K] extends { readonly [G in F]: () => Promise<infer M> } ? M : never;
};
/** Every kind's facet F. */
export type Facets<F extends FacetName> = { readonly [K in GameKind]: FacetTypes<K>[F] };
