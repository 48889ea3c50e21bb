// Sampled worlds (determinization): a seat's View plus a guess of what it hides becomes a
// full, valid State. A bot never reads the true state (STYLE principle 11); it asks hiddenOf
// what it cannot see, draws an Assignment, and gets a world that shows its seat exactly the
// same view. The view hides: which room lies in each face-down slot and how it is turned,
// which opponent piece each anonymous token is, which characters a secret handicap removed,
// and the Combat card the opponent has already chosen in a pending combat. Everything else is
// derived from the view: both Action hands (the full hand less the cards played this cycle),
// both Combat hands (the deck less handicap removals and revealed cards, R6), the highest
// Action card played, portcullis states (read back from the edges), the stand-alone "target
// reached" mark. A world's turn limit is unknown to the view and left out.
//
// determinize validates the assignment and builds the world through createState. Worlds
// samples many worlds of one view cheaply: the derived board depends only on what is revealed
// (face-down rooms are blind), so every world is a copy of one base with the hidden fields
// written again.
import { buildBoard, geometry, parseSquare } from '../core/board.ts';
import { createState, type PositionData } from '../core/create.ts';
import { removePiece, setLoc } from '../core/pieces.ts';
import { codeOf, pieceIn, type GameSet } from '../core/set.ts';
import { scenarioDef, setOfScenario } from '../sets/sets.ts';
import { Loc, clone, type Combat, type State } from '../core/state.ts';
import {
  COMBAT_DECK,
  Edge,
  N_CHARS,
  N_PIECES,
  SEATS,
  charId,
  objId,
  err,
  type GameConfig,
  type PieceId,
  type Result,
  type Seat,
} from '../core/types.ts';
import type { PieceView, View } from './view.ts';

/** An anonymous token of the view, and what it may be. */
export interface HiddenToken {
  /** Its id in the view ("?3"). */
  id: string;
  /** A starting dot holds a character; a room of the objects-only tutorials an object. */
  may: 'character' | 'object' | 'any';
}

/** What a seat's view hides: the slots, tokens and choices an Assignment fills in. */
export interface Hidden {
  seat: Seat;
  /** Face-down room slots, in order, and the rooms that may lie in them (in set order). */
  slots: number[];
  rooms: string[];
  /** The opponent's anonymous tokens, in the view's order. */
  tokens: HiddenToken[];
  /** The opponent's pieces the view does not name (codes), characters and objects in set order. */
  characters: string[];
  objects: string[];
  /** How many of those characters a secret handicap removed (they are on no token). */
  removed: number;
  /** The Combat cards the opponent may have chosen in the pending combat; null when it has not chosen. */
  cards: number[] | null;
}

/** A guess of everything hidden (see Hidden): what determinize turns into a world. */
export interface Assignment {
  /** Per face-down slot (Hidden.slots order): the room lying there, and its orientation. */
  rooms: readonly string[];
  orientations: readonly number[];
  /** Per anonymous token (Hidden.tokens order): the piece it is. The unknown pieces left over were removed. */
  tokens: readonly string[];
  /** The opponent's chosen Combat card, when it has chosen (one of Hidden.cards). */
  card?: number;
}

const seatIndex = (name: string): Seat => (name === 'blue' ? 1 : 0);

/** A seat's Combat hand as far as the view tells: its own, or the deck less removals and revealed cards. */
export function combatHandOf(v: View, seat: Seat): number[] {
  const own = v.hands[seat];
  if (own.combat) return own.combat.slice();
  if (v.combat?.shown && v.combat.telepath !== SEATS[seat]) return v.combat.shown.slice();
  const counts = COMBAT_DECK.slice();
  if (v.handicap && v.handicap.seat === SEATS[seat]) for (const c of v.handicap.removeCombat) counts[c]!--;
  for (const r of v.revealedCards) if (r.seat === SEATS[seat] && r.value > 0) counts[r.value]!--;
  const out: number[] = [];
  counts.forEach((n, value) => {
    for (let i = 0; i < n; i++) out.push(value);
  });
  return out;
}

/** The highest Action card played so far (R7), which the view does not print but implies. */
function highestAction(v: View): number {
  const played = v.hands[0].played.length + v.hands[1].played.length;
  const cardsSoFar = v.phase === 'card' ? v.turn - 1 : v.turn;
  if (v.turn > 0 && played < cardsSoFar) return 5; // someone has recycled a full hand
  return Math.max(1, ...v.hands[0].played, ...v.hands[1].played);
}

