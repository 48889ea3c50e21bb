// What one seat (or a spectator) may know. This is the only way state leaves the engine
// for a UI, a network frame or a bot. A card whose face the viewer may not see is listed
// without its identity: by its public handle "#n" (secret objects variant) or as an
// anonymous "?n" numbered in an order that depends only on what the viewer sees. Face-down
// rooms show no name, orientation or border; the opponent's Combat cards are only counted.
import { cellName, placeName } from './board.ts';
import { CHARACTER_DEFS, N_PIECES, OBJECT_DEFS, isChar, kindOf, pieceCode, seatOf } from './cards.ts';
import { handOf, totals } from './combat.ts';
import { toMove } from './to-move.ts';
import { inSetup, knows, refFor, type Viewer } from './pieces.ts';
import { ROOMS, PAIRS } from './rooms.ts';
import { placerOf } from './rooms-play.ts';
import { handicapOf } from './config.ts';
import { capacityOfSlot, teamCount } from './setup.ts';
import { Flag, Loc, faceDownRoom, isStart, type State } from './state.ts';
import {
  ICONS,
  SEATS,
  type BySeat,
  type GameEvent,
  type IconName,
  type Seat,
  type SeatName,
} from './types.ts';

export type { Viewer };

export interface PieceView {
  /** The card's code ("yNg"), its public handle ("#3"), or an anonymous "?n". */
  id: string;
  seat: SeatName;
  /** 'card' when even its kind is hidden (a face-down card, a card in hand). */
  kind: 'character' | 'object' | 'card';
  name: string | null;
  fr: string | null;
  state:
    | 'standing'
    | 'wounded'
    | 'object'
    | 'face-down'
    | 'hand'
    | 'pool'
    | 'escaped'
    | 'eliminated'
    | 'rescued'
    | 'discarded'
    | 'removed';
  /** A zone ("b3") or a starting-zone place ("Ywt"; "Yw" while its facing is secret). */
  place: string | null;
  /** Slot of the room a face-down card lies next to. */
  room: number | null;
  carriedBy: string | null;
  woundedThisTurn: boolean;
  /** Healed or regenerated this turn: may do nothing more. */
  spent: boolean;
  /** It entered a zone of enemies this turn from this place: it may leave only back there this turn (CN9). */
  enteredFrom: string | null;
}

export interface RoomView {
  slot: number;
  revealed: boolean;
  name: string | null;
  pair: string | null;
  clockwise: boolean | null;
  orientation: number | null;
  portcullis: 'none' | 'closed' | 'open' | 'broken' | null;
  wallsBroken: boolean | null;
  capacity: number;
  /** Face-down cards next to the room, by colour. */
  faceDown: BySeat<number>;
}

export interface ZoneView {
  name: string;
  slot: number;
  icon: IconName | null;
  /** This room's half of the border on each side n, e, s, w: . w W a p P B o (see board.ts); null when face-down. */
  sides: string | null;
}

export interface HandView {
  combat: number[] | null;
  combatCount: number;
  jumps: number;
  wallCard: boolean;
}

export interface CombatView {
  kind: string;
  initiator: string;
  target: string;
  attackers: string[];
  defenders: string[];
  shooters: string[];
  /** Combat values before cards, attack and defence; a side this viewer cannot fully see is null. */
  strength: [number | null, number | null];
  count: BySeat<number>;
  telepath: SeatName | null;
  announced: number | null;
  forced: boolean;
  /** The hand shown to the Telepath's controller after a failed announcement. */
  shown: number[] | null;
  /** Weapon master: the seat that chooses first; its cards are shown to the other seat. */
  first: SeatName | null;
  seen: number[] | null;
  chosen: BySeat<boolean>;
  myCards: number[] | null;
}

export interface View {
  game: 'cardgame';
  viewer: SeatName | 'spectator';
  scenario: string;
  title: string;
  vpTarget: number;
  selection: string | null;
  timerSeconds: number | null;
  secretObjects: boolean;
  handicap: { seat: SeatName; characters: number; combat: number[] } | null;
  phase: State['phase'];
  active: SeatName;
  toMove: SeatName[];
  turn: number;
  wheels: BySeat<number>;
  rows: number;
  rooms: RoomView[];
  zones: ZoneView[];
  pieces: PieceView[];
  hands: BySeat<HandView>;
  /** Team compositions (card codes) where they are public (not in full frontal). */
  teams: BySeat<string[] | null>;
  vp: BySeat<number>;
  picking: { part: string; chooser: SeatName | null; picked: BySeat<[number, number]> } | null;
  dealTurn: SeatName | null;
  done: BySeat<boolean>;
  combat: CombatView | null;
  /** A movement under way: who, how far, and the place it must go back to if it entered enemies. */
  moving: {
    piece: string;
    mode: 'move' | 'wall';
    steps: number;
    maxSteps: number;
    lock: string | null;
    /** Something was done since it began (it may stop, where the golden rules allow). */
    decided: boolean;
  } | null;
  placing: { room: number; revealer: SeatName; next: string; queue: string[]; placer: SeatName } | null;
  drawOffer: SeatName | null;
  winner: SeatName | 'draw' | null;
  endReason: string;
}

