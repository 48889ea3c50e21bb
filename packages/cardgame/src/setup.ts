// Game set-up (rulebook: Game setup of each tutorial; Scenarios: the three selection modes;
// Handicap play): newGame validates a configuration and draws every random element from
// the seed; then the set-up phases run as decisions of the players:
//   select (mutual choice, full frontal or draft) -> handicap -> starters (2 characters,
//   face-down, secretly and together) -> deal (the other cards face-down next to rooms,
//   alternately) -> facing (the starters turned face up with the zone they face, together).
import { buildBoard } from './board.ts';
import {
  COMBAT_DECK,
  JUMP_CARDS,
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
import { event } from './pieces.ts';
import { Rng } from './rng.ts';
import { pairRooms } from './rooms.ts';
import { HANDICAP_MIN_VP, SCENARIO_DEFS, handicapRow } from './scenarios.ts';
import { Loc, START_BASE, faceDownLoc, startLoc, type Config, type State } from './state.ts';
import { startTurn } from './turn.ts';
import {
  ICONS,
  LEVELS,
  SCENARIOS,
  SEATS,
  SELECTIONS,
  err,
  ok,
  other,
  type GameConfig,
  type GameEvent,
  type Result,
  type Seat,
} from './types.ts';

const CONFIG_KEYS = new Set([
  'scenario',
  'selection',
  'timerSeconds',
  'secretObjects',
  'handicap',
  'maxTurns',
]);

const posInt = (x: unknown, max: number): boolean =>
  Number.isInteger(x) && (x as number) >= 1 && (x as number) <= max;

/** A configuration with every option filled in, or BAD_CONFIG saying what is wrong. */
export function normaliseConfig(raw: unknown): Result<Config> {
  const bad = (m: string): Result<Config> => err('BAD_CONFIG', m);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad('a configuration is an object');
  const c = raw as Record<string, unknown>;
  for (const k of Object.keys(c)) if (!CONFIG_KEYS.has(k)) return bad(`unknown option '${k}'`);
  if (!(SCENARIOS as readonly unknown[]).includes(c['scenario']))
    return bad(`scenario must be one of ${SCENARIOS.join(', ')}`);
  const scen = SCENARIO_DEFS[c['scenario'] as GameConfig['scenario']];
  const fixed = scen.teamCharacters !== null;
  const sel = c['selection'] ?? null;
  if (fixed && sel !== null) return bad(`${scen.name} has fixed teams: no selection mode`);
  if (sel !== null && !(SELECTIONS as readonly unknown[]).includes(sel))
    return bad(`selection must be one of ${SELECTIONS.join(', ')}`);
  const timer = c['timerSeconds'] ?? null;
  if (timer !== null && !posInt(timer, 86400)) return bad('timerSeconds: a whole number of seconds, or null');
  const secret = c['secretObjects'] ?? false;
  if (typeof secret !== 'boolean') return bad('secretObjects: true or false');
  const maxTurns = c['maxTurns'] ?? null;
  if (maxTurns !== null && !posInt(maxTurns, 1_000_000))
    return bad('maxTurns: a positive whole number, or null');
  const h = c['handicap'] ?? null;
  if (h !== null) {
    if (typeof h !== 'object') return bad('handicap: { seat, stronger, weaker }');
    const { seat, stronger, weaker } = h as Record<string, unknown>;
    if (!(SEATS as readonly unknown[]).includes(seat)) return bad('handicap.seat: yellow or blue');
    if (
      !(LEVELS as readonly unknown[]).includes(stronger) ||
      !(LEVELS as readonly unknown[]).includes(weaker)
    )
      return bad(`handicap levels: ${LEVELS.join(', ')}`);
    if (!handicapRow(stronger as never, weaker as never))
      return bad(`the handicap table has no row for ${String(stronger)} against ${String(weaker)}`);
    if (scen.vpTarget < HANDICAP_MIN_VP)
      return bad(`handicap needs an objective of at least ${HANDICAP_MIN_VP} VP`);
  }
  return ok({
    scenario: scen.name,
    selection: fixed ? null : ((sel as Config['selection']) ?? 'mutual'),
    timerSeconds: timer as number | null,
    secretObjects: secret,
    handicap: h === null ? null : { ...(h as NonNullable<Config['handicap']>) },
    maxTurns: maxTurns as number | null,
  });
}

export const handicapSeat = (s: State): Seat => SEATS.indexOf(s.config.handicap!.seat) as Seat;
export const handicapOf = (s: State) => {
  const h = s.config.handicap;
  return h ? handicapRow(h.stronger, h.weaker)! : null;
};

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
  const s = createState(cfg, layout, orient, firsts);
  for (const seat of [0, 1] as const) {
    if (scen.teamCharacters) {
      for (const k of scen.teamCharacters) toTeam(s, charId(seat, k));
      for (const k of scen.teamObjects!) toTeam(s, objId(seat, OBJECT_CARDS.indexOf(k)));
    } else {
      for (let k = 0; k < N_KINDS; k++) s.loc[charId(seat, k)] = Loc.Pool;
      for (let i = 0; i < N_CARDS; i++) s.loc[objId(seat, i)] = Loc.Pool;
    }
  }
  return ok(s);
}

