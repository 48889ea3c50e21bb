// The legal decisions: toMove (who decides now) and legalActionsFor / legalActions, one
// entry per distinct outcome, naming cards as the deciding seat knows them (a code, or a
// public handle "#n" in the secret objects variant). apply() (game.ts) accepts exactly
// these, checked against the same generators.
import {
  canBreakWalls,
  canRegenerate,
  fireballTargets,
  healTargets,
  jumpCards,
  jumpLandings,
  landingName,
  levitations,
  portcullisUses,
  stealTargets,
} from './abilities.ts';
import { placeName } from './board.ts';
import { CH, CHARACTER_DEFS, OBJECT_DEFS, isKind, seatOf, type PieceId } from './cards.ts';
import { cardChoices, closeTargets, combatToMove, freeAttack, shootTargets, spearTargets } from './combat.ts';
import { canStart, decisionAction, decisions } from './movement.ts';
import { canAct, refFor } from './pieces.ts';
import { inversionTargets, placeZones, placerOf, revealable, rotations } from './rooms-play.ts';
import {
  dealChoices,
  facingOptions,
  facingToMove,
  handicapCandidates,
  selectChoices,
  selectToMove,
  startersOf,
  starterOptions,
  startersToMove,
} from './setup.ts';
import { handicapOf, handicapSeat } from './config.ts';
import type { State } from './state.ts';

import { DIRS, ICONS, SEATS, type Action, type Seat } from './types.ts';

/** The seats that must decide now (both during simultaneous choices). */
export function toMove(s: State): Seat[] {
  switch (s.phase) {
    case 'select':
      return selectToMove(s);
    case 'handicap':
      return [handicapSeat(s)];
    case 'starters':
      return startersToMove(s);
    case 'deal':
      return [s.dealTurn];
    case 'facing':
      return facingToMove(s);
    case 'actions':
    case 'moving':
      return [s.active];
    case 'place':
      return [placerOf(s)];
    case 'berserk':
      return [seatOf(s.combat!.initiator)];
    case 'announce':
      return [s.combat!.telepath as Seat];
    case 'combat':
      return combatToMove(s);
    case 'over':
      return [];
  }
}

/** Every legal decision now, for whichever seat(s) must decide (see toMove). */
export function legalActions(s: State): Action[] {
  return toMove(s).flatMap((seat) => legalActionsFor(s, seat));
}

/**
 * Secret objects: actions are listed in the order of their text, so that the order says
 * nothing about the cards behind public handles.
 */
function publicOrder(s: State, actions: Action[]): Action[] {
  if (!s.config.secretObjects) return actions;
  const keyed = actions.map((a) => [JSON.stringify(a), a] as const);
  keyed.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return keyed.map(([, a]) => a);
}

const cardCodeOf = (character: boolean, kind: number): string =>
  (character ? CHARACTER_DEFS[kind]! : OBJECT_DEFS[kind]!).code;

/** The legal decisions of one seat, naming cards as that seat knows them. */
export function legalActionsFor(s: State, seatIndex: Seat): Action[] {
  if (!toMove(s).includes(seatIndex)) return [];
  const seat = SEATS[seatIndex];
  const name = (p: PieceId): string => refFor(s, seatIndex, p);
  switch (s.phase) {
    case 'select':
      return selectChoices(s, seatIndex).map((c) => ({
        type: 'select',
        seat,
        card: cardCodeOf(c.character, c.kind),
      }));
    case 'handicap': {
      const n = handicapOf(s)!.characters;
      return combinations(handicapCandidates(s), n).map((r) => ({
        type: 'handicap',
        seat,
        remove: r.map(name),
      }));
    }
    case 'starters':
      return starterOptions(s, seatIndex).map((o) => ({
        type: 'starters',
        seat,
        starters: o.map(([p, side]) => ({ piece: name(p), side: side === 0 ? 'w' : 'e' })),
      }));
    case 'deal':
      return dealChoices(s).map(([p, room]) => ({ type: 'deal', seat, piece: name(p), room }));
    case 'facing': {
      const starters = startersOf(s, seatIndex);
      return facingOptions(s, seatIndex).map((icons) => ({
        type: 'facing',
        seat,
        facings: starters.map((p, i) => ({ piece: name(p), icon: ICONS[icons[i]!]! })),
      }));
    }
    case 'place': {
      const p = s.placing!.queue[0]!;
      return placeZones(s).map((z) => ({ type: 'place', seat, piece: name(p), zone: placeName(s, z) }));
    }
    case 'berserk':
      return [
        { type: 'berserk', seat, cards: 1 },
        { type: 'berserk', seat, cards: 2 },
      ];
    case 'announce':
      return [null, 1, 2, 3, 4, 5, 6].map((value) => ({ type: 'announce', seat, value }));
    case 'combat':
      return cardChoices(s, seatIndex).map((cards) => ({ type: 'combat', seat, cards }));
    case 'actions':
      return publicOrder(s, actionsPhase(s));
    case 'moving':
      return publicOrder(
        s,
        decisions(s).map((d) => decisionAction(s, seatIndex, d)),
      );
    case 'over':
      return [];
  }
}

