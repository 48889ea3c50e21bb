// Creating a game and its set-up phases (rulebook pp. 3-4, 17; R2, R3, R5, R9, R23):
// hidden room placement and orientation, handicap, secret starting characters, and
// alternate face-down token placement within room capacities.
import { COLS, slotRow, startRow } from '../core/board.ts';
import { normaliseConfig } from '../core/config.ts';
import { createState } from '../core/create.ts';
import type { RoomDef } from '../core/roomdef.ts';
import { Rng } from '../core/rng.ts';
import { scenarioDef, setOfScenario } from '../sets/sets.ts';
import { Loc, inRoomSlot, type State } from '../core/state.ts';
import { FULL_ACTION_HAND } from './turn.ts';
import { setLoc, type GameEvent } from '../core/pieces.ts';
import {
  COMBAT_DECK,
  N_PIECES,
  SEATS,
  charId,
  isChar,
  objId,
  other,
  seatOf,
  type GameConfig,
  type PieceId,
  type Result,
  type Seat,
} from '../core/types.ts';

/** R2: the starting dots are squares 1, 3, 6, 8 of a line, counted from its owner's left. */
export const DOTS = [1, 3, 6, 8];
export const dotSquare = (s: State, seat: Seat, dot: number): number => {
  const k = DOTS[dot]!;
  return startRow(seat, s.geo) * COLS + (seat === 0 ? k : 9 - k);
};

/** A new game from a configuration and a seed (R3, R24): everything random is drawn here. */
export function newGame(
  config: GameConfig,
  seed: number | string,
  withRooms?: readonly RoomDef[],
): Result<State> {
  const norm = normaliseConfig(config);
  if (!norm.ok) return norm;
  const cfg = norm.value;
  const scen = scenarioDef(cfg.scenario)!;
  const roomDefs = withRooms ?? setOfScenario(scen.name)!.rooms;
  const rng = new Rng(seed);
  const rooms = roomDefs.map((r, i) => [r, i] as const).filter(([r]) => scen.pairs.includes(r.pair));
  const layout = rng.shuffle(rooms.map(([, i]) => i));
  const orient = layout.map(() => rng.int(4));
  const setupFirst = rng.int(2) as Seat;
  const playFirst = (scen.firstPlayer === 'random' ? rng.int(2) : scen.firstPlayer) as Seat;
  const loc = new Array<number>(N_PIECES).fill(Loc.None);
  for (const seat of [0, 1] as const) {
    for (const k of scen.characters[seat]) loc[charId(seat, k)] = Loc.Screen;
    for (const k of scen.objects[seat]) loc[objId(seat, k)] = Loc.Screen;
  }
  const combatHand = new Array<number>(14).fill(0);
  if (scen.combatCards) {
    for (const seat of [0, 1] as const)
      for (let v = 0; v <= 6; v++) combatHand[seat * 7 + v] = COMBAT_DECK[v]!;
  }
  const h = cfg.handicap;
  if (h) {
    const seat = SEATS.indexOf(h.seat) as Seat;
    for (const v of h.removeCombat) combatHand[seat * 7 + v]!--;
  }
  const handicapping = h !== null && h.characters < 8;
  return createState({
    config: cfg,
    roomDefs,
    layout,
    orient,
    revealed: layout.map(() => 0),
    loc,
    actionHand: [FULL_ACTION_HAND, FULL_ACTION_HAND],
    actionPlayed: [[], []],
    highestAction: 1,
    combatHand,
    jumps: [scen.jumpCards, scen.jumpCards],
    vp: [0, 0],
    kills: [0, 0],
    phase: handicapping ? 'handicap' : 'starters',
    active: playFirst,
    ap: 0,
    turn: 0,
    setupFirst,
    playFirst,
    startersDone: [false, false],
    handicapDone: !handicapping,
    tokenTurn: setupFirst,
  });
}

export const handicapSeat = (s: State): Seat => SEATS.indexOf(s.config.handicap!.seat) as Seat;

export function removeHandicapped(
  s: State,
  seat: Seat,
  removed: PieceId[],
  events: GameEvent[] | null,
): void {
  for (const p of removed) setLoc(s, p, Loc.None);
  s.handicapDone = true;
  s.phase = 'starters';
  events?.push({ type: 'handicap', seat, removed });
}

/** Which seats may commit their starting characters now (R9; tutorial 2: blue first). */
export function startersToMove(s: State): Seat[] {
  if (s.scen.blueStartsFirst) return s.startersDone[1] ? (s.startersDone[0] ? [] : [0]) : [1];
  return ([0, 1] as const).filter((seat) => !s.startersDone[seat]);
}

export function commitStarters(
  s: State,
  seat: Seat,
  dots: readonly (PieceId | null)[],
  events: GameEvent[] | null,
): void {
  dots.forEach((p, i) => {
    if (p !== null) setLoc(s, p, dotSquare(s, seat, i));
  });
  s.startersDone[seat] = true;
  events?.push({ type: 'starters', seat });
  if (s.startersDone[0] && s.startersDone[1]) {
    s.phase = 'tokens';
    s.tokenTurn = s.setupFirst;
    if (tokensLeft(s, s.tokenTurn) === 0) s.tokenTurn = other(s.tokenTurn);
    if (tokensLeft(s, s.tokenTurn) === 0) startPlay(s, events);
  }
}

export const tokensLeft = (s: State, seat: Seat): number => {
  let n = 0;
  for (let p = 0; p < N_PIECES; p++) if (s.loc[p] === Loc.Screen && seatOf(p) === seat) n++;
  return n;
};

export const capacityOf = (s: State, slot: number): number => s.scen.capacity(slotRow(slot), s.geo.roomRows);

export function roomCount(s: State, slot: number): number {
  let n = 0;
  for (let p = 0; p < N_PIECES; p++) if (inRoomSlot(s.loc[p]!) === slot) n++;
  return n;
}

/** The legal (piece, slot) placements for the seat whose token turn it is. */
export function tokenChoices(s: State): [PieceId, number][] {
  const out: [PieceId, number][] = [];
  const slots: number[] = [];
  for (let slot = 0; slot < s.layout.length; slot++)
    if (roomCount(s, slot) < capacityOf(s, slot)) slots.push(slot);
  for (let p = 0; p < N_PIECES; p++) {
    if (s.loc[p] !== Loc.Screen || seatOf(p) !== s.tokenTurn) continue;
    if (s.scen.tokens === 'objects' && isChar(p)) continue;
    for (const slot of slots) out.push([p, slot]);
  }
  return out;
}

export function placeSetupToken(s: State, p: PieceId, slot: number, events: GameEvent[] | null): void {
  const seat = seatOf(p);
  setLoc(s, p, Loc.InRoom - slot);
  events?.push({ type: 'token', seat, piece: p, slot });
  const next = other(seat);
  if (tokensLeft(s, next) > 0) s.tokenTurn = next;
  else if (tokensLeft(s, seat) === 0) startPlay(s, events);
}

/** All tokens are down: the starting characters are revealed and the first turn begins. */
function startPlay(s: State, events: GameEvent[] | null): void {
  events?.push({ type: 'starters-revealed' });
  s.phase = 'card';
  s.active = s.playFirst;
  s.turn = 1;
}
