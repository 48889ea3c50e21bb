// What one seat (or a spectator) may know (R5, R6). This is the only way state leaves the
// engine for a UI, a network frame or a bot. Hidden tokens get anonymous ids assigned in
// an order that does not depend on their identity; face-down rooms show no room, no
// orientation and no terrain until the game is over (face-up.ts); the opponent's hand is only
// counted.
import { squareName, type Board } from '../core/board.ts';
import { handOf, totals } from './combat.ts';
import { faceUpAtEnd } from './face-up.ts';
import type { GameEvent } from '../core/pieces.ts';
import { placerOf } from './rooms-play.ts';
import { codeOf } from '../core/set.ts';
import { capacityOf, handicapSeat } from './setup.ts';
import { Loc, inRoomSlot, ownApOf, type State } from '../core/state.ts';
import { toMove } from './game.ts';
import {
  N_PIECES,
  SEATS,
  isChar,
  kindOf,
  seatOf,
  type BySeat,
  type SeatName,
  type Seat,
} from '../core/types.ts';

export type Viewer = Seat | 'spectator';

export interface PieceView {
  /** The piece code ("yNg"), or "?N" for a token whose identity this viewer may not know. */
  id: string;
  seat: SeatName;
  /** Unknown for a hidden token of the opponent during set-up ("token"). */
  kind: 'character' | 'object' | 'token';
  name: string | null;
  state:
    | 'miniature'
    | 'wounded'
    | 'object'
    | 'face-down'
    | 'screen'
    | 'escaped'
    | 'eliminated'
    | 'rescued'
    | 'discarded'
    | 'removed';
  square: string | null;
  /** Room slot of a face-down token. */
  room: number | null;
  carriedBy: string | null;
}

export interface RoomView {
  slot: number;
  revealed: boolean;
  name: string | null;
  pair: number | null;
  clockwise: boolean | null;
  orientation: number | null;
  /** Drawing of the room in its own frame (rotate by orientation to place it). */
  art: readonly string[] | null;
  capacity: number;
  faceDown: BySeat<number>;
}

export interface HandView {
  actions: number[] | null;
  actionCount: number;
  combat: number[] | null;
  combatCount: number;
  jumps: number;
  played: number[];
}

export interface View {
  viewer: SeatName | 'spectator';
  scenario: string;
  vpTarget: number;
  timerSeconds: number | null;
  phase: State['phase'];
  active: SeatName;
  toMove: SeatName[];
  ap: number;
  turn: number;
  height: number;
  rooms: RoomView[];
  /** Terrain per square (0 floor, 1 pit, 2 gear, 3 starting line, 4 face-down). */
  terrain: number[];
  /** Edge per square and direction n, e, s, w (see Edge in types.ts). */
  edges: number[];
  pieces: PieceView[];
  hands: BySeat<HandView>;
  vp: BySeat<number>;
  kills: BySeat<number>;
  revealedCards: { seat: SeatName; value: number }[];
  woundedThisTurn: string[];
  healedThisTurn: string[];
  /** AP that only one character may spend this turn (Classic: the Speed Potion), by piece code. */
  ownAp: Record<string, number>;
  combat: {
    kind: string;
    attackers: string[];
    defenders: string[];
    /** Combat values of the attacking and defending sides before cards (public, rulebook p. 8). */
    strength: [number, number];
    telepath: SeatName | null;
    announced: number | null;
    forced: boolean;
    /** The opponent's hand, shown to the Telepath's controller after a failed announcement. */
    shown: number[] | null;
    chosen: BySeat<boolean>;
    /** This viewer's own chosen card. */
    myCard: number | null;
  } | null;
  placing: { slot: number; revealer: SeatName; next: string; queue: string[]; placer: SeatName } | null;
  tokenTurn: SeatName | null;
  handicap: { seat: SeatName; characters: number; removeCombat: number[] } | null;
  drawOffer: SeatName | null;
  winner: SeatName | 'draw' | null;
  endReason: string;
}

const SETUP_PHASES = new Set(['handicap', 'starters', 'tokens']);

/** May this viewer know the identity of piece p right now? */
export function knows(s: State, viewer: Viewer, p: number): boolean {
  const loc = s.loc[p]!;
  if (viewer !== 'spectator' && seatOf(p) === viewer) return true;
  // The tokens of a room being revealed lie face up beside it until placed (R14).
  if (s.placing && s.placing.queue.includes(p)) return true;
  if (loc === Loc.None || loc === Loc.Screen || inRoomSlot(loc) >= 0) return false;
  // Starting characters stay face-down until every token is placed (rulebook p. 3).
  if (SETUP_PHASES.has(s.phase) && loc >= 0) return false;
  return true;
}

