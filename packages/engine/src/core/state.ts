// The complete game state, hidden parts included. Hot data lives in small typed arrays so
// that clone() is a handful of copies; the derived Board is shared until rooms change.
// Only view() may turn a State into something a player sees.
import { rebuildSlot, type Board, type RoomsState } from './board.ts';
import type { ScenarioDef } from '../sets/prison/scenarios.ts';
import type { GameSet } from './set.ts';
import type { GameConfig, PieceId, Seat } from './types.ts';

/** Piece locations that are not squares. A face-down token in room slot s is at IN_ROOM - s. */
export const Loc = {
  None: -1, // not part of this game (scenario, handicap)
  Screen: -2, // behind its owner's screen during setup
  Escaped: -3,
  Dead: -4, // eliminated character
  Gone: -5, // discarded object (used, broken, or carried out of the labyrinth)
  Rescued: -6, // wounded carried out of the labyrinth (R19)
  InRoom: -10,
} as const;
export const inRoomSlot = (loc: number): number => (loc <= Loc.InRoom ? Loc.InRoom - loc : -1);

export type Phase =
  | 'handicap' // the handicapped player removes characters (R23)
  | 'starters' // characters are put face-down on the starting dots (R5, R9)
  | 'tokens' // tokens are placed face-down in rooms, alternately
  | 'card' // the active player plays an Action card
  | 'actions' // the active player spends AP
  | 'place' // tokens of a revealed room are being placed (R14)
  | 'announce' // a Telepath may announce a Combat card
  | 'combat' // both players choose a Combat card (R9)
  | 'over';

export const PHASES: readonly Phase[] = [
  'handicap',
  'starters',
  'tokens',
  'card',
  'actions',
  'place',
  'announce',
  'combat',
  'over',
];

export interface Combat {
  kind: 'close' | 'spear' | 'ranged';
  initiator: PieceId;
  target: PieceId;
  attackers: PieceId[];
  defenders: PieceId[];
  /** Seat whose Telepath may announce (one-on-one close combat), or -1. */
  telepath: -1 | Seat;
  /** The announced value; null = no announcement. */
  announced: number | null;
  /** Whether the announced card is held, so must be played. */
  forced: boolean;
  /** Set when the announced card was not held: the hand shown to the Telepath's controller. */
  shown: number[] | null;
  /** Chosen Combat card per seat, -1 while undecided. */
  cards: [number, number];
}

export interface Placing {
  slot: number;
  revealer: Seat;
  /** Tokens still to place, in placing order: the revealer's part first, then the opponent's. */
  queue: PieceId[];
  /** R21: the opponent's time ran out, so the revealer places the rest. */
  takeover: boolean;
}

export interface State extends RoomsState {
  /** The game set: characters, objects, rooms, scenarios and abilities (set.ts). */
  set: GameSet;
  config: Required<GameConfig>;
  scen: ScenarioDef;
  board: Board;
  /** Square, or a Loc code. A carried piece has its carrier's square. */
  loc: Int16Array;
  /** The character carrying this piece (object or wounded), or -1. */
  carrier: Int8Array;
  /** Per character: 0 miniature, 1 wounded. */
  wounded: Uint8Array;
  /** What lies on each square (see pieces.ts: miniAt, woundedAt, objectAt), kept up to date. */
  occ: Int32Array;
  /** Per character: the item it carries, or -1 (the inverse of carrier), kept up to date. */
  held: Int8Array;
  /** Bit masks over characters: wounded this turn (R18), healed this turn (Cleric). */
  woundedNow: number;
  healedNow: number;
  /**
   * AP only one character may spend this turn (Classic: the Speed Potion's 4), 4 bits per
   * character of the active player (bits (c & 7) * 4); see ownApOf. Spent first, lost at the turn's end.
   */
  ownAp: number;
  /** Per seat: bit v set when Action card v is in hand. */
  actionHand: [number, number];
  actionPlayed: [number[], number[]];
  /** Highest Action card played so far; 5+ means no more restriction (R7). */
  highestAction: number;
  /** combatHand[seat * 7 + v]: how many +v Combat cards the seat holds. */
  combatHand: Int8Array;
  jumps: [number, number];
  vp: [number, number];
  /** Characters of the opponent eliminated, per seat (tutorial 3 counts these). */
  kills: [number, number];
  /** Combat cards revealed so far, public (R6): [seat, value] pairs flattened. */
  revealedCards: number[];
  phase: Phase;
  active: Seat;
  ap: number;
  /** Turns begun so far. */
  turn: number;
  setupFirst: Seat;
  playFirst: Seat;
  /** Starting choices committed (R9). */
  startersDone: [boolean, boolean];
  handicapDone: boolean;
  /** Whose token placement it is during setup. */
  tokenTurn: Seat;
  combat: Combat | null;
  placing: Placing | null;
  /** Stand-alone: a VP target was reached this turn; the game ends with the turn (R22). */
  targetReached: boolean;
  drawOffer: -1 | Seat;
  /** 0 yellow, 1 blue, -1 draw; null while playing. */
  winner: -1 | Seat | null;
  endReason: string;
}

