// The small pure pieces of the server: Elo ratings, salted scrypt passwords at OWASP's cost
// (weaker stored hashes are flagged for a re-hash), the name keys that reserve usernames,
// and the cap on password checks at once.
import { describe, expect, it } from 'vitest';
import { Gate } from '../src/gate.ts';
import { mixesScripts, nameKey } from '../src/names.ts';
import { elo } from '../src/ratings.ts';
import { checkPassword, hashPassword } from '../src/secrets.ts';

describe('ratings, passwords and names', () => {
  it('Elo moves 16 points between equals', () => {
    expect(elo(1500, 1500, 1)).toEqual([1516, 1484]);
    expect(elo(1500, 1500, 0.5)).toEqual([1500, 1500]);
  });

  it('passwords are salted scrypt hashes at N = 2^17; a weaker stored hash is flagged for re-hashing', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await checkPassword('correct horse', a)).toEqual({ ok: true, stale: false });
    expect(await checkPassword('wrong horse', a)).toEqual({ ok: false, stale: false });
    expect(await checkPassword('x', null)).toEqual({ ok: false, stale: false });
    const old = await hashPassword('correct horse', 2 ** 14);
    expect(await checkPassword('correct horse', old)).toEqual({ ok: true, stale: true });
    expect(await checkPassword('wrong horse', old)).toEqual({ ok: false, stale: false });
  });

  it('names that look alike share a key, and mixed alphabets are noticed', () => {
    expect(nameKey('Magnus')).toBe('magnus');
    expect(nameKey('Mаgnus')).toBe('magnus'); // Cyrillic а
    expect(nameKey('Ｍａｇｎｕｓ')).toBe('magnus'); // fullwidth
    expect(nameKey('rnagnus')).toBe('magnus');
    expect(nameKey('Magnu5')).not.toBe('magnus');
    expect(mixesScripts('Mаgnus')).toBe(true);
    expect(mixesScripts('Magnus')).toBe(false);
    expect(mixesScripts('Владимир')).toBe(false);
    expect(mixesScripts('Zoé')).toBe(false);
  });

  it('the gate runs at most `max` jobs at once, queues a few more and refuses the rest', async () => {
    const gate = new Gate(1, 2);
    let running = 0;
    let most = 0;
    const job = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return 'done';
      });
    const results = await Promise.all([job(), job(), job(), job(), job()]);
    expect(most).toBe(1);
    expect(results.filter((r) => r === 'done')).toHaveLength(3);
    expect(results.filter((r) => r === null)).toHaveLength(2);
  });
});