/** The Combat cards a seat could have chosen in the view's pending combat. */
function cardChoicesOf(v: View, seat: Seat): number[] {
  const c = v.combat!;
  if (c.forced && c.telepath !== SEATS[seat] && c.announced !== null) return [c.announced];
  return [...new Set(combatHandOf(v, seat))];
}

class Unfit extends Error {}
const unfit = (m: string): never => {
  throw new Unfit(m);
};

/** What the view of a seat hides; throws on the spectator's view or a view no game could show. */
export function hiddenOf(v: View): Hidden {
  if (v.viewer === 'spectator') throw new Error('a world is sampled for a seat, not for the spectator');
  const set = setOfScenario(v.scenario);
  if (!set) throw new Error(`unknown scenario ${v.scenario}`);
  const seat = seatIndex(v.viewer);
  const opp = (seat ^ 1) as Seat;
  const scen = scenarioDef(v.scenario)!;
  const shown = new Set(v.rooms.filter((r) => r.revealed).map((r) => r.name!));
  const rooms = set.rooms.filter((r) => scen.pairs.includes(r.pair) && !shown.has(r.name)).map((r) => r.name);
  const slots = v.rooms.filter((r) => !r.revealed).map((r) => r.slot);
  const named = new Set(v.pieces.filter((p) => !p.id.startsWith('?')).map((p) => p.id));
  const characters = scen.characters[opp]
    .map((k) => codeOf(set, charId(opp, k)))
    .filter((c) => !named.has(c));
  const objects = scen.objects[opp].map((k) => codeOf(set, objId(opp, k))).filter((c) => !named.has(c));
  const tokens: HiddenToken[] = [];
  for (const p of v.pieces) {
    if (!p.id.startsWith('?')) continue;
    if (p.seat !== SEATS[opp]) throw new Error('own pieces are never anonymous');
    const may = p.square ? 'character' : p.room !== null && scen.tokens === 'objects' ? 'object' : 'any';
    tokens.push({ id: p.id, may });
  }
  const removed = characters.length + objects.length - tokens.length;
  if (removed < 0) throw new Error('more anonymous tokens than unknown pieces');
  const cards = v.combat && v.combat.chosen[opp] ? cardChoicesOf(v, opp) : null;
  return { seat, slots, rooms, tokens, characters, objects, removed, cards };
}

/** Where a piece the view shows is, as a location code. */
function locOf(p: PieceView, v: View): number {
  if (p.square)
    return (
      parseSquare(p.square, geometry(scenarioDef(v.scenario)!.roomRows)) ?? unfit(`bad square ${p.square}`)
    );
  if (p.room !== null) return Loc.InRoom - p.room;
  const code = LOC_OF_STATE[p.state];
  return code ?? unfit(`a piece cannot be ${p.state} off the board`);
}

const LOC_OF_STATE: Partial<Record<PieceView['state'], number>> = {
  screen: Loc.Screen,
  escaped: Loc.Escaped,
  eliminated: Loc.Dead,
  discarded: Loc.Gone,
  rescued: Loc.Rescued,
  removed: Loc.None,
};

const pieceOf = (set: GameSet, code: string): PieceId => pieceIn(set, code) ?? unfit(`unknown piece ${code}`);
const masked = (set: GameSet, codes: readonly string[]): number =>
  codes.reduce((m, c) => m | (1 << pieceOf(set, c)), 0);

/** Checks an assignment against what the view hides; the message says what does not fit. */
function checkAssignment(h: Hidden, a: Assignment): void {
  if (a.rooms.length !== h.slots.length || a.orientations.length !== h.slots.length)
    unfit(`one room and one orientation per face-down slot (${h.slots.length})`);
  const rooms = [...a.rooms].sort().join();
  if (rooms !== [...h.rooms].sort().join()) unfit(`the face-down rooms are ${h.rooms.join(', ')}, each once`);
  if (!a.orientations.every((o) => Number.isInteger(o) && o >= 0 && o <= 3)) unfit('orientations are 0 to 3');
  if (a.tokens.length !== h.tokens.length) unfit(`one piece per anonymous token (${h.tokens.length})`);
  const unknown = new Set([...h.characters, ...h.objects]);
  a.tokens.forEach((code, i) => {
    if (!unknown.delete(code)) unfit(`${code} is not an unknown piece of the opponent, or is given twice`);
    const may = h.tokens[i]!.may;
    const isCharacter = h.characters.includes(code);
    if ((may === 'character' && !isCharacter) || (may === 'object' && isCharacter))
      unfit(`token ${h.tokens[i]!.id} holds a ${may}, not ${code}`);
  });
  if ([...unknown].some((c) => !h.characters.includes(c)))
    unfit('every unknown object lies on a token (only characters are removed by a handicap)');
  if (h.cards && (a.card === undefined || !h.cards.includes(a.card)))
    unfit(`the opponent's chosen card is one of ${h.cards.join(', ')}`);
}

