// The complete game state, hidden parts included. Only view() turns it into something a
// player sees. Where a card lies is one small integer (see Loc): a zone is (room, icon), so
// rotating a room or swapping two rooms moves nothing but the room, as on the table, where
// cards keep pointing at their zone icon (rulebook: Rotating a room, Scroll of inversion).
import type { PieceId } from './cards.ts';
import type { ScenarioDef } from './scenarios.ts';
import type { GameConfig, Icon, Seat, SelectionMode } from './types.ts';

/**
 * Card locations. 0..47: a zone, room * 4 + icon. 48..63: a place on a starting zone,
 * 48 + seat * 8 + side * 4 + icon (side 0 below the west room, 1 the east room; icon: the
 * zone faced; objects lying there always use icon 0). Negative: off the table.
 */
export const Loc = {
  None: -1, // not in this game (back in the box)
  Pool: -2, // still to be chosen during team selection
  Team: -3, // chosen, in its owner's hand until placed
  Escaped: -4,
  Dead: -5, // eliminated character
  Gone: -6, // discarded object (used, broken, or carried out of the labyrinth)
  Rescued: -7, // wounded carried out of the labyrinth
  Removed: -8, // removed in secret by the handicap
  FaceDown: -20, // face-down next to room r: FaceDown - r
} as const;

export const START_BASE = 48;
export const zoneLoc = (room: number, icon: number): number => room * 4 + icon;
export const startLoc = (seat: Seat, side: number, icon: number): number =>
  START_BASE + seat * 8 + side * 4 + icon;
export const isZone = (l: number): boolean => l >= 0 && l < START_BASE;
export const isStart = (l: number): boolean => l >= START_BASE;
export const locRoom = (l: number): number => l >> 2;
export const locIcon = (l: number): Icon => (l & 3) as Icon;
export const startSeat = (l: number): Seat => ((l - START_BASE) >> 3) as Seat;
export const startSide = (l: number): number => ((l - START_BASE) >> 2) & 1;
/** A starting-zone place without its facing: exchanges and the golden rule count per side. */
export const startColumn = (l: number): number => l & ~3;
export const faceDownLoc = (room: number): number => Loc.FaceDown - room;
export const faceDownRoom = (l: number): number => (l <= Loc.FaceDown ? Loc.FaceDown - l : -1);

/** Per-character flags for the current turn. */
export const Flag = {
  WoundedNow: 1, // wounded this turn: no combat against it (rulebook, Combat)
  Spent: 2, // healed or regenerated this turn: no more actions (Cleric, Troll)
  Fired: 4, // the Crossbowman fired this turn
  Samurai: 8, // the Samurai's free attack was used this turn
} as const;

