// Sampled worlds (determinization): a seat's View plus a guess of what it hides becomes a
// full, valid State, so a bot searches with the engine without ever reading the hidden part
// (STYLE 11). hiddenOf says what the view hides and what each hidden thing may be; a bot draws
// an Assignment; determinize builds the world through createState and checks it against the
// invariants. What a seat cannot see during play:
//   - the face-down rooms: the twins of the revealed rooms, then whole pairs of those not seen,
//     each at some orientation;
//   - the cards it cannot name: the opponent's face-down cards and the characters a handicap
//     removed (its public team, or in full frontal selection any of its cards), and in the
//     secret objects variant the cards under a public handle "#n" of either side;
//   - the opponent's Combat cards: the +0 (it always comes back) and others of the deck.
// Everything else comes from the view. Worlds are sampled in play (actions, a movement, a
// revealed room's cards placed); set-up is decided from the view alone.
import { invalid, validated } from '@dt/kernel';
import {
  CH,
  CHARACTER_DEFS,
  COMBAT_DECK,
  N_CARDS,
  N_CHARS,
  N_KINDS,
  N_PIECES,
  parsePieceCode,
  pieceCode,
} from './cards.ts';
import { createState, type PositionData } from './create.ts';
import { checkInvariants } from './invariants.ts';
import { buildBoard, parsePlace } from './board.ts';
import { HANDICAP_TABLE, SCENARIO_DEFS } from './scenarios.ts';
import { PAIRS, ROOMS } from './rooms.ts';
import { Flag, Loc, faceDownLoc, type State } from './state.ts';
import { SEATS, err, type Result, type Seat } from './types.ts';
import type { PieceView, View } from './view.ts';

/** A card the viewer cannot name: its id in the view ("?n", "#n") and what it is known to be. */
export interface HiddenCard {
  id: string;
  kind: PieceView['kind'];
}

/** What one seat's hidden cards may be: the codes of its cards not named anywhere in the view. */
export interface HiddenCards {
  cards: HiddenCard[];
  /** Characters and objects the cards may be (its public team less the named cards; in full frontal selection, all its cards). */
  characters: string[];
  objects: string[];
  /** In full frontal selection, how many of the cards are characters (its team's size less the named ones); else null. */
  characterCount: number | null;
}

/** What a seat's view hides: the slots, cards and Combat cards an Assignment fills in. */
export interface Hidden {
  seat: Seat;
  /** The face-down room slots, in order. */
  slots: number[];
  /** Rooms that lie face down for sure (the twins of revealed rooms), by name. */
  twins: string[];
  /** Pairs none of whose rooms is seen (colours), whole ones of which fill the other face-down slots. */
  pairs: string[];
  /** The hidden cards of each seat. */
  hands: [HiddenCards, HiddenCards];
  /** The opponent's Combat cards: how many, and the deck they come from besides the +0 it always holds. */
  combatCount: number;
  deck: number[];
}

/** A guess of everything hidden (see Hidden): what determinize turns into a world. */
export interface Assignment {
  /** Per face-down slot (Hidden.slots order): the room lying there and its orientation. */
  rooms: readonly string[];
  orientations: readonly number[];
  /** Per seat, per hidden card (HiddenCards.cards order): the card it is. */
  cards: readonly [readonly string[], readonly string[]];
  /** The opponent's Combat cards (the +0 among them, when it holds any). */
  combat: readonly number[];
}

/** The phases in which a world is sampled. */
const PLAY_PHASES = new Set(['actions', 'moving', 'place']);

export const canSample = (v: View): boolean => v.viewer !== 'spectator' && PLAY_PHASES.has(v.phase);

const unfit = invalid;
const roomIndex = (name: string): number => {
  const i = ROOMS.findIndex((r) => r.name === name);
  return i >= 0 ? i : unfit(`unknown room ${name}`);
};
const code = (seat: number, p: number): string =>
  pieceCode(p + (p < N_KINDS ? seat * N_KINDS : seat * N_CARDS + N_KINDS));
const isCharCode = (c: string): boolean => parsePieceCode(c)! < N_CHARS;

