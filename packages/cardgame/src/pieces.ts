// Cards on the table: who stands where, who carries what, what a seat may know of each
// card, and the few ways a character leaves play (escape, elimination, rescue) with the
// victory points they score. Every rule module builds on these.
import {
  CAPACITY,
  CH,
  N_CHARS,
  N_PIECES,
  OB,
  isChar,
  isObjectKind,
  kindOf,
  pieceCode,
  seatOf,
  type PieceId,
} from './cards.ts';
import { Flag, Loc, isStart, isZone, startColumn, type State } from './state.ts';
import { SEATS, other, type GameEvent, type Seat } from './types.ts';

export type Viewer = Seat | 'spectator';

const SETUP = new Set(['select', 'handicap', 'starters', 'deal', 'facing']);
export const inSetup = (s: State): boolean => SETUP.has(s.phase);

/**
 * May this viewer see the face of card p now? Face-down cards, cards in hand and secret
 * choices belong to their owner; the secret objects variant hides objects carried by the
 * viewer's enemies and the enemies' wounded (rulebook: Secret objects).
 */
export function knows(s: State, viewer: Viewer, p: PieceId): boolean {
  const l = s.loc[p]!;
  const own = viewer === seatOf(p);
  if (l >= 0) {
    if (isStart(l) && isChar(p) && inSetup(s)) return own;
    if (!s.config.secretObjects) return true;
    if (isChar(p)) return !s.wounded[p] || own;
    const c = s.carrier[p]!;
    return c < 0 || viewer === seatOf(c);
  }
  if (s.placing && s.placing.queue.includes(p)) return true;
  switch (l) {
    case Loc.Escaped:
    case Loc.Dead:
    case Loc.Gone:
    case Loc.Rescued:
      return true;
    case Loc.Pool:
      return own || s.config.selection !== 'frontal';
    default:
      return own;
  }
}

/** How viewer names card p: its code, its public handle "#n", or "?" when it is anonymous. */
export function refFor(s: State, viewer: Viewer, p: PieceId): string {
  if (knows(s, viewer, p)) return pieceCode(p);
  return s.alias[p] ? `#${s.alias[p]}` : '?';
}

/** The card a seat names by `text` (a code it may see, or a public handle), if any. */
export function resolveRef(s: State, viewer: Viewer, text: unknown): PieceId | undefined {
  if (typeof text !== 'string') return undefined;
  if (text.startsWith('#')) {
    const n = Number(text.slice(1));
    if (!Number.isInteger(n) || n <= 0) return undefined;
    for (let p = 0; p < N_PIECES; p++) if (s.alias[p] === n) return p;
    return undefined;
  }
  for (let p = 0; p < N_PIECES; p++) if (pieceCode(p) === text) return knows(s, viewer, p) ? p : undefined;
  return undefined;
}

/**
 * Secret objects: a card gets a public handle when its face becomes hidden from someone on
 * the table (a character wounded, an object picked up) and loses it when shown again.
 */
export function syncAliases(s: State): void {
  if (!s.config.secretObjects) return;
  for (let p = 0; p < N_PIECES; p++) {
    const on = s.loc[p]! >= 0 && (isChar(p) ? s.wounded[p] === 1 : s.carrier[p]! >= 0);
    if (on && !s.alias[p]) s.alias[p] = ++s.nextAlias;
    else if (!on) s.alias[p] = 0;
  }
}

/** A card field of an event: one card, several, or a value built from a namer of cards. */
export type CardField = PieceId | PieceId[] | ((name: (p: PieceId) => string) => unknown);

/**
 * An event whose card fields are named for each viewer: the public fields are the
 * spectator's names, and a seat that may see more gets its names under `hidden`. Names
 * follow the state as it is when the event is made (handles are assigned first).
 */
export function event(
  s: State,
  type: string,
  fields: Record<string, unknown>,
  cards: Record<string, CardField> = {},
): GameEvent {
  syncAliases(s);
  const e: GameEvent = { type, ...fields };
  for (const [key, v] of Object.entries(cards)) {
    const names = (viewer: Viewer): unknown => {
      const name = (p: PieceId): string => refFor(s, viewer, p);
      return typeof v === 'function' ? v(name) : Array.isArray(v) ? v.map(name) : name(v);
    };
    const pub = names('spectator');
    e[key] = pub;
    for (const seat of [0, 1] as const) {
      const mine = names(seat);
      if (JSON.stringify(mine) === JSON.stringify(pub)) continue;
      const hidden = (e.hidden ??= {});
      (hidden[SEATS[seat]] ??= {})[key] = mine;
    }
  }
  return e;
}

/**
 * Records an event when events are kept (apply), else only keeps the handles up to date (a
 * search's unchecked play pays nothing for events, and reaches the same state).
 */
export function note(
  s: State,
  events: GameEvent[] | null,
  type: string,
  fields: Record<string, unknown>,
  cards: Record<string, CardField> = {},
): void {
  if (events) events.push(event(s, type, fields, cards));
  else syncAliases(s);
}

