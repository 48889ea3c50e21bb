// The small pure pieces of the server: Elo ratings, salted scrypt passwords at OWASP's cost
// (weaker stored hashes are flagged for a re-hash), the name keys that reserve usernames,
// the cap on password checks at once, and the undo entries of a game's log.
import { describe, expect, it } from 'vitest';
import { Gate } from '../src/gate.ts';
import { mixesScripts, nameKey } from '../src/names.ts';
import { elo } from '../src/ratings.ts';
import { checkPassword, hashPassword } from '../src/secrets.ts';
import { parseUndo, standing, undoText } from '../src/undo.ts';

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
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await held;
        running--;
        return 'done';
      });
    const all = Promise.all([job(), job(), job(), job(), job()]);
    // Every call reached the gate at once; the first runs (held), two wait, two are refused.
    expect(gate.arrivals).toBe(5);
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    release();
    const results = await all;
    expect(most).toBe(1);
    expect(results).toEqual(['done', 'done', 'done', null, null]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('undo entries in the log', () => {
  it('an undo entry reads back as written, and no action is read as one', () => {
    expect(parseUndo(undoText({ seat: 'blue', count: 3 }))).toEqual({ seat: 'blue', count: 3 });
    for (const text of [
      'end',
      'card 3',
      'undo',
      'undo green 1',
      'undo yellow 0',
      'undo yellow -1',
      'undo yellow 1 x',
    ])
      expect(parseUndo(text)).toBeNull();
  });

  it('the standing actions: each undo removes the actions it took back, and one taking back more than was played is a corrupt log', () => {
    expect(standing(['card 3', 'a', 'b', 'undo yellow 1', 'c', 'undo yellow 2', 'd'])).toEqual([
      'card 3',
      'd',
    ]);
    expect(() => standing(['a', 'undo yellow 2'])).toThrow(/corrupt action log/);
  });
});
