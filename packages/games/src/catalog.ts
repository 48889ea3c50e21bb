// What a host may know of every kind without loading its rules engine or zod: its name, its
// scenarios, the choices its option fields offer, and how to tell its records apart. The modules
// take these from here (one source), and a page that only lists games (the web's home screen,
// whose first load is held to 120 KB, issue 38) imports this entry (`@dt/games/catalog`) alone.
// Plain data and type-only imports (and the kernel's error codes): nothing here may import an
// engine, zod or the registry.
import type { SelectionMode } from '@dt/cardgame';
import type { Words } from './contract.ts';
import { GAME_KINDS, type ConfigOf, type GameKind } from './kinds.ts';

export { GAME_KINDS, isGameKind } from './kinds.ts';
export type { ConfigOf, GameKind, OptionsOf } from './kinds.ts';
export type { Words } from './contract.ts';
// The codes of every kind's expected failures (the kernel's, shared by both engines), for a
// client that words an error without the engines.
export { ERROR_CODES as GAME_ERROR_CODES } from '@dt/kernel';

/** A kind as menus and lists know it. */
export interface KindEntry<K extends GameKind> {
  readonly kind: K;
  /** The game's name, for menus, lists and usage lines. */
  readonly title: Words;
  /** One sentence on what the game is, for a menu. */
  readonly description: Words;
  /** Its scenarios, in the order a menu offers them. */
  readonly scenarios: readonly ConfigOf<K>['scenario'][];
  /** The scenario a host starts when none is asked for (the full game). */
  readonly defaultScenario: ConfigOf<K>['scenario'];
  /** The first line of its records (R24); the board kinds share one, told apart by scenario. */
  readonly recordHeader: string;
}

/** A board kind's full game: the victory points a player may choose, the default first. */
export interface BoardEntry<K extends 'prison' | 'classic'> extends KindEntry<K> {
  readonly vpTargets: readonly number[];
}

export interface Catalog {
  readonly prison: BoardEntry<'prison'>;
  readonly classic: BoardEntry<'classic'>;
  readonly cardgame: KindEntry<'cardgame'> & {
    /** The ways a full game's teams are chosen, in the order a menu offers them. */
    readonly selections: readonly SelectionMode[];
  };
}

const BOARD_RECORD = 'DT-Prison record 1';

export const CATALOG: Catalog & { readonly [K in GameKind]: KindEntry<K> } = {
  prison: {
    kind: 'prison',
    title: { en: 'Dungeon Twister: Prison', fr: 'Dungeon Twister : Prison' },
    description: {
      en: 'Escape the prison: four tutorials and the stand-alone game.',
      fr: 'Évadez-vous de la prison : quatre tutoriels et la partie complète.',
    },
    scenarios: ['tutorial-1', 'tutorial-2', 'tutorial-3', 'tutorial-4', 'standalone'],
    defaultScenario: 'standalone',
    recordHeader: BOARD_RECORD,
    vpTargets: [5, 6, 7],
  },
  classic: {
    kind: 'classic',
    title: { en: 'Dungeon Twister: Classic', fr: 'Dungeon Twister : Classique' },
    description: {
      en: 'The original 2004 game: its eight characters, objects and rooms.',
      fr: 'Le jeu original de 2004 : ses huit personnages, ses objets et ses salles.',
    },
    scenarios: ['classic'],
    defaultScenario: 'classic',
    recordHeader: BOARD_RECORD,
    vpTargets: [5, 6, 7],
  },
  cardgame: {
    kind: 'cardgame',
    title: { en: 'Dungeon Twister: The Card Game', fr: 'Dungeon Twister : le jeu de cartes' },
    description: {
      en: 'The card game: rooms, characters and fights drawn on cards.',
      fr: 'Le jeu de cartes : salles, personnages et combats sur des cartes.',
    },
    scenarios: ['tutorial-1', 'tutorial-2', 'tutorial-3', 'standard', 'advanced'],
    defaultScenario: 'standard',
    recordHeader: 'DT-CardGame record 1',
    selections: ['mutual', 'frontal', 'draft'],
  },
};

/**
 * The kind and scenario a record names in its first two lines (header, config), without reading
 * its actions: a list of saved games shows them before any engine is loaded. Null for text no
 * kind would claim; a record this accepts may still be refused by its kind's module, which reads
 * every line (`readRecord`), when the game is opened.
 */
export function recordHeading(text: string): { kind: GameKind; scenario: string } | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.startsWith('#'));
  const config = /^config (.*)$/.exec(lines[1] ?? '');
  if (!config) return null;
  let scenario: unknown;
  try {
    scenario = (JSON.parse(config[1]!) as { scenario?: unknown } | null)?.scenario;
  } catch {
    return null;
  }
  const kind = GAME_KINDS.find(
    (k) =>
      CATALOG[k].recordHeader === lines[0]?.trim() &&
      (CATALOG[k].scenarios as readonly unknown[]).includes(scenario),
  );
  return kind ? { kind, scenario: scenario as string } : null;
}
