// The cards of one colour: 25 characters and 13 objects (rulebook: Game components,
// Characters, Objects), with their printed values and names in English and French. A card
// is an integer id: characters 0..49 (seat * 25 + kind), objects 50..75 (50 + seat * 13 +
// card). Both colours hold the same cards. French names come from the Prison rulebook
// where it names the card (fr source 'prison-fr'), otherwise from the French edition's
// usual names ('common'); the web client shows them.
import { SEAT_LETTERS, type Seat } from './types.ts';

export interface CharacterDef {
  name: string;
  code: string;
  fr: string;
  frSource: 'prison-fr' | 'common';
  /** Zones per AP (white number next to the movement icon). */
  move: number;
  /** Combat value (red number next to the sword icon). */
  combat: number;
}

const c = (
  name: string,
  code: string,
  move: number,
  combat: number,
  fr: string,
  frSource: CharacterDef['frSource'] = 'common',
): CharacterDef => ({ name, code, move, combat, fr, frSource });

/** Alphabetical in English; the index is the kind. Values from the Characters section. */
export const CHARACTER_DEFS: readonly CharacterDef[] = [
  c('Assassin', 'As', 2, 2, 'Assassin'),
  c('Backstabber', 'Bs', 2, 2, 'Traîtresse', 'prison-fr'),
  c('Berserker', 'Bk', 2, 3, 'Berserker'),
  c('Cleric', 'Cl', 2, 2, 'Clerc', 'prison-fr'),
  c('Colossus', 'Co', 1, 5, 'Colosse', 'prison-fr'),
  c('Crossbowman', 'Cb', 2, 3, 'Arbalétrier'),
  c('Dark angel', 'Da', 3, 2, 'Ange noir'),
  c('Elf scout', 'Es', 4, 1, 'Éclaireur elfe'),
  c('General', 'Ge', 2, 2, 'Général'),
  c('Ghost', 'Gh', 2, 0, 'Fantôme'),
  c('Goblin', 'Gb', 2, 1, 'Gobelin'),
  c('Golem', 'Gl', 1, 4, 'Golem'),
  c('Mechanork', 'Mk', 2, 2, 'Méchanork', 'prison-fr'),
  c('Naga', 'Ng', 3, 2, 'Homme-serpent', 'prison-fr'),
  c('Paladin', 'Pa', 2, 3, 'Paladin'),
  c('Pickpocket', 'Pp', 3, 2, 'Pickpocket'),
  c('Samurai', 'Sa', 2, 3, 'Samouraï'),
  c('Telekineticist', 'Tk', 3, 1, 'Télékinésiste'),
  c('Telepath', 'Tp', 2, 0, 'Télépathe', 'prison-fr'),
  c('Thief', 'Th', 3, 2, 'Voleuse'),
  c('Troll', 'Tl', 1, 4, 'Troll'),
  c('Wall-walker', 'Ww', 2, 1, 'Passe-muraille'),
  c('Warrior', 'Wa', 2, 3, 'Guerrier'),
  c('Weapon master', 'Wm', 2, 3, "Maître d'armes"),
  c('Wizard', 'Wz', 2, 1, 'Magicien', 'prison-fr'),
];
export const N_KINDS = 25;

/** Character kinds by name, for the ability code. */
export const CH = {
  Assassin: 0,
  Backstabber: 1,
  Berserker: 2,
  Cleric: 3,
  Colossus: 4,
  Crossbowman: 5,
  DarkAngel: 6,
  ElfScout: 7,
  General: 8,
  Ghost: 9,
  Goblin: 10,
  Golem: 11,
  Mechanork: 12,
  Naga: 13,
  Paladin: 14,
  Pickpocket: 15,
  Samurai: 16,
  Telekineticist: 17,
  Telepath: 18,
  Thief: 19,
  Troll: 20,
  WallWalker: 21,
  Warrior: 22,
  WeaponMaster: 23,
  Wizard: 24,
} as const;

export interface ObjectDef {
  name: string;
  code: string;
  fr: string;
  frSource: 'prison-fr' | 'common';
}

/** Object kinds (the Objects section). */
export const OBJECT_DEFS: readonly ObjectDef[] = [
  { name: 'Armor', code: 'Ar', fr: 'Armure', frSource: 'common' },
  { name: 'Bow', code: 'Bw', fr: 'Arc', frSource: 'prison-fr' },
  { name: 'Fireball scroll', code: 'Fb', fr: 'Parchemin de boule de feu', frSource: 'common' },
  { name: 'Key', code: 'Ky', fr: 'Clef', frSource: 'prison-fr' },
  { name: 'Large shield', code: 'Sh', fr: 'Grand bouclier', frSource: 'prison-fr' },
  { name: 'Rope', code: 'Rp', fr: 'Corde', frSource: 'prison-fr' },
  { name: 'Scroll of inversion', code: 'Si', fr: "Parchemin d'inversion", frSource: 'common' },
  { name: 'Sword', code: 'Sw', fr: 'Épée', frSource: 'common' },
  { name: 'Telescoping spear', code: 'Sp', fr: 'Lance télescopique', frSource: 'prison-fr' },
  { name: 'Treasure', code: 'Tr', fr: 'Trésor', frSource: 'common' },
];