/** The position data of the world that the view and the assignment describe. */
function worldData(v: View, h: Hidden, a: Assignment): PositionData {
  const scen = scenarioDef(v.scenario)!;
  const set = setOfScenario(v.scenario)!;
  const nameIndex = (name: string): number => {
    const i = set.rooms.findIndex((r) => r.name === name);
    return i >= 0 ? i : unfit(`unknown room ${name}`);
  };
  const layout = v.rooms.map((r) =>
    r.revealed ? nameIndex(r.name!) : nameIndex(a.rooms[h.slots.indexOf(r.slot)]!),
  );
  const orient = v.rooms.map((r) => (r.revealed ? r.orientation! : a.orientations[h.slots.indexOf(r.slot)]!));
  const revealed = v.rooms.map((r) => (r.revealed ? 1 : 0));
  const loc = new Array<number>(N_PIECES).fill(Loc.None);
  const carrier = new Array<number>(N_PIECES).fill(-1);
  const wounded = new Array<number>(N_CHARS).fill(0);
  let token = 0;
  for (const p of v.pieces) {
    const id = p.id.startsWith('?') ? pieceOf(set, a.tokens[token++]!) : pieceOf(set, p.id);
    loc[id] = locOf(p, v);
    if (p.state === 'wounded') wounded[id] = 1;
    if (p.carriedBy) carrier[id] = pieceOf(set, p.carriedBy);
  }
  const hand = (seat: Seat): number => {
    const hv = v.hands[seat];
    const actions = hv.actions ?? [2, 3, 4, 5].filter((x) => !hv.played.includes(x));
    return actions.reduce((m, x) => m | (1 << x), 0);
  };
  const combatHand = new Array<number>(14).fill(0);
  if (scen.combatCards)
    for (const seat of [0, 1] as const) for (const x of combatHandOf(v, seat)) combatHand[seat * 7 + x]!++;
  const config: GameConfig = {
    scenario: scen.name,
    vpTarget: v.vpTarget,
    timerSeconds: v.timerSeconds,
    maxTurns: null,
    handicap: v.handicap && { ...v.handicap, removeCombat: v.handicap.removeCombat.slice() },
  };
  const startersDone = SEATS.map(
    (name) => !(v.phase === 'handicap' || (v.phase === 'starters' && v.toMove.includes(name))),
  );
  const reached = scen.goal === 'vp-turn' && (v.vp[0] >= v.vpTarget || v.vp[1] >= v.vpTarget);
  return {
    config,
    layout,
    orient,
    revealed,
    portState: portStates(v, layout, orient, revealed),
    loc,
    carrier,
    wounded,
    woundedNow: masked(set, v.woundedThisTurn),
    healedNow: masked(set, v.healedThisTurn),
    ownAp: Object.entries(v.ownAp).reduce((m, [code, n]) => m + n * 2 ** ((pieceOf(set, code) & 7) * 4), 0),
    actionHand: [hand(0), hand(1)],
    actionPlayed: [v.hands[0].played, v.hands[1].played],
    highestAction: highestAction(v),
    combatHand,
    jumps: [v.hands[0].jumps, v.hands[1].jumps],
    vp: [v.vp[0], v.vp[1]],
    kills: [v.kills[0], v.kills[1]],
    revealedCards: v.revealedCards.flatMap((r) => [seatIndex(r.seat), r.value]),
    phase: v.phase,
    active: seatIndex(v.active),
    ap: v.ap,
    turn: v.turn,
    setupFirst: seatIndex(v.tokenTurn ?? v.active),
    playFirst: seatIndex(v.active),
    startersDone: [startersDone[0]!, startersDone[1]!],
    handicapDone: v.phase !== 'handicap',
    tokenTurn: seatIndex(v.tokenTurn ?? v.active),
    combat: combatOf(v, h, a),
    placing: v.placing && {
      slot: v.placing.slot,
      revealer: seatIndex(v.placing.revealer),
      takeover: false,
      queue: v.placing.queue.map((c) => pieceOf(set, c)),
    },
    targetReached: reached && v.phase !== 'over',
    drawOffer: v.drawOffer === null ? -1 : seatIndex(v.drawOffer),
    winner: v.winner === null ? null : v.winner === 'draw' ? -1 : seatIndex(v.winner),
    endReason: v.endReason,
  };
}

