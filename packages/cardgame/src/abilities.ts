// Actions other than movement, rooms and combat: Jump cards, portcullises (Key,
// Lock-picking, Breaks portcullis), Healing, Regeneration, Breaks walls, Lifter,
// Psychokinesis and the Fireball scroll. Each has a generator of its legal uses and an
// effect; apply() only accepts a use the generator lists.
import { facedCell, locOfCell, parsePlace, placeFacing, placeName, refreshBoard, startDir } from './board.ts';
import {
  CH,
  MAGIC_USER,
  N_CHARS,
  N_PIECES,
  OB,
  isChar,
  isKind,
  isObjectKind,
  kindOf,
  seatOf,
  type PieceId,
} from './cards.ts';
import {
  canAct,
  capacityOf,
  carried,
  carries,
  carry,
  charsAt,
  eliminate,
  escape,
  friendsAt,
  MAX_PER_ZONE,
  note,
  placeKey,
} from './pieces.ts';
import { sightLines } from './sight.ts';
import { Flag, Loc, isStart, isZone, locRoom, startLoc, startSeat, startSide, type State } from './state.ts';
import { spend, woundedNow } from './turn.ts';
import { DIRS, Feature, SEATS, opposite, type GameEvent, type Seat } from './types.ts';

/** A jump's landing: a location, or ESCAPE into the opponent's starting zone. */
export const ESCAPE = -999;

const unwoundedEnemyAt = (s: State, seat: Seat, l: number): boolean =>
  charsAt(s, l).some((x) => seatOf(x) !== seat && !s.wounded[x]);

/** Would c (and the wounded it carries) fit at l under the golden rule? */
function fits(s: State, c: PieceId, l: number): boolean {
  const load = 1 + carried(s, c).filter(isChar).length;
  return friendsAt(s, seatOf(c), l) + load <= MAX_PER_ZONE;
}

/**
 * Where a Jump takes c: across a pit trap on a border of its zone whose other half is
 * open, into a zone free of unwounded enemies (rulebook, Jump cards; CN6 for starting zones).
 */
export function jumpLandings(s: State, c: PieceId): number[] {
  if (!canAct(s, c)) return [];
  const seat = seatOf(c);
  const b = s.board;
  const l = s.loc[c]!;
  const out: number[] = [];
  const overPit = (f1: number, f2: number): boolean =>
    (f1 === Feature.Pit && f2 === Feature.Open) || (f1 === Feature.Open && f2 === Feature.Pit);
  const land = (to: number): void => {
    if (!unwoundedEnemyAt(s, seat, to) && fits(s, c, to)) out.push(to);
  };
  if (isStart(l)) {
    const cell = facedCell(s, l);
    if (cell >= 0 && b.f1[cell * 4 + startDir(seat)] === Feature.Pit) land(locOfCell(b, cell));
    return out;
  }
  const cell = b.cellOf[l]!;
  for (let d = 0; d < 4; d++) {
    const i = cell * 4 + d;
    if (!overPit(b.f1[i]!, b.f2[i]!)) continue;
    const n = b.nb[i]!;
    if (n >= 0) land(locOfCell(b, n));
    else if (n < -1) {
      const side = (-2 - n) as Seat;
      const to = placeFacing(s, side, cell);
      if (side === seat) land(to);
      else if (!unwoundedEnemyAt(s, seat, to)) out.push(ESCAPE);
    }
  }
  return out;
}

/** Cards that may pay for a jump: a Jump card, or when none is left a Combat card other than +0. */
export function jumpCards(s: State, seat: Seat): ('jump' | number)[] {
  if (s.jumps[seat] > 0) return ['jump'];
  if (!s.scen.combat) return [];
  const out: number[] = [];
  for (let v = 1; v <= 6; v++) if (s.combatHand[seat * 7 + v]! > 0) out.push(v);
  return out;
}

export const landingName = (s: State, to: number): string => (to === ESCAPE ? 'out' : placeName(s, to));