const STATE_OF: Record<number, PieceView['state']> = {
  [Loc.Screen]: 'screen',
  [Loc.Escaped]: 'escaped',
  [Loc.Dead]: 'eliminated',
  [Loc.Rescued]: 'rescued',
  [Loc.Gone]: 'discarded',
  [Loc.None]: 'removed',
};

/** Is piece p part of this scenario at all (whether or not a handicap removed it)? */
const inScenario = (s: State, p: number): boolean =>
  (isChar(p) ? s.scen.characters : s.scen.objects)[seatOf(p)].includes(kindOf(p));

/** The characters' own AP (public: the Speed Potion is drunk in the open). */
function ownAps(s: State): Record<string, number> {
  const out: Record<string, number> = {};
  if (s.ownAp === 0) return out;
  for (let c = s.active * 8; c < s.active * 8 + 8; c++)
    if (ownApOf(s, c) > 0) out[codeOf(s.set, c)] = ownApOf(s, c);
  return out;
}

/**
 * The view's terrain and edges of a board, made once per board and frozen. A board never
 * changes once built (a turned or revealed room makes a new one), so every view of every state
 * on the same board shares these two arrays: no copy per view, and a frame encoder that meets
 * the same frozen array again can reuse its encoding (server fanout.ts).
 */
const boardViews = new WeakMap<Board, { terrain: number[]; edges: number[] }>();

function boardView(b: Board): { terrain: number[]; edges: number[] } {
  let v = boardViews.get(b);
  if (!v) {
    v = { terrain: Object.freeze(Array.from(b.terrain)), edges: Object.freeze(Array.from(b.edge)) } as {
      terrain: number[];
      edges: number[];
    };
    boardViews.set(b, v);
  }
  return v;
}

/** Per slot, what its room's view depends on (besides the game's fixed rooms and scenario). */
const ROOM_SIG = 5;

/**
 * The rooms as every viewer sees them (nothing in them depends on the viewer), frozen and kept
 * per game (its layout array, which the states of one game share) until a room is revealed,
 * turned, or its face-down token count changes: most actions move pieces only, and get the
 * same array back.
 */
const roomViews = new WeakMap<readonly number[], { sig: Int16Array; rooms: RoomView[] }>();
/** The signature being made (copied only when a new rooms view is kept). */
let scratch = new Int16Array(16 * ROOM_SIG);

function roomsView(s: State): RoomView[] {
  const slots = s.layout.length;
  if (scratch.length < slots * ROOM_SIG) scratch = new Int16Array(slots * ROOM_SIG);
  const sig = scratch.subarray(0, slots * ROOM_SIG).fill(0);
  for (let slot = 0; slot < slots; slot++) {
    sig[slot * ROOM_SIG] = s.layout[slot]!;
    sig[slot * ROOM_SIG + 1] = s.revealed[slot]!;
    sig[slot * ROOM_SIG + 2] = s.orient[slot]!;
  }
  for (let p = 0; p < N_PIECES; p++) {
    const slot = inRoomSlot(s.loc[p]!);
    if (slot >= 0) sig[slot * ROOM_SIG + 3 + seatOf(p)]! += 1;
  }
  const known = roomViews.get(s.layout);
  if (known && sameSig(known.sig, sig)) return known.rooms;
  const rooms = s.layout.map((ri, slot): RoomView => {
    const up = s.revealed[slot] === 1;
    const def = s.roomDefs[ri]!;
    return Object.freeze({
      slot,
      revealed: up,
      name: up ? def.name : null,
      pair: up ? def.pair : null,
      clockwise: up ? def.clockwise : null,
      orientation: up ? s.orient[slot]! : null,
      art: up ? def.art : null,
      capacity: capacityOf(s, slot),
      faceDown: Object.freeze([sig[slot * ROOM_SIG + 3]!, sig[slot * ROOM_SIG + 4]!]) as BySeat<number>,
    });
  });
  roomViews.set(s.layout, { sig: sig.slice(), rooms: Object.freeze(rooms) as RoomView[] });
  return rooms;
}

