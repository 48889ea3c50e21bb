// Invariants of every reachable state, checked from the outside: where cards may be, the
// golden rules (3 characters of a colour per zone, one carried object or wounded), cards
// and score conservation, phase bookkeeping, the derived board; and view secrecy, checked
// by changing everything a viewer may not know and asserting that its view (and its legal
// actions) do not change. Self-play and fuzz tests run these after every action; each
// check is written independently of the code that maintains the property, so a rules bug
// shows up as a readable sentence.
import { buildBoard } from './board.ts';
import {
  CAPACITY,
  CH,
  COMBAT_DECK,
  JUMP_CARDS,
  N_CHARS,
  N_PIECES,
  OB,
  UNDEAD,
  isChar,
  isKind,
  isObjectKind,
  kindOf,
  parsePieceCode,
  pieceCode,
  seatOf,
  type PieceId,
} from './cards.ts';
import { legalActionsFor } from './legal.ts';
import { knows, placeKey, type Viewer } from './pieces.ts';
import { ROOMS, twinOf } from './rooms.ts';
import { handicapOf, handicapSeat } from './config.ts';
import { capacityOfSlot } from './setup.ts';
import {
  Flag,
  Loc,
  clone,
  faceDownLoc,
  faceDownRoom,
  isStart,
  isZone,
  locRoom,
  startSeat,
  type State,
} from './state.ts';
import { view, type View } from './view.ts';
import { SEATS, other, type Seat } from './types.ts';

const SETUP = ['select', 'handicap', 'starters', 'deal', 'facing'];
const where = (s: State, p: PieceId): string => `${s.loc[p]}`;

/** Every way the state breaks an invariant, as sentences; empty when the state is sound. */
export function checkInvariants(s: State): string[] {
  const out: string[] = [];
  checkRooms(s, out);
  checkLocations(s, out);
  checkCarrying(s, out);
  checkZones(s, out);
  checkCards(s, out);
  checkScore(s, out);
  checkPhase(s, out);
  checkFlags(s, out);
  return out;
}

function checkRooms(s: State, out: string[]): void {
  if (new Set(s.layout).size !== s.layout.length) out.push('a room is laid out twice');
  for (const r of s.layout)
    if (!s.layout.includes(twinOf(r))) out.push(`room ${r} is in play without its twin`);
  for (let r = 0; r < 12; r++) {
    if (s.orient[r]! > 3) out.push(`room ${r} has orientation ${s.orient[r]}`);
    if (!s.layout.includes(r) && (s.revealed[r] || s.port[r] || s.walls[r]))
      out.push(`room ${r} is not in play but has state`);
    if (!s.revealed[r] && (s.port[r] || s.walls[r]))
      out.push(`face-down room ${r} has an open portcullis or broken walls`);
    if (s.walls[r] && s.port[r] !== 2 && hasPort(r))
      out.push(`room ${r} has broken walls but its portcullis is not broken`);
  }
  const fresh = buildBoard(s);
  const same = (a: ArrayLike<number | string>, b: ArrayLike<number | string>): boolean =>
    a.length === b.length && Array.from(a).every((x, i) => x === b[i]);
  const b = s.board;
  if (
    !same(fresh.f1, b.f1) ||
    !same(fresh.f2, b.f2) ||
    !same(fresh.cellOf, b.cellOf) ||
    !same(fresh.up, b.up) ||
    !same(fresh.detail, b.detail)
  )
    out.push('the derived board is stale (rooms changed without a rebuild)');
}

const hasPort = (r: number): boolean => ROOMS[r]!.hasPortcullis;

