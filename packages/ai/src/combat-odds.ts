// Combat arithmetic on a world (rulebook pp. 10-12, R16): the side totals the engine will
// compare before the cards are added (the engine's combatTotals), by seat. The bots need them
// to skip hopeless attacks and to fill the payoff matrix of the secret card choice.
import { SEATS, combatTotals, type Seat, type State } from '@dt/engine';

type Pending = NonNullable<State['combat']>;

/** The totals without cards, indexed by seat. */
export function seatTotals(s: State, c: Pending): [number, number] {
  const [atk, def] = combatTotals(s, c);
  return c.initiator >> 3 === 0 ? [atk, def] : [def, atk];
}

/** The Combat card values a seat still holds. */
export function handValues(s: State, seat: Seat): number[] {
  const out: number[] = [];
  for (let v = 0; v <= 6; v++) if (s.combatHand[seat * 7 + v]! > 0) out.push(v);
  return out;
}

/** True when the attacking seat loses or ties even with its best card against the opponent's +0. */
export function hopeless(s: State, c: Pending): boolean {
  const atkSeat = (c.initiator >> 3) as Seat;
  const totals = seatTotals(s, c);
  const best = Math.max(0, ...handValues(s, atkSeat));
  return totals[atkSeat] + best <= totals[(atkSeat ^ 1) as Seat];
}

export const seatName = (seat: Seat): string => SEATS[seat];
