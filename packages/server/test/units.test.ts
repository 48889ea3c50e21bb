// The small pure pieces of the server: Elo ratings and salted scrypt passwords (the R21
// deadlines are the engine's: packages/engine/test/timers.test.ts).
import { describe, expect, it } from 'vitest';
import { elo } from '../src/ratings.ts';
import { checkPassword, hashPassword } from '../src/secrets.ts';

describe('ratings and passwords', () => {
  it('Elo moves 16 points between equals', () => {
    expect(elo(1500, 1500, 1)).toEqual([1516, 1484]);
    expect(elo(1500, 1500, 0.5)).toEqual([1500, 1500]);
  });

  it('passwords are salted scrypt hashes', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await checkPassword('correct horse', a)).toBe(true);
    expect(await checkPassword('wrong horse', a)).toBe(false);
    expect(await checkPassword('x', null)).toBe(false);
  });
});