function checkLocations(s: State, out: string[]): void {
  const setup = SETUP.includes(s.phase);
  const perRoom = new Map<number, number>();
  for (let p = 0; p < N_PIECES; p++) {
    const l = s.loc[p]!;
    const code = pieceCode(p);
    if (l === Loc.Pool && s.phase !== 'select') out.push(`${code} is still to be chosen in phase ${s.phase}`);
    if (l === Loc.Team && !['select', 'handicap', 'starters', 'deal'].includes(s.phase) && s.phase !== 'over')
      out.push(`${code} is still in hand in phase ${s.phase}`);
    if (isZone(l)) {
      if (s.board.cellOf[l]! < 0) out.push(`${code} is in a room not in play`);
      else if (!s.revealed[locRoom(l)]) out.push(`${code} is in face-down room ${locRoom(l)}`);
    } else if (isStart(l)) {
      if (isChar(p) && startSeat(l) !== seatOf(p)) out.push(`${code} stands on the opponent's starting zone`);
      if (!isChar(p) && s.carrier[p]! < 0 && (l & 3) !== 0)
        out.push(`${code} lies on a starting zone with a facing`);
    } else if (faceDownRoom(l) >= 0) {
      const r = faceDownRoom(l);
      if (!s.layout.includes(r)) out.push(`${code} lies face-down next to a room not in play`);
      const placing = s.placing?.room === r;
      if (s.revealed[r] && !placing) out.push(`${code} lies face-down next to face-up room ${r}`);
      perRoom.set(r, (perRoom.get(r) ?? 0) + 1);
    } else if (l === Loc.Escaped || l === Loc.Dead || l === Loc.Rescued || l === Loc.Removed) {
      if (!isChar(p)) out.push(`object ${code} cannot be ${where(s, p)}`);
    } else if (l === Loc.Gone && isChar(p)) out.push(`character ${code} cannot be discarded`);
    if (isChar(p) && isStart(l) && setup && s.carrier[p]! >= 0) out.push(`${code} is carried during set-up`);
  }
  for (const [r, n] of perRoom) {
    const cap = capacityOfSlot(s, s.layout.indexOf(r));
    if (n > cap) out.push(`room ${r} has ${n} face-down cards, capacity ${cap}`);
  }
  const h = handicapOf(s);
  for (const seat of [0, 1] as const) {
    let removed = 0;
    for (let k = 0; k < 25; k++) if (s.loc[seat * 25 + k] === Loc.Removed) removed++;
    const want =
      h && handicapSeat(s) === seat && !['select', 'handicap'].includes(s.phase) ? h.characters : 0;
    if (removed !== want && !(s.phase === 'over' && removed === 0))
      out.push(`${SEATS[seat]} has ${removed} characters removed by handicap, expected ${want}`);
  }
}

function checkCarrying(s: State, out: string[]): void {
  const load = new Array<number>(N_CHARS).fill(0);
  for (let p = 0; p < N_PIECES; p++) {
    const c = s.carrier[p]!;
    if (c < 0) continue;
    const code = pieceCode(p);
    if (c >= N_CHARS || c === p) {
      out.push(`${code} has an impossible carrier (${c})`);
      continue;
    }
    const cc = pieceCode(c);
    load[c]!++;
    if (s.loc[c]! < 0) out.push(`${code} is carried by ${cc}, which is off the table`);
    if (s.loc[p] !== s.loc[c]) out.push(`${code} is carried by ${cc} but is not where it is`);
    // A carried wounded keeps the objects it holds; nothing deeper.
    if (s.carrier[c]! >= 0 && (isChar(p) || s.carrier[s.carrier[c]!]! >= 0))
      out.push(`${code} is carried by ${cc}, which is itself carried`);
    if (isChar(p)) {
      if (!s.wounded[p]) out.push(`${code} is carried but not wounded`);
      if (seatOf(p) !== seatOf(c)) out.push(`${code} is an enemy wounded carried by ${cc}`);
      if (s.wounded[c]) out.push(`wounded ${cc} carries the wounded ${code}`);
    }
  }
  for (let c = 0; c < N_CHARS; c++) {
    const cap = CAPACITY(kindOf(c));
    // Hands may hold too much for a moment where a movement under way is, to trade.
    const trading = s.moving && placeKey(s.loc[c]!) === placeKey(s.loc[s.moving.piece]!);
    if (load[c]! > cap && !trading) out.push(`${pieceCode(c)} carries ${load[c]} cards (at most ${cap})`);
    const l = s.loc[c]!;
    if (s.wounded[c] && l < 0) out.push(`${pieceCode(c)} is wounded but off the table`);
    if (load[c]! > 0 && l < 0) out.push(`${pieceCode(c)} carries cards but is off the table`);
  }
}

/**
 * Golden rule: at most 3 characters of a colour per zone (each side of a starting zone counts
 * as one). It holds at the end of an action: not during a movement under way.
 */
