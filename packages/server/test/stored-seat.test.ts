// Seats read back from the database are checked, not cast: a row naming no seat is an error
// that says which game and which table, never a wrong seat sent to a client.
import { describe, expect, it } from 'vitest';
import { storedSeat } from '../src/stored-seat.ts';

describe('storedSeat', () => {
  it('gives back the two seat names as they are', () => {
    expect(storedSeat('yellow', 'g1', 'seats')).toBe('yellow');
    expect(storedSeat('blue', 'g1', 'chat')).toBe('blue');
  });

  it('refuses anything else, naming the game and the table', () => {
    expect(() => storedSeat('Yellow', 'g1', 'chat')).toThrow(
      "game g1: the chat table holds 'Yellow', not a seat",
    );
    expect(() => storedSeat(undefined, 'g2', 'seats')).toThrow("game g2: the seats table holds 'undefined'");
  });
});