export function jump(
  s: State,
  c: PieceId,
  to: number,
  card: 'jump' | number,
  events: GameEvent[] | null,
): void {
  const seat = seatOf(c);
  spend(s);
  if (card === 'jump') s.jumps[seat]--;
  else s.combatHand[seat * 7 + card]!--;
  note(s, events, 'jumped', { to: landingName(s, to), card }, { piece: c });
  if (to === ESCAPE) {
    escape(s, c, events);
    return;
  }
  s.entered[c] = -1;
  carry(s, c, to);
}

export const PORTCULLIS_OPS = ['open', 'close', 'break'] as const;

export interface PortcullisUse {
  dir: number;
  op: (typeof PORTCULLIS_OPS)[number];
  room: number;
}

/**
 * Portcullises on the borders of c's zone that c may work: open or close with a Key or
 * Lock-picking (Backstabber, Thief), break a closed one (Colossus, Warrior).
 */
export function portcullisUses(s: State, c: PieceId): PortcullisUse[] {
  if (!canAct(s, c)) return [];
  const key = carries(s, c, OB.Key) > 0 || isKind(c, CH.Backstabber) || isKind(c, CH.Thief);
  const breaker = isKind(c, CH.Colossus) || isKind(c, CH.Warrior);
  if (!key && !breaker) return [];
  const b = s.board;
  const l = s.loc[c]!;
  const out: PortcullisUse[] = [];
  const consider = (dir: number, letter: string, room: number): void => {
    if (letter === 'p' && key) out.push({ dir, op: 'open', room });
    if (letter === 'P' && key) out.push({ dir, op: 'close', room });
    if (letter === 'p' && breaker) out.push({ dir, op: 'break', room });
  };
  if (isStart(l)) {
    const cell = facedCell(s, l);
    const seat = startSeat(l);
    if (cell >= 0)
      consider(opposite(startDir(seat)), b.detail[cell * 4 + startDir(seat)]!, b.cellRoom[cell]!);
    return out;
  }
  const cell = b.cellOf[l]!;
  for (let d = 0; d < 4; d++) {
    consider(d, b.detail[cell * 4 + d]!, b.cellRoom[cell]!);
    const n = b.nb[cell * 4 + d]!;
    if (n >= 0 && b.up[n] && b.cellRoom[n] !== b.cellRoom[cell])
      consider(d, b.detail[n * 4 + opposite(d)]!, b.cellRoom[n]!);
  }
  return out;
}

export function workPortcullis(s: State, c: PieceId, use: PortcullisUse, events: GameEvent[] | null): void {
  spend(s);
  s.port[use.room] = use.op === 'open' ? 1 : use.op === 'close' ? 0 : 2;
  refreshBoard(s);
  note(
    s,
    events,
    'portcullis',
    { dir: DIRS[use.dir], op: use.op, room: s.layout.indexOf(use.room) },
    { piece: c },
  );
}

/** Healing: friendly wounded at the Cleric's place, not one the Cleric carries (CN17: friends only). */
export function healTargets(s: State, c: PieceId): PieceId[] {
  if (!isKind(c, CH.Cleric) || !canAct(s, c)) return [];
  const out: PieceId[] = [];
  const key = placeKey(s.loc[c]!);
  for (let w = seatOf(c) * 25; w < seatOf(c) * 25 + 25; w++)
    if (s.wounded[w] && s.loc[w]! >= 0 && placeKey(s.loc[w]!) === key && s.carrier[w] !== c) out.push(w);
  return out;
}

/** The healed (or regenerated) character stands up and can do nothing more this turn. */
function standUp(s: State, w: PieceId): void {
  s.wounded[w] = 0;
  s.carrier[w] = -1;
  s.flags[w] = (s.flags[w]! & ~Flag.WoundedNow) | Flag.Spent;
}

export function heal(s: State, c: PieceId, w: PieceId, events: GameEvent[] | null): void {
  spend(s);
  standUp(s, w);
  note(s, events, 'healed', {}, { piece: c, target: w });
}

