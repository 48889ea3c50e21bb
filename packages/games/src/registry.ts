// kind -> module. The one place that lists the game kinds' engines; a host looks a kind up
// here and from then on talks to the module only.
import { cardgameModule } from './cardgame.ts';
import type { GameKind, GameModule } from './contract.ts';
import { prisonModule } from './prison.ts';

/**
 * A module of any kind, as a host generic over kinds holds it: states, actions and views are
 * `unknown` to it, handed back to the same module (the contract's methods accept that).
 */
export type AnyGameModule = GameModule;

export const GAMES: { readonly [K in GameKind]: AnyGameModule } = {
  prison: prisonModule,
  cardgame: cardgameModule,
};

export const gameModule = (kind: GameKind): AnyGameModule => GAMES[kind];