const OFF_TABLE: Record<number, PieceView['state']> = {
  [Loc.Pool]: 'pool',
  [Loc.Team]: 'hand',
  [Loc.Escaped]: 'escaped',
  [Loc.Dead]: 'eliminated',
  [Loc.Gone]: 'discarded',
  [Loc.Rescued]: 'rescued',
  [Loc.Removed]: 'removed',
};

function pieceView(s: State, viewer: Viewer, p: number): PieceView | null {
  const l = s.loc[p]!;
  const seat = seatOf(p);
  const own = viewer === seat;
  if (l === Loc.None) return null;
  if (l === Loc.Pool && !knows(s, viewer, p)) return null;
  const known = knows(s, viewer, p);
  const def = isChar(p) ? CHARACTER_DEFS[kindOf(p)]! : OBJECT_DEFS[kindOf(p)]!;
  const slot = faceDownRoom(l) >= 0 ? s.layout.indexOf(faceDownRoom(l)) : -1;
  // Secret starting choices: before both are in, the opponent's starters are still in hand.
  const secretStart = s.phase === 'starters' && !own && l >= 0;
  const setupStart = isStart(l) && inSetup(s);
  let state: PieceView['state'];
  if (slot >= 0 || (setupStart && !own)) state = 'face-down';
  else if (l >= 0) state = isChar(p) ? (s.wounded[p] ? 'wounded' : 'standing') : 'object';
  else state = OFF_TABLE[l]!;
  if (secretStart) state = 'hand';
  const showFacing = !setupStart || (own && s.phase === 'facing' && s.done[seat]);
  const cardKind: PieceView['kind'] =
    known || l >= 0 || l === Loc.Removed ? (isChar(p) ? 'character' : 'object') : 'card';
  const c = s.carrier[p]!;
  return {
    id: refFor(s, viewer, p),
    seat: SEATS[seat],
    kind: secretStart ? 'card' : cardKind,
    name: known ? def.name : null,
    fr: known ? def.fr : null,
    state,
    place: l >= 0 && !secretStart ? placeName(s, l, showFacing && isChar(p)) : null,
    room: slot >= 0 ? slot : null,
    carriedBy: l >= 0 && c >= 0 ? refFor(s, viewer, c) : null,
    woundedThisTurn: l >= 0 && isChar(p) && (s.flags[p]! & Flag.WoundedNow) !== 0,
    spent: l >= 0 && isChar(p) && (s.flags[p]! & Flag.Spent) !== 0,
    enteredFrom: isChar(p) && s.entered[p]! >= 0 ? placeName(s, s.entered[p]!) : null,
  };
}

