// Invariants of every reachable game state, checked from the outside: the golden rules on
// every square, carrying, pit traps, conservation of cards and pieces, the score, phase
// bookkeeping, and (checkViewSecrecy) that no view says more than its viewer may know (R5,
// R6). Self-play, fuzz tests and the CLI run these after every action; each check is
// written independently of the code that maintains the property, so a rules bug shows up
// as a readable sentence rather than as a strange game much later.
import { buildBoard, lineOwner, slotSquares, squareName } from '../core/board.ts';
import { Loc, inRoomSlot, ownApOf, type State } from '../core/state.ts';
import { occupancyOf } from '../core/pieces.ts';
import { capacityOf } from './setup.ts';
import { view, knows, type View, type Viewer } from './view.ts';
import {
  COMBAT_DECK,
  Edge,
  N_CHARS,
  N_PIECES,
  SEATS,
  Terrain,
  isChar,
  kindOf,
  other,
  seatOf,
  type PieceId,
} from '../core/types.ts';
import { codeOf } from '../core/set.ts';
import { apLeft } from './turn.ts';

const SETUP_PHASES: readonly string[] = ['handicap', 'starters', 'tokens'];
/** A piece's code in the state's set. */
const pc = (s: State, p: PieceId): string => codeOf(s.set, p);

/** Every way the state breaks an invariant, as sentences; empty when the state is sound. */
export function checkInvariants(s: State): string[] {
  const out: string[] = [];
  checkLocations(s, out);
  checkCarrying(s, out);
  checkSquares(s, out);
  checkEscapeLines(s, out);
  checkCards(s, out);
  checkScore(s, out);
  checkPhase(s, out);
  checkBoard(s, out);
  checkOccupancy(s, out);
  return out;
}

const inScenario = (s: State, p: PieceId): boolean => {
  const seat = seatOf(p);
  return (isChar(p) ? s.scen.characters[seat] : s.scen.objects[seat]).includes(kindOf(p));
};

const where = (s: State, p: PieceId): string => {
  const l = s.loc[p]!;
  if (l >= 0) return squareName(l);
  const slot = inRoomSlot(l);
  if (slot >= 0) return `face-down in room ${slot}`;
  return LOC_NAMES[l] ?? `loc ${l}`;
};

const LOC_NAMES: Record<number, string> = {
  [Loc.None]: 'not in play',
  [Loc.Screen]: 'behind the screen',
  [Loc.Escaped]: 'escaped',
  [Loc.Dead]: 'eliminated',
  [Loc.Gone]: 'discarded',
  [Loc.Rescued]: 'rescued',
};

const CHAR_LOCS: readonly number[] = [Loc.Screen, Loc.Escaped, Loc.Dead, Loc.Rescued];
const OBJECT_LOCS: readonly number[] = [Loc.Screen, Loc.Gone];

/** Token conservation: every piece of the scenario is somewhere it may be, and nothing else is in play. */
function checkLocations(s: State, out: string[]): void {
  const h = s.config.handicap;
  const handicapSeat = h ? SEATS.indexOf(h.seat) : -1;
  const removed = [0, 0];
  const slots = s.layout.length;
  const inRoom = new Array<number>(slots).fill(0);
  for (let p = 0; p < N_PIECES; p++) {
    const l = s.loc[p]!;
    const code = pc(s, p);
    if (!inScenario(s, p)) {
      if (l !== Loc.None) out.push(`${code} is not part of ${s.scen.name} but is ${where(s, p)}`);
      continue;
    }
    if (l >= 0) {
      if (l >= s.geo.size) out.push(`${code} is off the board (square ${l})`);
      else if (s.board.terrain[l] === Terrain.Hidden)
        out.push(`${code} is on ${where(s, p)} in a face-down room`);
      continue;
    }
    const slot = inRoomSlot(l);
    if (slot >= 0) {
      if (slot >= slots) out.push(`${code} is face-down in room ${slot}, which does not exist`);
      else inRoom[slot]!++;
      if (isChar(p) && s.scen.tokens === 'objects')
        out.push(`${code} is a face-down character token, but ${s.scen.name} puts only objects in rooms`);
      continue;
    }
    if (l === Loc.None) {
      if (isChar(p) && seatOf(p) === handicapSeat) removed[seatOf(p)]!++;
      else out.push(`${code} belongs to ${s.scen.name} but is not in play`);
      continue;
    }
    if (!(isChar(p) ? CHAR_LOCS : OBJECT_LOCS).includes(l)) out.push(`${code} cannot be ${where(s, p)}`);
    if (l === Loc.Screen && s.turn > 0) out.push(`${code} is still behind the screen on turn ${s.turn}`);
  }
  for (const seat of [0, 1] as const) {
    const want = seat === handicapSeat && s.handicapDone ? 8 - h!.characters : 0;
    if (removed[seat] !== want)
      out.push(`${SEATS[seat]} has ${removed[seat]} characters removed by handicap, expected ${want}`);
  }
  for (let slot = 0; slot < slots; slot++) {
    const n = inRoom[slot]!;
    if (n > capacityOf(s, slot))
      out.push(`room ${slot} holds ${n} face-down tokens, capacity ${capacityOf(s, slot)}`);
    const placingHere = s.phase === 'place' && s.placing?.slot === slot;
    if (n > 0 && s.revealed[slot] && !placingHere)
      out.push(`revealed room ${slot} still holds ${n} face-down tokens`);
  }
  countByKind(s, out);
}