const toTeam = (s: State, p: PieceId): void => {
  s.loc[p] = Loc.Team;
  s.inGame[p] = 1;
};

/**
 * The one constructor of states (newGame and parsePosition): every card out of the game,
 * full hands (less the handicap's Combat cards), set-up about to begin.
 */
export function createState(
  cfg: Config,
  layout: number[],
  orient: Uint8Array,
  firsts: State['firsts'],
): State {
  const scen = SCENARIO_DEFS[cfg.scenario];
  const combatHand = new Int8Array(14);
  const removed = handicapRowFor(cfg);
  for (const seat of [0, 1] as const) {
    if (!scen.combat) continue;
    for (let v = 0; v <= 6; v++) combatHand[seat * 7 + v] = COMBAT_DECK[v]!;
    if (removed && SEATS.indexOf(cfg.handicap!.seat) === seat)
      for (const v of removed.combat) combatHand[seat * 7 + v]!--;
  }
  const s: State = {
    config: cfg,
    scen,
    layout,
    orient,
    revealed: new Uint8Array(12),
    port: new Uint8Array(12),
    walls: new Uint8Array(12),
    board: null as unknown as State['board'],
    loc: new Int16Array(N_PIECES).fill(Loc.None),
    inGame: new Uint8Array(N_PIECES),
    carrier: new Int8Array(N_PIECES).fill(-1),
    wounded: new Uint8Array(N_CHARS),
    flags: new Uint8Array(N_CHARS),
    alias: new Int16Array(N_PIECES),
    nextAlias: 0,
    combatHand,
    jumps: [JUMP_CARDS, JUMP_CARDS],
    wallCard: [true, true],
    vp: [0, 0],
    bonus: [0, 0],
    wheel: [0, 0],
    phase: scen.teamCharacters ? 'starters' : 'select',
    active: firsts.play,
    turn: 0,
    firsts,
    selection: scen.teamCharacters ? null : { part: 'characters', chooser: firsts.select },
    done: [false, false],
    dealTurn: firsts.deal,
    combat: null,
    moving: null,
    placing: null,
    drawOffer: -1,
    winner: null,
    endReason: '',
  };
  s.board = buildBoard(s);
  return s;
}

const handicapRowFor = (cfg: Config) =>
  cfg.handicap ? handicapRow(cfg.handicap.stronger, cfg.handicap.weaker)! : null;

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