/** Portcullis states of the revealed rooms, read back from the view's edges. */
function portStates(v: View, layout: number[], orient: number[], revealed: number[]): number[] {
  const geo = geometry(scenarioDef(v.scenario)!.roomRows);
  const roomDefs = setOfScenario(v.scenario)!.rooms;
  const portState = new Uint8Array(roomDefs.length * 8);
  const board = buildBoard({
    geo,
    roomDefs,
    layout,
    orient: Uint8Array.from(orient),
    revealed: Uint8Array.from(revealed),
    portState,
  });
  const out = Array.from(portState);
  for (let i = 0; i < board.port.length; i++) {
    const idx = board.port[i]!;
    if (idx >= 0) out[idx] = v.edges[i]! - Edge.Closed;
  }
  return out;
}

function combatOf(v: View, h: Hidden, a: Assignment): Combat | null {
  const c = v.combat;
  if (!c) return null;
  const set = setOfScenario(v.scenario)!;
  const seat = h.seat;
  const cards: [number, number] = [-1, -1];
  cards[seat] = c.myCard ?? -1;
  if (c.chosen[seat ^ 1]) cards[seat ^ 1] = a.card!;
  const telepathHand = combatHandOf(v, c.telepath === 'yellow' ? 1 : 0);
  const shown = c.shown ?? (c.announced !== null && !c.forced && c.telepath !== null ? telepathHand : null);
  return {
    kind: c.kind as Combat['kind'],
    initiator: pieceOf(set, c.attackers[0]!),
    target: pieceOf(set, c.defenders[0]!),
    attackers: c.attackers.map((c) => pieceOf(set, c)),
    defenders: c.defenders.map((c) => pieceOf(set, c)),
    telepath: c.telepath === null ? -1 : seatIndex(c.telepath),
    announced: c.announced,
    forced: c.forced,
    shown,
    cards,
  };
}

/** A world: the view's position with the hidden things as the assignment says (BAD_NOTATION if they do not fit). */
export function determinize(v: View, a: Assignment): Result<State> {
  try {
    const h = hiddenOf(v);
    checkAssignment(h, a);
    const s = createState(worldData(v, h, a));
    return s.ok ? s : err('BAD_NOTATION', s.error.message);
  } catch (e) {
    if (e instanceof Unfit) return err('BAD_NOTATION', e.message);
    throw e;
  }
}

/**
 * Many worlds of one view, cheaply: the first is built by determinize, every further one is a
 * copy of it with the hidden fields written again (what determinize would build, field for
 * field). Throws on an assignment that does not fit, as it is the caller's own drawing.
 */
export class Worlds {
  readonly hidden: Hidden;
  private base: State | null = null;

  constructor(readonly view: View) {
    this.hidden = hiddenOf(view);
  }

  world(a: Assignment): State {
    if (!this.base) {
      const s = determinize(this.view, a);
      if (!s.ok) throw new Error(`no world fits this view: ${s.error.message}`);
      this.base = s.value;
      return clone(s.value);
    }
    const h = this.hidden;
    checkAssignment(h, a);
    const s = clone(this.base);
    const set = s.set;
    const layout = s.layout.slice();
    h.slots.forEach((slot, i) => {
      layout[slot] = set.rooms.findIndex((r) => r.name === a.rooms[i]);
      s.orient[slot] = a.orientations[i]!;
    });
    s.layout = layout;
    // Every unknown piece is on a token or removed: all are taken off, then put on their tokens.
    for (const code of [...h.characters, ...h.objects]) removePiece(s, pieceOf(set, code), Loc.None);
    let token = 0;
    for (const p of this.view.pieces) {
      if (!p.id.startsWith('?')) continue;
      setLoc(s, pieceOf(set, a.tokens[token++]!), locOf(p, this.view));
    }
    if (s.combat && h.cards) {
      const cards: [number, number] = [s.combat.cards[0], s.combat.cards[1]];
      cards[h.seat ^ 1] = a.card!;
      s.combat = { ...s.combat, cards };
    }
    return s;
  }
}
