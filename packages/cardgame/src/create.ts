// The one way a State is made (besides clone): plain position data, as newGame draws it,
// parsePosition reads it or determinize samples it, is checked and completed with what is
// derived from it (the board). Like chessops' fromSetup it returns a Result: the data must
// describe a position the engine can work on (every index in range, rooms laid out once,
// carried cards with a carrier on the table, combatants that are characters). Whether the
// position could arise in a game is checkInvariants' question: rules tests build positions
// that no game reaches.
import { buildBoard } from './board.ts';
import { COMBAT_DECK, JUMP_CARDS, N_CHARS, N_PIECES } from './cards.ts';
import { normaliseConfig } from './config.ts';
import { handicapRow, SCENARIO_DEFS } from './scenarios.ts';
import {
  Loc,
  PHASES,
  START_BASE,
  clone,
  faceDownRoom,
  type Combat,
  type Config,
  type Moving,
  type Phase,
  type Placing,
  type Selection,
  type State,
} from './state.ts';
import { check, intIn as int, isSeat, validated } from '@dt/kernel';
import { SEATS, type GameConfig, type Result, type Seat } from './types.ts';

/** Everything a position is, as plain data: the fields of State that are not derived. */
export interface PositionData {
  config: GameConfig;
  /** Slot -> room id (slot = row * 2 + side, row 0 at yellow's end). */
  layout: readonly number[];
  /** Per room id (12): quarter turns clockwise, face up, portcullis (0 closed 1 open 2 broken), walls broken. */
  orient: ArrayLike<number>;
  revealed: ArrayLike<number>;
  port?: ArrayLike<number>;
  walls?: ArrayLike<number>;
  /** Per card (76): where it is (see Loc). A carried card may give any place: its carrier's is used. */
  loc: ArrayLike<number>;
  carrier?: ArrayLike<number>;
  wounded?: ArrayLike<number>;
  flags?: ArrayLike<number>;
  /** Per character: the place it came from into a zone of enemies this turn, or -1 (State.entered). */
  entered?: ArrayLike<number>;
  alias?: ArrayLike<number>;
  nextAlias?: number;
  /** combatHand[seat * 7 + v]: Combat +v cards in hand. */
  combatHand: ArrayLike<number>;
  jumps: readonly [number, number];
  wallCard: readonly [boolean, boolean];
  vp: readonly [number, number];
  bonus: readonly [number, number];
  wheel: readonly [number, number];
  phase: Phase;
  active: Seat;
  turn: number;
  firsts: State['firsts'];
  selection: Selection | null;
  done: readonly [boolean, boolean];
  dealTurn: Seat;
  combat?: Combat | null;
  moving?: Moving | null;
  placing?: Placing | null;
  drawOffer?: -1 | Seat;
  winner?: -1 | Seat | null;
  endReason?: string;
}

const flagsOf = (x: ArrayLike<number> | undefined, n: number): Uint8Array =>
  x ? Uint8Array.from(x, (v) => (v ? 1 : 0)) : new Uint8Array(n);

/** A State from position data, or BAD_CONFIG / BAD_NOTATION saying what does not fit. */
export function createState(d: PositionData): Result<State> {
  const cfg = normaliseConfig(d.config);
  return cfg.ok ? validated(() => build(d, cfg.value)) : cfg;
}

function build(d: PositionData, config: Config): State {
  const scen = SCENARIO_DEFS[config.scenario];
  const slots = scen.pairs * 2;
  check(d.layout.length === slots, `${scen.name} has ${slots} rooms, not ${d.layout.length}`);
  check(
    d.layout.every((r) => int(r, 0, 11)),
    'a room slot names no known room',
  );
  check(new Set(d.layout).size === slots, 'a room is laid out twice');
  const rooms = {
    layout: d.layout.slice(),
    orient: Uint8Array.from(d.orient),
    revealed: flagsOf(d.revealed, 12),
    port: d.port ? Uint8Array.from(d.port) : new Uint8Array(12),
    walls: flagsOf(d.walls, 12),
  };
  check(
    [rooms.orient, rooms.revealed, rooms.port, rooms.walls].every((a) => a.length === 12),
    'one orientation, side, portcullis and walls state per room (12)',
  );
  check(
    rooms.orient.every((o) => o <= 3) && rooms.port.every((p) => p <= 2),
    'orientations are 0 to 3, portcullises 0 (closed) to 2 (broken)',
  );
  const cards = cardsOf(d, rooms.layout);
  check(d.combatHand.length === 14, 'Combat hands: 7 values per seat');
  const combatHand = Int8Array.from(d.combatHand);
  check(
    combatHand.every((n) => n >= 0),
    'no negative number of Combat cards',
  );
  check((PHASES as readonly string[]).includes(d.phase), `unknown phase '${d.phase}'`);
  check(
    isSeat(d.active) && isSeat(d.dealTurn) && [d.firsts.select, d.firsts.deal, d.firsts.play].every(isSeat),
    'seats are 0 or 1',
  );
  checkPending(d, rooms.layout);
  const s: State = {
    config,
    scen,
    ...rooms,
    board: buildBoard(rooms),
    ...cards,
    combatHand,
    jumps: [d.jumps[0], d.jumps[1]],
    wallCard: [d.wallCard[0], d.wallCard[1]],
    vp: [d.vp[0], d.vp[1]],
    bonus: [d.bonus[0], d.bonus[1]],
    wheel: [d.wheel[0], d.wheel[1]],
    phase: d.phase,
    active: d.active,
    turn: d.turn,
    firsts: { ...d.firsts },
    selection: d.selection,
    done: [d.done[0], d.done[1]],
    dealTurn: d.dealTurn,
    combat: d.combat ?? null,
    moving: d.moving ?? null,
    placing: d.placing ?? null,
    drawOffer: d.drawOffer ?? -1,
    winner: d.winner ?? null,
    endReason: d.endReason ?? '',
  };
  return clone(s); // one object shape for every state (see clone)
}

