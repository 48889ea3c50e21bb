// Game set-up (rulebook: Game setup of each tutorial; Scenarios: the three selection modes;
// Handicap play): newGame validates a configuration and draws every random element from
// the seed; then the set-up phases run as decisions of the players:
//   select (mutual choice, full frontal or draft) -> handicap -> starters (2 characters,
//   face-down, secretly and together) -> deal (the other cards face-down next to rooms,
//   alternately) -> facing (the starters turned face up with the zone they face, together).
import {
  N_CARDS,
  N_CHARS,
  N_KINDS,
  N_PIECES,
  OBJECT_CARDS,
  charId,
  objId,
  pieceCode,
  seatOf,
  type PieceId,
} from './cards.ts';
import { note } from './pieces.ts';
import { Rng } from './rng.ts';
import { pairRooms } from './rooms.ts';
import { handicapSeat, normaliseConfig } from './config.ts';
import { createState, initialData } from './create.ts';
import { SCENARIO_DEFS } from './scenarios.ts';
import { Loc, START_BASE, faceDownLoc, startLoc, type State } from './state.ts';
import { startTurn } from './turn.ts';
import {
  ICONS,
  SEATS,
  err,
  other,
  type GameConfig,
  type GameEvent,
  type Result,
  type Seat,
} from './types.ts';

/** The first free card of an object kind in a seat's pool, or -1. */
function freeCard(s: State, seat: Seat, character: boolean, kind: number): PieceId {
  if (character) {
    const p = charId(seat, kind);
    return s.loc[p] === Loc.Pool ? p : -1;
  }
  for (let i = 0; i < N_CARDS; i++)
    if (OBJECT_CARDS[i] === kind && s.loc[objId(seat, i)] === Loc.Pool) return objId(seat, i);
  return -1;
}

export function newGame(config: GameConfig, seed: number | string): Result<State> {
  const norm = normaliseConfig(config);
  if (!norm.ok) return norm;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))))
    return err('BAD_CONFIG', 'the seed is a number or a string');
  const cfg = norm.value;
  const scen = SCENARIO_DEFS[cfg.scenario];
  const rng = new Rng(seed);
  const pairs = scen.fixedPairs ?? rng.shuffle([0, 1, 2, 3, 4, 5]).slice(0, scen.pairs);
  const layout = rng.shuffle(pairs.flatMap(pairRooms));
  const orient = new Uint8Array(12);
  for (const room of layout) orient[room] = rng.int(4);
  const firsts = { select: rng.int(2) as Seat, deal: rng.int(2) as Seat, play: rng.int(2) as Seat };
  const d = initialData(cfg, layout, orient, firsts);
  const loc = d.loc as number[];
  for (const seat of [0, 1] as const) {
    if (scen.teamCharacters) {
      // Fixed teams (the tutorials): in hand from the start.
      for (const k of scen.teamCharacters) loc[charId(seat, k)] = Loc.Team;
      for (const k of scen.teamObjects!) loc[objId(seat, OBJECT_CARDS.indexOf(k))] = Loc.Team;
    } else {
      for (let k = 0; k < N_KINDS; k++) loc[charId(seat, k)] = Loc.Pool;
      for (let i = 0; i < N_CARDS; i++) loc[objId(seat, i)] = Loc.Pool;
    }
  }
  return createState(d);
}

/** Cards of a seat on its team (chosen, in hand), by kind of card. */
export function teamCount(s: State, seat: Seat, characters: boolean): number {
  let n = 0;
  const from = characters ? seat * N_KINDS : N_CHARS + seat * N_CARDS;
  const to = characters ? from + N_KINDS : from + N_CARDS;
  for (let p = from; p < to; p++) if (s.loc[p] === Loc.Team) n++;
  return n;
}

const partSize = (s: State): number =>
  s.selection!.part === 'characters' ? s.scen.characters : s.scen.objects;

/** Seats that pick now: the chooser (mutual, draft) or every seat still picking (full frontal). */
export function selectToMove(s: State): Seat[] {
  if (s.config.selection !== 'frontal') return [s.selection!.chooser];
  return ([0, 1] as const).filter((seat) => !s.done[seat]);
}

/** Card kinds (codes without colour) a seat may pick now. */
export function selectChoices(s: State, seat: Seat): { character: boolean; kind: number }[] {
  const frontal = s.config.selection === 'frontal';
  const character = frontal
    ? teamCount(s, seat, true) < s.scen.characters
    : s.selection!.part === 'characters';
  const n = character ? N_KINDS : 10;
  const out: { character: boolean; kind: number }[] = [];
  for (let k = 0; k < n; k++) if (freeCard(s, seat, character, k) >= 0) out.push({ character, kind: k });
  return out;
}

