// The card game's nouns. Unions come from `as const` arrays so that code, notation and
// tests share one spelling. Cards are small integers inside the engine; actions, events
// and views use readable codes ("yNg" the yellow Naga, "b3" a zone, "Ywt" a place on the
// yellow starting zone), because they cross the wire into a UI that knows no rules.

// Seats (0 = yellow, its starting zone along the south edge, below row 1; 1 = blue, the north
// edge), results and error codes are the kernel's, shared with the board engine.
import type { MetaAction, SeatName } from '@dt/kernel';
export { SEATS, other, type SeatName, type Seat, type BySeat } from '@dt/kernel';
export { ERROR_CODES, ok, err, type ErrorCode, type EngineError, type Result } from '@dt/kernel';
export const SEAT_LETTERS = ['y', 'b'] as const;

/** The 4 zone icons of a room card (rulebook, Room zones); a character or object lies in one. */
export const ICONS = ['triangle', 'square', 'circle', 'gear'] as const;
export type IconName = (typeof ICONS)[number];
export const ICON_LETTERS = ['t', 's', 'c', 'g'] as const;
export type Icon = 0 | 1 | 2 | 3;
export const GEAR: Icon = 3;

/** Board directions: n (towards blue), e, s, w; a clockwise quarter turn adds 1. */
export const DIRS = ['n', 'e', 's', 'w'] as const;
export type DirName = (typeof DIRS)[number];
export const opposite = (d: number): number => (d + 2) & 3;

/**
 * What separates two zones, as printed on one room card's half of a border. Open and
 * broken portcullises and broken walls are OPEN for every rule (rulebook: Golem, Colossus).
 * HIDDEN is the side of a face-down room; OFF is beyond the labyrinth's long sides.
 */
export const Feature = { Open: 0, Wall: 1, Slit: 2, Closed: 3, Pit: 4, Hidden: 5, Off: 6 } as const;
export type Feature = (typeof Feature)[keyof typeof Feature];

export const SCENARIOS = ['tutorial-1', 'tutorial-2', 'tutorial-3', 'standard', 'advanced'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** Team selection modes (rulebook, Scenarios: mutual choice, full frontal, draft). */
export const SELECTIONS = ['mutual', 'frontal', 'draft'] as const;
export type SelectionMode = (typeof SELECTIONS)[number];

/** Player levels of the handicap table (rulebook, Handicap play). */
export const LEVELS = ['very-experienced', 'experienced', 'good', 'beginner', 'newbie'] as const;
export type Level = (typeof LEVELS)[number];

export interface Handicap {
  /** The stronger player, who plays with the handicap. */
  seat: SeatName;
  stronger: Level;
  weaker: Level;
}

export interface GameConfig {
  scenario: ScenarioName;
  /** Standard and advanced games only; default 'mutual'. */
  selection?: SelectionMode | null;
  /** Optional turn timer in seconds (rulebook: Playing with a timer); the host enforces it. */
  timerSeconds?: number | null;
  /** Variant: enemy carried objects and enemy wounded cannot be looked at. */
  secretObjects?: boolean;
  handicap?: Handicap | null;
  /** Automated play only: after this many turns the game is a draw. */
  maxTurns?: number | null;
}

export type Action =
  | { type: 'select'; seat: SeatName; card: string }
  | { type: 'handicap'; seat: SeatName; remove: string[] }
  | { type: 'starters'; seat: SeatName; starters: { piece: string; side: 'w' | 'e' }[] }
  | { type: 'deal'; seat: SeatName; piece: string; room: number }
  | { type: 'facing'; seat: SeatName; facings: { piece: string; icon: IconName }[] }
  | { type: 'end' }
  | { type: 'reveal'; room: number }
  | { type: 'place'; seat: SeatName; piece: string; zone: string }
  | { type: 'rotate'; room: number; clockwise: boolean }
  | { type: 'move'; piece: string }
  | { type: 'wall-walk'; piece: string }
  // A movement under way (phase 'moving'), one decision at a time:
  | { type: 'step'; to: string }
  | { type: 'take'; item: string }
  | { type: 'drop'; item: string }
  | { type: 'give'; item: string; to: string }
  | { type: 'stop' }
  | { type: 'jump'; piece: string; to: string; card: 'jump' | number }
  | { type: 'attack'; piece: string; target: string }
  | { type: 'spear'; piece: string; target: string }
  | { type: 'shoot'; piece: string; target: string }
  | { type: 'fireball'; piece: string; target: string }
  | { type: 'heal'; piece: string; target: string }
  | { type: 'regenerate'; piece: string }
  /**
   * `room`: the slot of the room whose portcullis it is, given only where a border holds two
   * (one printed on each room's side, issue 39): otherwise the border has one.
   */
  | { type: 'portcullis'; piece: string; dir: DirName; op: 'open' | 'close' | 'break'; room?: number }
  | { type: 'break-walls'; piece: string }
  | { type: 'steal'; piece: string; item: string }
  | { type: 'levitate'; piece: string; item: string; path: string[]; to: string | null }
  | { type: 'invert'; piece: string; room: number }
  | { type: 'berserk'; seat: SeatName; cards: 1 | 2 }
  | { type: 'announce'; seat: SeatName; value: number | null }
  | { type: 'combat'; seat: SeatName; cards: number[] }
  // Meta actions (always available to a seat) and the host's timeout when a timer runs out:
  // the kernel's, never listed by legalActions.
  | MetaAction;

export type ActionType = Action['type'];

/**
 * An event as the engine emits it: the fields every viewer may see, and under `hidden` the
 * extra fields one seat may see. viewEvent() merges them for a viewer; no state is needed.
 */
export interface GameEvent {
  type: string;
  hidden?: Partial<Record<SeatName, Record<string, unknown>>>;
  [field: string]: unknown;
}
