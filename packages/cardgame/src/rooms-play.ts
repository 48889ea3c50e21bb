// What happens to rooms during play (rulebook: Revealing a room, Rotating a room, Scroll of
// inversion): revealing and placing its cards, quarter turns by a character on a gear
// zone, and two rooms swapping places. Cards lie by (room, icon), so none of these moves
// a card: only the board is rebuilt.
import { cellName, endSlot, refreshBoard } from './board.ts';
import {
  CH,
  MAGIC_USER,
  N_PIECES,
  OB,
  isChar,
  isObjectKind,
  kindOf,
  pieceCode,
  seatOf,
  type PieceId,
} from './cards.ts';
import { canAct, carried, note } from './pieces.ts';
import { spend } from './turn.ts';
import { ROOMS, twinOf } from './rooms.ts';
import {
  Loc,
  faceDownLoc,
  isStart,
  isZone,
  locIcon,
  locRoom,
  startSeat,
  startSide,
  zoneLoc,
  type State,
} from './state.ts';
import { Feature, GEAR, ICONS, SEATS, other, type GameEvent, type Seat } from './types.ts';

/** Room slots a character of the active seat may reveal (rulebook, Revealing a room). */
export function revealable(s: State): number[] {
  const out = new Set<number>();
  const b = s.board;
  for (let c = s.active * 25; c < s.active * 25 + 25; c++) {
    if (!canAct(s, c)) continue;
    const l = s.loc[c]!;
    if (isStart(l)) {
      // From the starting zone: the room in front, whatever the character faces.
      const slot = endSlot(s, startSeat(l), startSide(l));
      if (!s.revealed[s.layout[slot]!]) out.add(slot);
      continue;
    }
    const cell = b.cellOf[l]!;
    for (let d = 0; d < 4; d++) {
      const n = b.nb[cell * 4 + d]!;
      const f = b.f1[cell * 4 + d]!;
      // Not through a wall, a closed portcullis or even an arrow-slit; a pit trap is no barrier.
      if (n >= 0 && !b.up[n] && (f === Feature.Open || f === Feature.Pit))
        out.add(s.layout.indexOf(b.cellRoom[n]!));
    }
  }
  return [...out].sort((a, b2) => a - b2);
}

export function reveal(s: State, slot: number, events: GameEvent[] | null): void {
  spend(s);
  const room = s.layout[slot]!;
  s.revealed[room] = 1;
  refreshBoard(s);
  const revealer = s.active;
  const mine: PieceId[] = [];
  const theirs: PieceId[] = [];
  for (let p = 0; p < N_PIECES; p++) {
    if (s.loc[p] !== faceDownLoc(room)) continue;
    // The revealer places everything but the objects of the revealer's own colour.
    (isChar(p) || seatOf(p) !== revealer ? mine : theirs).push(p);
  }
  const queue = [...mine.sort(byCharactersFirst), ...theirs];
  s.placing = queue.length ? { room, revealer, queue, takeover: false } : null;
  if (s.placing) s.phase = 'place';
  events?.push({
    type: 'revealed',
    room: slot,
    name: ROOMS[room]!.name,
    orientation: s.orient[room],
    cards: queue.map(pieceCode),
  });
}

const byCharactersFirst = (a: PieceId, b: PieceId): number =>
  isChar(a) === isChar(b) ? a - b : isChar(a) ? -1 : 1;

/** Who places the next card of the room being revealed. */
export function placerOf(s: State): Seat {
  const pl = s.placing!;
  const head = pl.queue[0]!;
  const revealersOwn = !isChar(head) && seatOf(head) === pl.revealer;
  return revealersOwn && !pl.takeover ? other(pl.revealer) : pl.revealer;
}

/** Zones of the room being revealed that hold no card yet: one card per zone. */
export function placeZones(s: State): number[] {
  const room = s.placing!.room;
  const out: number[] = [];
  for (let icon = 0; icon < 4; icon++) {
    const l = zoneLoc(room, icon);
    let free = true;
    for (let p = 0; p < N_PIECES && free; p++) if (s.loc[p] === l) free = false;
    if (free) out.push(l);
  }
  return out;
}