function combinations<T>(items: T[], k: number, from = 0): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = from; i <= items.length - k; i++)
    for (const rest of combinations(items, k - 1, i + 1)) out.push([items[i]!, ...rest]);
  return out;
}

/** Is a Samurai's free attack still possible (then a turn at 0 AP is not over)? */
export function freeActionLeft(s: State): boolean {
  for (let c = s.active * 25; c < s.active * 25 + 25; c++)
    if (isKind(c, CH.Samurai) && freeAttack(s, c) && (closeTargets(s, c).length || spearTargets(s, c).length))
      return true;
  return false;
}

function actionsPhase(s: State): Action[] {
  const me = s.active;
  const name = (p: PieceId): string => refFor(s, me, p);
  const out: Action[] = [{ type: 'end' }];
  const paid = s.wheel[me] > 0;
  const attacked = new Set<string>();
  const attacks = (c: PieceId, targets: PieceId[], type: 'attack' | 'spear'): void => {
    const free = freeAttack(s, c);
    if (!paid && !free) return;
    for (const t of targets) {
      const key = `${type === 'spear' ? c : ''}|${t}|${free}`;
      if (attacked.has(key)) continue;
      attacked.add(key);
      out.push({ type, piece: name(c), target: name(t) });
    }
  };
  for (let c = me * 25; c < me * 25 + 25; c++) {
    if (!canAct(s, c)) continue;
    attacks(c, closeTargets(s, c), 'attack');
    attacks(c, spearTargets(s, c), 'spear');
  }
  if (!paid) return out;
  for (const room of revealable(s)) out.push({ type: 'reveal', room });
  for (const [room, clockwise] of rotations(s)) out.push({ type: 'rotate', room, clockwise });
  const shot = new Set<PieceId>();
  const worked = new Set<string>();
  for (let c = me * 25; c < me * 25 + 25; c++) {
    if (canRegenerate(s, c)) out.push({ type: 'regenerate', piece: name(c) });
    if (!canAct(s, c)) continue;
    const piece = name(c);
    if (canStart(s, c, 'move')) out.push({ type: 'move', piece });
    if (canStart(s, c, 'wall')) out.push({ type: 'wall-walk', piece });
    for (const to of jumpLandings(s, c))
      for (const card of jumpCards(s, me)) out.push({ type: 'jump', piece, to: landingName(s, to), card });
    for (const t of shootTargets(s, c)) {
      if (shot.has(t)) continue;
      shot.add(t);
      out.push({ type: 'shoot', piece, target: name(t) });
    }
    for (const t of fireballTargets(s, c)) out.push({ type: 'fireball', piece, target: name(t) });
    for (const t of healTargets(s, c)) out.push({ type: 'heal', piece, target: name(t) });
    for (const u of portcullisUses(s, c)) {
      const key = `${u.room}${u.op}`;
      if (worked.has(key)) continue;
      worked.add(key);
      out.push({ type: 'portcullis', piece, dir: DIRS[u.dir]!, op: u.op });
    }
    if (canBreakWalls(s, c)) out.push({ type: 'break-walls', piece });
    for (const item of stealTargets(s, c)) out.push({ type: 'steal', piece, item: name(item) });
    for (const lev of levitations(s, c))
      out.push({
        type: 'levitate',
        piece,
        item: name(lev.item),
        path: lev.path.map((l) => placeName(s, l, false)),
        to: lev.to < 0 ? null : name(lev.to),
      });
    for (const room of inversionTargets(s, c)) out.push({ type: 'invert', piece, room });
  }
  return out;
}
