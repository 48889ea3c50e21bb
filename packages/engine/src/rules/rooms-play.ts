// Revealing (R3, R4, R14) and rotating (R13) rooms.
import { neighbour, rotateCCW, rotateCW, slotOf, slotSquare, slotXY, sqX, sqY } from '../core/board.ts';
import { canAct, setLoc, setWounded, type GameEvent } from '../core/pieces.ts';
import { inRoomSlot, ownApOf, refreshBoard, type State } from '../core/state.ts';
import { spendAp } from './turn.ts';
import {
  Edge,
  N_PIECES,
  Terrain,
  isChar,
  kindOf,
  other,
  seatOf,
  type PieceId,
  type Seat,
} from '../core/types.ts';

/** R4: does miniature c have direct access to face-down room slot? */
export function hasAccess(s: State, c: PieceId, slot: number): boolean {
  const sq = s.loc[c]!;
  const y = sqY(sq);
  if (y === 0 || y === s.geo.height - 1) {
    // The room in front of the miniature, or (Classic, C2) either room touching the line.
    const row = y === 0 ? 0 : s.geo.roomRows - 1;
    if (s.set.lineAccess === 'both') return slot >> 1 === row;
    return row * 2 + (sqX(sq) >= 5 ? 1 : 0) === slot;
  }
  // Room borders are only walls or openings (rooms test), so the Naga's "no reveal through
  // an arrow-slit" needs no case of its own.
  for (let d = 0; d < 4; d++) {
    const nb = neighbour(sq, d, s.geo);
    if (nb < 0 || slotOf(nb, s.geo) !== slot) continue;
    if (s.board.own[sq * 4 + d] === Edge.Open) return true;
  }
  return false;
}

/** The active player's miniatures that may act now (canAct), as bits over character ids. */
export function actingMask(s: State): number {
  let mask = 0;
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) if (canAct(s, c)) mask |= 1 << c;
  return mask;
}

/** The face-down slots a miniature that may act (`acting`, see actingMask) can reveal, as bits. */
export function revealableMask(s: State, acting = actingMask(s)): number {
  let mask = 0;
  for (let slot = 0; slot < s.geo.roomRows * 2; slot++) {
    if (s.revealed[slot]) continue;
    for (let c = s.active * 8; c < s.active * 8 + 8; c++) {
      if ((acting >> c) & 1 && hasAccess(s, c, slot)) {
        mask |= 1 << slot;
        break;
      }
    }
  }
  return mask;
}

export function revealable(s: State): number[] {
  const mask = revealableMask(s);
  const out: number[] = [];
  for (let slot = 0; slot < s.geo.roomRows * 2; slot++) if ((mask >> slot) & 1) out.push(slot);
  return out;
}

/** Who places this token of a room revealed by `revealer` (R14). */
export const placerOf = (s: State, p: PieceId): Seat => {
  const pl = s.placing!;
  if (pl.takeover) return pl.revealer;
  return !isChar(p) && seatOf(p) === pl.revealer ? other(pl.revealer) : pl.revealer;
};

/**
 * Who pays for a reveal or a rotation: a character with AP of its own (Classic's Speed Potion)
 * that could do it, as those AP are spent first; otherwise the player (-1).
 */
function payer(s: State, can: (c: PieceId) => boolean): PieceId {
  if (s.ownAp === 0) return -1;
  for (let c = s.active * 8; c < s.active * 8 + 8; c++)
    if (ownApOf(s, c) > 0 && canAct(s, c) && can(c)) return c;
  return -1;
}

export function reveal(s: State, slot: number, events: GameEvent[] | null): void {
  spendAp(
    s,
    payer(s, (c) => hasAccess(s, c, slot)),
    1,
  );
  s.revealed[slot] = 1;
  refreshBoard(s, slot);
  events?.push({ type: 'revealed', slot, room: s.layout[slot]!, orientation: s.orient[slot]! });
  const tokens: PieceId[] = [];
  for (let p = 0; p < N_PIECES; p++) if (inRoomSlot(s.loc[p]!) === slot) tokens.push(p);
  const revealer = s.active;
  const own = (p: PieceId): boolean => !isChar(p) && seatOf(p) === revealer;
  const queue = [...tokens.filter((p) => !own(p)), ...tokens.filter(own)];
  if (queue.length === 0) return;
  s.placing = { slot, revealer, queue, takeover: false };
  s.phase = 'place';
}

