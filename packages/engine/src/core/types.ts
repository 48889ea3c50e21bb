// The game's nouns. Unions come from `as const` arrays so that code, notation and
// tests share one spelling. Pieces, squares and seats are small integers inside the
// engine (fast, compact state); actions and views use readable codes ("yNg", "e3").

// Seats (0 = yellow, starting at the south end, row 0; 1 = blue, the north end), results and
// error codes are the kernel's, shared with the card game.
import { SEATS, type MetaAction, type Seat, type SeatName } from '@dt/kernel';
export { SEATS, other, type SeatName, type Seat, type BySeat } from '@dt/kernel';
export { ERROR_CODES, ok, err, type ErrorCode, type EngineError, type Result } from '@dt/kernel';

/** Characters, in the order of their ids within a seat (0..7). */
export const CHARACTERS = [
  'Mekanork',
  'Naga',
  'Cleric',
  'Backstabber',
  'Colossus',
  'Wizard',
  'Banshee',
  'Telepath',
] as const;
export type Character = (typeof CHARACTERS)[number];
export const CHARACTER_CODES = ['Mk', 'Ng', 'Cl', 'Bs', 'Co', 'Wz', 'Bn', 'Tp'] as const;

/** Objects, in the order of their ids within a seat (0..5). */
export const OBJECTS = ['Key', 'Rope', 'Spear', 'Bow', 'Shield', 'Wand'] as const;
export type ObjectKind = (typeof OBJECTS)[number];
export const OBJECT_CODES = ['Ky', 'Rp', 'Sp', 'Bw', 'Sh', 'Fw'] as const;

export const OBJECT_NAMES: Record<ObjectKind, string> = {
  Key: 'Key',
  Rope: 'Rope',
  Spear: 'Telescoping spear',
  Bow: 'Bow',
  Shield: 'Large shield',
  Wand: 'Fireball wand',
};

/** Printed values (GAME-DATA.md): squares per AP and combat value. */
export const MOVE: readonly number[] = [3, 6, 4, 4, 2, 4, 4, 3];
export const COMBAT: readonly number[] = [2, 2, 2, 2, 5, 1, 1, 0];

// Piece ids: characters 0..15 (seat * 8 + kind), objects 16..27 (16 + seat * 6 + kind).
export const N_CHARS = 16;
export const N_PIECES = 28;
export type PieceId = number;
export const charId = (seat: Seat, kind: number): PieceId => seat * 8 + kind;
export const objId = (seat: Seat, kind: number): PieceId => 16 + seat * 6 + kind;
export const isChar = (p: PieceId): boolean => p < N_CHARS;
export const seatOf = (p: PieceId): Seat => (p < N_CHARS ? p >> 3 : p < 22 ? 0 : 1) as Seat;
export const kindOf = (p: PieceId): number => (p < N_CHARS ? p & 7 : (p - 16) % 6);

export const CH = {
  Mekanork: 0,
  Naga: 1,
  Cleric: 2,
  Backstabber: 3,
  Colossus: 4,
  Wizard: 5,
  Banshee: 6,
  Telepath: 7,
} as const;
export const OB = { Key: 0, Rope: 1, Spear: 2, Bow: 3, Shield: 4, Wand: 5 } as const;

/** Piece code: colour letter + two-letter kind, e.g. "yNg" (yellow Naga), "bKy" (blue Key). */
export function pieceCode(p: PieceId): string {
  const c = seatOf(p) === 0 ? 'y' : 'b';
  return c + (isChar(p) ? CHARACTER_CODES[kindOf(p)] : OBJECT_CODES[kindOf(p)]);
}

export function parsePieceCode(code: string): PieceId | undefined {
  if (code.length !== 3) return undefined;
  const seat = code[0] === 'y' ? 0 : code[0] === 'b' ? 1 : -1;
  if (seat < 0) return undefined;
  const k = code.slice(1);
  const ci = (CHARACTER_CODES as readonly string[]).indexOf(k);
  if (ci >= 0) return charId(seat as Seat, ci);
  const oi = (OBJECT_CODES as readonly string[]).indexOf(k);
  if (oi >= 0) return objId(seat as Seat, oi);
  return undefined;
}