/** Per seat and kind, the tallies by place add up to the scenario's pieces. */
function countByKind(s: State, out: string[]): void {
  for (const seat of [0, 1] as const) {
    for (const chars of [true, false]) {
      const expected = (chars ? s.scen.characters[seat] : s.scen.objects[seat]).length;
      let board = 0;
      let offBoard = 0;
      let hidden = 0;
      let none = 0;
      const from = chars ? seat * 8 : 16 + seat * 6;
      const n = chars ? 8 : 6;
      for (let p = from; p < from + n; p++) {
        if (!inScenario(s, p)) continue;
        const l = s.loc[p]!;
        if (l >= 0) board++;
        else if (inRoomSlot(l) >= 0 || l === Loc.Screen) hidden++;
        else if (l === Loc.None) none++;
        else offBoard++;
      }
      if (board + offBoard + hidden + none !== expected) {
        out.push(
          `${SEATS[seat]} ${chars ? 'characters' : 'objects'}: ${board} on the board + ${hidden} hidden + ` +
            `${offBoard} out + ${none} removed != ${expected}`,
        );
      }
    }
  }
}

/** Each character carries at most one item: an object, or a friendly wounded; carried pieces go with it. */
function checkCarrying(s: State, out: string[]): void {
  const held = new Array<number>(N_CHARS).fill(0);
  for (let p = 0; p < N_PIECES; p++) {
    const c = s.carrier[p]!;
    const code = pc(s, p);
    if (c < 0) continue;
    if (c >= N_CHARS || c === p) {
      out.push(`${code} has an impossible carrier (${c})`);
      continue;
    }
    const cc = pc(s, c);
    held[c]!++;
    if (s.loc[p] !== s.loc[c])
      out.push(`${code} is carried by ${cc} but is on ${where(s, p)}, not ${where(s, c)}`);
    if (s.loc[c]! < 0) out.push(`${code} is carried by ${cc}, which is ${where(s, c)}`);
    if (s.carrier[c]! >= 0) out.push(`${code} is carried by ${cc}, which is itself carried`);
    if (s.wounded[c]) out.push(`${code} is carried by ${cc}, which is wounded`);
    if (isChar(p)) {
      if (!s.wounded[p]) out.push(`${code} is a miniature carried by ${cc}`);
      if (seatOf(p) !== seatOf(c)) out.push(`${code} is an enemy wounded carried by ${cc}`);
    }
  }
  for (let c = 0; c < N_CHARS; c++) {
    if (held[c]! > 1) out.push(`${pc(s, c)} carries ${held[c]} items`);
    const l = s.loc[c]!;
    if (s.wounded[c] && l < 0 && l !== Loc.Dead && l !== Loc.Rescued)
      out.push(`${pc(s, c)} is wounded but ${where(s, c)}`);
    if (l === Loc.Rescued && !s.wounded[c]) out.push(`${pc(s, c)} was rescued but is not wounded`);
  }
  for (let c = 0; c < N_CHARS; c++) {
    if ((s.woundedNow >> c) & 1 && !s.wounded[c])
      out.push(`${pc(s, c)} is marked wounded this turn but is not wounded`);
    // Classic's Cleric heals enemies too, and a healed character may be wounded again (C8).
    if ((s.healedNow >> c) & 1 && s.wounded[c] && !((s.woundedNow >> c) & 1))
      out.push(`${pc(s, c)} is marked healed this turn but lies wounded since an earlier turn`);
  }
  if (s.woundedNow >>> N_CHARS || s.healedNow >>> N_CHARS)
    out.push('wounded/healed masks name non-characters');
}

