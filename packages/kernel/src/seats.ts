// The two seats of every Dungeon Twister game: small integers inside the engines, their names
// on the wire. Maps keyed by seat are BySeat pairs.

export const SEATS = ['yellow', 'blue'] as const;
export type SeatName = (typeof SEATS)[number];
/** Whether `x` (a stored or received string) names a seat. */
export const isSeatName = (x: unknown): x is SeatName => SEATS.some((s) => s === x);
/** 0 = yellow, 1 = blue. */
export type Seat = 0 | 1;
export type BySeat<T> = [T, T];
export const other = (s: Seat): Seat => (s ^ 1) as Seat;