/** The place that counts as "the same zone": a zone, or one side of a starting zone. */
export const placeKey = (l: number): number => (isStart(l) ? startColumn(l) : l);

/** Cards a character carries (objects and friendly wounded). */
export function carried(s: State, c: PieceId): PieceId[] {
  const out: PieceId[] = [];
  for (let p = 0; p < N_PIECES; p++) if (s.carrier[p] === c) out.push(p);
  return out;
}

export const capacityOf = (c: PieceId): number => CAPACITY(kindOf(c));

export function carries(s: State, c: PieceId, objectKind: number): number {
  let n = 0;
  for (let p = N_CHARS; p < N_PIECES; p++) if (s.carrier[p] === c && isObjectKind(p, objectKind)) n++;
  return n;
}

/** Characters (not carried) at the same place as location l, in id order. */
export function charsAt(s: State, l: number): PieceId[] {
  const key = placeKey(l);
  const out: PieceId[] = [];
  for (let c = 0; c < N_CHARS; c++) {
    const cl = s.loc[c]!;
    if (cl >= 0 && s.carrier[c]! < 0 && placeKey(cl) === key) out.push(c);
  }
  return out;
}

/** Golden rule: characters of a seat at a place, wounded (lying or carried) included. */
export function friendsAt(s: State, seat: Seat, l: number): number {
  const key = placeKey(l);
  let n = 0;
  for (let c = seat * 25; c < seat * 25 + 25; c++) {
    const cl = s.loc[c]!;
    if (cl >= 0 && placeKey(cl) === key) n++;
  }
  return n;
}

export const MAX_PER_ZONE = 3;

/** An unwounded character of the active seat that may still act this turn. */
export function canAct(s: State, c: PieceId): boolean {
  return (
    s.loc[c]! >= 0 &&
    seatOf(c) === s.active &&
    !s.wounded[c] &&
    s.carrier[c]! < 0 &&
    (s.flags[c]! & Flag.Spent) === 0
  );
}

/** Where the cards of a character leaving play fall: its zone, or its side of the starting zone. */
const dropPlace = (l: number): number => (isZone(l) ? l : startColumn(l));

function score(s: State, seat: Seat, n: number, events: GameEvent[] | null): void {
  s.vp[seat] += n;
  events?.push({ type: 'score', seat: SEATS[seat], vp: s.vp[seat] });
}

/** Eliminated (rulebook, Eliminating a wounded character): 1 VP to the opponent of its owner. */
export function eliminate(s: State, c: PieceId, events: GameEvent[] | null, why: string): void {
  const l = s.loc[c]!;
  const load = carried(s, c);
  s.carrier[c] = -1;
  s.loc[c] = Loc.Dead;
  s.wounded[c] = 0;
  s.flags[c] = 0;
  s.entered[c] = -1;
  note(s, events, 'eliminated', { why }, { piece: c });
  score(s, other(seatOf(c)), 1, events);
  for (const p of load) {
    s.carrier[p] = -1;
    if (isChar(p)) eliminate(s, p, events, 'carrier eliminated');
    else s.loc[p] = dropPlace(l);
  }
}

/** Wounded: keeps its objects; a wounded it carried is eliminated (rulebook, Carrying the wounded). */
export function wound(s: State, c: PieceId, events: GameEvent[] | null): void {
  s.wounded[c] = 1;
  s.flags[c] = s.flags[c]! | Flag.WoundedNow;
  note(s, events, 'wounded', {}, { piece: c });
  for (const p of carried(s, c)) {
    if (!isChar(p)) continue;
    s.carrier[p] = -1;
    eliminate(s, p, events, 'carrier wounded');
  }
}

/**
 * Leaving through the opponent's starting zone (rulebook, Moving a character out of the
 * labyrinth): 1 VP, 2 for the Goblin, 1 more per Treasure carried; objects are discarded,
 * a carried wounded is rescued.
 */
export function escape(s: State, c: PieceId, events: GameEvent[] | null): void {
  const seat = seatOf(c);
  let vp = kindOf(c) === CH.Goblin ? 2 : 1;
  for (const p of carried(s, c)) {
    s.carrier[p] = -1;
    if (isChar(p)) {
      // Rescued, with the objects it holds (they leave the labyrinth: discarded, CN18).
      for (const o of carried(s, p)) {
        s.carrier[o] = -1;
        s.loc[o] = Loc.Gone;
      }
      s.loc[p] = Loc.Rescued;
      s.wounded[p] = 0;
      note(s, events, 'rescued', {}, { piece: p });
    } else {
      if (isObjectKind(p, OB.Treasure)) {
        vp++;
        s.bonus[seat]++;
      }
      s.loc[p] = Loc.Gone;
    }
  }
  s.loc[c] = Loc.Escaped;
  s.flags[c] = 0;
  s.entered[c] = -1;
  note(s, events, 'escaped', {}, { piece: c });
  score(s, seat, vp, events);
}

/** Moves a character and everything it carries (a carried wounded keeps its objects). */
export function carry(s: State, c: PieceId, l: number): void {
  s.loc[c] = l;
  for (const p of carried(s, c)) carry(s, p, l);
}