/** What the view of a seat hides; throws on a view that is not sampled (see canSample). */
export function hiddenOf(v: View): Hidden {
  if (!canSample(v)) throw new Error(`no world is sampled for ${v.viewer} in the ${v.phase} phase`);
  const seat = SEATS.indexOf(v.viewer as 'yellow') as Seat;
  const scen =
    SCENARIO_DEFS[v.scenario as keyof typeof SCENARIO_DEFS] ?? unfit(`unknown scenario ${v.scenario}`);
  const up = v.rooms.filter((r) => r.revealed).map((r) => roomIndex(r.name!));
  const seenPairs = [...new Set(up.map((r) => ROOMS[r]!.pair))];
  const twins: string[] = [];
  for (const p of seenPairs)
    for (const r of ROOMS) if (r.pair === p && !up.includes(ROOMS.indexOf(r))) twins.push(r.name);
  const pairs = (scen.fixedPairs ?? PAIRS.map((_, i) => i))
    .filter((p) => !seenPairs.includes(p))
    .map((p) => PAIRS[p]!);
  const named = new Set(
    v.pieces.filter((p) => !p.id.startsWith('?') && !p.id.startsWith('#')).map((p) => p.id),
  );
  const hand = (s: number): HiddenCards => hiddenCards(v, s, named, scen.characters);
  const opp = 1 - seat;
  const lost = v.handicap && v.handicap.seat === SEATS[opp] ? v.handicap.combat : [];
  const deck: number[] = [];
  COMBAT_DECK.forEach((n, value) => {
    const left = n - lost.filter((x) => x === value).length;
    for (let i = value === 0 ? 1 : 0; i < left; i++) deck.push(value);
  });
  return {
    seat,
    slots: v.rooms.filter((r) => !r.revealed).map((r) => r.slot),
    twins,
    pairs,
    hands: [hand(0), hand(1)],
    combatCount: v.hands[opp as Seat].combatCount,
    deck,
  };
}

function hiddenCards(v: View, seat: number, named: ReadonlySet<string>, teamChars: number): HiddenCards {
  const cards = v.pieces
    .filter((p) => (p.id.startsWith('?') || p.id.startsWith('#')) && p.seat === SEATS[seat])
    .map((p) => ({ id: p.id, kind: p.kind }));
  const team = v.teams[seat as Seat];
  if (team) {
    const free = team.filter((c) => !named.has(c));
    return {
      cards,
      characters: free.filter(isCharCode),
      objects: free.filter((c) => !isCharCode(c)),
      characterCount: null,
    };
  }
  // Full frontal: the team was chosen in secret; it has teamChars characters in all.
  const all = [...Array(N_KINDS + N_CARDS).keys()].map((p) => code(seat, p)).filter((c) => !named.has(c));
  const namedChars = [...named].filter((c) => c[0] === SEATS[seat]![0] && isCharCode(c)).length;
  return {
    cards,
    characters: all.filter(isCharCode),
    objects: all.filter((c) => !isCharCode(c)),
    characterCount: teamChars - namedChars,
  };
}

/** Checks an assignment against what the view hides; the message says what does not fit. */
function checkAssignment(h: Hidden, a: Assignment): void {
  if (a.rooms.length !== h.slots.length || a.orientations.length !== h.slots.length)
    unfit(`one room and one orientation per face-down slot (${h.slots.length})`);
  const rest = a.rooms.filter((r) => !h.twins.includes(r));
  if (new Set(a.rooms).size !== a.rooms.length || h.twins.some((t) => !a.rooms.includes(t)))
    unfit(`the face-down rooms hold ${h.twins.join(', ') || 'no twin'} and whole pairs, each room once`);
  for (const r of rest) {
    const pair = PAIRS[ROOMS[roomIndex(r)]!.pair]!;
    if (
      !h.pairs.includes(pair) ||
      !rest.some((x) => x !== r && ROOMS[roomIndex(x)]!.pair === ROOMS[roomIndex(r)]!.pair)
    )
      unfit(`${r} is not of a whole pair not seen (${h.pairs.join(', ')})`);
  }
  if (!a.orientations.every((o) => Number.isInteger(o) && o >= 0 && o <= 3)) unfit('orientations are 0 to 3');
  h.hands.forEach((hc, seat) => checkCards(hc, a.cards[seat]!, SEATS[seat]!));
  const combat = [...a.combat].sort((x, y) => x - y);
  const deck = [0, ...h.deck];
  if (combat.length !== h.combatCount || (combat.length > 0 && combat[0] !== 0))
    unfit(`the opponent holds ${h.combatCount} Combat cards, the +0 among them`);
  for (const c of combat)
    if (deck.indexOf(c) < 0) unfit(`the opponent cannot hold another Combat +${c}`);
    else deck.splice(deck.indexOf(c), 1);
}