interface Tally {
  minis: PieceId[];
  wounded: PieceId[];
  objects: PieceId[];
}

/** The golden rules on every square, counting carried items at their carrier's square; pit traps. */
function checkSquares(s: State, out: string[]): void {
  const at = new Map<number, Tally>();
  for (let p = 0; p < N_PIECES; p++) {
    const sq = s.loc[p]!;
    if (sq < 0) continue;
    let t = at.get(sq);
    if (!t) at.set(sq, (t = { minis: [], wounded: [], objects: [] }));
    if (!isChar(p)) t.objects.push(p);
    else if (s.wounded[p]) t.wounded.push(p);
    else t.minis.push(p);
  }
  const names = (ps: PieceId[]): string => ps.map((p) => pc(s, p)).join(', ');
  for (const [sq, t] of at) {
    const name = squareName(sq);
    const total = t.minis.length + t.wounded.length + t.objects.length;
    if (total > 2)
      out.push(`${name} holds ${total} pieces (${names([...t.minis, ...t.wounded, ...t.objects])})`);
    if (t.minis.length > 1) out.push(`${name} holds ${t.minis.length} miniatures (${names(t.minis)})`);
    if (t.wounded.length > 1) out.push(`${name} holds ${t.wounded.length} wounded (${names(t.wounded)})`);
    if (t.objects.length > 1) out.push(`${name} holds ${t.objects.length} objects (${names(t.objects)})`);
    const m = t.minis[0];
    const lying = t.wounded.filter((w) => s.carrier[w]! < 0);
    if (m !== undefined) {
      for (const w of lying)
        if (seatOf(w) !== seatOf(m)) out.push(`${name}: ${pc(s, m)} stands on enemy wounded ${pc(s, w)}`);
    }
    if (s.board.terrain[sq] !== Terrain.Pit) continue;
    const isRope = (o: PieceId): boolean => s.set.objects[kindOf(o)]!.rope === true;
    const rope = t.objects.some(isRope);
    // Only a character that walks on pits (Classic's Thief) stands there without one, with what she carries.
    const walks = (c: PieceId): boolean => c >= 0 && s.set.characters[kindOf(c)]!.walksOnPits === true;
    const falling = [...t.minis.filter((m) => !walks(m)), ...t.wounded.filter((w) => !walks(s.carrier[w]!))];
    if (!rope && falling.length > 0)
      out.push(`${name} is a pit trap holding ${names(falling)} without a Rope`);
    for (const o of t.objects) {
      if (!isRope(o) && s.carrier[o]! < 0) out.push(`${name} is a pit trap with ${pc(s, o)} lying on it`);
    }
  }
}

/**
 * No character stands on the opponent's starting line where its side escapes: entering it is
 * the escape ("It is not possible to stay or move around on your opponent's starting line",
 * Prison rulebook p. 12; the 2004 summary: "It is not possible to stay on your opponent's
 * starting line"). Scenarios without the teleport (tutorial 3,
 * the Cleric's team in tutorial 2) let miniatures walk there.
 */
function checkEscapeLines(s: State, out: string[]): void {
  for (let p = 0; p < N_CHARS; p++) {
    const sq = s.loc[p]!;
    if (sq < 0 || sq >= s.geo.size) continue;
    const seat = seatOf(p);
    if (!s.scen.teleport[seat] || lineOwner(sq, s.geo) !== other(seat)) continue;
    out.push(
      `${pc(s, p)} is on ${squareName(sq)}, ${SEATS[other(seat)]}'s starting line, where ${SEATS[seat]}'s characters escape`,
    );
  }
}