/** Regeneration: a wounded Troll of the active seat, not wounded this turn. */
export function canRegenerate(s: State, t: PieceId): boolean {
  return (
    isKind(t, CH.Troll) &&
    seatOf(t) === s.active &&
    s.loc[t]! >= 0 &&
    s.wounded[t] === 1 &&
    !woundedNow(s, t) &&
    (s.flags[t]! & Flag.Spent) === 0
  );
}

export function regenerate(s: State, t: PieceId, events: GameEvent[] | null): void {
  spend(s);
  standUp(s, t);
  note(s, events, 'regenerated', {}, { piece: t });
}

/** Breaks walls: once a game (the Broken wall card), every wall of the Golem's room. */
export function canBreakWalls(s: State, c: PieceId): boolean {
  return isKind(c, CH.Golem) && canAct(s, c) && isZone(s.loc[c]!) && s.wallCard[seatOf(c)];
}

export function breakWalls(s: State, c: PieceId, events: GameEvent[] | null): void {
  const room = locRoom(s.loc[c]!);
  spend(s);
  s.walls[room] = 1;
  s.port[room] = 2; // the portcullis hangs from no wall any more: broken
  s.wallCard[seatOf(c)] = false;
  refreshBoard(s);
  note(s, events, 'walls-broken', { room: s.layout.indexOf(room) }, { piece: c });
}

/** Lifter: objects carried by enemies at the Pickpocket's zone, if the Pickpocket carries nothing. */
export function stealTargets(s: State, c: PieceId): PieceId[] {
  if (!isKind(c, CH.Pickpocket) || !canAct(s, c) || carried(s, c).length > 0) return [];
  const key = placeKey(s.loc[c]!);
  const out: PieceId[] = [];
  for (let p = N_CHARS; p < N_PIECES; p++) {
    const h = s.carrier[p]!;
    if (h >= 0 && seatOf(h) !== seatOf(c) && placeKey(s.loc[h]!) === key) out.push(p);
  }
  return out;
}

export function steal(s: State, c: PieceId, item: PieceId, events: GameEvent[] | null): void {
  spend(s);
  const from = s.carrier[item]!;
  s.carrier[item] = c;
  note(s, events, 'stolen', {}, { piece: c, item, from });
}

export interface Levitation {
  item: PieceId;
  /** Places the object passes, from where it lies to where it stops. */
  path: number[];
  /** The character it is given to, or -1 (dropped). */
  to: PieceId;
}

/**
 * Psychokinesis: an object lying in the Telekineticist's room, or carried by her, floats up
 * to 3 zones as if flying (over pit traps and characters, not through walls, arrow-slits or
 * closed portcullises), onto her own starting zone too (CN16), and is dropped or given.
 */
export function levitations(s: State, c: PieceId): Levitation[] {
  if (!isKind(c, CH.Telekineticist) || !canAct(s, c)) return [];
  const seat = seatOf(c);
  const l = s.loc[c]!;
  const items: PieceId[] = carried(s, c).filter((p) => !isChar(p));
  if (isZone(l))
    for (let p = N_CHARS; p < N_PIECES; p++) {
      const pl = s.loc[p]!;
      if (s.carrier[p]! < 0 && isZone(pl) && locRoom(pl) === locRoom(l)) items.push(p);
    }
  const out: Levitation[] = [];
  for (const item of items) {
    const from = s.carrier[item] === c ? (isStart(l) ? startLoc(seat, startSide(l), 0) : l) : s.loc[item]!;
    const prev = new Map<number, number>([[from, -1]]);
    let layer = [from];
    for (let k = 0; k < 3; k++) {
      const next: number[] = [];
      for (const at of layer)
        for (const to of floatSteps(s, seat, at))
          if (!prev.has(to)) {
            prev.set(to, at);
            next.push(to);
          }
      layer = next;
    }
    for (const [dest] of prev) {
      if (dest === from) continue;
      const path: number[] = [];
      for (let x = dest; x !== -1; x = prev.get(x)!) path.unshift(x);
      out.push({ item, path, to: -1 });
      for (const r of charsAt(s, dest))
        if (!s.wounded[r] && r !== c && carried(s, r).length < capacityOf(r)) out.push({ item, path, to: r });
    }
  }
  return out;
}