function checkCards(h: HiddenCards, cards: readonly string[], who: string): void {
  if (cards.length !== h.cards.length) unfit(`one card per hidden card of ${who} (${h.cards.length})`);
  if (new Set(cards).size !== cards.length) unfit(`a card of ${who} is given twice`);
  cards.forEach((c, i) => {
    const character = h.characters.includes(c);
    if (!character && !h.objects.includes(c)) unfit(`${c} is not a card of ${who} the view leaves unnamed`);
    const kind = h.cards[i]!.kind;
    if ((kind === 'character' && !character) || (kind === 'object' && character))
      unfit(`${h.cards[i]!.id} is a${kind === 'object' ? 'n' : ''} ${kind}, not ${c}`);
  });
  if (h.characterCount !== null && cards.filter((c) => h.characters.includes(c)).length !== h.characterCount)
    unfit(`${h.characterCount} of the hidden cards of ${who} are characters`);
}

/** A world: the view's position with the hidden things as the assignment says (BAD_NOTATION if they do not fit). */
export function determinize(v: View, a: Assignment): Result<State> {
  const h = hiddenOf(v);
  const data = validated(() => {
    checkAssignment(h, a);
    return worldData(v, h, a);
  });
  if (!data.ok) return data;
  const s = createState(data.value);
  if (!s.ok) return err('BAD_NOTATION', s.error.message);
  const problems = checkInvariants(s.value);
  return problems.length ? err('BAD_NOTATION', `the world breaks invariants: ${problems.join('; ')}`) : s;
}

const OFF_TABLE: Partial<Record<PieceView['state'], number>> = {
  hand: Loc.Team,
  pool: Loc.Pool,
  escaped: Loc.Escaped,
  eliminated: Loc.Dead,
  rescued: Loc.Rescued,
  discarded: Loc.Gone,
  removed: Loc.Removed,
};

/** The position data of the world that the view and the assignment describe. */
function worldData(v: View, h: Hidden, a: Assignment): PositionData {
  const me = h.seat;
  const rooms = roomsOf(v, h, a);
  const board = buildBoard(rooms);
  const nameOf = new Map<string, string>();
  h.hands.forEach((hc, seat) => hc.cards.forEach((c, i) => nameOf.set(c.id, a.cards[seat]![i]!)));
  const card = (id: string): number => parsePieceCode(nameOf.get(id) ?? id) ?? unfit(`unknown card ${id}`);
  const loc = new Array<number>(N_PIECES).fill(Loc.None);
  const carrier = new Array<number>(N_PIECES).fill(-1);
  const wounded = new Array<number>(N_CHARS).fill(0);
  const flags = new Array<number>(N_CHARS).fill(0);
  const entered = new Array<number>(N_CHARS).fill(-1);
  for (const p of v.pieces) {
    const id = card(p.id);
    if (p.place) loc[id] = parsePlace({ board }, p.place) ?? unfit(`bad place ${p.place}`);
    else if (p.room !== null) loc[id] = faceDownLoc(rooms.layout[p.room]!);
    else loc[id] = OFF_TABLE[p.state] ?? unfit(`no place for ${p.id} (${p.state})`);
    if (p.carriedBy) carrier[id] = card(p.carriedBy);
    if (p.state === 'wounded') wounded[id] = 1;
    if (id < N_CHARS) flags[id] = (p.woundedThisTurn ? Flag.WoundedNow : 0) | (p.spent ? Flag.Spent : 0);
    if (p.enteredFrom)
      entered[id] = parsePlace({ board }, p.enteredFrom) ?? unfit(`bad place ${p.enteredFrom}`);
  }
  const { alias, nextAlias } = handlesOf(v, card);
  const opp = (1 - me) as Seat;
  const combatHand = new Array<number>(14).fill(0);
  for (const x of v.hands[me].combat ?? []) combatHand[me * 7 + x]!++;
  for (const x of a.combat) combatHand[opp * 7 + x]!++;
  const active = SEATS.indexOf(v.active as 'yellow') as Seat;
  const first = v.turn % 2 === 1 ? active : ((1 - active) as Seat);
  const bonus = (seat: Seat): number => v.vp[seat] - scoredBy(v, seat);
  return {
    config: configOf(v),
    ...rooms,
    loc,
    carrier,
    wounded,
    flags,
    entered,
    alias,
    nextAlias,
    combatHand,
    jumps: [v.hands[0].jumps, v.hands[1].jumps],
    wallCard: [v.hands[0].wallCard, v.hands[1].wallCard],
    vp: [v.vp[0], v.vp[1]],
    bonus: [bonus(0), bonus(1)],
    wheel: [v.wheels[0], v.wheels[1]],
    phase: v.phase,
    active,
    turn: v.turn,
    firsts: { select: first, deal: first, play: first },
    selection: null,
    done: [v.done[0], v.done[1]],
    dealTurn: active,
    moving: v.moving && {
      piece: card(v.moving.piece),
      mode: v.moving.mode,
      steps: v.moving.steps,
      lock:
        v.moving.lock === null
          ? -1
          : (parsePlace({ board }, v.moving.lock) ?? unfit(`bad place ${v.moving.lock}`)),
      decided: v.moving.decided,
    },
    placing: v.placing && {
      room: rooms.layout[v.placing.room]!,
      revealer: SEATS.indexOf(v.placing.revealer) as Seat,
      queue: v.placing.queue.map(card),
      takeover: false,
    },
    drawOffer: v.drawOffer === null ? -1 : (SEATS.indexOf(v.drawOffer) as Seat),
  };
}

