// The one way a State is made (besides clone): plain position data, as newGame draws it,
// parsePosition reads it or determinize samples it, is checked and completed with the derived
// parts (the board). Like chessops' fromSetup, it returns a Result: the data must describe a
// position the engine can work on (every index in range, carried pieces with their carrier,
// at most one miniature, one lying wounded and one loose object per square). Whether the
// position could arise in a game is checkInvariants' question, not this one's: rules tests
// build positions that no game reaches.
import { check, intIn as int, invalid, isSeat, validated } from '@dt/kernel';
import { buildBoard, geometry } from './board.ts';
import { MAX_PORTCULLISES, type RoomDef } from './roomdef.ts';
import { occupancyOf } from './pieces.ts';
import { codeOf, type GameSet } from './set.ts';
import { setOfScenario } from '../sets/sets.ts';
import { normaliseConfig } from './config.ts';
import {
  Loc,
  PHASES,
  clone,
  inRoomSlot,
  type Combat,
  type Placing,
  type Phase,
  type State,
} from './state.ts';
import { N_CHARS, N_PIECES, isChar, type GameConfig, type Result, type Seat } from './types.ts';

/** Everything a position is, as plain data (the fields of State that are not derived). */
export interface PositionData {
  config: GameConfig;
  /** The set the position is of (default: the set of its scenario); tests and editors may bring their own. */
  set?: GameSet;
  /** The room definitions the layout indexes (default: the Prison rooms). */
  roomDefs?: readonly RoomDef[];
  layout: readonly number[];
  orient: ArrayLike<number>;
  revealed: ArrayLike<number>;
  /** Per room index * 8 + portcullis (0 closed, 1 open, 2 broken); default all closed. */
  portState?: ArrayLike<number>;
  /** Per piece: a square, or a Loc code. Carried pieces may give any square (their carrier's is used). */
  loc: ArrayLike<number>;
  carrier?: ArrayLike<number>;
  wounded?: ArrayLike<number>;
  woundedNow?: number;
  healedNow?: number;
  /** AP of the active player's characters' own (State.ownAp); default none. */
  ownAp?: number;
  actionHand: readonly [number, number];
  actionPlayed: readonly [readonly number[], readonly number[]];
  highestAction: number;
  /** combatHand[seat * 7 + v]: how many +v cards the seat holds. */
  combatHand: ArrayLike<number>;
  jumps: readonly [number, number];
  vp: readonly [number, number];
  kills: readonly [number, number];
  revealedCards?: readonly number[];
  phase: Phase;
  active: Seat;
  ap: number;
  turn: number;
  setupFirst: Seat;
  playFirst: Seat;
  startersDone: readonly [boolean, boolean];
  handicapDone: boolean;
  tokenTurn: Seat;
  combat?: Combat | null;
  placing?: Placing | null;
  targetReached?: boolean;
  drawOffer?: -1 | Seat;
  winner?: -1 | Seat | null;
  endReason?: string;
}

/** A State from position data, or BAD_CONFIG / BAD_NOTATION saying what does not fit. */
export function createState(d: PositionData): Result<State> {
  const cfg = normaliseConfig(d.config);
  return cfg.ok ? validated(() => build(d, cfg.value)) : cfg;
}