export function placeCard(s: State, p: PieceId, zone: number, events: GameEvent[] | null): void {
  const pl = s.placing!;
  s.loc[p] = zone;
  note(
    s,
    events,
    'placed',
    { zone: cellName(s.board.cellOf[zone]!), icon: ICONS[locIcon(zone)], by: SEATS[placerOf(s)] },
    { piece: p },
  );
  const queue = pl.queue.slice(1);
  if (queue.length === 0) {
    s.placing = null;
    s.phase = 'actions';
  } else s.placing = { ...pl, queue };
}

/**
 * Rotations the active seat may make: a character on a gear zone turns its room or the
 * twin room a quarter turn along the printed arrow; a Mechanork either way (Craftmanship).
 * Only face-up rooms turn (CN10).
 */
export function rotations(s: State): [number, boolean][] {
  const out = new Map<string, [number, boolean]>();
  for (let c = s.active * 25; c < s.active * 25 + 25; c++) {
    if (!canAct(s, c)) continue;
    const l = s.loc[c]!;
    if (!isZone(l) || locIcon(l) !== GEAR) continue;
    const either = kindOf(c) === CH.Mechanork;
    for (const room of [locRoom(l), twinOf(locRoom(l))]) {
      const slot = s.layout.indexOf(room);
      if (slot < 0 || !s.revealed[room]) continue;
      for (const cw of [true, false]) {
        if (either || cw === ROOMS[room]!.clockwise) out.set(`${slot}${cw}`, [slot, cw]);
      }
    }
  }
  return [...out.values()].sort((a, b) => a[0] - b[0] || Number(b[1]) - Number(a[1]));
}

export function rotate(s: State, slot: number, clockwise: boolean, events: GameEvent[] | null): void {
  spend(s);
  const room = s.layout[slot]!;
  s.orient[room] = (s.orient[room]! + (clockwise ? 1 : 3)) & 3;
  refreshBoard(s);
  events?.push({ type: 'rotated', room: slot, clockwise, orientation: s.orient[room] });
}

/** The Scroll of inversion a magic user carries and may read now, or -1. */
export function inversionScroll(s: State, c: PieceId): PieceId {
  if (!canAct(s, c) || !MAGIC_USER(kindOf(c)) || !isZone(s.loc[c]!)) return -1;
  return carried(s, c).find((p) => isObjectKind(p, OB.Inversion)) ?? -1;
}

/**
 * Slots a magic user may swap its room with: the rooms beside it, no diagonals, face up or face
 * down ("an adjacent room"; a face-down room moves with the cards beside it and stays face down, CN10).
 */
export function inversionTargets(s: State, c: PieceId): number[] {
  if (inversionScroll(s, c) < 0) return [];
  const slot = s.layout.indexOf(locRoom(s.loc[c]!));
  const out: number[] = [];
  const rows = s.layout.length / 2;
  const r = slot >> 1;
  const side = slot & 1;
  const cand = [side === 0 ? slot + 1 : slot - 1, r > 0 ? slot - 2 : -1, r < rows - 1 ? slot + 2 : -1];
  for (const t of cand) if (t >= 0) out.push(t);
  return out.sort((a, b) => a - b);
}

export function invert(s: State, c: PieceId, target: number, events: GameEvent[] | null): void {
  const scroll = inversionScroll(s, c);
  spend(s);
  const slot = s.layout.indexOf(locRoom(s.loc[c]!));
  [s.layout[slot], s.layout[target]] = [s.layout[target]!, s.layout[slot]!];
  s.carrier[scroll] = -1;
  s.loc[scroll] = Loc.Gone;
  refreshBoard(s);
  note(s, events, 'inverted', { rooms: [slot, target] }, { piece: c, item: scroll });
}