export const PHASES = [
  'select', // team selection (mutual choice, full frontal, draft)
  'handicap', // the handicapped player removes characters in secret
  'starters', // both choose their 2 starting characters, in secret
  'deal', // the other cards go face-down next to rooms, alternately
  'facing', // both choose their starters' facing, revealed together
  'actions', // the active player spends action points
  'moving', // a movement is under way, decided step by step
  'place', // the cards of a revealed room are being placed
  'berserk', // an attacking Berserker announces one or two Combat cards
  'announce', // a Telepath may announce a Combat card
  'combat', // Combat cards are chosen
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

export interface Combat {
  kind: 'close' | 'ranged' | 'spear';
  initiator: PieceId;
  target: PieceId;
  attackers: PieceId[];
  defenders: PieceId[];
  /** Attackers fighting with their ranged value; never wounded by the result. */
  shooters: PieceId[];
  /** The ranged value each shooter fired with (a crossbow is spent when it fires). */
  shots: number[];
  /** Combat cards each side plays: 1, or 2 for a Berserker's killer rage. */
  count: [number, number];
  /** Seat whose Telepath may announce, or -1. */
  telepath: -1 | Seat;
  announced: number | null;
  forced: boolean;
  /** The hand shown to the Telepath's controller after a failed announcement. */
  shown: number[] | null;
  /** Weapon master: the seat that chooses first, its card shown to the other; -1 = together. */
  first: -1 | Seat;
  cards: [number[] | null, number[] | null];
}

/** A movement under way (movement.ts): 1 AP paid, decided step by step until it stops. */
export interface Moving {
  piece: PieceId;
  /** A movement, or the Wall-walker's walk through a wall. */
  mode: 'move' | 'wall';
  steps: number;
  /** Entered a zone holding enemies: the place it must leave by, or -1 (CN9). */
  lock: number;
  /** Something was done since it began: it may stop. */
  decided: boolean;
}

export interface Placing {
  room: number;
  revealer: Seat;
  /** Cards still to place: the revealer's part, then the revealer's own objects. */
  queue: PieceId[];
  /** Timer: the opponent let 5 seconds pass, so the revealer places the rest. */
  takeover: boolean;
}

export interface Selection {
  part: 'characters' | 'objects';
  /** Whose pick it is (mutual choice and draft). */
  chooser: Seat;
}

export interface Config {
  scenario: GameConfig['scenario'];
  selection: SelectionMode | null;
  timerSeconds: number | null;
  secretObjects: boolean;
  handicap: GameConfig['handicap'];
  maxTurns: number | null;
}

/** The grid of zones derived from the rooms (board.ts builds it; declared here, where the state holds it). */
export interface Board {
  /** Zone rows: 2 per row of rooms. */
  rows: number;
  cells: number;
  cellRoom: Int8Array;
  cellIcon: Int8Array;
  /** Zone location (room * 4 + icon) -> cell, or -1 when the room is not in play. */
  cellOf: Int8Array;
  /** Per cell: its room is face up. */
  up: Uint8Array;
  /** Per cell and direction (n e s w): this side's feature, the other side's, the neighbour. */
  f1: Uint8Array;
  f2: Uint8Array;
  /** Neighbour cell, -1 beyond the long sides, -2 yellow's starting zone, -3 blue's. */
  nb: Int16Array;
  /** For the view: this room's half of each border as a letter (see borderLetter). */
  detail: string[];
}

export interface State {
  config: Config;
  scen: ScenarioDef;
  /** Slot -> room id; slot = row * 2 + side, row 0 at yellow's end. */
  layout: number[];
  /** Per room id (12): quarter turns clockwise, revealed, portcullis (0 closed 1 open 2 broken), walls broken. */
  orient: Uint8Array;
  revealed: Uint8Array;
  port: Uint8Array;
  walls: Uint8Array;
  /** Derived from the rooms; shared between states until a room changes. */
  board: Board;
  loc: Int16Array;
  /** The character carrying this card (object or wounded), or -1. */
  carrier: Int8Array;
  wounded: Uint8Array;
  flags: Uint8Array;
  /**
   * Per character: the place it came from when it entered a zone holding unwounded enemies
   * this turn, or -1. It may leave that zone this turn only back there (CN9).
   */
  entered: Int8Array;
  /** Secret objects variant: public handle of a card whose face some seat may not see, 0 = none. */
  alias: Int16Array;
  nextAlias: number;
  /** combatHand[seat * 7 + v]: Combat +v cards in hand. */
  combatHand: Int8Array;
  jumps: [number, number];
  /** The Broken wall card is still unused. */
  wallCard: [boolean, boolean];
  vp: [number, number];
  /** VP beyond escapes and eliminations: Treasures, the Paladin's undead hunter. */
  bonus: [number, number];
  /** Action wheels (rulebook, Game turn). */
  wheel: [number, number];
  phase: Phase;
  active: Seat;
  /** Turns begun; 0 during set-up. */
  turn: number;
  firsts: { select: Seat; deal: Seat; play: Seat };
  selection: Selection | null;
  /** Simultaneous set-up choices committed (full frontal picks, starters, facing). */
  done: [boolean, boolean];
  dealTurn: Seat;
  combat: Combat | null;
  moving: Moving | null;
  placing: Placing | null;
  drawOffer: -1 | Seat;
  /** 0 yellow, 1 blue, -1 draw; null while playing. */
  winner: -1 | Seat | null;
  endReason: string;
}

/**
 * A deep copy of everything an action may change, field by field so that every state has
 * one object shape. Objects replaced rather than mutated (config, scen, board, combat,
 * placing, selection) are shared.
 */
export function clone(s: State): State {
  return {
    config: s.config,
    scen: s.scen,
    layout: s.layout.slice(),
    orient: s.orient.slice(),
    revealed: s.revealed.slice(),
    port: s.port.slice(),
    walls: s.walls.slice(),
    board: s.board,
    loc: s.loc.slice(),
    carrier: s.carrier.slice(),
    wounded: s.wounded.slice(),
    flags: s.flags.slice(),
    entered: s.entered.slice(),
    alias: s.alias.slice(),
    nextAlias: s.nextAlias,
    combatHand: s.combatHand.slice(),
    jumps: [s.jumps[0], s.jumps[1]],
    wallCard: [s.wallCard[0], s.wallCard[1]],
    vp: [s.vp[0], s.vp[1]],
    bonus: [s.bonus[0], s.bonus[1]],
    wheel: [s.wheel[0], s.wheel[1]],
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    firsts: s.firsts,
    selection: s.selection,
    done: [s.done[0], s.done[1]],
    dealTurn: s.dealTurn,
    combat: s.combat,
    moving: s.moving,
    placing: s.placing,
    drawOffer: s.drawOffer,
    winner: s.winner,
    endReason: s.endReason,
  };
}
