// Playing a move: the state changes a compact record makes, in place, unchecked. Searches call
// it on their own copies with moves the generator gave them; apply calls it on a copy after
// checking an Action (game.ts). After every move the scenario's goal is checked, a turn whose
// wheel is empty ends (unless the Samurai's free attack is left) and the public handles are
// brought up to date, so a search and a host see the same game. Events are recorded only when
// a list is given (apply); searches pass null and pay nothing for them.
import { META_TYPES, metaOutcome, type MetaEffect } from '@dt/kernel';
import {
  breakWalls,
  fireball,
  heal,
  jump,
  levitate,
  PORTCULLIS_OPS,
  regenerate,
  steal,
  workPortcullis,
  ESCAPE,
} from './abilities.ts';
import { seatOf } from './cards.ts';
import { announce, berserk, chooseCards, startCombat } from './combat.ts';
import { freeActionLeft } from './legal.ts';
import { decide, finishMovement, startMovement, type Decision } from './movement.ts';
import { ESCAPE_ARG, MoveKind, OBJECT_KIND, argA, argB, kindOf, pieceOf, type MoveList } from './moves.ts';
import { syncAliases } from './pieces.ts';
import { invert, placeCard, placeZones, placerOf, reveal, rotate } from './rooms-play.ts';
import { ESCAPED } from './search.ts';
import { commitFacing, commitStarters, deal, removeHandicapped, select, startersOf } from './setup.ts';
import type { State } from './state.ts';
import { checkGoal, endTurn, finish } from './turn.ts';
import { SEATS, other, type GameEvent, type Seat } from './types.ts';

/** Plays move i of `moves` on `s` (changed in place). The move must be legal in `s`. */
export function play(s: State, moves: MoveList, i: number, events: GameEvent[] | null = null): void {
  const h = moves.head(i);
  const kind = kindOf(h);
  if (kind >= MoveKind.Step) playDecision(s, moves, i, events);
  else playTurnAction(s, moves, i, events);
  checkGoal(s, events);
  if (s.phase === 'actions' && s.wheel[s.active] <= 0 && !freeActionLeft(s)) endTurn(s, events);
  syncAliases(s);
}

/** What the active player does with the action wheel. */
function playTurnAction(s: State, moves: MoveList, i: number, events: GameEvent[] | null): void {
  const h = moves.head(i);
  const [p, a, b] = [pieceOf(h), argA(h), argB(h)];
  switch (kindOf(h)) {
    case MoveKind.End:
      return endTurn(s, events);
    case MoveKind.Reveal:
      return reveal(s, a, events);
    case MoveKind.Rotate:
      return rotate(s, a, b === 1, events);
    case MoveKind.Move:
      return startMovement(s, p, 'move', events);
    case MoveKind.WallWalk:
      return startMovement(s, p, 'wall', events);
    case MoveKind.Jump:
      return jump(s, p, a === ESCAPE_ARG ? ESCAPE : a, b === 0 ? 'jump' : b, events);
    case MoveKind.Attack:
      return startCombat(s, 'close', p, a, events);
    case MoveKind.Spear:
      return startCombat(s, 'spear', p, a, events);
    case MoveKind.Shoot:
      return startCombat(s, 'ranged', p, a, events);
    case MoveKind.Fireball:
      return fireball(s, p, a, events);
    case MoveKind.Heal:
      return heal(s, p, a, events);
    case MoveKind.Regenerate:
      return regenerate(s, p, events);
    case MoveKind.Portcullis:
      return workPortcullis(s, p, { dir: a & 3, op: PORTCULLIS_OPS[a >> 2]!, room: b }, events);
    case MoveKind.BreakWalls:
      return breakWalls(s, p, events);
    case MoveKind.Steal:
      return steal(s, p, a, events);
    case MoveKind.Levitate: {
      const path = Array.from(moves.words.subarray(moves.extraStart(i), moves.end(i)));
      return levitate(s, p, { item: a, path, to: b - 1 }, events);
    }
    case MoveKind.Invert:
      return invert(s, p, a, events);
  }
}