export function view(s: State, viewer: Viewer): View {
  const known: PieceView[] = [];
  const handles: PieceView[] = [];
  const anonymous: PieceView[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    const v = pieceView(s, viewer, p);
    if (!v) continue;
    (v.id === '?' ? anonymous : v.id.startsWith('#') ? handles : known).push(v);
  }
  handles.sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const key = (v: PieceView): string =>
    `${v.seat}|${v.state}|${v.kind}|${v.room ?? ''}|${v.place ?? ''}|${v.carriedBy ?? ''}`;
  anonymous.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  anonymous.forEach((v, i) => (v.id = `?${i + 1}`));

  const b = s.board;
  const rooms: RoomView[] = s.layout.map((room, slot) => {
    const up = s.revealed[room] === 1;
    const def = ROOMS[room]!;
    const faceDown: BySeat<number> = [0, 0];
    for (let p = 0; p < N_PIECES; p++) if (faceDownRoom(s.loc[p]!) === room) faceDown[seatOf(p)]++;
    return {
      slot,
      revealed: up,
      name: up ? def.name : null,
      pair: up ? PAIRS[def.pair]! : null,
      clockwise: up ? def.clockwise : null,
      orientation: up ? s.orient[room]! : null,
      portcullis: up
        ? def.hasPortcullis
          ? (['closed', 'open', 'broken'] as const)[s.port[room]!]!
          : 'none'
        : null,
      wallsBroken: up ? s.walls[room] === 1 : null,
      capacity: capacityOfSlot(s, slot),
      faceDown,
    };
  });
  const zones: ZoneView[] = [];
  for (let cell = 0; cell < b.cells; cell++) {
    const up = b.up[cell] === 1;
    zones.push({
      name: cellName(cell),
      slot: s.layout.indexOf(b.cellRoom[cell]!),
      icon: up ? ICONS[b.cellIcon[cell]!]! : null,
      sides: up ? b.detail.slice(cell * 4, cell * 4 + 4).join('') : null,
    });
  }
  const hand = (seat: Seat): HandView => {
    const cards = handOf(s, seat);
    return {
      combat: viewer === seat ? cards : null,
      combatCount: cards.length,
      jumps: s.jumps[seat],
      wallCard: s.wallCard[seat],
    };
  };
  const h = handicapOf(s);
  return {
    game: 'cardgame',
    viewer: viewer === 'spectator' ? 'spectator' : SEATS[viewer],
    scenario: s.scen.name,
    title: s.scen.title,
    vpTarget: s.scen.vpTarget,
    selection: s.config.selection,
    timerSeconds: s.config.timerSeconds,
    secretObjects: s.config.secretObjects,
    handicap: h && { seat: s.config.handicap!.seat, characters: h.characters, combat: h.combat.slice() },
    phase: s.phase,
    active: SEATS[s.active],
    toMove: toMove(s).map((x) => SEATS[x]),
    turn: s.turn,
    wheels: [s.wheel[0], s.wheel[1]],
    rows: b.rows,
    rooms,
    zones,
    pieces: [...known, ...handles, ...anonymous],
    hands: [hand(0), hand(1)],
    teams: [teamOf(s, viewer, 0), teamOf(s, viewer, 1)],
    vp: [s.vp[0], s.vp[1]],
    picking: s.selection && {
      part: s.selection.part,
      chooser: s.config.selection === 'frontal' ? null : SEATS[s.selection.chooser],
      picked: [picked(s, 0), picked(s, 1)],
    },
    dealTurn: s.phase === 'deal' ? SEATS[s.dealTurn] : null,
    done: [s.done[0], s.done[1]],
    combat: combatView(s, viewer),
    moving: s.moving && {
      piece: pieceCode(s.moving.piece),
      mode: s.moving.mode,
      steps: s.moving.steps,
      maxSteps: s.moving.mode === 'move' ? CHARACTER_DEFS[kindOf(s.moving.piece)]!.move : 1,
      lock: s.moving.lock < 0 ? null : placeName(s, s.moving.lock),
      decided: s.moving.decided,
    },
    placing: s.placing && {
      room: s.layout.indexOf(s.placing.room),
      revealer: SEATS[s.placing.revealer],
      next: pieceCode(s.placing.queue[0]!),
      queue: s.placing.queue.map(pieceCode),
      placer: SEATS[placerOf(s)],
    },
    drawOffer: s.drawOffer < 0 ? null : SEATS[s.drawOffer as Seat],
    winner: s.winner === null ? null : s.winner === -1 ? 'draw' : SEATS[s.winner],
    endReason: s.endReason,
  };
}

/** Cards picked so far, characters and objects (public counts). */
function picked(s: State, seat: Seat): [number, number] {
  return [teamCount(s, seat, true), teamCount(s, seat, false)];
}

/** A team's composition if the viewer may know it: always its own, the opponent's unless chosen in secret. */
function teamOf(s: State, viewer: Viewer, seat: Seat): string[] | null {
  if (viewer !== seat && s.config.selection === 'frontal') return null;
  const out: string[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    const l = s.loc[p]!;
    if (seatOf(p) === seat && l !== Loc.None && l !== Loc.Pool) out.push(pieceCode(p));
  }
  return out;
}

function combatView(s: State, viewer: Viewer): CombatView | null {
  const c = s.combat;
  if (!c) return null;
  const name = (p: number): string => refFor(s, viewer, p);
  const [atk, def] = totals(s, c);
  const atkSeat = seatOf(c.initiator);
  // Secret objects: a side's total can reveal the objects its characters carry.
  const see = (seat: Seat): boolean => !s.config.secretObjects || viewer === seat;
  const first = c.first >= 0 ? (c.first as Seat) : null;
  const mine = viewer === 'spectator' ? null : c.cards[viewer];
  return {
    kind: c.kind,
    initiator: name(c.initiator),
    target: name(c.target),
    attackers: c.attackers.map(name),
    defenders: c.defenders.map(name),
    shooters: c.shooters.map(name),
    strength: [see(atkSeat) ? atk : null, see((1 - atkSeat) as Seat) ? def : null],
    count: [c.count[0], c.count[1]],
    telepath: c.telepath < 0 ? null : SEATS[c.telepath as Seat],
    announced: c.announced,
    forced: c.forced,
    shown: viewer === c.telepath ? c.shown : null,
    first: first === null ? null : SEATS[first],
    seen: first !== null && viewer === 1 - first && c.cards[first] ? c.cards[first]!.slice() : null,
    chosen: [c.cards[0] !== null, c.cards[1] !== null],
    myCards: mine ? mine.slice() : null,
  };
}

/** An event as a viewer may see it: the public fields, plus that seat's own under `hidden`. */
export function viewEvent(e: GameEvent, viewer: Viewer): Record<string, unknown> {
  const { hidden, ...pub } = e;
  if (viewer === 'spectator' || !hidden) return pub;
  return { ...pub, ...(hidden[SEATS[viewer]] ?? {}) };
}
