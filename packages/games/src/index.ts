// @dt/games: the game-module contract (contract.ts, with the bots' shape, bot.ts, and `dt`'s
// hooks, dt-hooks.ts), the registry of game kinds (kinds.ts: one entry per kind, entry.ts) and
// each host layer's facets found from it (facets.ts; the rules: registry.ts). Hosts depend on
// this package, never on one engine, for everything the contract covers; the engines know
// nothing of it (docs/games.md).
export * from './contract.ts';
export * from './kinds.ts';
export type * from './bot.ts';
export type * from './dt-hooks.ts';
export {
  BUILT_IN,
  kindTypes,
  type BuiltIn,
  type Facet,
  type KindEntry,
  type KindTypeSet,
  type TypesOfEntry,
  type TypesOfRules,
} from './entry.ts';
export {
  facetTable,
  kindsLoaded,
  layerFacetTable,
  loadKinds,
  registryFacets,
  type BuiltInFacets,
  type BuiltInKinds,
  type FacetName,
  type Facets,
  type FacetTypes,
  type LoadedFacetsOf,
} from './facets.ts';
export { CATALOG, recordHeading, type Catalog } from './catalog.ts';
export {
  gameModule,
  GAMES,
  kindOfScenario,
  readRecord,
  type AnyGameModule,
  type KindModule,
} from './registry.ts';
export {
  kindHandle,
  kindLegal,
  kindView,
  type HostModule,
  type KindActions,
  type KindHandle,
  type KindHandleOf,
  type KindView,
} from './handle.ts';
export { problemOf } from './config.ts';
export type { BoardModule } from './board.ts';
export type { PrisonModule } from './prison.ts';
export type { ClassicModule } from './classic.ts';
export type { CardgameModule } from './cardgame.ts';
// Each kind's module under its own name (hosts and tests that play one kind).
import { GAMES } from './registry.ts';
export const prisonModule = GAMES.prison;
export const classicModule = GAMES.classic;
export const cardgameModule = GAMES.cardgame;