/** A movement's decisions, the set-up choices, placements, fights' decisions and meta actions. */
function playDecision(s: State, moves: MoveList, i: number, events: GameEvent[] | null): void {
  const h = moves.head(i);
  const [p, a, seat] = [pieceOf(h), argA(h), (argB(h) & 1) as Seat];
  switch (kindOf(h)) {
    case MoveKind.Step:
    case MoveKind.Take:
    case MoveKind.Drop:
    case MoveKind.Give:
    case MoveKind.Stop:
      return decide(s, decisionOf(h), events);
    case MoveKind.Select:
      return select(s, seat, a < OBJECT_KIND, a % OBJECT_KIND, events);
    case MoveKind.Handicap: {
      const mask = moves.words[moves.extraStart(i)]!;
      const removed: number[] = [];
      for (let k = 0; k < 25; k++) if ((mask >> k) & 1) removed.push(seat * 25 + k);
      return removeHandicapped(s, seat, removed, events);
    }
    case MoveKind.Starters:
      return commitStarters(
        s,
        seat,
        [
          [p, (a >> 7) & 1],
          [a & 127, (a >> 8) & 1],
        ],
        events,
      );
    case MoveKind.Deal:
      return deal(s, p, a, events);
    case MoveKind.Facing:
      return commitFacing(
        s,
        seat,
        startersOf(s, seat).map((_, k) => (a >> (2 * k)) & 3),
        events,
      );
    case MoveKind.Place:
      return placeCard(s, p, a, events);
    case MoveKind.Berserk:
      return berserk(s, a as 1 | 2, events);
    case MoveKind.Announce:
      return announce(s, a === 0 ? null : a, events);
    case MoveKind.Combat:
      return chooseCards(s, seat, a >> 3 === 0 ? [(a & 7) - 1] : [(a & 7) - 1, (a >> 3) - 1], events);
    case MoveKind.Timeout:
      return timeout(s, events);
    default:
      return playMeta(s, metaOf(h), events);
  }
}

/** The decision of a movement a move says. */
function decisionOf(h: number): Decision {
  const a = argA(h);
  switch (kindOf(h)) {
    case MoveKind.Step:
      return { kind: 'step', place: a === ESCAPE_ARG ? ESCAPED : a };
    case MoveKind.Take:
      return { kind: 'exchange', op: 0, item: a, to: -1 };
    case MoveKind.Drop:
      return { kind: 'exchange', op: 1, item: a, to: -1 };
    case MoveKind.Give:
      return { kind: 'exchange', op: 2, item: a, to: argB(h) };
    default:
      return { kind: 'stop' };
  }
}

/** The meta action a move says (the meta moves follow the kernel's META_TYPES from Resign on). */
const metaOf = (h: number): MetaEffect =>
  metaOutcome(META_TYPES[kindOf(h) - MoveKind.Resign]!, (argB(h) & 1) as Seat);

/** What a resignation or a draw offered and answered does. */
function playMeta(s: State, e: MetaEffect, events: GameEvent[] | null): void {
  switch (e.kind) {
    case 'resign':
      finish(s, e.winner, `${SEATS[other(e.winner)]} resigned`, events);
      return;
    case 'offer-draw':
      s.drawOffer = e.seat;
      events?.push({ type: 'draw-offer', seat: SEATS[e.seat] });
      return;
    case 'accept-draw':
      finish(s, -1, 'draw agreed', events);
      return;
    case 'decline-draw':
      s.drawOffer = -1;
      events?.push({ type: 'draw-declined', seat: SEATS[e.seat] });
  }
}

/** What a host's timer running out does in the current phase (rulebook, Playing with a timer; CN31). */
function timeout(s: State, events: GameEvent[] | null): void {
  switch (s.phase) {
    case 'actions':
    case 'moving':
      events?.push({ type: 'timeout', seat: SEATS[s.active] });
      // A movement under way ends at the nearest place where it may (CN31), then the turn ends.
      if (s.moving) finishMovement(s, events);
      if (s.phase === 'actions') endTurn(s, events);
      return;
    case 'berserk':
      events?.push({ type: 'timeout', seat: SEATS[seatOf(s.combat!.initiator)] });
      return berserk(s, 1, events);
    case 'announce':
      events?.push({ type: 'timeout', seat: SEATS[s.combat!.telepath as Seat] });
      return announce(s, null, events);
    case 'combat': {
      // Not chosen in time: resolved as if "Combat +0" was played (the Weapon master's opponent first).
      const first = s.combat!.first;
      for (const seat of first >= 0 ? [first as Seat, other(first as Seat)] : ([0, 1] as const)) {
        if (!s.combat || s.combat.cards[seat]) continue;
        events?.push({ type: 'timeout', seat: SEATS[seat] });
        chooseCards(s, seat, [0], events);
      }
      return;
    }
    case 'place':
      return placeTimeout(s, events);
  }
}

/** The opponent let 5 seconds pass: the revealer places its own objects; the revealer's turn ran out: the cards go to the first free zones and the turn ends. */
function placeTimeout(s: State, events: GameEvent[] | null): void {
  const placer = placerOf(s);
  events?.push({ type: 'timeout', seat: SEATS[placer] });
  if (placer !== s.placing!.revealer) {
    s.placing = { ...s.placing!, takeover: true };
    return;
  }
  while (s.phase === 'place') placeCard(s, s.placing!.queue[0]!, placeZones(s)[0]!, events);
  endTurn(s, events);
}
