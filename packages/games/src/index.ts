// @dt/games: the game-module contract (contract.ts), the game kinds and their types (kinds.ts)
// and the registry of kinds. Hosts depend on this package, never on one engine, for everything
// the contract covers; the engines know nothing of it (docs/games.md).
export * from './contract.ts';
export * from './kinds.ts';
export { CATALOG, recordHeading, type BoardEntry, type Catalog, type KindEntry } from './catalog.ts';
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
export { prisonModule, type PrisonModule } from './prison.ts';
export { classicModule, type ClassicModule } from './classic.ts';
export { cardgameModule, type CardgameModule } from './cardgame.ts';
export type { BoardModule } from './board.ts';
