// The five Prison scenarios as data (GAME-DATA.md, rulebook pp. 3-17).
import { CH, OB, type BySeat, type PrisonScenario, type ScenarioName, type Seat } from '../../core/types.ts';

export type Goal =
  | 'escape-all' // tutorial 1: first to get both miniatures out
  | 'hero' // tutorial 2: yellow's hero (the Colossus) escapes (yellow wins) or is eliminated (blue wins)
  | 'eliminate' // tutorial 3: first to eliminate 2 enemy characters
  | 'vp-now' // tutorial 4: first to the VP target wins at once
  | 'vp-turn'; // stand-alone: the active player finishes the turn (R22)

export interface ScenarioDef {
  name: ScenarioName;
  title: string;
  pairs: readonly number[];
  /** Rooms along the board's length (2, 3 or 4); the board is always 2 rooms wide (R1). */
  roomRows: number;
  characters: BySeat<readonly number[]>;
  objects: BySeat<readonly number[]>;
  /** How many characters go on the starting dots. */
  starters: BySeat<number>;
  /** Tutorial 2: blue places its starting characters first, openly ordered (rulebook p. 10). */
  blueStartsFirst: boolean;
  /** Face-down token capacity of a room slot (row 0 touches yellow's line). */
  capacity: (row: number, rows: number) => number;
  /** White number: objects only; yellow number: characters or objects (rulebook p. 15). */
  tokens: 'objects' | 'any';
  combatCards: boolean;
  jumpCards: number;
  firstPlayer: 'random' | Seat;
  /** Whether a seat's miniatures escape (are teleported) on reaching the opponent's line. */
  teleport: BySeat<boolean>;
  /**
   * Whether a seat's miniatures may start a combat from the opponent's starting line (tutorial 2:
   * the Cleric's team may "move around, attack, and otherwise stay" there, p. 12); elsewhere a
   * combat starts only from a room square (N6).
   */
  attackFromOpponentLine: BySeat<boolean>;
  goal: Goal;
  /** The character kind of yellow's whose fate decides a 'hero' game. */
  hero?: number;
  vpTarget: number;
  /** The VP targets a game may choose (stand-alone: 5, or 6 or 7); the others keep vpTarget. */
  vpTargets: readonly number[];
  /** Whether the handicap table applies (R23: the stand-alone game). */
  handicap: boolean;
}

const ALL_CHARS = [0, 1, 2, 3, 4, 5, 6, 7];
const ALL_OBJECTS = [0, 1, 2, 3, 4, 5];

export const SCENARIO_DEFS: Record<PrisonScenario, ScenarioDef> = {
  'tutorial-1': {
    name: 'tutorial-1',
    title: 'Let us wander around the Twister',
    pairs: [39, 40],
    roomRows: 2,
    characters: [
      [CH.Mekanork, CH.Naga],
      [CH.Mekanork, CH.Naga],
    ],
    objects: [
      [OB.Key, OB.Rope],
      [OB.Key, OB.Rope],
    ],
    starters: [2, 2],
    blueStartsFirst: false,
    capacity: () => 1,
    tokens: 'objects',
    combatCards: false,
    jumpCards: 1,
    firstPlayer: 'random',
    teleport: [true, true],
    attackFromOpponentLine: [false, false],
    goal: 'escape-all',
    vpTarget: 2,
    vpTargets: [2],
    handicap: false,
  },
  'tutorial-2': {
    name: 'tutorial-2',
    title: 'Target: Colossus',
    pairs: [37, 38],
    roomRows: 2,
    characters: [
      [CH.Colossus, CH.Mekanork],
      [CH.Cleric, CH.Naga, CH.Backstabber],
    ],
    objects: [
      [OB.Spear, OB.Rope],
      [OB.Spear, OB.Rope],
    ],
    starters: [2, 3],
    blueStartsFirst: true,
    capacity: () => 1,
    tokens: 'objects',
    combatCards: true,
    jumpCards: 3,
    firstPlayer: 1,
    teleport: [true, false],
    attackFromOpponentLine: [false, true],
    goal: 'hero',
    hero: CH.Colossus,
    vpTarget: 1,
    vpTargets: [1],
    handicap: false,
  },
  'tutorial-3': {
    name: 'tutorial-3',
    title: 'Until death do us part',
    pairs: [38, 40],
    roomRows: 2,
    characters: [
      [CH.Wizard, CH.Mekanork, CH.Naga, CH.Banshee],
      [CH.Wizard, CH.Mekanork, CH.Naga, CH.Banshee],
    ],
    objects: [
      [OB.Key, OB.Spear],
      [OB.Key, OB.Spear],
    ],
    starters: [4, 4],
    blueStartsFirst: false,
    capacity: () => 1,
    tokens: 'objects',
    combatCards: true,
    jumpCards: 3,
    firstPlayer: 'random',
    teleport: [false, false],
    attackFromOpponentLine: [false, false],
    goal: 'eliminate',
    vpTarget: 2,
    vpTargets: [2],
    handicap: false,
  },
  'tutorial-4': {
    name: 'tutorial-4',
    title: 'David against Goliath',
    pairs: [37, 38, 40],
    roomRows: 3,
    characters: [
      [CH.Telepath, CH.Wizard, CH.Colossus, CH.Cleric, CH.Mekanork, CH.Backstabber],
      [CH.Telepath, CH.Wizard, CH.Colossus, CH.Cleric, CH.Mekanork, CH.Backstabber],
    ],
    objects: [
      [OB.Bow, OB.Shield, OB.Rope, OB.Wand],
      [OB.Bow, OB.Shield, OB.Rope, OB.Wand],
    ],
    starters: [4, 4],
    blueStartsFirst: false,
    capacity: () => 2,
    tokens: 'any',
    combatCards: true,
    jumpCards: 3,
    firstPlayer: 'random',
    teleport: [true, true],
    attackFromOpponentLine: [false, false],
    goal: 'vp-now',
    vpTarget: 4,
    vpTargets: [4],
    handicap: false,
  },
  standalone: {
    name: 'standalone',
    title: 'Stand-alone game',
    pairs: [37, 38, 39, 40],
    roomRows: 4,
    characters: [ALL_CHARS, ALL_CHARS],
    objects: [ALL_OBJECTS, ALL_OBJECTS],
    starters: [4, 4],
    blueStartsFirst: false,
    // Figure 12: rooms touching a starting line hold 2 tokens, the central rooms 3.
    capacity: (row, rows) => (row === 0 || row === rows - 1 ? 2 : 3),
    tokens: 'any',
    combatCards: true,
    jumpCards: 3,
    firstPlayer: 'random',
    teleport: [true, true],
    attackFromOpponentLine: [false, false],
    goal: 'vp-turn',
    vpTarget: 5,
    vpTargets: [5, 6, 7],
    handicap: true,
  },
};
