// The registry of game kinds: one line per kind, its entry (entry.ts). Everything a host knows
// of the kinds is found from here: their names (GAME_KINDS, in the order menus list them), their
// types (KindTypes, read from each kind's rules), what a menu shows (the catalog), and each host
// layer's facets of them (facets.ts: the rules, the bots, `dt`'s hooks), loaded from the entries.
// A kind is added by its entry's line below: the compiler then asks for every facet it lacks
// (KIND_ENTRIES), and every registry typed `{ [K in GameKind]: ... }` for that kind's entry.
// Light on purpose: the entries are plain data and loaders, so the web's home screen imports this.
import type { KindEntry, TypesOfEntry } from './entry.ts';
import { cardgame } from './kinds/cardgame.ts';
import { classic } from './kinds/classic.ts';
import { prison } from './kinds/prison.ts';

export type { ClassicConfig, PrisonConfig } from './board-configs.ts';

export const KINDS = { prison, classic, cardgame } as const;

export type GameKind = keyof typeof KINDS;
/** The game kinds, in the order menus list them (the registry's). */
export const GAME_KINDS = Object.keys(KINDS) as [GameKind, ...GameKind[]];
export const isGameKind = (x: unknown): x is GameKind => GAME_KINDS.includes(x as GameKind);

/** Every kind's types: its configuration, state, actions, views and events. */
export type KindTypes = { [K in GameKind]: TypesOfEntry<(typeof KINDS)[K]> };

/** The registry as hosts read it: every kind's entry, with every facet, of its kind's types. */
export const KIND_ENTRIES: { readonly [K in GameKind]: KindEntry<K, KindTypes[K]> } = KINDS;

export type ConfigOf<K extends GameKind> = KindTypes[K]['config'];
export type StateOf<K extends GameKind> = KindTypes[K]['state'];
export type ActionOf<K extends GameKind> = KindTypes[K]['action'];
export type ViewOf<K extends GameKind> = KindTypes[K]['view'];
export type EventOf<K extends GameKind> = KindTypes[K]['event'];
/** What a player may choose when starting a game (the turn limit is for automated play only). */
export type OptionsOf<K extends GameKind> = Omit<ConfigOf<K>, 'maxTurns'>;