function build(d: PositionData, config: Required<GameConfig>): State {
  const set = d.set ?? setOfScenario(config.scenario)!;
  const scen = set.scenarios.find((sc) => sc.name === config.scenario);
  if (!scen) return invalid(`the ${set.name} set has no scenario ${config.scenario}`);
  const geo = geometry(scen.roomRows);
  const roomDefs = d.roomDefs ?? set.rooms;
  const slots = scen.roomRows * 2;
  check(d.layout.length === slots, `${scen.name} has ${slots} rooms, not ${d.layout.length}`);
  check(
    d.layout.every((ri) => int(ri, 0, roomDefs.length - 1)),
    'a room slot names no known room',
  );
  const orient = Uint8Array.from(d.orient);
  const revealed = Uint8Array.from(d.revealed, (x) => (x ? 1 : 0));
  check(orient.length === slots && revealed.length === slots, 'one orientation and one side per room');
  check(
    orient.every((o) => o <= 3),
    'orientations are 0 to 3',
  );
  for (const def of roomDefs) {
    check(
      def.portcullisCount <= MAX_PORTCULLISES,
      `room ${def.name} has ${def.portcullisCount} portcullises; a room holds at most ${MAX_PORTCULLISES}`,
    );
  }
  const portState = new Uint8Array(roomDefs.length * 8);
  if (d.portState) {
    check(d.portState.length === portState.length, 'portcullis states: 8 per room');
    for (let i = 0; i < portState.length; i++) {
      check(int(d.portState[i], 0, 2), 'a portcullis is closed (0), open (1) or broken (2)');
      portState[i] = d.portState[i]!;
    }
  }

  check(d.loc.length === N_PIECES, `one location per piece (${N_PIECES})`);
  const loc = Int16Array.from(d.loc);
  const carrier = d.carrier ? Int8Array.from(d.carrier) : new Int8Array(N_PIECES).fill(-1);
  const wounded = d.wounded ? Uint8Array.from(d.wounded, (x) => (x ? 1 : 0)) : new Uint8Array(N_CHARS);
  check(
    carrier.length === N_PIECES && wounded.length === N_CHARS,
    'carriers per piece, wounds per character',
  );
  const held = new Int8Array(N_CHARS).fill(-1);
  for (let p = 0; p < N_PIECES; p++) {
    const l = loc[p]!;
    const code = codeOf(set, p);
    check(
      (l >= 0 && l < geo.size) ||
        (l <= Loc.None && l >= Loc.Rescued) ||
        (l <= Loc.InRoom && inRoomSlot(l) < slots),
      `${code} has no valid location (${l})`,
    );
    const c = carrier[p]!;
    if (c < 0) continue;
    check(isChar(c) && c !== p, `${code} is carried by a piece that is not a character`);
    check(
      loc[c]! >= 0 && carrier[c]! < 0,
      `${code} is carried by ${codeOf(set, c)}, which is not on a square`,
    );
    check(held[c]! < 0, `${codeOf(set, c)} carries two items`);
    held[c] = p;
    loc[p] = loc[c]!;
  }
  // What stands on each square: the golden rules' "one of each kind" the engine relies on.
  const standing = new Map<number, number>();
  for (let p = 0; p < N_PIECES; p++) {
    const sq = loc[p]!;
    if (sq < 0 || carrier[p]! >= 0) continue;
    const key = sq * 3 + (!isChar(p) ? 2 : wounded[p] ? 1 : 0);
    const there = standing.get(key);
    check(there === undefined, `${codeOf(set, there ?? p)} and ${codeOf(set, p)} lie on one square`);
    standing.set(key, p);
  }

  check(PHASES.includes(d.phase), `unknown phase '${d.phase}'`);
  check(
    isSeat(d.active) && isSeat(d.setupFirst) && isSeat(d.playFirst) && isSeat(d.tokenTurn),
    'seats are 0 or 1',
  );
  check(d.combatHand.length === 14, 'Combat hands: 7 values per seat');
  const combatHand = Int8Array.from(d.combatHand);
  check(
    combatHand.every((n) => n >= 0),
    'no negative number of Combat cards',
  );
  check(
    d.actionHand.every((m) => int(m, 0, 0b111100) && (m & 0b11) === 0),
    'Action hands hold cards 2 to 5',
  );
  const pieceOk = (p: unknown): boolean => int(p, 0, N_PIECES - 1);
  if (d.combat) {
    const c = d.combat;
    check(
      [c.initiator, c.target, ...c.attackers, ...c.defenders].every((p) => int(p, 0, N_CHARS - 1)),
      'combatants are characters',
    );
    check(
      c.cards.length === 2 && c.cards.every((v) => int(v, -1, 6)),
      'chosen Combat cards are -1 (none yet) or 0 to 6',
    );
  }
  if (d.placing) {
    check(int(d.placing.slot, 0, slots - 1), 'placing in a room that does not exist');
    check(d.placing.queue.every(pieceOk), 'placing unknown pieces');
  }
  const { occ } = occupancyOf({ loc, carrier, wounded, geo });
  const s: State = {
    set,
    config,
    scen,
    geo,
    roomDefs,
    layout: d.layout.slice(),
    orient,
    revealed,
    portState,
    board: buildBoard({ geo, roomDefs, layout: d.layout, orient, revealed, portState }),
    loc,
    carrier,
    wounded,
    occ,
    held,
    woundedNow: d.woundedNow ?? 0,
    healedNow: d.healedNow ?? 0,
    ownAp: d.ownAp ?? 0,
    actionHand: [d.actionHand[0], d.actionHand[1]],
    actionPlayed: [d.actionPlayed[0].slice(), d.actionPlayed[1].slice()],
    highestAction: d.highestAction,
    combatHand,
    jumps: [d.jumps[0], d.jumps[1]],
    vp: [d.vp[0], d.vp[1]],
    kills: [d.kills[0], d.kills[1]],
    revealedCards: d.revealedCards?.slice() ?? [],
    phase: d.phase,
    active: d.active,
    ap: d.ap,
    turn: d.turn,
    setupFirst: d.setupFirst,
    playFirst: d.playFirst,
    startersDone: [d.startersDone[0], d.startersDone[1]],
    handicapDone: d.handicapDone,
    tokenTurn: d.tokenTurn,
    combat: d.combat ?? null,
    placing: d.placing ?? null,
    targetReached: d.targetReached ?? false,
    drawOffer: d.drawOffer ?? -1,
    winner: d.winner ?? null,
    endReason: d.endReason ?? '',
  };
  return clone(s); // one object shape for every state (see clone)
}

/** The position data of a state: what createState needs to make it again (its own set included). */
export function toPositionData(s: State): PositionData {
  return {
    config: s.config,
    set: s.set,
    roomDefs: s.roomDefs,
    layout: s.layout,
    orient: s.orient,
    revealed: s.revealed,
    portState: s.portState,
    loc: s.loc,
    carrier: s.carrier,
    wounded: s.wounded,
    woundedNow: s.woundedNow,
    healedNow: s.healedNow,
    ownAp: s.ownAp,
    actionHand: s.actionHand,
    actionPlayed: s.actionPlayed,
    highestAction: s.highestAction,
    combatHand: s.combatHand,
    jumps: s.jumps,
    vp: s.vp,
    kills: s.kills,
    revealedCards: s.revealedCards,
    phase: s.phase,
    active: s.active,
    ap: s.ap,
    turn: s.turn,
    setupFirst: s.setupFirst,
    playFirst: s.playFirst,
    startersDone: s.startersDone,
    handicapDone: s.handicapDone,
    tokenTurn: s.tokenTurn,
    combat: s.combat,
    placing: s.placing,
    targetReached: s.targetReached,
    drawOffer: s.drawOffer,
    winner: s.winner,
    endReason: s.endReason,
  };
}