export function select(
  s: State,
  seat: Seat,
  character: boolean,
  kind: number,
  events: GameEvent[] | null,
): void {
  const mode = s.config.selection!;
  const mine = freeCard(s, seat, character, kind);
  s.loc[mine] = Loc.Team;
  const fields: Record<string, unknown> = {
    seat: SEATS[seat],
    mode,
    part: character ? 'characters' : 'objects',
  };
  if (mode === 'mutual') {
    // Equal forces: the opponent takes the same card.
    const theirs = freeCard(s, other(seat), character, kind);
    if (theirs >= 0) s.loc[theirs] = Loc.Team;
  } else if (mode === 'draft') {
    // The same card of the opponent's colour leaves the table.
    const theirs = freeCard(s, other(seat), character, kind);
    if (theirs >= 0) s.loc[theirs] = Loc.None;
  }
  note(s, events, 'selected', fields, { card: mine });
  if (mode === 'frontal') {
    const full = teamCount(s, seat, true) >= s.scen.characters && teamCount(s, seat, false) >= s.scen.objects;
    if (full) s.done[seat] = true;
    if (s.done[0] && s.done[1]) endSelection(s, events);
    return;
  }
  const size = partSize(s);
  const part = s.selection!.part === 'characters';
  const filled = teamCount(s, 0, part) >= size && teamCount(s, 1, part) >= size;
  if (!filled) {
    s.selection = { ...s.selection!, chooser: other(seat) };
  } else if (s.selection!.part === 'characters') {
    // "Switch the first player and proceed in the same way to select the objects."
    s.selection = { part: 'objects', chooser: other(s.firsts.select) };
  } else endSelection(s, events);
}

function endSelection(s: State, events: GameEvent[] | null): void {
  for (let p = 0; p < N_PIECES; p++) if (s.loc[p] === Loc.Pool) s.loc[p] = Loc.None;
  s.selection = null;
  s.done = [false, false];
  s.phase = s.config.handicap ? 'handicap' : 'starters';
  events?.push({ type: 'teams-chosen' });
}

/** The handicapped player's team characters (the ones that may be removed). */
export function handicapCandidates(s: State): PieceId[] {
  const seat = handicapSeat(s);
  const out: PieceId[] = [];
  for (let k = 0; k < N_KINDS; k++) if (s.loc[charId(seat, k)] === Loc.Team) out.push(charId(seat, k));
  return out;
}

export function removeHandicapped(s: State, seat: Seat, ids: PieceId[], events: GameEvent[] | null): void {
  for (const p of ids) s.loc[p] = Loc.Removed;
  note(s, events, 'handicap', { seat: SEATS[seat], count: ids.length }, { removed: ids });
  s.phase = 'starters';
}

export const startersToMove = (s: State): Seat[] => ([0, 1] as const).filter((seat) => !s.done[seat]);

export function teamCharacters(s: State, seat: Seat): PieceId[] {
  const out: PieceId[] = [];
  for (let k = 0; k < N_KINDS; k++) if (s.loc[charId(seat, k)] === Loc.Team) out.push(charId(seat, k));
  return out;
}

/** Every way to put 2 team characters face-down on the starting zone, each below a room. */
export function starterOptions(s: State, seat: Seat): [PieceId, number][][] {
  const chars = teamCharacters(s, seat);
  const out: [PieceId, number][][] = [];
  for (let i = 0; i < chars.length; i++)
    for (let j = i + 1; j < chars.length; j++)
      for (const [a, b] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const)
        out.push([
          [chars[i]!, a],
          [chars[j]!, b],
        ]);
  return out;
}

export function commitStarters(
  s: State,
  seat: Seat,
  starters: [PieceId, number][],
  events: GameEvent[] | null,
): void {
  for (const [p, side] of starters) s.loc[p] = startLoc(seat, side, 0);
  s.done[seat] = true;
  events?.push({
    type: 'starters-chosen',
    seat: SEATS[seat],
    hidden: { [SEATS[seat]]: { starters: starters.map(([p, side]) => `${pieceCode(p)}@${'we'[side]}`) } },
  });
  if (!s.done[0] || !s.done[1]) return;
  s.done = [false, false];
  events?.push({
    type: 'starters-placed',
    sides: ([0, 1] as const).map((x) => sidesOf(s, x)),
  });
  s.phase = 'deal';
  s.dealTurn = s.firsts.deal;
  nextDealer(s, events, true);
}