export const OB = {
  Armor: 0,
  Bow: 1,
  Fireball: 2,
  Key: 3,
  Shield: 4,
  Rope: 5,
  Inversion: 6,
  Sword: 7,
  Spear: 8,
  Treasure: 9,
} as const;

/**
 * The 13 object cards of one colour by card index: 10 kinds, of which Key, Rope and
 * Treasure come twice (CN3). The second copy's code ends in 2 ("yKy2").
 */
export const OBJECT_CARDS: readonly number[] = [
  OB.Armor,
  OB.Bow,
  OB.Fireball,
  OB.Key,
  OB.Key,
  OB.Shield,
  OB.Rope,
  OB.Rope,
  OB.Inversion,
  OB.Sword,
  OB.Spear,
  OB.Treasure,
  OB.Treasure,
];
export const N_CARDS = 13;

export const N_CHARS = 50;
export const N_PIECES = 76;
export type PieceId = number;

export const charId = (seat: Seat, kind: number): PieceId => seat * N_KINDS + kind;
export const objId = (seat: Seat, card: number): PieceId => N_CHARS + seat * N_CARDS + card;
export const isChar = (p: PieceId): boolean => p < N_CHARS;
export const seatOf = (p: PieceId): Seat =>
  (p < N_CHARS ? (p >= N_KINDS ? 1 : 0) : p - N_CHARS >= N_CARDS ? 1 : 0) as Seat;
/** Character kind (0..24) of a character, or card index (0..12) of an object. */
export const indexOf = (p: PieceId): number => (p < N_CHARS ? p % N_KINDS : (p - N_CHARS) % N_CARDS);
export const kindOf = (p: PieceId): number => (p < N_CHARS ? p % N_KINDS : OBJECT_CARDS[indexOf(p)]!);
export const isKind = (p: PieceId, kind: number): boolean => p < N_CHARS && p % N_KINDS === kind;
export const isObjectKind = (p: PieceId, kind: number): boolean => p >= N_CHARS && kindOf(p) === kind;

/** Card code without colour: "Ng", "Ky", "Ky2". */
export function cardCode(p: PieceId): string {
  if (isChar(p)) return CHARACTER_DEFS[kindOf(p)]!.code;
  const i = indexOf(p);
  const code = OBJECT_DEFS[OBJECT_CARDS[i]!]!.code;
  return i > 0 && OBJECT_CARDS[i - 1] === OBJECT_CARDS[i] ? `${code}2` : code;
}

/** Piece code: colour letter + card code, e.g. "yNg", "bKy2". */
export const pieceCode = (p: PieceId): string => SEAT_LETTERS[seatOf(p)] + cardCode(p);

const BY_CODE = new Map<string, PieceId>();
for (let p = 0; p < N_PIECES; p++) BY_CODE.set(pieceCode(p), p);

export const parsePieceCode = (code: string): PieceId | undefined => BY_CODE.get(code);

export function pieceName(p: PieceId): string {
  return isChar(p) ? CHARACTER_DEFS[kindOf(p)]!.name : OBJECT_DEFS[kindOf(p)]!.name;
}

/** Character kind or object kind from a card code without colour ("Ng", "Ky"), for selection. */
export function parseCardKind(code: string): { character: boolean; kind: number } | undefined {
  const ci = CHARACTER_DEFS.findIndex((d) => d.code === code);
  if (ci >= 0) return { character: true, kind: ci };
  const oi = OBJECT_DEFS.findIndex((d) => d.code === code);
  if (oi >= 0) return { character: false, kind: oi };
  return undefined;
}

/** Flying characters pass zones with enemies and pit traps (Dark angel, Wizard). */
export const FLYING = (k: number): boolean => k === CH.DarkAngel || k === CH.Wizard;
/** Characters who may use scrolls (magic user). */
export const MAGIC_USER = (k: number): boolean => k === CH.Wizard || k === CH.Telekineticist;
export const UNDEAD = (k: number): boolean => k === CH.DarkAngel || k === CH.Ghost;
/** How many objects or wounded a character may carry (Paladin: Strong; Ghost: No transport). */
export const CAPACITY = (k: number): number => (k === CH.Paladin ? 2 : k === CH.Ghost ? 0 : 1);

/** Combat cards by value 0..6: how many of each a full hand holds (CN2). */
export const COMBAT_DECK: readonly number[] = [1, 1, 2, 2, 1, 1, 1];
export const JUMP_CARDS = 3;