function sameSig(a: Int16Array, b: Int16Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The pieces of the last view made per game (its layout) and viewer: a piece the next view
 * shows exactly alike is that same frozen object again, so a frame encoder encodes only the
 * pieces that changed (one or two a move). Only equal pieces are ever taken from here.
 */
const lastPieces = new WeakMap<readonly number[], (readonly PieceView[] | undefined)[]>();

function reusePieces(s: State, viewer: Viewer, pieces: PieceView[]): void {
  let byViewer = lastPieces.get(s.layout);
  if (!byViewer) lastPieces.set(s.layout, (byViewer = []));
  const v = viewer === 'spectator' ? 2 : viewer;
  const prev = byViewer[v];
  for (let i = 0; i < pieces.length; i++) {
    const a = prev?.[i];
    const b = pieces[i]!;
    if (a && samePiece(a, b)) pieces[i] = a;
    else Object.freeze(b);
  }
  byViewer[v] = pieces.slice();
}

const samePiece = (a: PieceView, b: PieceView): boolean =>
  a.id === b.id &&
  a.seat === b.seat &&
  a.kind === b.kind &&
  a.name === b.name &&
  a.state === b.state &&
  a.square === b.square &&
  a.room === b.room &&
  a.carriedBy === b.carriedBy;

/** Where an anonymous token lies, by colour and place only: the order of the hidden tokens' ids. */
const whereKey = (v: PieceView): string => `${v.seat}|${v.state}|${v.room ?? ''}|${v.square ?? ''}`;

/**
 * What `viewer` may know of the game. Parts that every viewer sees alike and that change
 * rarely (the rooms, the terrain, the edges) are shared, frozen, between views (see
 * boardView and roomsView), and so is each piece shown as in this viewer's last view
 * (reusePieces); the rest is made for this call.
 */
export function view(state: State, viewer: Viewer): View {
  // Once the game is over every room lies face up, for every viewer.
  const s = faceUpAtEnd(state);
  const pieces: PieceView[] = [];
  const hidden: { key: string; v: PieceView }[] = [];
  // R9: simultaneous starting choices stay behind the screen until both are in; in tutorial 2
  // blue commits first and yellow then sees which dots are taken (N19).
  const startersSecret = s.phase === 'starters' && !s.scen.blueStartsFirst;
  for (let p = 0; p < N_PIECES; p++) {
    const own = viewer !== 'spectator' && seatOf(p) === viewer;
    if (!inScenario(s, p)) continue;
    const known = knows(s, viewer, p);
    const loc = !known && startersSecret && s.loc[p]! >= 0 ? Loc.Screen : s.loc[p]!;
    if (loc === Loc.None && !own) continue; // removed in secret (R23)
    const slot = inRoomSlot(loc);
    const seat = SEATS[seatOf(p)];
    const onSquare = loc >= 0;
    const state: PieceView['state'] =
      slot >= 0
        ? 'face-down'
        : onSquare
          ? isChar(p)
            ? s.wounded[p]
              ? 'wounded'
              : 'miniature'
            : 'object'
          : STATE_OF[loc]!;
    const pv: PieceView = {
      id: known ? codeOf(s.set, p) : '?',
      seat,
      kind: known ? (isChar(p) ? 'character' : 'object') : 'token',
      name: known ? (isChar(p) ? s.set.characters[kindOf(p)]!.name : s.set.objects[kindOf(p)]!.name) : null,
      state: !known && SETUP_PHASES.has(s.phase) && onSquare ? 'face-down' : state,
      square: onSquare ? squareName(loc) : null,
      room: slot >= 0 ? slot : null,
      carriedBy: known && s.carrier[p]! >= 0 ? codeOf(s.set, s.carrier[p]!) : null,
    };
    if (known) pieces.push(pv);
    else hidden.push({ key: whereKey(pv), v: pv });
  }
  // Anonymous tokens: ordered by where they are and by colour only.
  hidden.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  hidden.forEach((h, i) => {
    h.v.id = `?${i + 1}`;
    pieces.push(h.v);
  });
  reusePieces(s, viewer, pieces);
  const rooms = roomsView(s);
  const board = boardView(s.board);

  const hand = (seat: Seat): HandView => {
    const mine = viewer === seat;
    const actions: number[] = [];
    for (let v = 2; v <= 5; v++) if ((s.actionHand[seat] >> v) & 1) actions.push(v);
    const combat = handOf(s, seat);
    return {
      actions: mine ? actions : null,
      actionCount: actions.length,
      combat: mine ? combat : null,
      combatCount: combat.length,
      jumps: s.jumps[seat],
      played: s.actionPlayed[seat].slice(),
    };
  };

  const c = s.combat;
  const mask = (m: number): string[] => {
    const out: string[] = [];
    for (let p = 0; p < 16; p++) if ((m >> p) & 1) out.push(codeOf(s.set, p));
    return out;
  };
  const revealedCards: View['revealedCards'] = [];
  for (let i = 0; i < s.revealedCards.length; i += 2) {
    revealedCards.push({ seat: SEATS[s.revealedCards[i] as Seat], value: s.revealedCards[i + 1]! });
  }
  const h = s.config.handicap;
  return {
    viewer: viewer === 'spectator' ? 'spectator' : SEATS[viewer],
    scenario: s.scen.name,
    vpTarget: s.config.vpTarget,
    timerSeconds: s.config.timerSeconds,
    phase: s.phase,
    active: SEATS[s.active],
    toMove: toMove(s).map((x) => SEATS[x]),
    ap: s.ap,
    turn: s.turn,
    height: s.geo.height,
    rooms,
    terrain: board.terrain,
    edges: board.edges,
    pieces,
    hands: [hand(0), hand(1)],
    vp: [s.vp[0], s.vp[1]],
    kills: [s.kills[0], s.kills[1]],
    revealedCards,
    woundedThisTurn: mask(s.woundedNow),
    healedThisTurn: mask(s.healedNow),
    ownAp: ownAps(s),
    combat: c && {
      kind: c.kind,
      attackers: c.attackers.map((p) => codeOf(s.set, p)),
      defenders: c.defenders.map((p) => codeOf(s.set, p)),
      strength: totals(s, c),
      telepath: c.telepath < 0 ? null : SEATS[c.telepath as Seat],
      announced: c.announced,
      forced: c.forced,
      shown: viewer === c.telepath ? c.shown : null,
      chosen: [c.cards[0] >= 0, c.cards[1] >= 0],
      myCard: viewer !== 'spectator' && c.cards[viewer] >= 0 ? c.cards[viewer] : null,
    },
    placing: s.placing && {
      slot: s.placing.slot,
      revealer: SEATS[s.placing.revealer],
      next: codeOf(s.set, s.placing.queue[0]!),
      queue: s.placing.queue.map((p) => codeOf(s.set, p)),
      placer: SEATS[placerOf(s, s.placing.queue[0]!)],
    },
    tokenTurn: s.phase === 'tokens' ? SEATS[s.tokenTurn] : null,
    handicap: h && {
      seat: SEATS[handicapSeat(s)],
      characters: h.characters,
      removeCombat: h.removeCombat.slice(),
    },
    drawOffer: s.drawOffer < 0 ? null : SEATS[s.drawOffer as Seat],
    winner: s.winner === null ? null : s.winner < 0 ? 'draw' : SEATS[s.winner as Seat],
    endReason: s.endReason,
  };
}

/** An event as a viewer may see it, or null if it must not reach them at all. */
export function viewEvent(s: State, e: GameEvent, viewer: Viewer): Record<string, unknown> | null {
  const own = (seat: Seat): boolean => viewer === seat;
  switch (e.type) {
    case 'token':
      return own(e.seat)
        ? { type: 'token', seat: SEATS[e.seat], piece: codeOf(s.set, e.piece), room: e.slot }
        : { type: 'token', seat: SEATS[e.seat], room: e.slot };
    case 'handicap':
      return own(e.seat)
        ? { type: 'handicap', seat: SEATS[e.seat], removed: e.removed.map((p) => codeOf(s.set, p)) }
        : { type: 'handicap', seat: SEATS[e.seat] };
    case 'card-chosen':
      return own(e.seat)
        ? { type: 'card-chosen', seat: SEATS[e.seat], value: e.value }
        : { type: 'card-chosen', seat: SEATS[e.seat] };
    case 'hand-shown':
      return own(e.to) || own(e.seat)
        ? { type: 'hand-shown', seat: SEATS[e.seat], cards: e.cards }
        : { type: 'hand-shown', seat: SEATS[e.seat] };
    default:
      return describe(s, e);
  }
}

function describe(s: State, e: GameEvent): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'seat' || k === 'winner')
      out[k] = typeof v === 'number' ? (v < 0 ? 'draw' : SEATS[v as Seat]) : v;
    else if (k === 'piece' || k === 'target' || k === 'item' || k === 'by')
      out[k] = typeof v === 'number' && v >= 0 ? codeOf(s.set, v) : v;
    else if (k === 'square' || k === 'from' || k === 'to') out[k] = typeof v === 'number' ? squareName(v) : v;
    else if (k === 'path') out[k] = (v as number[]).map(squareName);
    else if (k === 'attackers' || k === 'defenders') out[k] = (v as number[]).map((p) => codeOf(s.set, p));
    else if (k === 'room' && e.type === 'revealed') out[k] = s.roomDefs[v as number]!.name;
    else out[k] = v;
  }
  return out;
}
