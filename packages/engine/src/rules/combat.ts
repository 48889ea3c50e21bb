// Combat (rulebook pp. 10-12, 15-16; R15-R18): close, Telescoping-spear and Bow combat,
// group chains, the Backstabber's stab, the Telepath's mind control, simultaneous secret
// Combat cards (R9) and their resolution.
import { isOpenEdge, lineOwner, neighbour } from '../core/board.ts';
import { adjacent, adjacentChars, lineOfSight } from './sight.ts';
import {
  eliminate,
  inLabyrinth,
  miniAt,
  objectAt,
  removePiece,
  woundedAt,
  wound,
  type GameEvent,
} from '../core/pieces.ts';
import { MoveKind, head } from '../core/moves.ts';
import type { Ability } from '../core/set.ts';
import { Loc, type Combat, type State } from '../core/state.ts';
import { spendAp } from './turn.ts';
import { Edge, Terrain, isChar, kindOf, other, seatOf, type PieceId, type Seat } from '../core/types.ts';

const holdsKind = (s: State, c: PieceId, kind: number): boolean => {
  const h = isChar(c) && s.wounded[c] ? objectAt(s, s.loc[c]!) : s.held[c]!;
  return h >= 0 && !isChar(h) && kindOf(h) === kind;
};

/** The character on a square: its miniature, or the wounded lying there. */
const characterAt = (s: State, sq: number): PieceId =>
  miniAt(s, sq) >= 0 ? miniAt(s, sq) : woundedAt(s, sq);

/** Is a character (miniature or lying wounded) on a square next to this one (R15)? */
function characterBeside(s: State, sq: number): boolean {
  for (let d = 0; d < 4; d++) {
    if (!isOpenEdge(s.board.edge[sq * 4 + d]!)) continue;
    const nb = neighbour(sq, d, s.geo);
    if (nb >= 0 && (s.occ[nb]! & 1023) !== 0) return true;
  }
  return false;
}

/** May the active player start a combat against this character (R18, golden rules)? */
function attackable(s: State, target: PieceId): boolean {
  if (target < 0 || seatOf(target) === s.active) return false;
  if ((s.woundedNow >> target) & 1) return false;
  // A wounded lying under a miniature is covered by it (rules notes N3).
  if (s.wounded[target] && miniAt(s, s.loc[target]!) >= 0) return false;
  return s.carrier[target]! < 0;
}

function enemyMiniAdjacent(s: State, sq: number, seat: Seat): boolean {
  for (const c of adjacentChars(s, sq)) if (seatOf(c) !== seat && !s.wounded[c]) return true;
  return false;
}

/**
 * Where a miniature may start a combat from (N6): a room square, or the opponent's starting
 * line in a scenario that allows it (tutorial 2, p. 12).
 */
function mayAttackFrom(s: State, a: PieceId, sq: number): boolean {
  if (inLabyrinth(s, sq)) return true;
  const seat = seatOf(a);
  return s.scen.attackFromOpponentLine[seat] && lineOwner(sq, s.geo) === other(seat);
}

/** Close-combat targets of a miniature (R15): adjacent enemy characters. */
export function closeTargets(s: State, a: PieceId): PieceId[] {
  const sq = s.loc[a]!;
  if (!mayAttackFrom(s, a, sq)) return [];
  return adjacentChars(s, sq).filter((t) => attackable(s, t));
}

/** Telescoping spear: 2 squares straight over a free square, or across an arrow-slit (Figure 8). */
export function spearTargets(s: State, a: PieceId, spear: number): PieceId[] {
  const sq = s.loc[a]!;
  if (!mayAttackFrom(s, a, sq) || !holdsKind(s, a, spear)) return [];
  if (enemyMiniAdjacent(s, sq, seatOf(a))) return [];
  const out: PieceId[] = [];
  for (let d = 0; d < 4; d++) {
    const m = neighbour(sq, d, s.geo);
    if (m < 0 || s.board.terrain[m] === Terrain.Hidden) continue;
    const e = s.board.edge[sq * 4 + d]!;
    if (e === Edge.Slit) {
      if (attackable(s, characterAt(s, m))) out.push(characterAt(s, m));
      continue;
    }
    if (
      !isOpenEdge(s.board.edge[sq * 4 + d]!) ||
      characterAt(s, m) >= 0 ||
      !isOpenEdge(s.board.edge[m * 4 + d]!)
    )
      continue;
    const t = neighbour(m, d, s.geo);
    if (t < 0 || s.board.terrain[t] === Terrain.Hidden) continue;
    if (attackable(s, characterAt(s, t))) out.push(characterAt(s, t));
  }
  return out;
}

