// @dt/games: the game-module contract (contract.ts) and the registry of game kinds. Hosts
// depend on this package, never on one engine, for everything the contract covers; the
// engines know nothing of it (docs/games.md).
export * from './contract.ts';
export { gameModule, GAMES, type AnyGameModule } from './registry.ts';
export { prisonModule, type PrisonModule } from './prison.ts';
export { cardgameModule, type CardgameModule } from './cardgame.ts';
