// Who decides now: the seat (or both seats, during simultaneous choices) whose decision the
// game waits for, by phase. Its own file, below the move generator and the action checks
// that both ask it, and the legal lists (legal.ts) built from them.
import { seatOf } from './cards.ts';
import { combatToMove } from './combat.ts';
import { handicapSeat } from './config.ts';
import { placerOf } from './rooms-play.ts';
import { facingToMove, selectToMove, startersToMove } from './setup.ts';
import type { State } from './state.ts';
import type { Seat } from './types.ts';

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