/** The rooms of the world: the revealed ones as seen, the face-down ones as assigned. */
function roomsOf(v: View, h: Hidden, a: Assignment) {
  const orient = new Uint8Array(12);
  const revealed = new Uint8Array(12);
  const port = new Uint8Array(12);
  const walls = new Uint8Array(12);
  const layout = v.rooms.map((r) => {
    const k = h.slots.indexOf(r.slot);
    const id = roomIndex(r.revealed ? r.name! : a.rooms[k]!);
    orient[id] = r.revealed ? r.orientation! : a.orientations[k]!;
    revealed[id] = r.revealed ? 1 : 0;
    port[id] = r.portcullis === 'open' ? 1 : r.portcullis === 'broken' ? 2 : 0;
    walls[id] = r.wallsBroken ? 1 : 0;
    return id;
  });
  return { layout, orient, revealed, port, walls };
}

/**
 * The public handles of the world (secret objects): those the view shows, then one for each
 * card that is hidden from the other seat (its own wounded and carried cards, which the view
 * names), numbered on from the highest shown.
 */
function handlesOf(v: View, card: (id: string) => number): { alias: Int16Array; nextAlias: number } {
  const alias = new Int16Array(N_PIECES);
  let next = Math.max(0, ...v.pieces.filter((p) => p.id.startsWith('#')).map((p) => Number(p.id.slice(1))));
  for (const p of v.pieces)
    if (p.id.startsWith('#')) alias[card(p.id)] = Number(p.id.slice(1));
    else if (
      v.secretObjects &&
      p.room === null &&
      !p.id.startsWith('?') &&
      (p.state === 'wounded' || p.carriedBy)
    )
      alias[card(p.id)] = ++next;
  return { alias, nextAlias: next };
}

/** VP a seat scored by escapes (a Goblin 2) and the opponent's eliminated characters. */
function scoredBy(v: View, seat: Seat): number {
  let n = 0;
  for (const p of v.pieces) {
    if (p.kind !== 'character') continue;
    const own = p.seat === SEATS[seat];
    if (own && p.state === 'escaped') n += p.name === CHARACTER_DEFS[CH.Goblin]!.name ? 2 : 1;
    if (!own && p.state === 'eliminated') n++;
  }
  return n;
}

/** The configuration as the view tells it (a world's turn limit is unknown to the view: none). */
function configOf(v: View): PositionData['config'] {
  const hc = v.handicap;
  const row =
    hc && HANDICAP_TABLE.find((r) => r.characters === hc.characters && r.combat.join() === hc.combat.join());
  return {
    scenario: v.scenario as PositionData['config']['scenario'],
    selection: v.selection as PositionData['config']['selection'],
    timerSeconds: v.timerSeconds,
    secretObjects: v.secretObjects,
    handicap: hc && row ? { seat: hc.seat, stronger: row.stronger, weaker: row.weaker } : null,
  };
}
