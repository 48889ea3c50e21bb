// Dungeon Twister (2004), the "Classic" basic set, as a set (CLASSIC-DATA.md): its eight
// characters and six objects with their printed values and the traits the core reads, its
// eight rooms and its one game, and the abilities in the order a turn's moves are listed.
// Where the 2004 texts are silent, Prison's rules and rulings apply (CLASSIC-DATA.md section 4);
// what neither settles is in docs/classic-rules-notes.md (CL1...).
import { fireballs, healing, jumping, portcullisWork } from '../../rules/abilities.ts';
import { closeCombat } from '../../rules/combat.ts';
import type { ScenarioDef } from '../prison/scenarios.ts';
import type { CharacterDef, GameSet, ObjectDef } from '../../core/set.ts';
import { Edge, isChar, kindOf } from '../../core/types.ts';
import { drinking, regenerating, wallWalking } from './abilities.ts';
import { CLASSIC_ROOMS } from './rooms.ts';

/** Character kinds in BGA's order (CLASSIC-DATA.md 5.1), which the BGA import relies on. */
export const CL = {
  Cleric: 0,
  Goblin: 1,
  Mekanork: 2,
  Thief: 3,
  Warrior: 4,
  Troll: 5,
  Wizard: 6,
  WallWalker: 7,
} as const;
/** Object kinds in BGA's order. */
export const CO = { Armor: 0, Rope: 1, Wand: 2, Potion: 3, Sword: 4, Treasure: 5 } as const;

/** CLASSIC-DATA.md section 1: both colours have the same eight. */
const CHARACTERS: readonly CharacterDef[] = [
  { name: 'Cleric', code: 'Cl', move: 4, combat: 2, escapeVp: 1 },
  { name: 'Goblin', code: 'Gb', move: 4, combat: 1, escapeVp: 2 },
  { name: 'Mekanork', code: 'Mk', move: 3, combat: 2, escapeVp: 1, turnsEitherWay: true },
  {
    name: 'Thief',
    code: 'Th',
    move: 5,
    combat: 2,
    escapeVp: 1,
    picksLocks: true,
    walksOnPits: true,
    bridgesPits: true,
  },
  {
    name: 'Warrior',
    code: 'Wr',
    move: 3,
    combat: 3,
    escapeVp: 1,
    breaksPortcullis: true,
    breaksOpenPortcullis: true,
  },
  { name: 'Troll', code: 'Tr', move: 2, combat: 4, escapeVp: 1, regenerates: true },
  { name: 'Wizard', code: 'Wz', move: 4, combat: 1, escapeVp: 1, levitates: true },
  { name: 'Wall-Walker', code: 'Ww', move: 4, combat: 1, escapeVp: 1, crossesWalls: true },
];

/** CLASSIC-DATA.md section 2: the Treasure adds 1 VP to its carrier's escape (C9). */
const OBJECTS: readonly ObjectDef[] = [
  { name: 'Armor', fullName: 'Armor', code: 'Ar', escapeVp: 0 },
  { name: 'Rope', fullName: 'Rope', code: 'Rp', rope: true, escapeVp: 0 },
  { name: 'Wand', fullName: 'Fireball Wand', code: 'Fw', escapeVp: 0 },
  { name: 'Potion', fullName: 'Speed Potion', code: 'Po', escapeVp: 0, drinkAp: 4 },
  { name: 'Sword', fullName: 'Sword', code: 'Sw', escapeVp: 0 },
  { name: 'Treasure', fullName: 'Treasure', code: 'Ts', escapeVp: 1 },
];

const ALL_CHARS = [0, 1, 2, 3, 4, 5, 6, 7];
const ALL_OBJECTS = [0, 1, 2, 3, 4, 5];

/** The standard two-player game, the only one BGA plays (CLASSIC-DATA.md 3.3; C1, C10). */
export const CLASSIC_GAME: ScenarioDef = {
  name: 'classic',
  title: 'Dungeon Twister (2004)',
  pairs: [1, 2, 3, 4],
  roomRows: 4,
  characters: [ALL_CHARS, ALL_CHARS],
  objects: [ALL_OBJECTS, ALL_OBJECTS],
  starters: [4, 4],
  blueStartsFirst: false,
  // Rooms touching a starting line hold 2 tokens, the central rooms 3 (3.3, step 4).
  capacity: (row, rows) => (row === 0 || row === rows - 1 ? 2 : 3),
  tokens: 'any',
  combatCards: true,
  jumpCards: 3,
  firstPlayer: 'random',
  teleport: [true, true],
  attackFromOpponentLine: [false, false],
  // C1: the game ends as soon as a player has the target, whoever's turn it is.
  goal: 'vp-now',
  vpTarget: 5,
  vpTargets: [5, 6, 7],
  handicap: false,
};

/** The Sword (+1 to its carrier on the attacking side) and the Armor (+1 defending), per carrier (C5). */
function swordAndArmor(s: { held: Int8Array }, attacking: boolean, p: number): number {
  const h = s.held[p]!;
  if (h < 0 || isChar(h)) return 0;
  return kindOf(h) === (attacking ? CO.Sword : CO.Armor) ? 1 : 0;
}

export const CLASSIC: GameSet = {
  name: 'Classic',
  positionHeader: 'DT-Classic position 1',
  characters: CHARACTERS,
  objects: OBJECTS,
  rooms: CLASSIC_ROOMS,
  // The counter-clockwise rooms have pockets reachable only from outside (CLASSIC-DATA.md 3.2).
  roomRules: { borders: [Edge.Open, Edge.Wall], connected: false, atLeastOne: ['pit', 'portcullis'] },
  scenarios: [CLASSIC_GAME],
  lineAccess: 'both', // C2
  abilities: [
    jumping,
    closeCombat,
    [fireballs(CL.Wizard, CO.Wand), portcullisWork, wallWalking],
    healing(CL.Cleric, true), // friend or foe (CLASSIC-DATA.md 1)
    drinking,
    regenerating,
  ],
  combatBonus: (s, c, p, side) => swordAndArmor(s, side === c.attackers, p),
};