/** The sides of a seat's face-down starters, in id order (public once both are placed). */
export function sidesOf(s: State, seat: Seat): string[] {
  const out: string[] = [];
  for (let k = 0; k < N_KINDS; k++) {
    const l = s.loc[charId(seat, k)]!;
    if (l >= START_BASE) out.push('we'[((l - START_BASE) >> 2) & 1]!);
  }
  return out.sort();
}

/** Face-down cards next to a room slot. */
export function faceDownCount(s: State, slot: number): number {
  const l = faceDownLoc(s.layout[slot]!);
  let n = 0;
  for (let p = 0; p < N_PIECES; p++) if (s.loc[p] === l) n++;
  return n;
}

export const capacityOfSlot = (s: State, slot: number): number => s.scen.capacity[slot >> 1]!;

export function teamCards(s: State, seat: Seat): PieceId[] {
  const out: PieceId[] = [];
  for (let p = 0; p < N_PIECES; p++) if (s.loc[p] === Loc.Team && seatOf(p) === seat) out.push(p);
  return out;
}

/** Cards and rooms the dealing seat may choose. */
export function dealChoices(s: State): [PieceId, number][] {
  const out: [PieceId, number][] = [];
  const slots: number[] = [];
  for (let slot = 0; slot < s.layout.length; slot++)
    if (faceDownCount(s, slot) < capacityOfSlot(s, slot)) slots.push(slot);
  for (const p of teamCards(s, s.dealTurn)) for (const slot of slots) out.push([p, slot]);
  return out;
}

export function deal(s: State, p: PieceId, slot: number, events: GameEvent[] | null): void {
  s.loc[p] = faceDownLoc(s.layout[slot]!);
  events?.push({
    type: 'dealt',
    seat: SEATS[s.dealTurn],
    room: slot,
    hidden: { [SEATS[s.dealTurn]]: { piece: pieceCode(p) } },
  });
  s.dealTurn = other(s.dealTurn);
  nextDealer(s, events, false);
}

/** Turns pass between players; one with no card left lets the other go on; then facing. */
function nextDealer(s: State, events: GameEvent[] | null, first: boolean): void {
  if (teamCards(s, s.dealTurn).length > 0 && dealChoices(s).length > 0) return;
  s.dealTurn = other(s.dealTurn);
  if (teamCards(s, s.dealTurn).length > 0 && dealChoices(s).length > 0) return;
  // Every card is out (a handicap leaves rooms below capacity, rulebook: Character handicap).
  s.phase = 'facing';
  events?.push({ type: 'dealt-all', first });
}

export const facingToMove = (s: State): Seat[] => ([0, 1] as const).filter((seat) => !s.done[seat]);

export function startersOf(s: State, seat: Seat): PieceId[] {
  const out: PieceId[] = [];
  for (let k = 0; k < N_KINDS; k++) if (s.loc[charId(seat, k)]! >= START_BASE) out.push(charId(seat, k));
  return out;
}

/** Every choice of facing for a seat's starters: 4 icons each. */
export function facingOptions(s: State, seat: Seat): number[][] {
  const n = startersOf(s, seat).length;
  const out: number[][] = [];
  for (let code = 0; code < 4 ** n; code++) {
    const icons: number[] = [];
    for (let i = 0, x = code; i < n; i++, x >>= 2) icons.push(x & 3);
    out.push(icons);
  }
  return out;
}

export function commitFacing(s: State, seat: Seat, icons: number[], events: GameEvent[] | null): void {
  const starters = startersOf(s, seat);
  starters.forEach((p, i) => (s.loc[p] = (s.loc[p]! & ~3) | icons[i]!));
  s.done[seat] = true;
  events?.push({
    type: 'facing-chosen',
    seat: SEATS[seat],
    hidden: { [SEATS[seat]]: { facings: icons.map((i) => ICONS[i]) } },
  });
  if (!s.done[0] || !s.done[1]) return;
  s.done = [false, false];
  // Both reveal their starting team together, then a random first player begins.
  s.phase = 'actions';
  note(s, events, 'starters-revealed', {}, { yellow: startersOf(s, 0), blue: startersOf(s, 1) });
  startTurn(s, s.firsts.play, events);
}
