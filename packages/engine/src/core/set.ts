// A game set as data: its characters, objects, rooms and scenarios, the rules that differ
// between sets, and the code of each ability its characters and objects bring. The core
// (movement, combat, rooms, turns) reads these tables; it never names a character. A second
// set (the 2004 "Classic" set) is a second GameSet plus the abilities it needs (see
// docs/engine.md, "How a set is defined"). Piece ids keep one layout for every set: 8
// characters and 6 objects per seat (types.ts).
import type { MoveKind, MoveList } from './moves.ts';
import type { RoomConstraints, RoomDef } from './roomdef.ts';
import type { ScenarioDef } from '../sets/prison/scenarios.ts';
import type { Combat, State } from './state.ts';
import { isChar, kindOf, seatOf, type ActionType, type GameEvent, type PieceId } from './types.ts';

/** A character kind: printed values and the traits the core's rules read. */
export interface CharacterDef {
  name: string;
  /** Two letters; a piece code is the seat's letter and these ("yNg"). */
  code: string;
  /** Squares per AP. */
  move: number;
  combat: number;
  /** VP its owner scores when it escapes (Classic: the Goblin scores 2). */
  escapeVp: number;
  /** Moves through arrow-slits (the Naga). */
  crossesSlits?: boolean;
  /** Moves over pit traps and enemy miniatures, stops on neither (the Wizard). */
  levitates?: boolean;
  /** Small enemies (combat value 1 or less) pass between its legs (the Colossus). */
  letsSmallPass?: boolean;
  /** Turns rooms either way, whatever the gear's arrow (the Mekanork). */
  turnsEitherWay?: boolean;
  /** Alone in a close combat, its controller may announce a Combat card (the Telepath, p. 16). */
  mindControl?: boolean;
  /** Opens and closes portcullises without a key (the Backstabber; Classic: the Thief). */
  picksLocks?: boolean;
  /** Breaks a closed portcullis for good (the Colossus; Classic: the Warrior). */
  breaksPortcullis?: boolean;
  /** Breaks an open portcullis too (Classic C7: the Warrior). */
  breaksOpenPortcullis?: boolean;
  /** Crosses and stops on pit traps without a Rope; wounded on one without a Rope, it falls (Classic: the Thief, C11). */
  walksOnPits?: boolean;
  /** While it stands on a pit, its friends cross that pit as floor (Classic: the Thief). */
  bridgesPits?: boolean;
  /** Crosses one wall for 1 AP (Classic C6: the Wall-Walker; the set's wallWalking ability). */
  crossesWalls?: boolean;
  /** Stands up by itself while wounded (Classic: the Troll; the set's regenerating ability). */
  regenerates?: boolean;
}

/** An object kind and what it does in the core's rules. */
export interface ObjectDef {
  name: string;
  /** The name printed on the token ("Telescoping spear"). */
  fullName: string;
  code: string;
  /** Lets its carrier cross and stand on pit traps, and anyone cross a pit it lies on. */
  rope?: boolean;
  /** Opens and closes portcullises. */
  key?: boolean;
  /** VP added when its carrier escapes with it (Classic: the Treasure, +1). */
  escapeVp: number;
  /** Drunk for 1 AP, gives its drinker this many AP of its own (Classic: the Speed Potion, 4). */
  drinkAp?: number;
}

/**
 * What a character may do besides moving, listed per character in the set's order. An
 * ability writes its moves (kind, the character, two small arguments a and b, see moves.ts),
 * says whether one an Action describes is legal, and carries one out. Its Action names the argument as `arg`
 * says: a target character, a direction, a direction and a portcullis operation, a square, or
 * nothing but the character itself (`self`: Classic's regeneration and Speed Potion).
 */