/** Where every card is: each place in range, carried cards with a carrier on the table. */
function cardsOf(d: PositionData, layout: readonly number[]) {
  check(d.loc.length === N_PIECES, `one location per card (${N_PIECES})`);
  const loc = Int16Array.from(d.loc);
  const carrier = d.carrier ? Int8Array.from(d.carrier) : new Int8Array(N_PIECES).fill(-1);
  const wounded = flagsOf(d.wounded, N_CHARS);
  const flags = d.flags ? Uint8Array.from(d.flags) : new Uint8Array(N_CHARS);
  const entered = d.entered ? Int8Array.from(d.entered) : new Int8Array(N_CHARS).fill(-1);
  const alias = d.alias ? Int16Array.from(d.alias) : new Int16Array(N_PIECES);
  check(
    carrier.length === N_PIECES && alias.length === N_PIECES,
    `a carrier and a handle per card (${N_PIECES})`,
  );
  check(
    wounded.length === N_CHARS && flags.length === N_CHARS && entered.length === N_CHARS,
    `wounds, flags and entrances per character (${N_CHARS})`,
  );
  check(
    entered.every((l) => l >= -1 && l < START_BASE + 16),
    'an entrance is a place (0 to 63) or -1',
  );
  for (let p = 0; p < N_PIECES; p++) {
    const l = loc[p]!;
    const room = faceDownRoom(l);
    check(
      (l >= 0 && l < START_BASE + 16 && (l >= START_BASE || layout.includes(l >> 2))) ||
        (l <= Loc.None && l >= Loc.Removed) ||
        (room >= 0 && layout.includes(room)),
      `card ${p} has no valid place (${l})`,
    );
    const c = carrier[p]!;
    check(c < N_CHARS && c !== p, `card ${p} is carried by card ${c}, which is no other character`);
  }
  // A carried card is where its carrier is (a carried wounded's objects go with it).
  const root = (p: number, depth = 0): number =>
    carrier[p]! < 0 || depth > 2 ? p : root(carrier[p]!, depth + 1);
  for (let p = 0; p < N_PIECES; p++) {
    if (carrier[p]! < 0) continue;
    const r = root(p);
    check(carrier[r]! < 0 && loc[r]! >= 0, `card ${p} is carried, but not by a character on the table`);
    loc[p] = loc[r]!;
  }
  return { loc, carrier, wounded, flags, entered, alias, nextAlias: d.nextAlias ?? 0 };
}

/** A pending combat, movement or placement names characters and cards that exist. */
function checkPending(d: PositionData, layout: readonly number[]): void {
  const card = (p: unknown): boolean => int(p, 0, N_PIECES - 1);
  const character = (p: unknown): boolean => int(p, 0, N_CHARS - 1);
  const c = d.combat;
  if (c) {
    check(
      [c.initiator, c.target, ...c.attackers, ...c.defenders, ...c.shooters].every(character),
      'combatants are characters',
    );
    check(
      c.cards.every((x) => x === null || x.every((v) => int(v, 0, 6))),
      'Combat cards are +0 to +6',
    );
  }
  if (d.moving) check(character(d.moving.piece), 'the moving card is a character');
  if (d.placing) {
    check(layout.includes(d.placing.room), 'placing the cards of a room not in play');
    check(d.placing.queue.every(card), 'placing unknown cards');
  }
}

/** The position data of a state: what createState needs to make it again. */
export function toPositionData(s: State): PositionData {
  return { ...s };
}

/** The start of every game: full hands (less the handicap's Combat cards), nothing on the table. */
export function initialData(
  config: Config,
  layout: readonly number[],
  orient: ArrayLike<number>,
  firsts: State['firsts'],
): PositionData {
  const scen = SCENARIO_DEFS[config.scenario];
  const combatHand = new Array<number>(14).fill(0);
  const h = config.handicap;
  const removed = h ? handicapRow(h.stronger, h.weaker)!.combat : [];
  for (const seat of [0, 1] as const) {
    if (!scen.combat) continue;
    for (let v = 0; v <= 6; v++) combatHand[seat * 7 + v] = COMBAT_DECK[v]!;
    if (h && SEATS.indexOf(h.seat) === seat) for (const v of removed) combatHand[seat * 7 + v]!--;
  }
  const fixed = scen.teamCharacters !== null;
  return {
    config,
    layout,
    orient,
    revealed: new Uint8Array(12),
    loc: new Array<number>(N_PIECES).fill(Loc.None),
    combatHand,
    jumps: [JUMP_CARDS, JUMP_CARDS],
    wallCard: [true, true],
    vp: [0, 0],
    bonus: [0, 0],
    wheel: [0, 0],
    phase: fixed ? 'starters' : 'select',
    active: firsts.play,
    turn: 0,
    firsts,
    selection: fixed ? null : { part: 'characters', chooser: firsts.select },
    done: [false, false],
    dealTurn: firsts.deal,
  };
}