/** Empty floor squares and gears of the room being revealed (R14). */
export function placeSquares(s: State): number[] {
  const slot = s.placing!.slot;
  const out: number[] = [];
  for (let gy = 0; gy < 5; gy++) {
    for (let gx = 0; gx < 5; gx++) {
      const sq = slotSquare(slot, gx, gy);
      const t = s.board.terrain[sq];
      if ((t === Terrain.Floor || t === Terrain.Gear) && s.occ[sq] === 0) out.push(sq);
    }
  }
  return out.sort((a, b) => a - b);
}

export function placeToken(s: State, p: PieceId, sq: number, events: GameEvent[] | null): void {
  if (isChar(p) && s.wounded[p]) setWounded(s, p, 0);
  setLoc(s, p, sq);
  const queue = s.placing!.queue.slice(1);
  events?.push({ type: 'placed', piece: p, square: sq });
  if (queue.length > 0) s.placing = { ...s.placing!, queue };
  else {
    s.placing = null;
    s.phase = 'actions';
  }
}

/** The twin of a room slot: the other slot whose room has the same pair number. */
export function twinSlot(s: State, slot: number): number {
  const pair = s.roomDefs[s.layout[slot]!]!.pair;
  for (let t = 0; t < s.layout.length; t++) {
    if (t !== slot && s.roomDefs[s.layout[t]!]!.pair === pair) return t;
  }
  return -1;
}

/** May miniature c (which may act) turn the room in `slot` that way from where it stands? */
function turns(s: State, c: PieceId, slot: number, clockwise: boolean): boolean {
  const sq = s.loc[c]!;
  if (s.board.terrain[sq] !== Terrain.Gear || !s.revealed[slot]) return false;
  const own = slotOf(sq, s.geo);
  if (slot !== own && slot !== twinSlot(s, own)) return false;
  return (
    s.set.characters[kindOf(c)]!.turnsEitherWay === true ||
    s.roomDefs[s.layout[slot]!]!.clockwise === clockwise
  );
}

/**
 * The rooms miniatures that may act (`acting`) can turn, as bits over slots: either way (a
 * Mekanork on a gear, `free`) or in the gear's direction only (`arrow`). Rulebook p. 6; Mekanork p. 8.
 */
export function turnableMasks(s: State, acting = actingMask(s)): { free: number; arrow: number } {
  let free = 0;
  let arrow = 0;
  for (let c = s.active * 8; c < s.active * 8 + 8; c++) {
    if (!((acting >> c) & 1)) continue;
    const sq = s.loc[c]!;
    if (s.board.terrain[sq] !== Terrain.Gear) continue;
    const slot = slotOf(sq, s.geo);
    const either = s.set.characters[kindOf(c)]!.turnsEitherWay === true;
    for (const t of [slot, twinSlot(s, slot)]) {
      if (t < 0 || !s.revealed[t]) continue;
      if (either) free |= 1 << t;
      else arrow |= 1 << t;
    }
  }
  return { free, arrow };
}

/** Legal quarter turns: [slot, clockwise] pairs, in slot order (rulebook p. 6; Mekanork p. 8). */
export function rotations(s: State): [number, boolean][] {
  const { free, arrow } = turnableMasks(s);
  const out: [number, boolean][] = [];
  for (let slot = 0; slot < s.layout.length; slot++) {
    const cw = s.roomDefs[s.layout[slot]!]!.clockwise;
    if ((free >> slot) & 1) out.push([slot, true], [slot, false]);
    else if ((arrow >> slot) & 1) out.push([slot, cw]);
  }
  return out;
}

export function rotate(s: State, slot: number, clockwise: boolean, events: GameEvent[] | null): void {
  spendAp(
    s,
    payer(s, (c) => turns(s, c, slot, clockwise)),
    1,
  );
  s.orient[slot] = (s.orient[slot]! + (clockwise ? 1 : 3)) & 3;
  const moved: [PieceId, number][] = [];
  for (let p = 0; p < N_PIECES; p++) {
    const sq = s.loc[p]!;
    if (sq < 0 || s.carrier[p]! >= 0 || slotOf(sq, s.geo) !== slot) continue;
    const [gx, gy] = slotXY(sq);
    const [nx, ny] = clockwise ? rotateCW(gx, gy) : rotateCCW(gx, gy);
    moved.push([p, slotSquare(slot, nx, ny)]);
  }
  // Everything is lifted before anything lands: a square may be left and reached at once.
  for (const [p] of moved) setLoc(s, p, -1);
  for (const [p, sq] of moved) setLoc(s, p, sq);
  refreshBoard(s, slot);
  events?.push({ type: 'rotated', slot, clockwise });
}
