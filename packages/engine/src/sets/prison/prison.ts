// Dungeon Twister: Prison as a set (GAME-DATA.md): its eight characters and six objects with
// their printed values (the vocabulary of types.ts) and the traits the core reads, its eight
// rooms and five scenarios, and the abilities its characters and objects bring, in the order
// a turn's moves are listed.
import { fireballs, healing, jumping, portcullisWork, screaming } from '../../rules/abilities.ts';
import { bowShots, closeCombat, spearAttacks } from '../../rules/combat.ts';
import { PRISON_ROOMS } from './rooms.ts';
import { SCENARIO_DEFS } from './scenarios.ts';
import type { CharacterDef, GameSet, ObjectDef } from '../../core/set.ts';
import {
  CH,
  CHARACTERS as CHARACTER_NAMES,
  CHARACTER_CODES,
  COMBAT,
  Edge,
  MOVE,
  OB,
  OBJECTS as OBJECT_KINDS,
  OBJECT_CODES,
  OBJECT_NAMES,
  isChar,
  kindOf,
} from '../../core/types.ts';

/** What the core's rules read of each character besides its printed values (GAME-DATA.md). */
const TRAITS: Partial<CharacterDef>[] = [
  { turnsEitherWay: true }, // Mekanork
  { crossesSlits: true }, // Naga
  {}, // Cleric: heals (below)
  { picksLocks: true }, // Backstabber: stabs (combatBonus, below)
  { letsSmallPass: true, breaksPortcullis: true }, // Colossus
  { levitates: true }, // Wizard: fires the wand (below)
  {}, // Banshee: screams (below)
  { mindControl: true }, // Telepath
];

const CHARACTERS: readonly CharacterDef[] = CHARACTER_NAMES.map((name, k) => ({
  name,
  code: CHARACTER_CODES[k]!,
  move: MOVE[k]!,
  combat: COMBAT[k]!,
  escapeVp: 1,
  ...TRAITS[k],
}));

const OBJECTS: readonly ObjectDef[] = OBJECT_KINDS.map((name, k) => ({
  name,
  fullName: OBJECT_NAMES[name],
  code: OBJECT_CODES[k]!,
  rope: k === OB.Rope,
  key: k === OB.Key,
  escapeVp: 0,
}));

export const PRISON: GameSet = {
  name: 'Prison',
  positionHeader: 'DT-Prison position 1',
  characters: CHARACTERS,
  objects: OBJECTS,
  rooms: PRISON_ROOMS,
  roomRules: { borders: [Edge.Open, Edge.Wall], connected: true, atLeastOne: ['pit', 'portcullis', 'slit'] },
  scenarios: Object.values(SCENARIO_DEFS),
  lineAccess: 'front',
  abilities: [
    jumping,
    closeCombat,
    spearAttacks(OB.Spear),
    [bowShots(OB.Bow, OB.Shield), fireballs(CH.Wizard, OB.Wand), screaming(CH.Banshee), portcullisWork],
    healing(CH.Cleric),
  ],
  // The Backstabber's stab: +2 while another miniature of her side takes part (Figure 11, N9).
  combatBonus: (s, _c, p, side) =>
    isChar(p) && kindOf(p) === CH.Backstabber && side.some((q) => q !== p && !s.wounded[q]) ? 2 : 0,
};