/** Action, Combat and Jump cards: nothing created, nothing lost (GAME-DATA.md, cards). */
function checkCards(s: State, out: string[]): void {
  const h = s.config.handicap;
  for (const seat of [0, 1] as const) {
    const who = SEATS[seat];
    const hand = s.actionHand[seat];
    if (hand & ~0b111100) out.push(`${who}'s Action hand has impossible cards (mask ${hand})`);
    const played = s.actionPlayed[seat];
    const all: number[] = [...played];
    for (let v = 2; v <= 5; v++) if ((hand >> v) & 1) all.push(v);
    const sorted = all.sort((a, b) => a - b).join(',');
    if (sorted !== '2,3,4,5') out.push(`${who}'s Action hand + played pile is [${sorted}], not [2,3,4,5]`);

    const revealed = new Array<number>(7).fill(0);
    for (let i = 0; i + 1 < s.revealedCards.length; i += 2) {
      const v = s.revealedCards[i + 1]!;
      if (s.revealedCards[i] === seat && v > 0 && v <= 6) revealed[v]!++;
    }
    for (let v = 0; v <= 6; v++) {
      const inHand = s.combatHand[seat * 7 + v]!;
      if (inHand < 0) out.push(`${who} holds ${inHand} Combat +${v} cards`);
      if (!s.scen.combatCards) {
        if (inHand !== 0) out.push(`${who} holds Combat +${v} in ${s.scen.name}, which has no Combat cards`);
        continue;
      }
      const removed = h && SEATS.indexOf(h.seat) === seat ? h.removeCombat.filter((x) => x === v).length : 0;
      const want = v === 0 ? 1 : COMBAT_DECK[v]! - removed;
      const got = v === 0 ? inHand : inHand + revealed[v]!;
      if (got !== want) {
        out.push(
          v === 0
            ? `${who} holds ${inHand} Combat +0 cards, expected 1`
            : `${who}: Combat +${v} in hand (${inHand}) + revealed (${revealed[v]}) = ${got}, expected ${want}`,
        );
      }
    }
    if (s.jumps[seat] < 0 || s.jumps[seat] > s.scen.jumpCards)
      out.push(`${who} has ${s.jumps[seat]} Jump cards (0..${s.scen.jumpCards})`);
  }
  if (s.revealedCards.length % 2) out.push('revealed Combat cards are not [seat, value] pairs');
  for (let i = 0; i + 1 < s.revealedCards.length; i += 2) {
    const seat = s.revealedCards[i]!;
    const v = s.revealedCards[i + 1]!;
    if ((seat !== 0 && seat !== 1) || !(v >= 0 && v <= 6))
      out.push(`bad revealed Combat card [${seat}, ${v}]`);
  }
  if (!s.scen.combatCards && s.revealedCards.length > 0)
    out.push(`${s.scen.name} has no Combat cards to reveal`);
}

/**
 * R19: VP are escapes (each character's escape VP) plus eliminations of the opponent's
 * characters; kills are the latter. An object worth VP when carried out (Classic's Treasure,
 * C9) is discarded when it scores, but may also be lost in a fall (C11): a seat's VP may
 * exceed its count by at most what the discarded ones are worth, and both seats together too.
 */
function checkScore(s: State, out: string[]): void {
  const escaped = [0, 0];
  const dead = [0, 0];
  for (let c = 0; c < N_CHARS; c++) {
    if (s.loc[c] === Loc.Escaped) escaped[seatOf(c)]! += s.set.characters[kindOf(c)]!.escapeVp;
    if (s.loc[c] === Loc.Dead) dead[seatOf(c)]!++;
  }
  let bonus = 0;
  for (let p = N_CHARS; p < N_PIECES; p++)
    if (s.loc[p] === Loc.Gone) bonus += s.set.objects[kindOf(p)]!.escapeVp;
  let extra = 0;
  for (const seat of [0, 1] as const) {
    const opp = other(seat);
    const vp = escaped[seat]! + dead[opp]!;
    extra += s.vp[seat] - vp;
    if (s.vp[seat] < vp || s.vp[seat] > vp + bonus)
      out.push(
        `${SEATS[seat]} has ${s.vp[seat]} VP, but ${escaped[seat]} escaped + ${dead[opp]} eliminated = ${vp}` +
          (bonus ? ` (+ up to ${bonus} for objects carried out)` : ''),
      );
    if (s.kills[seat] !== dead[opp])
      out.push(`${SEATS[seat]} has ${s.kills[seat]} kills, but ${dead[opp]} enemy characters are eliminated`);
  }
  if (extra > bonus && bonus > 0)
    out.push(`${extra} VP for objects carried out, but those discarded are worth ${bonus}`);
}