export function pieceName(p: PieceId): string {
  const seat = SEATS[seatOf(p)];
  return `${seat} ${isChar(p) ? CHARACTERS[kindOf(p)] : OBJECT_NAMES[OBJECTS[kindOf(p)]!]}`;
}

// Directions: N (towards blue), E, S, W. Clockwise rotation adds 1.
export const DIRS = ['n', 'e', 's', 'w'] as const;
export type DirName = (typeof DIRS)[number];
export type Dir = 0 | 1 | 2 | 3;
export const DX: readonly number[] = [0, 1, 0, -1];
export const DY: readonly number[] = [1, 0, -1, 0];
export const opposite = (d: number): Dir => ((d + 2) & 3) as Dir;

/** What a square is. HIDDEN = a square of a face-down room (R3). */
export const Terrain = { Floor: 0, Pit: 1, Gear: 2, Start: 3, Hidden: 4 } as const;
export type Terrain = (typeof Terrain)[keyof typeof Terrain];

/** What lies on one side of a square. */
export const Edge = {
  Open: 0,
  Wall: 1,
  Slit: 2,
  Closed: 3, // closed portcullis
  Raised: 4, // open portcullis
  Broken: 5, // broken portcullis (permanently open)
  Blind: 6, // border of a face-down room or of the board: nothing crosses (R3)
} as const;
export type Edge = (typeof Edge)[keyof typeof Edge];
export const PORT_STATES = ['closed', 'open', 'broken'] as const;
export type PortState = 0 | 1 | 2;

export const ACTION_VALUES = [2, 3, 4, 5] as const;
/** Combat cards by value 0..6: how many of each a full hand holds. */
export const COMBAT_DECK: readonly number[] = [1, 1, 2, 2, 1, 1, 1];

/**
 * Prison's scenarios: what the browser and the server offer (they do not offer the Classic set
 * yet; the engine, the bots and `dt` play it).
 */
export const SCENARIOS = ['tutorial-1', 'tutorial-2', 'tutorial-3', 'tutorial-4', 'standalone'] as const;
export type PrisonScenario = (typeof SCENARIOS)[number];
/** Every scenario of every set: Prison's five, then the 2004 set's one game (CLASSIC-DATA.md). */
export const ALL_SCENARIOS = [...SCENARIOS, 'classic'] as const;
export type ScenarioName = (typeof ALL_SCENARIOS)[number];

export interface Handicap {
  /** The stronger (handicapped) player. */
  seat: SeatName;
  /** How many characters that player keeps (4..8). */
  characters: number;
  /** Combat card values removed from that player's hand, e.g. [5, 6]. */
  removeCombat: number[];
}

export interface GameConfig {
  scenario: ScenarioName;
  /** Victory points to reach (stand-alone: 5, optionally 6 or 7). */
  vpTarget?: number;
  /** Optional turn timer in seconds (R21); enforced by the host, recorded here. */
  timerSeconds?: number | null;
  handicap?: Handicap | null;
  /** Automated play only: after this many turns the game is a draw (R22). */
  maxTurns?: number | null;
}

/** One step's object/wounded handling during a movement (R10, R11). `at` indexes `path`. */
export interface Exchange {
  at: number;
  /** take: pick up an item here (swapping the held one into its place); drop: put the held item down;
   * give: hand the held item to the friendly miniature on this square. */
  op: 'take' | 'drop' | 'give';
  item: string;
}

