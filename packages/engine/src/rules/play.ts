// Playing a move: the state changes a compact record makes, in place, unchecked. Searches call
// it on their own copies with moves the generator gave them; apply calls it on a copy after
// checking an Action (game.ts). After every move the scenario's goal is checked and a turn
// with no AP left ends, so a search and a host see the same game. Events are recorded only
// when a list is given (apply); searches pass null and pay nothing for them.
import { announce, chooseCard } from './combat.ts';
import { MoveKind, argA, argB, kindOf, pieceOf, type MoveList } from '../core/moves.ts';
import { playMovement } from './movement-play.ts';
import type { GameEvent } from '../core/pieces.ts';
import { placeSquares, placeToken, placerOf, reveal, rotate } from './rooms-play.ts';
import { abilityOf } from '../core/set.ts';
import { commitStarters, placeSetupToken, removeHandicapped } from './setup.ts';
import type { State } from '../core/state.ts';
import { apLeft, checkGoal, endTurn, finish, playCard } from './turn.ts';
import { other, type PieceId, type Seat } from '../core/types.ts';

/** Plays move i of `moves` on `s` (changed in place). The move must be legal in `s`. */
export function play(s: State, moves: MoveList, i: number, events: GameEvent[] | null = null): void {
  const h = moves.head(i);
  const p = pieceOf(h);
  const a = argA(h);
  const b = argB(h);
  switch (kindOf(h)) {
    case MoveKind.End:
      endTurn(s, events);
      break;
    case MoveKind.Reveal:
      reveal(s, a, events);
      break;
    case MoveKind.Rotate:
      rotate(s, a, b === 1, events);
      break;
    case MoveKind.Move:
      playMovement(s, moves, i, events);
      break;
    case MoveKind.Card:
      playCard(s, a, events);
      break;
    case MoveKind.Place:
      placeToken(s, p, a, events);
      break;
    case MoveKind.Token:
      placeSetupToken(s, p, a, events);
      break;
    case MoveKind.Announce:
      announce(s, a === 0 ? null : a, events);
      break;
    case MoveKind.Combat:
      chooseCard(s, b as Seat, a, events);
      break;
    case MoveKind.Starters: {
      const w = moves.words[moves.extraStart(i)]!;
      const dots: (PieceId | null)[] = [0, 1, 2, 3]
        .map((d) => ((w >> (d * 5)) & 31) - 1)
        .map((x) => (x < 0 ? null : x));
      commitStarters(s, b as Seat, dots, events);
      break;
    }
    case MoveKind.Handicap: {
      const mask = moves.words[moves.extraStart(i)]!;
      const removed: PieceId[] = [];
      for (let c = 0; c < 16; c++) if ((mask >> c) & 1) removed.push(c);
      removeHandicapped(s, b as Seat, removed, events);
      break;
    }
    case MoveKind.Resign:
      finish(s, other(b as Seat), `${b === 0 ? 'yellow' : 'blue'} resigned`, events);
      break;
    case MoveKind.OfferDraw:
      s.drawOffer = b as Seat;
      events?.push({ type: 'draw-offer', seat: b as Seat });
      break;
    case MoveKind.AcceptDraw:
      finish(s, -1, 'draw agreed', events);
      break;
    case MoveKind.DeclineDraw:
      s.drawOffer = -1;
      events?.push({ type: 'draw-declined', seat: b as Seat });
      break;
    case MoveKind.Timeout:
      timeout(s, events);
      break;
    default:
      // What characters do besides moving: the set's abilities.
      abilityOf(s.set, kindOf(h))!.play(s, p, a, b, events);
  }
  checkGoal(s, events);
  if (s.phase === 'actions' && !apLeft(s)) endTurn(s, events);
}

/** R21: what a host's timer running out does in the current phase (N14, N28). */
function timeout(s: State, events: GameEvent[] | null): void {
  switch (s.phase) {
    case 'card':
    case 'actions':
      events?.push({ type: 'timeout', seat: s.active });
      endTurn(s, events);
      return;
    case 'announce':
      announce(s, null, events);
      return;
    case 'combat':
      for (const seat of [0, 1] as const) {
        if (s.combat && s.combat.cards[seat] < 0) {
          events?.push({ type: 'timeout', seat });
          chooseCard(s, seat, 0, events);
        }
      }
      return;
    case 'place': {
      const pl = s.placing!;
      const first = pl.queue[0]!;
      events?.push({ type: 'timeout', seat: placerOf(s, first) });
      if (placerOf(s, first) !== pl.revealer) {
        s.placing = { ...pl, takeover: true };
        return;
      }
      // The revealer's own turn ran out: the tokens go on the first free squares, then the turn ends.
      while (s.phase === 'place') placeToken(s, s.placing!.queue[0]!, placeSquares(s)[0]!, events);
      endTurn(s, events);
      return;
    }
    default:
      return;
  }
}