/** Bow: the first character in line of sight, if it is a legal target (R17); a shield stops it. */
export function bowTarget(s: State, a: PieceId, d: number, bow: number, shield: number): PieceId {
  const sq = s.loc[a]!;
  if (!mayAttackFrom(s, a, sq) || !holdsKind(s, a, bow)) return -1;
  if (enemyMiniAdjacent(s, sq, seatOf(a))) return -1;
  const target = lineOfSight(s, sq, d);
  if (target < 0 || !attackable(s, target)) return -1;
  if (holdsKind(s, target, shield)) return -1;
  if (adjacent(s, sq, s.loc[target]!)) return -1;
  return target;
}

/** R16: the attackers and defenders of a combat, grown until nothing changes. */
export function groups(s: State, initiator: PieceId, target: PieceId): [PieceId[], PieceId[]] {
  const atkSeat = seatOf(initiator);
  // A character healed this turn joins no combat, on either side (Classic's Cleric heals enemies, C8).
  const joins = (c: PieceId, seat: Seat): boolean =>
    seatOf(c) === seat && !s.wounded[c] && !((s.healedNow >> c) & 1);
  const attackers = [initiator];
  const defenders = [target];
  for (const c of adjacentChars(s, s.loc[target]!)) {
    if (joins(c, atkSeat) && !attackers.includes(c)) attackers.push(c);
  }
  let changed = true;
  while (changed) {
    changed = false;
    for (const a of attackers) {
      for (const c of adjacentChars(s, s.loc[a]!)) {
        if (joins(c, other(atkSeat)) && !defenders.includes(c)) {
          defenders.push(c);
          changed = true;
        }
      }
    }
    for (const d of defenders) {
      if (s.wounded[d]) continue; // a wounded target draws in only its direct neighbours
      for (const c of adjacentChars(s, s.loc[d]!)) {
        if (joins(c, atkSeat) && !attackers.includes(c)) {
          attackers.push(c);
          changed = true;
        }
      }
    }
  }
  return [attackers, defenders];
}

/** Starts a combat: spends 1 AP, forms the groups, and waits for cards (or an announcement). */
export function startCombat(
  s: State,
  kind: Combat['kind'],
  initiator: PieceId,
  target: PieceId,
  events: GameEvent[] | null,
): void {
  const [attackers, defenders] = groups(s, initiator, target);
  let telepath: -1 | Seat = -1;
  if (kind !== 'ranged' && attackers.length === 1 && defenders.length === 1) {
    const tA = s.set.characters[kindOf(initiator)]!.mindControl === true;
    const tD = s.set.characters[kindOf(target)]!.mindControl === true && !s.wounded[target];
    if (tA !== tD) telepath = tA ? seatOf(initiator) : seatOf(target);
  }
  spendAp(s, initiator, 1);
  s.combat = {
    kind,
    initiator,
    target,
    attackers,
    defenders,
    telepath,
    announced: null,
    forced: false,
    shown: null,
    cards: [-1, -1],
  };
  s.phase = telepath >= 0 ? 'announce' : 'combat';
  events?.push({ type: 'combat-start', kind, attackers, defenders });
}

export const handOf = (s: State, seat: Seat): number[] => {
  const out: number[] = [];
  for (let v = 0; v <= 6; v++) for (let i = 0; i < s.combatHand[seat * 7 + v]!; i++) out.push(v);
  return out;
};

/** The Telepath announces a card (or nothing): the opponent must play it if held. */
export function announce(s: State, value: number | null, events: GameEvent[] | null): void {
  const c = s.combat!;
  const seat = c.telepath as Seat;
  const opp = other(seat);
  const next: Combat = { ...c, announced: value };
  events?.push({ type: 'announced', seat, value });
  if (value !== null) {
    if (s.combatHand[opp * 7 + value]! > 0) next.forced = true;
    else {
      next.shown = handOf(s, opp);
      events?.push({ type: 'hand-shown', seat: opp, to: seat, cards: next.shown });
    }
  }
  s.combat = next;
  s.phase = 'combat';
}

/** Legal Combat card values for a seat in the pending combat. */
export function cardChoices(s: State, seat: Seat): number[] {
  const c = s.combat;
  if (!c || s.phase !== 'combat' || c.cards[seat] >= 0) return [];
  if (c.forced && c.telepath === other(seat)) return [c.announced!];
  const out: number[] = [];
  for (let v = 0; v <= 6; v++) if (s.combatHand[seat * 7 + v]! > 0) out.push(v);
  return out;
}

/** Combat value of one participant: a wounded 0, a shooter the Bow's 1 (p. 16), else its own plus the set's bonus. */
function value(s: State, c: Combat, p: PieceId, side: readonly PieceId[]): number {
  if (s.wounded[p]) return 0;
  if (c.kind === 'ranged' && p === c.initiator) return 1;
  return s.set.characters[kindOf(p)]!.combat + s.set.combatBonus(s, c, p, side);
}