/** The pending combat / placement and the other turn bookkeeping agree with the phase. */
function checkPhase(s: State, out: string[]): void {
  const p = s.phase;
  const fighting = p === 'announce' || p === 'combat';
  if (fighting !== (s.combat !== null)) out.push(`phase ${p} but combat is ${s.combat ? 'set' : 'not set'}`);
  if ((p === 'place') !== (s.placing !== null))
    out.push(`phase ${p} but placing is ${s.placing ? 'set' : 'not set'}`);
  if ((p === 'over') !== (s.winner !== null)) out.push(`phase ${p} but winner is ${s.winner}`);
  if (p === 'over' && !s.endReason) out.push('the game is over without a reason');
  if (s.active !== 0 && s.active !== 1) out.push(`active seat is ${s.active}`);
  if (s.ap < 0) out.push(`${s.ap} AP left`);
  if (p === 'actions' && !apLeft(s)) out.push('actions phase with no AP left');
  if (s.ownAp !== 0 && p !== 'actions' && p !== 'place' && p !== 'announce' && p !== 'combat')
    out.push(`own AP left in the ${p} phase`);
  for (let c = 0; c < N_CHARS; c++)
    if (seatOf(c) === s.active && ownApOf(s, c) > 8)
      out.push(`${pc(s, c)} has ${ownApOf(s, c)} AP of its own`);
  if (p === 'card' && s.ap !== 0) out.push(`card phase with ${s.ap} AP`);
  const setup = SETUP_PHASES.includes(p);
  if (setup && s.turn !== 0) out.push(`set-up phase ${p} on turn ${s.turn}`);
  if (!setup && p !== 'over' && s.turn < 1) out.push(`phase ${p} before the first turn`);
  if (s.config.maxTurns !== null && s.turn > s.config.maxTurns)
    out.push(`turn ${s.turn} beyond the limit ${s.config.maxTurns}`);
  // A game may end (resignation) before the handicap is done; otherwise it is done exactly after its phase.
  if (p !== 'over' && s.handicapDone === (p === 'handicap'))
    out.push(`phase ${p} but handicapDone is ${s.handicapDone}`);
  if (s.targetReached && s.scen.goal !== 'vp-turn') out.push('targetReached outside the stand-alone game');
  const c = s.combat;
  if (c) {
    if (p === 'announce' && c.telepath < 0) out.push('announce phase without a Telepath');
    if (p === 'announce' && (c.cards[0] >= 0 || c.cards[1] >= 0))
      out.push('a Combat card chosen before the announcement');
    if (c.cards[0] >= 0 && c.cards[1] >= 0) out.push('a combat with both cards chosen is still pending');
    if (!c.attackers.includes(c.initiator) || !c.defenders.includes(c.target))
      out.push('combat groups miss their initiator or target');
    for (const x of [...c.attackers, ...c.defenders])
      if (!isChar(x) || s.loc[x]! < 0) out.push(`combatant ${isChar(x) ? pc(s, x) : x} is not on the board`);
  }
  const pl = s.placing;
  if (pl) {
    if (!s.revealed[pl.slot]) out.push(`placing tokens of face-down room ${pl.slot}`);
    if (pl.queue.length === 0) out.push('placing with an empty queue');
    for (const q of pl.queue)
      if (inRoomSlot(s.loc[q]!) !== pl.slot)
        out.push(`${pc(s, q)} queued for room ${pl.slot} is ${where(s, q)}`);
  }
}

