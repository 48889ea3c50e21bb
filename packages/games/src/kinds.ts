// The game kinds and the types each one plays with. A kind is one field of a game for every
// host; its types are looked up here, so code written for every kind at once (the registries,
// the protocol's frames, the bots' requests) narrows from the kind alone, without casts. A
// fourth kind is one more line in KindTypes and one in GAME_KINDS: every registry typed
// `{ [K in GameKind]: ... }` then fails to compile until it has that kind's entry.
import type * as board from '@dt/engine';
import type * as cardgame from '@dt/cardgame';

/** What the 2004 Classic set's one game takes: no handicap (the set has none). */
export interface ClassicConfig {
  scenario: 'classic';
  vpTarget?: number;
  timerSeconds?: number | null;
  maxTurns?: number | null;
}

/** Prison's games: its tutorials and the stand-alone game. */
export type PrisonConfig = Omit<board.GameConfig, 'scenario'> & { scenario: board.PrisonScenario };

/** Every kind's types: its configuration, state, actions, views and events. */
export interface KindTypes {
  prison: {
    config: PrisonConfig;
    state: board.State;
    action: board.Action;
    view: board.View;
    event: board.GameEvent;
  };
  classic: {
    config: ClassicConfig;
    state: board.State;
    action: board.Action;
    view: board.View;
    event: board.GameEvent;
  };
  cardgame: {
    config: cardgame.GameConfig;
    state: cardgame.State;
    action: cardgame.Action;
    view: cardgame.View;
    event: cardgame.GameEvent;
  };
}

/** The game kinds, in the order menus list them. */
export const GAME_KINDS = ['prison', 'classic', 'cardgame'] as const satisfies readonly (keyof KindTypes)[];
export type GameKind = (typeof GAME_KINDS)[number];
export const isGameKind = (x: unknown): x is GameKind => GAME_KINDS.includes(x as GameKind);

export type ConfigOf<K extends GameKind> = KindTypes[K]['config'];
export type StateOf<K extends GameKind> = KindTypes[K]['state'];
export type ActionOf<K extends GameKind> = KindTypes[K]['action'];
export type ViewOf<K extends GameKind> = KindTypes[K]['view'];
export type EventOf<K extends GameKind> = KindTypes[K]['event'];
/** What a player may choose when starting a game (the turn limit is for automated play only). */
export type OptionsOf<K extends GameKind> = Omit<ConfigOf<K>, 'maxTurns'>;