export interface Ability {
  kind: MoveKind;
  /** Its Action type (notation and wire). */
  type: ActionType;
  arg: 'target' | 'dir' | 'portcullis' | 'square' | 'self';
  /** Used by a wounded character (Classic: the Troll's regeneration) instead of by a miniature. */
  byWounded?: boolean;
  /**
   * Writes the moves character c (which may act) can make with it. Abilities grouped in the
   * set's list are asked once per direction d; the others once, with d = -1. `once` tells
   * whether an outcome (a key) was already listed this generation, and records it; `plain`
   * whether a movement of c that exchanges nothing ends on a square (or escapes), listed or not
   * (a generation may keep only its best movements).
   */
  generate(
    s: State,
    c: PieceId,
    out: MoveList,
    d: number,
    once: (key: number) => boolean,
    plain: (to: number, escaping: boolean) => boolean,
  ): void;
  /**
   * A cheap test of whether character c could make any move of this ability now (its kind,
   * what it holds, a card left): generation asks it once per character before calling generate
   * (four times for the abilities of a group). Without it, generate is always called.
   */
  may?(s: State, c: PieceId): boolean;
  /** Whether character c may make move (a, b) now. */
  legal(s: State, c: PieceId, a: number, b: number): boolean;
  /** Why an Action of this ability is refused, from its piece and argument as the Action wrote them. */
  refusal(piece: string, arg: string): string;
  /** Carries the move out (unchecked), spending its AP. */
  play(s: State, c: PieceId, a: number, b: number, events: GameEvent[] | null): void;
}

export interface GameSet {
  name: string;
  /** First line of this set's position notation. */
  positionHeader: string;
  characters: readonly CharacterDef[];
  objects: readonly ObjectDef[];
  rooms: readonly RoomDef[];
  /** What each room must satisfy (validateRooms). */
  roomRules: RoomConstraints;
  scenarios: readonly ScenarioDef[];
  /**
   * R4 on a starting line: a miniature there reaches the room in front of it ('front'), or both
   * rooms touching the line (Classic C2).
   */
  lineAccess: 'front' | 'both';
  /** What a character may do besides moving, in listing order; an inner list is asked per direction. */
  abilities: readonly (Ability | readonly Ability[])[];
  /** Added to a combatant's value (the Backstabber's stab; Classic: Sword on attack, Armor on defence). */
  combatBonus(s: State, c: Combat, p: PieceId, side: readonly PieceId[]): number;
}

/** The ability of a set that makes moves of this kind. */
export function abilityOf(set: GameSet, kind: MoveKind): Ability | undefined {
  for (const entry of set.abilities) {
    if (!Array.isArray(entry)) {
      if ((entry as Ability).kind === kind) return entry as Ability;
    } else for (const a of entry as readonly Ability[]) if (a.kind === kind) return a;
  }
  return undefined;
}

/** The ability of a set whose Actions have this type. */
export function abilityFor(set: GameSet, type: string): Ability | undefined {
  for (const entry of set.abilities) {
    if (!Array.isArray(entry)) {
      if ((entry as Ability).type === type) return entry as Ability;
    } else for (const a of entry as readonly Ability[]) if (a.type === type) return a;
  }
  return undefined;
}

/** A piece's code in this set: the seat's letter and the kind's two letters ("yNg"). */
export const codeOf = (set: GameSet, p: PieceId): string =>
  (seatOf(p) === 0 ? 'y' : 'b') +
  (isChar(p) ? set.characters[kindOf(p)]!.code : set.objects[kindOf(p)]!.code);

/** Every piece's code in this set, by piece id (writing many Actions of one position). */
export const pieceCodes = (set: GameSet): string[] => Array.from({ length: 28 }, (_, p) => codeOf(set, p));

/** The piece a code names in this set, or undefined. */
export function pieceIn(set: GameSet, code: string): PieceId | undefined {
  if (code.length !== 3) return undefined;
  const seat = code[0] === 'y' ? 0 : code[0] === 'b' ? 1 : -1;
  if (seat < 0) return undefined;
  const k = code.slice(1);
  const ci = set.characters.findIndex((c) => c.code === k);
  if (ci >= 0) return seat * 8 + ci;
  const oi = set.objects.findIndex((o) => o.code === k);
  return oi >= 0 ? 16 + seat * 6 + oi : undefined;
}