export function totals(s: State, c: Combat): [number, number] {
  const atk = c.attackers.reduce((t, p) => t + value(s, c, p, c.attackers), 0);
  const def = c.defenders.reduce((t, p) => t + value(s, c, p, c.defenders), 0);
  return [atk, def];
}

/** Records a seat's card; resolves when both are in. */
export function chooseCard(s: State, seat: Seat, v: number, events: GameEvent[] | null): void {
  const c = s.combat!;
  const cards: [number, number] = [c.cards[0], c.cards[1]];
  cards[seat] = v;
  s.combat = { ...c, cards };
  events?.push({ type: 'card-chosen', seat, value: v });
  if (cards[0] >= 0 && cards[1] >= 0) resolve(s, events);
}

function resolve(s: State, events: GameEvent[] | null): void {
  const c = s.combat!;
  const atkSeat = seatOf(c.initiator);
  const defSeat = other(atkSeat);
  const [atk, def] = totals(s, c);
  const sums: [number, number] = [0, 0];
  sums[atkSeat] = atk + c.cards[atkSeat];
  sums[defSeat] = def + c.cards[defSeat];
  const winner: -1 | Seat =
    sums[atkSeat] > sums[defSeat] ? atkSeat : sums[defSeat] > sums[atkSeat] ? defSeat : -1;
  for (const seat of [0, 1] as const) {
    const v = c.cards[seat];
    if (v > 0) s.combatHand[seat * 7 + v]!--;
  }
  s.revealedCards = [...s.revealedCards, 0, c.cards[0], 1, c.cards[1]];
  events?.push({ type: 'combat-result', cards: c.cards, totals: sums, winner });
  if (winner === atkSeat) {
    for (const d of c.defenders) {
      if (s.loc[d]! < 0) continue;
      if (s.wounded[d]) eliminate(s, d, events);
      else wound(s, d, events);
    }
  } else if (winner === defSeat) {
    for (const a of c.attackers) {
      if (a === c.initiator && c.kind !== 'close') continue; // shooter and spear-carrier are safe
      if (s.loc[a]! >= 0 && !s.wounded[a]) wound(s, a, events);
    }
    if (c.kind === 'spear') {
      const spear = s.held[c.initiator]!;
      if (spear >= 0) {
        removePiece(s, spear, Loc.Gone);
        events?.push({ type: 'discarded', piece: spear });
      }
    }
  }
  s.combat = null;
  s.phase = 'actions';
}

// ---- The combat abilities, as sets list them -----------------------------------------------

/** Close combat (R15, R16): against an adjacent enemy; every miniature next to it joins, so each target once. */
export const closeCombat: Ability = {
  kind: MoveKind.Attack,
  type: 'attack',
  arg: 'target',
  may: (s, c) => s.scen.combatCards && characterBeside(s, s.loc[c]!),
  generate(s, c, out, _d, once) {
    if (!s.scen.combatCards) return;
    for (const t of closeTargets(s, c)) if (once(t)) out.push(head(MoveKind.Attack, c, t));
  },
  legal: (s, c, t) => s.scen.combatCards && closeTargets(s, c).includes(t),
  refusal: (piece, target) => `${piece} cannot attack ${target}`,
  play: (s, c, t, _b, events) => startCombat(s, 'close', c, t, events),
};

/** The Telescoping spear (Figure 8, N8): a combat two squares away, or across an arrow-slit. */
export function spearAttacks(spear: number): Ability {
  return {
    kind: MoveKind.Spear,
    type: 'spear',
    arg: 'target',
    may: (s, c) => s.scen.combatCards && holdsKind(s, c, spear),
    generate(s, c, out) {
      if (!s.scen.combatCards) return;
      for (const t of spearTargets(s, c, spear)) out.push(head(MoveKind.Spear, c, t));
    },
    legal: (s, c, t) => s.scen.combatCards && spearTargets(s, c, spear).includes(t),
    refusal: (piece, target) => `${piece} cannot attack ${target}`,
    play: (s, c, t, _b, events) => startCombat(s, 'spear', c, t, events),
  };
}

/** The Bow (R17): a shot at the first character in line of sight; a shield stops it. */
export function bowShots(bow: number, shield: number): Ability {
  return {
    kind: MoveKind.Shoot,
    type: 'shoot',
    arg: 'dir',
    may: (s, c) => s.scen.combatCards && holdsKind(s, c, bow),
    generate(s, c, out, d) {
      if (s.scen.combatCards && bowTarget(s, c, d, bow, shield) >= 0) out.push(head(MoveKind.Shoot, c, d));
    },
    legal: (s, c, d) => s.scen.combatCards && bowTarget(s, c, d, bow, shield) >= 0,
    refusal: () => 'no legal Bow target that way (R17)',
    play: (s, c, d, _b, events) => startCombat(s, 'ranged', c, bowTarget(s, c, d, bow, shield), events),
  };
}