function checkZones(s: State, out: string[]): void {
  if (s.moving) return;
  const count = new Map<number, number>();
  for (let c = 0; c < N_CHARS; c++) {
    const l = s.loc[c]!;
    if (l < 0) continue;
    const k = placeKey(l) * 2 + seatOf(c);
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  for (const [k, n] of count)
    if (n > 3) out.push(`${n} ${SEATS[(k & 1) as Seat]} characters share one zone (location ${k >> 1})`);
}

function checkCards(s: State, out: string[]): void {
  const h = handicapOf(s);
  for (const seat of [0, 1] as const) {
    const who = SEATS[seat];
    for (let v = 0; v <= 6; v++) {
      const n = s.combatHand[seat * 7 + v]!;
      const removed = h && handicapSeat(s) === seat ? h.combat.filter((x) => x === v).length : 0;
      const full = s.scen.combat ? COMBAT_DECK[v]! - removed : 0;
      if (n < 0 || n > full) out.push(`${who} holds ${n} Combat +${v} (0..${full})`);
      if (v === 0 && n !== full) out.push(`${who} holds ${n} Combat +0: it always comes back`);
    }
    if (s.jumps[seat] < 0 || s.jumps[seat] > JUMP_CARDS) out.push(`${who} has ${s.jumps[seat]} Jump cards`);
    let golems = 0;
    for (let c = seat * 25; c < seat * 25 + 25; c++) if (isKind(c, CH.Golem)) golems++;
    if (!s.wallCard[seat] && golems === 0) out.push(`${who} used the Broken wall card without a Golem`);
  }
}

/** VP: escapes (Goblin 2) + the opponent's eliminated characters + bonuses (Treasures, undead hunter). */
function checkScore(s: State, out: string[]): void {
  const escaped = [0, 0];
  const dead = [0, 0];
  const undeadDead = [0, 0];
  let treasuresGone = 0;
  for (let c = 0; c < N_CHARS; c++) {
    if (s.loc[c] === Loc.Escaped) escaped[seatOf(c)]! += kindOf(c) === CH.Goblin ? 2 : 1;
    if (s.loc[c] === Loc.Dead) {
      dead[seatOf(c)]!++;
      if (UNDEAD(kindOf(c))) undeadDead[seatOf(c)]!++;
    }
  }
  for (let p = N_CHARS; p < N_PIECES; p++)
    if (isObjectKind(p, OB.Treasure) && s.loc[p] === Loc.Gone) treasuresGone++;
  for (const seat of [0, 1] as const) {
    const base = escaped[seat]! + dead[other(seat)]!;
    if (s.vp[seat] !== base + s.bonus[seat])
      out.push(
        `${SEATS[seat]} has ${s.vp[seat]} VP, but escapes ${escaped[seat]} + eliminations ${dead[other(seat)]} + bonus ${s.bonus[seat]} = ${base + s.bonus[seat]}`,
      );
    if (s.bonus[seat] < 0 || s.bonus[seat] > treasuresGone + undeadDead[other(seat)]!)
      out.push(`${SEATS[seat]} has a bonus of ${s.bonus[seat]} VP that no Treasure or undead explains`);
  }
}

function checkPhase(s: State, out: string[]): void {
  const p = s.phase;
  const setup = SETUP.includes(p);
  const fighting = p === 'berserk' || p === 'announce' || p === 'combat';
  if (fighting !== (s.combat !== null))
    out.push(`phase ${p} but a combat is ${s.combat ? '' : 'not '}pending`);
  if ((p === 'place') !== (s.placing !== null))
    out.push(`phase ${p} but placing is ${s.placing ? 'set' : 'not set'}`);
  if ((p === 'select') !== (s.selection !== null))
    out.push(`phase ${p} but selection is ${s.selection ? 'set' : 'not set'}`);
  if ((p === 'over') !== (s.winner !== null)) out.push(`phase ${p} but the winner is ${s.winner}`);
  if (p === 'over' && !s.endReason) out.push('the game is over without a reason');
  if (setup && (s.turn !== 0 || s.wheel[0] !== 0 || s.wheel[1] !== 0))
    out.push(`set-up phase ${p} on turn ${s.turn} with AP`);
  if (!setup && p !== 'over' && s.turn < 1) out.push(`phase ${p} before the first turn`);
  if (s.wheel[other(s.active)] > 3 && p !== 'over')
    out.push(`the waiting wheel shows ${s.wheel[other(s.active)]} AP (its 0-3 face)`);
  if (s.wheel[0] < 0 || s.wheel[1] < 0 || s.wheel[s.active] > 6)
    out.push(`impossible wheels ${s.wheel.join('/')}`);
  if (s.config.maxTurns !== null && s.turn > s.config.maxTurns)
    out.push(`turn ${s.turn} beyond the limit ${s.config.maxTurns}`);
  const c = s.combat;
  if (c) {
    const atk = seatOf(c.initiator);
    if (!c.attackers.includes(c.initiator) || !c.defenders.includes(c.target))
      out.push('combat groups miss their initiator or target');
    for (const x of c.attackers) if (seatOf(x) !== atk) out.push(`${pieceCode(x)} attacks its own side`);
    for (const x of c.defenders)
      if (seatOf(x) === atk) out.push(`${pieceCode(x)} defends against its own side`);
    for (const x of [...c.attackers, ...c.defenders])
      if (s.loc[x]! < 0) out.push(`combatant ${pieceCode(x)} is off the table`);
    if (!c.shooters.every((x) => c.attackers.includes(x)) || c.shots.length !== c.shooters.length)
      out.push('shooters are not attackers');
    if (c.cards[0] && c.cards[1]) out.push('a combat with both cards in is still pending');
    if (c.count.some((n) => n !== 1 && n !== 2)) out.push(`combat card counts ${c.count}`);
    if (c.kind !== 'close' && c.count[atk] === 2) out.push('killer rage outside close combat');
  }
  const pl = s.placing;
  if (pl) {
    if (!s.revealed[pl.room]) out.push(`placing cards of face-down room ${pl.room}`);
    if (pl.queue.length === 0) out.push('placing with nothing to place');
    for (const q of pl.queue)
      if (s.loc[q] !== faceDownLoc(pl.room))
        out.push(`${pieceCode(q)} is queued for room ${pl.room} but is elsewhere`);
  }
}

function checkFlags(s: State, out: string[]): void {
  const aliases = new Set<number>();
  for (let p = 0; p < N_PIECES; p++) {
    const a = s.alias[p]!;
    const hidden = s.loc[p]! >= 0 && (isChar(p) ? s.wounded[p] === 1 : s.carrier[p]! >= 0);
    if (!s.config.secretObjects && a)
      out.push(`${pieceCode(p)} has a handle without the secret objects variant`);
    if (s.config.secretObjects && Boolean(a) !== hidden)
      out.push(`${pieceCode(p)} ${a ? 'has' : 'lacks'} a public handle`);
    if (a && (aliases.has(a) || a > s.nextAlias)) out.push(`handle #${a} is not unique`);
    aliases.add(a);
  }
  for (let c = 0; c < N_CHARS; c++) {
    const f = s.flags[c]!;
    if (f & Flag.WoundedNow && !s.wounded[c])
      out.push(`${pieceCode(c)} is marked wounded this turn but is not wounded`);
    if (f & (Flag.Spent | Flag.Fired | Flag.Samurai) && seatOf(c) !== s.active)
      out.push(`${pieceCode(c)} has turn flags outside its turn`);
    if (f & Flag.Fired && !isKind(c, CH.Crossbowman)) out.push(`${pieceCode(c)} fired a crossbow`);
    if (f & Flag.Samurai && !isKind(c, CH.Samurai))
      out.push(`${pieceCode(c)} used the Samurai's free attack`);
    if (f && s.loc[c]! < 0) out.push(`${pieceCode(c)} has flags but is off the table`);
    if (s.moving?.piece === c && s.moving.lock >= 0 && s.entered[c] !== s.moving.lock)
      out.push(`${pieceCode(c)} is locked in a zone of enemies it did not enter this turn`);
    if (s.entered[c]! >= 0 && (!isZone(s.loc[c]!) || seatOf(c) !== s.active || SETUP.includes(s.phase)))
      out.push(
        `${pieceCode(c)} entered a zone of enemies this turn but is not an active character in a zone`,
      );
  }
}

export interface SecrecyOptions {
  /** Also compare the legal actions of the seats to move (the expensive part). */
  actions?: boolean;
  /** The view under test (the engine's by default; tests pass leaky ones to check the check). */
  view?: (s: State, viewer: Viewer) => View;
}

/**
 * Views say nothing a viewer may not know: no hidden card's code appears, and changing
 * every hidden thing (the identities of hidden cards, face-down rooms, the opponent's
 * Combat cards and pending choices) leaves the view, and the viewer's legal actions, unchanged.
 */
export function checkViewSecrecy(s: State, opts: SecrecyOptions = {}): string[] {
  const out: string[] = [];
  const see = opts.view ?? view;
  for (const viewer of [0, 1, 'spectator'] as const) {
    const who = viewer === 'spectator' ? 'the spectator' : SEATS[viewer];
    const v = see(s, viewer);
    // A hidden card's code may appear only in the public team lists (mutual choice, draft).
    const named = new Set<string>();
    codes({ ...v, teams: null }, named);
    for (const code of named)
      if (!knows(s, viewer, parsePieceCode(code)!)) out.push(`${who}'s view names hidden "${code}"`);
    const t = perturb(s, viewer);
    if (!same(see(t, viewer), v)) out.push(`${who}'s view changes when what it may not know changes`);
    if (
      opts.actions &&
      viewer !== 'spectator' &&
      !same(legalActionsFor(t, viewer), legalActionsFor(s, viewer))
    )
      out.push(`${who}'s legal actions change when what it may not know changes`);
  }
  return out;
}

const CODE = /^[yb][A-Z][a-z]2?$/;

/** Every card code among the strings of a plain JSON value. */
function codes(x: unknown, out: Set<string>): void {
  if (typeof x === 'string') {
    if (CODE.test(x)) out.add(x);
  } else if (Array.isArray(x)) for (const y of x) codes(y, out);
  else if (x && typeof x === 'object') for (const y of Object.values(x)) codes(y, out);
}

/** Deep equality of two plain JSON values (views, actions), keys in the same order. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  }
  return true;
}

/** The class of a card hidden from a viewer: cards of a class look the same to it. */
function hiddenClass(s: State, p: PieceId): string {
  const l = s.loc[p]!;
  const cat = isChar(p) ? 'c' : 'o';
  if (l >= 0 || l === Loc.Removed || l === Loc.Pool) return cat;
  if (l === Loc.Team && s.phase === 'select') return cat;
  return 'card';
}

/** A copy of s in which everything `viewer` may not know is different. */
export function perturb(s: State, viewer: Viewer): State {
  const t = clone(s);
  // Identities: rotate the hidden cards of each class (per seat) one place.
  const pi = new Int16Array(N_PIECES).map((_, i) => i);
  const groups = new Map<string, PieceId[]>();
  for (let p = 0; p < N_PIECES; p++) {
    if (s.loc[p] === Loc.None || knows(s, viewer, p)) continue;
    const k = `${seatOf(p)}${hiddenClass(s, p)}`;
    groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  for (const g of groups.values()) g.forEach((p, i) => (pi[p] = g[(i + 1) % g.length]!));
  const map = (p: PieceId): PieceId => (p < 0 ? p : pi[p]!);
  for (let p = 0; p < N_PIECES; p++) {
    const q = map(p);
    t.loc[q] = s.loc[p]!;
    t.carrier[q] = map(s.carrier[p]!);
    t.alias[q] = s.alias[p]!;
    if (p < N_CHARS && q < N_CHARS) {
      t.wounded[q] = s.wounded[p]!;
      t.flags[q] = s.flags[p]!;
      t.entered[q] = s.entered[p]!;
    }
  }
  if (s.combat) {
    const c = s.combat;
    t.combat = {
      ...c,
      initiator: map(c.initiator),
      target: map(c.target),
      attackers: c.attackers.map(map),
      defenders: c.defenders.map(map),
      shooters: c.shooters.map(map),
    };
  }
  // Face-down rooms: other rooms (in play or not), other orientations.
  const down = s.layout.filter((r) => !s.revealed[r]);
  const spare = [...down, ...[...Array(12).keys()].filter((r) => !s.layout.includes(r))].sort(
    (a, b) => a - b,
  );
  const sigma = new Map<number, number>(spare.map((r, i) => [r, spare[(i + 1) % spare.length]!]));
  t.layout = s.layout.map((r) => (s.revealed[r] ? r : sigma.get(r)!));
  for (const r of down) t.orient[sigma.get(r)!] = (s.orient[r]! + 1) & 3;
  for (let p = 0; p < N_PIECES; p++) {
    const r = faceDownRoom(t.loc[p]!);
    if (r >= 0 && sigma.has(r)) t.loc[p] = faceDownLoc(sigma.get(r)!);
  }
  t.board = buildBoard(t);
  // The opponent's Combat cards and secret choices.
  for (const seat of [0, 1] as const) {
    if (viewer === seat) continue;
    for (let v = 1; v <= 6; v++) {
      if (t.combatHand[seat * 7 + v]! > 0) {
        t.combatHand[seat * 7 + v]!--;
        t.combatHand[seat * 7 + (v % 6) + 1]!++;
        break;
      }
    }
    const c = t.combat;
    const shownTo = c && c.first === seat ? other(seat) : -1;
    if (c && c.cards[seat] && viewer !== shownTo) {
      const cards: [number[] | null, number[] | null] = [c.cards[0], c.cards[1]];
      cards[seat] = c.cards[seat]!.map((x) => (x + 1) % 7);
      t.combat = { ...c, cards };
    }
    if (s.phase === 'starters' || s.phase === 'facing')
      for (let k = 0; k < 25; k++) {
        const p = seat * 25 + k;
        const l = t.loc[p]!;
        if (!isStart(l)) continue;
        t.loc[p] = s.phase === 'starters' ? l ^ 4 : (l & ~3) | ((l + 1) & 3);
      }
  }
  return t;
}