/** The derived board must be what the rooms, orientations and portcullises make. */
function checkBoard(s: State, out: string[]): void {
  for (let i = 0; i < s.orient.length; i++)
    if (s.orient[i]! > 3) out.push(`room ${i} orientation ${s.orient[i]}`);
  const fresh = buildBoard(s);
  const same = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  };
  if (
    !same(fresh.terrain, s.board.terrain) ||
    !same(fresh.edge, s.board.edge) ||
    !same(fresh.own, s.board.own) ||
    !same(fresh.port, s.board.port) ||
    !same(fresh.pass, s.board.pass)
  )
    out.push('the derived board is stale (rooms, orientations or portcullises changed without a rebuild)');
}

/** The occupancy of the squares and the carried items must be what the pieces' places make. */
function checkOccupancy(s: State, out: string[]): void {
  const fresh = occupancyOf(s);
  const stale: string[] = [];
  for (let sq = 0; sq < s.geo.size; sq++) if (fresh.occ[sq] !== s.occ[sq]) stale.push(squareName(sq));
  if (stale.length || s.occ.length !== s.geo.size)
    out.push(`the occupancy is stale on ${stale.join(', ')} (a piece moved without the occupancy)`);
  for (let c = 0; c < N_CHARS; c++) {
    if (fresh.held[c] !== s.held[c])
      out.push(`${pc(s, c)} is recorded as carrying ${s.held[c]! < 0 ? 'nothing' : pc(s, s.held[c]!)}`);
  }
}

/**
 * R5, R6: what each seat's view and the spectator's view must not contain: the code of a
 * piece that viewer may not identify, anyone's hidden hand, or anything of a face-down room.
 */
export function checkViewSecrecy(s: State): string[] {
  const out: string[] = [];
  for (const viewer of [0, 1, 'spectator'] as const) out.push(...checkView(s, viewer, view(s, viewer)));
  return out;
}

/** The secrecy checks for one view of the state, as that viewer received it (also for tests of the checks). */
export function checkView(s: State, viewer: Viewer, v: View): string[] {
  const out: string[] = [];
  const who = viewer === 'spectator' ? 'spectator' : SEATS[viewer];
  const json = JSON.stringify(v);
  for (let p = 0; p < N_PIECES; p++) {
    if (knows(s, viewer, p)) continue;
    if (json.includes(pc(s, p))) out.push(`${who}'s view names hidden ${pc(s, p)} (${where(s, p)})`);
  }
  for (const seat of [0, 1] as const) {
    if (viewer === seat) continue;
    const hand = v.hands[seat];
    if (hand.actions !== null || hand.combat !== null) out.push(`${who}'s view shows ${SEATS[seat]}'s hand`);
  }
  if (v.combat) {
    const telepath = s.combat?.telepath ?? -1;
    if (v.combat.shown !== null && viewer !== telepath)
      out.push(`${who}'s view shows a hand shown to the Telepath`);
    const mine = viewer === 'spectator' ? null : (s.combat?.cards[viewer] ?? -1);
    if (v.combat.myCard !== null && v.combat.myCard !== mine)
      out.push(`${who}'s view shows a chosen Combat card not its own`);
  }
  // Once the game is over every room lies face up for everyone (face-up.ts): nothing is secret.
  for (let slot = 0; slot < s.layout.length && s.phase !== 'over'; slot++) {
    if (s.revealed[slot]) continue;
    const name = s.roomDefs[s.layout[slot]!]!.name;
    if (json.includes(`"${name}"`)) out.push(`${who}'s view names face-down room ${slot} (${name})`);
    const r = v.rooms[slot];
    if (
      r &&
      (r.name !== null || r.orientation !== null || r.art !== null || r.pair !== null || r.clockwise !== null)
    )
      out.push(`${who}'s view describes face-down room ${slot}`);
    for (const sq of slotSquares(slot)) {
      const edges = [0, 1, 2, 3].map((d) => v.edges[sq * 4 + d]);
      if (v.terrain[sq] !== Terrain.Hidden || edges.some((e) => e !== Edge.Blind)) {
        out.push(`${who}'s view shows terrain or walls of face-down room ${slot} at ${squareName(sq)}`);
        break;
      }
    }
  }
  return out;
}
