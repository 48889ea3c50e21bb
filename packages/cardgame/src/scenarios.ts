// The 5 scenarios (rulebook: Tutorials 1-3 and the Scenarios section's standard full game
// and advanced scenario) and the handicap table. The tutorials are given in full by the
// text; the standard and advanced games' cards are not (the scenario cards are pictures),
// so their numbers are settled in CN4 and kept here, in one table.
import { CH, OB } from './cards.ts';
import { PAIRS } from './rooms.ts';
import type { Level, ScenarioName } from './types.ts';

export interface ScenarioDef {
  name: ScenarioName;
  title: string;
  vpTarget: number;
  /** Room pairs: fixed colours (tutorial 1) or how many are drawn at random. */
  pairs: number;
  fixedPairs: number[] | null;
  /** Team size per player: characters (2 of them start in the starting zone) and objects. */
  characters: number;
  objects: number;
  /** Fixed teams (tutorials): character kinds and object kinds; null = chosen by a selection mode. */
  teamCharacters: number[] | null;
  teamObjects: number[] | null;
  /** Cards per room, by row of rooms from yellow's end. */
  capacity: number[];
  /** Combat (and Combat cards) in use; tutorial 1 has none. */
  combat: boolean;
}

export const SCENARIO_DEFS: Record<ScenarioName, ScenarioDef> = {
  'tutorial-1': {
    name: 'tutorial-1',
    title: 'Tutorial 1',
    vpTarget: 2,
    pairs: 2,
    fixedPairs: [PAIRS.indexOf('blue'), PAIRS.indexOf('green')],
    characters: 2,
    objects: 2,
    teamCharacters: [CH.Mechanork, CH.Naga],
    teamObjects: [OB.Rope, OB.Key],
    capacity: [1, 1],
    combat: false,
  },
  'tutorial-2': {
    name: 'tutorial-2',
    title: 'Tutorial 2',
    vpTarget: 3,
    pairs: 3,
    fixedPairs: null,
    characters: 4,
    objects: 2,
    teamCharacters: [CH.Naga, CH.Warrior, CH.Colossus, CH.Backstabber],
    teamObjects: [OB.Rope, OB.Key],
    capacity: [1, 2, 1],
    combat: true,
  },
  'tutorial-3': {
    name: 'tutorial-3',
    title: 'Tutorial 3',
    vpTarget: 4,
    pairs: 4,
    fixedPairs: null,
    characters: 6,
    objects: 4,
    teamCharacters: [CH.Crossbowman, CH.Wizard, CH.Naga, CH.Mechanork, CH.Warrior, CH.Cleric],
    teamObjects: [OB.Rope, OB.Key, OB.Bow, OB.Shield],
    capacity: [2, 2, 2, 2],
    combat: true,
  },
  standard: {
    name: 'standard',
    title: 'Standard full game',
    vpTarget: 5,
    pairs: 4,
    fixedPairs: null,
    characters: 8,
    objects: 6,
    teamCharacters: null,
    teamObjects: null,
    capacity: [3, 3, 3, 3],
    combat: true,
  },
  advanced: {
    name: 'advanced',
    title: 'Advanced scenario',
    vpTarget: 6,
    pairs: 5,
    fixedPairs: null,
    characters: 11,
    objects: 6,
    teamCharacters: null,
    teamObjects: null,
    capacity: [3, 3, 3, 3, 3],
    combat: true,
  },
};

/** Handicap is only possible with an objective of at least 5 VP (rulebook, Handicap play). */
export const HANDICAP_MIN_VP = 5;

export interface HandicapRow {
  stronger: Level;
  weaker: Level;
  /** Characters the stronger player removes from the team, in secret. */
  characters: number;
  /** Combat cards removed from the stronger player's hand. */
  combat: number[];
}

/** The Handicap Table, row by row. */
export const HANDICAP_TABLE: readonly HandicapRow[] = [
  { stronger: 'very-experienced', weaker: 'experienced', characters: 2, combat: [] },
  { stronger: 'very-experienced', weaker: 'good', characters: 3, combat: [] },
  { stronger: 'very-experienced', weaker: 'beginner', characters: 2, combat: [5, 6] },
  { stronger: 'very-experienced', weaker: 'newbie', characters: 3, combat: [5, 6] },
  { stronger: 'experienced', weaker: 'good', characters: 2, combat: [] },
  { stronger: 'experienced', weaker: 'beginner', characters: 3, combat: [6] },
  { stronger: 'experienced', weaker: 'newbie', characters: 4, combat: [6] },
  { stronger: 'good', weaker: 'beginner', characters: 2, combat: [] },
  { stronger: 'good', weaker: 'newbie', characters: 2, combat: [6] },
];

export const handicapRow = (stronger: Level, weaker: Level): HandicapRow | undefined =>
  HANDICAP_TABLE.find((r) => r.stronger === stronger && r.weaker === weaker);