export type Action =
  | { type: 'handicap'; seat: SeatName; remove: string[] }
  | { type: 'starters'; seat: SeatName; dots: (string | null)[] }
  | { type: 'token'; seat: SeatName; piece: string; room: number }
  | { type: 'card'; value: number }
  | { type: 'end' }
  | { type: 'reveal'; room: number }
  | { type: 'place'; seat: SeatName; piece: string; square: string }
  | { type: 'rotate'; room: number; clockwise: boolean }
  | { type: 'move'; piece: string; path: string[]; exchanges: Exchange[] }
  | { type: 'jump'; piece: string; to: string }
  | { type: 'attack'; piece: string; target: string }
  | { type: 'spear'; piece: string; target: string }
  | { type: 'shoot'; piece: string; dir: DirName }
  | { type: 'fireball'; piece: string; dir: DirName }
  | { type: 'scream'; piece: string; dir: DirName }
  | { type: 'heal'; piece: string; target: string }
  | { type: 'portcullis'; piece: string; dir: DirName; op: 'open' | 'close' | 'break' }
  // Classic (CLASSIC-DATA.md): the Wall-Walker's crossing, the Troll's regeneration, the Speed Potion.
  | { type: 'wallwalk'; piece: string; dir: DirName }
  | { type: 'regenerate'; piece: string }
  | { type: 'drink'; piece: string }
  | { type: 'announce'; seat: SeatName; value: number | null }
  | { type: 'combat'; seat: SeatName; value: number }
  // Meta actions (always available to a seat) and the host's timeout when a timer runs out
  // (R21): the kernel's, never listed by legalActions.
  | MetaAction;

export type ActionType = Action['type'];

/** What an action did, in order: the engine's events (view.ts shows each seat its part). */
export type GameEvent =
  | { type: 'card'; seat: Seat; value: number }
  | { type: 'turn-end'; seat: Seat }
  | { type: 'revealed'; slot: number; room: number; orientation: number }
  | { type: 'placed'; piece: PieceId; square: number }
  | { type: 'rotated'; slot: number; clockwise: boolean }
  | { type: 'moved'; piece: PieceId; path: number[] }
  | { type: 'jumped'; piece: PieceId; from: number; to: number }
  | { type: 'took'; piece: PieceId; item: PieceId }
  | { type: 'dropped'; piece: PieceId; item: PieceId; square: number }
  | { type: 'fell'; piece: PieceId }
  | { type: 'combat-start'; kind: string; attackers: PieceId[]; defenders: PieceId[] }
  | { type: 'announced'; seat: Seat; value: number | null }
  | { type: 'hand-shown'; seat: Seat; to: Seat; cards: number[] }
  | { type: 'card-chosen'; seat: Seat; value: number }
  | {
      type: 'combat-result';
      cards: [number, number];
      totals: [number, number];
      winner: -1 | Seat;
    }
  | { type: 'wounded'; piece: PieceId }
  | { type: 'eliminated'; piece: PieceId }
  | { type: 'escaped'; piece: PieceId }
  | { type: 'rescued'; piece: PieceId }
  | { type: 'discarded'; piece: PieceId }
  | { type: 'healed'; piece: PieceId; by: PieceId }
  | { type: 'portcullis'; piece: PieceId; square: number; dir: number; state: 'open' | 'closed' | 'broken' }
  | { type: 'fireball'; piece: PieceId; target: PieceId | -1 }
  | { type: 'scream'; piece: PieceId; target: PieceId; to: number }
  | { type: 'wall-walked'; piece: PieceId; from: number; to: number }
  | { type: 'drank'; piece: PieceId; item: PieceId }
  | { type: 'starters'; seat: Seat }
  | { type: 'starters-revealed' }
  | { type: 'token'; seat: Seat; piece: PieceId; slot: number }
  | { type: 'handicap'; seat: Seat; removed: PieceId[] }
  | { type: 'draw-offer'; seat: Seat }
  | { type: 'draw-declined'; seat: Seat }
  | { type: 'timeout'; seat: Seat }
  | { type: 'game-over'; winner: -1 | Seat; reason: string };
