// Seat names read from outside (a database row, a message): only the two seats' names pass.
import { describe, expect, it } from 'vitest';
import { SEATS, isSeatName } from '../src/index.ts';

describe('isSeatName', () => {
  it('accepts the two seats and nothing else', () => {
    for (const s of SEATS) expect(isSeatName(s)).toBe(true);
    for (const x of ['Yellow', 'spectator', '', 0, null, undefined, ['yellow']])
      expect(isSeatName(x)).toBe(false);
  });
});