/**
 * A deep copy of everything an action may change. The fields are listed one by one (not
 * spread) and every state is made here (createState, which newGame and parsePosition go
 * through, returns a clone), so all states share one object shape, which keeps property access fast in search loops.
 * Arrays that are replaced rather than mutated (revealedCards, combat, placing) and the
 * immutable board are shared.
 */
export function clone(s: State): State {
  return {
    set: s.set,
    config: s.config,
    scen: s.scen,
    geo: s.geo,
    roomDefs: s.roomDefs,
    layout: s.layout,
    orient: s.orient.slice(),
    revealed: s.revealed.slice(),
    portState: s.portState.slice(),
    board: s.board,
    loc: s.loc.slice(),
    carrier: s.carrier.slice(),
    wounded: s.wounded.slice(),
    occ: s.occ.slice(),
    held: s.held.slice(),
    woundedNow: s.woundedNow,
    healedNow: s.healedNow,
    ownAp: s.ownAp,
    actionHand: [s.actionHand[0], s.actionHand[1]],
    actionPlayed: [s.actionPlayed[0], s.actionPlayed[1]],
    highestAction: s.highestAction,
    combatHand: s.combatHand.slice(),
    jumps: [s.jumps[0], s.jumps[1]],
    vp: [s.vp[0], s.vp[1]],
    kills: [s.kills[0], s.kills[1]],
    revealedCards: s.revealedCards,
    phase: s.phase,
    active: s.active,
    ap: s.ap,
    turn: s.turn,
    setupFirst: s.setupFirst,
    playFirst: s.playFirst,
    startersDone: [s.startersDone[0], s.startersDone[1]],
    handicapDone: s.handicapDone,
    tokenTurn: s.tokenTurn,
    combat: s.combat,
    placing: s.placing,
    targetReached: s.targetReached,
    drawOffer: s.drawOffer,
    winner: s.winner,
    endReason: s.endReason,
  };
}

/**
 * Makes `t` a copy of `s` without allocating: what clone gives, written into a state the caller
 * owns (a search's scratch copy, reused for every candidate move it tries). Both must be
 * positions of one game (the same board size and set).
 */
export function copyInto(t: State, s: State): void {
  t.set = s.set;
  t.config = s.config;
  t.scen = s.scen;
  t.geo = s.geo;
  t.roomDefs = s.roomDefs;
  t.layout = s.layout;
  t.orient.set(s.orient);
  t.revealed.set(s.revealed);
  t.portState.set(s.portState);
  t.board = s.board;
  t.loc.set(s.loc);
  t.carrier.set(s.carrier);
  t.wounded.set(s.wounded);
  t.occ.set(s.occ);
  t.held.set(s.held);
  t.woundedNow = s.woundedNow;
  t.healedNow = s.healedNow;
  t.ownAp = s.ownAp;
  t.actionHand[0] = s.actionHand[0];
  t.actionHand[1] = s.actionHand[1];
  t.actionPlayed[0] = s.actionPlayed[0];
  t.actionPlayed[1] = s.actionPlayed[1];
  t.highestAction = s.highestAction;
  t.combatHand.set(s.combatHand);
  copyPairs(t, s);
  t.revealedCards = s.revealedCards;
  t.phase = s.phase;
  t.active = s.active;
  t.ap = s.ap;
  t.turn = s.turn;
  t.setupFirst = s.setupFirst;
  t.playFirst = s.playFirst;
  t.handicapDone = s.handicapDone;
  t.tokenTurn = s.tokenTurn;
  t.combat = s.combat;
  t.placing = s.placing;
  t.targetReached = s.targetReached;
  t.drawOffer = s.drawOffer;
  t.winner = s.winner;
  t.endReason = s.endReason;
}

/** The per-seat pairs that actions change in place. */
function copyPairs(t: State, s: State): void {
  t.jumps[0] = s.jumps[0];
  t.jumps[1] = s.jumps[1];
  t.vp[0] = s.vp[0];
  t.vp[1] = s.vp[1];
  t.kills[0] = s.kills[0];
  t.kills[1] = s.kills[1];
  t.startersDone[0] = s.startersDone[0];
  t.startersDone[1] = s.startersDone[1];
}

/** The AP character c (of the active player) may spend and no one else (Classic: the Speed Potion). */
export const ownApOf = (s: State, c: PieceId): number =>
  c < 0 || c >> 3 !== s.active ? 0 : (s.ownAp >>> ((c & 7) * 4)) & 15;

/** Changes character c's own AP by n (the packing of State.ownAp). */
export function addOwnAp(s: State, c: PieceId, n: number): void {
  s.ownAp += n * 2 ** ((c & 7) * 4);
}

/** Rebuilds the derived board after a reveal, rotation or portcullis change in `slot`. */
export function refreshBoard(s: State, slot: number): void {
  s.board = rebuildSlot(s, s.board, slot);
}