export function select(s: State, seat: Seat, character: boolean, kind: number, events: GameEvent[]): void {
  const mode = s.config.selection!;
  const mine = freeCard(s, seat, character, kind);
  toTeam(s, mine);
  const fields: Record<string, unknown> = {
    seat: SEATS[seat],
    mode,
    part: character ? 'characters' : 'objects',
  };
  if (mode === 'mutual') {
    // Equal forces: the opponent takes the same card.
    const theirs = freeCard(s, other(seat), character, kind);
    if (theirs >= 0) toTeam(s, theirs);
  } else if (mode === 'draft') {
    // The same card of the opponent's colour leaves the table.
    const theirs = freeCard(s, other(seat), character, kind);
    if (theirs >= 0) s.loc[theirs] = Loc.None;
  }
  events.push(event(s, 'selected', fields, { card: mine }));
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

function endSelection(s: State, events: GameEvent[]): void {
  for (let p = 0; p < N_PIECES; p++) if (s.loc[p] === Loc.Pool) s.loc[p] = Loc.None;
  s.selection = null;
  s.done = [false, false];
  s.phase = s.config.handicap ? 'handicap' : 'starters';
  events.push({ type: 'teams-chosen' });
}

/** The handicapped player's team characters (the ones that may be removed). */
export function handicapCandidates(s: State): PieceId[] {
  const seat = handicapSeat(s);
  const out: PieceId[] = [];
  for (let k = 0; k < N_KINDS; k++) if (s.loc[charId(seat, k)] === Loc.Team) out.push(charId(seat, k));
  return out;
}

export function removeHandicapped(s: State, seat: Seat, ids: PieceId[], events: GameEvent[]): void {
  for (const p of ids) s.loc[p] = Loc.Removed;
  events.push(event(s, 'handicap', { seat: SEATS[seat], count: ids.length }, { removed: ids }));
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
  events: GameEvent[],
): void {
  for (const [p, side] of starters) s.loc[p] = startLoc(seat, side, 0);
  s.done[seat] = true;
  events.push({
    type: 'starters-chosen',
    seat: SEATS[seat],
    hidden: { [SEATS[seat]]: { starters: starters.map(([p, side]) => `${pieceCode(p)}@${'we'[side]}`) } },
  });
  if (!s.done[0] || !s.done[1]) return;
  s.done = [false, false];
  events.push({
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

export function deal(s: State, p: PieceId, slot: number, events: GameEvent[]): void {
  s.loc[p] = faceDownLoc(s.layout[slot]!);
  events.push({
    type: 'dealt',
    seat: SEATS[s.dealTurn],
    room: slot,
    hidden: { [SEATS[s.dealTurn]]: { piece: pieceCode(p) } },
  });
  s.dealTurn = other(s.dealTurn);
  nextDealer(s, events, false);
}

/** Turns pass between players; one with no card left lets the other go on; then facing. */
function nextDealer(s: State, events: GameEvent[], first: boolean): void {
  if (teamCards(s, s.dealTurn).length > 0 && dealChoices(s).length > 0) return;
  s.dealTurn = other(s.dealTurn);
  if (teamCards(s, s.dealTurn).length > 0 && dealChoices(s).length > 0) return;
  // Every card is out (a handicap leaves rooms below capacity, rulebook: Character handicap).
  s.phase = 'facing';
  events.push({ type: 'dealt-all', first });
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

export function commitFacing(s: State, seat: Seat, icons: number[], events: GameEvent[]): void {
  const starters = startersOf(s, seat);
  starters.forEach((p, i) => (s.loc[p] = (s.loc[p]! & ~3) | icons[i]!));
  s.done[seat] = true;
  events.push({
    type: 'facing-chosen',
    seat: SEATS[seat],
    hidden: { [SEATS[seat]]: { facings: icons.map((i) => ICONS[i]) } },
  });
  if (!s.done[0] || !s.done[1]) return;
  s.done = [false, false];
  // Both reveal their starting team together, then a random first player begins.
  s.phase = 'actions';
  events.push(event(s, 'starters-revealed', {}, { yellow: startersOf(s, 0), blue: startersOf(s, 1) }));
  startTurn(s, s.firsts.play, events);
}