function floatSteps(s: State, seat: Seat, at: number): number[] {
  const b = s.board;
  const out: number[] = [];
  const floats = (f: number): boolean => f === Feature.Open || f === Feature.Pit;
  if (isStart(at)) {
    const side = startSide(at);
    out.push(startLoc(seat, 1 - side, 0));
    for (let icon = 0; icon < 4; icon++) {
      const cell = facedCell(s, startLoc(seat, side, icon));
      if (cell >= 0 && floats(b.f1[cell * 4 + startDir(seat)]!)) out.push(locOfCell(b, cell));
    }
    return out;
  }
  const cell = b.cellOf[at]!;
  for (let d = 0; d < 4; d++) {
    const i = cell * 4 + d;
    if (!floats(b.f1[i]!) || !floats(b.f2[i]!)) continue;
    const n = b.nb[i]!;
    if (n >= 0 && b.up[n]) out.push(locOfCell(b, n));
    else if (n === -2 - seat) out.push(startLoc(seat, (cell & 3) >> 1, 0));
  }
  return out;
}

export function levitate(s: State, c: PieceId, lev: Levitation, events: GameEvent[] | null): void {
  spend(s);
  const dest = lev.path[lev.path.length - 1]!;
  if (lev.to >= 0) {
    s.carrier[lev.item] = lev.to;
    s.loc[lev.item] = s.loc[lev.to]!;
  } else {
    s.carrier[lev.item] = -1;
    s.loc[lev.item] = dest;
  }
  const cards: Record<string, PieceId> = { piece: c, item: lev.item };
  if (lev.to >= 0) cards['to'] = lev.to;
  note(s, events, 'levitated', { path: lev.path.map((x) => placeName(s, x, false)) }, cards);
}

/** A levitation given by a player: its path must float step by step from where the object lies. */
export function checkLevitation(
  s: State,
  c: PieceId,
  item: PieceId,
  path: unknown,
  to: PieceId,
): Levitation | null {
  if (!Array.isArray(path) || path.length < 2 || path.length > 4) return null;
  const places: number[] = [];
  for (const x of path) {
    const l = typeof x === 'string' ? parsePlace(s, x) : undefined;
    if (l === undefined) return null;
    places.push(l);
  }
  const end = places[places.length - 1];
  const listed = levitations(s, c).find(
    (l) => l.item === item && l.to === to && l.path[l.path.length - 1] === end,
  );
  if (!listed || places[0] !== listed.path[0]) return null;
  const seat = seatOf(c);
  for (let i = 1; i < places.length; i++)
    if (!floatSteps(s, seat, places[i - 1]!).includes(places[i]!)) return null;
  return { item, path: places, to };
}

/** The Fireball scroll a magic user carries and may read now, or -1. */
export function fireballScroll(s: State, c: PieceId): PieceId {
  if (!canAct(s, c) || !MAGIC_USER(kindOf(c))) return -1;
  return carried(s, c).find((p) => isObjectKind(p, OB.Fireball)) ?? -1;
}

/** Fireball targets: any character in line of sight, or in the magic user's own zone. */
export function fireballTargets(s: State, c: PieceId): PieceId[] {
  if (fireballScroll(s, c) < 0) return [];
  const out = charsAt(s, s.loc[c]!).filter((x) => x !== c);
  for (const seen of sightLines(s, s.loc[c]!)) out.push(...seen);
  return [...new Set(out)].sort((a, b) => a - b);
}

export function fireball(s: State, c: PieceId, t: PieceId, events: GameEvent[] | null): void {
  const scroll = fireballScroll(s, c);
  spend(s);
  s.carrier[scroll] = -1;
  s.loc[scroll] = Loc.Gone;
  note(s, events, 'fireball', { seat: SEATS[seatOf(c)] }, { piece: c, target: t });
  eliminate(s, t, events, 'fireball');
}
