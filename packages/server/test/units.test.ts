// The small pure pieces of the server: ratings, salted scrypt passwords at OWASP's cost
// (weaker stored hashes are flagged for a re-hash), the name keys that reserve usernames,
// the cap on password checks at once and its fair lines, the undo and end entries of a
// game's log, text cleaned of invisible characters, the shares of CPU per address, the
// bots' fair line, and the rate limit that tells a flood from a stall. Counted, not timed.
import { describe, expect, it } from 'vitest';
import { BotQueue } from '../src/bot-queue.ts';
import { BotShed } from '../src/bot-shed.ts';
import type { BotEngine } from '../src/bots.ts';
import { CpuBudget, type Meter } from '../src/budget.ts';
import { cleanName, cleanText } from '../src/clean.ts';
import { ManualClock } from '../src/clock.ts';
import { Gate } from '../src/gate.ts';
import { FLOOD_MS, TokenBucket } from '../src/ratelimit.ts';
import { mixesScripts, nameKey } from '../src/names.ts';
import { afterGame, aged, GLICKO, isProvisional } from '../src/glicko.ts';
import { checkPassword, hashPassword } from '../src/secrets.ts';
import { endText, parseEnd, parseUndo, standing, standingTail, undoText } from '../src/undo.ts';

describe('ratings, passwords and names', () => {
  it('Glicko-2 as lichess: a new rating moves far and is provisional; a settled one moves little; time away unsettles it', () => {
    const fresh = { rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol, at: 0 };
    const [w, l] = afterGame(fresh, fresh, 1, 0);
    expect(w.rating - 1500).toBeGreaterThan(100);
    expect(1500 - l.rating).toBeCloseTo(w.rating - 1500, 6);
    expect(isProvisional(w.rd)).toBe(true);
    const settled = { rating: 1800, rd: 60, vol: 0.06, at: 0 };
    const [s2] = afterGame(settled, fresh, 0, 0);
    expect(1800 - s2.rating).toBeLessThan(20);
    expect(isProvisional(s2.rd)).toBe(false);
    const year = 365 * 24 * 3_600_000;
    expect(aged(settled, year)).toBeGreaterThan(110);
    expect(aged(fresh, year)).toBe(GLICKO.maxRd);
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

describe("end entries and undo's window", () => {
  it('an end entry is no action: the standing actions skip it, and it reads back as written', () => {
    expect(parseEnd(endText('abandoned'))).toBe('abandoned');
    expect(parseEnd('end')).toBeNull();
    expect(standing(['a', 'b', endText('expired')])).toEqual(['a', 'b']);
  });

  it('the last standing actions are found walking the log backwards, undos folded as they nest', () => {
    const log = ['a', 'b', 'undo yellow 1', 'c', 'd', 'undo yellow 2', 'e', 'f'];
    const newestFirst = log.map((text, i) => ({ seq: i + 1, text })).reverse();
    // Forwards the log stands as a, e, f.
    expect(standingTail(newestFirst, 10).map((e) => e.text)).toEqual(['a', 'e', 'f']);
    expect(standingTail(newestFirst, 2)).toEqual([
      { seq: 7, text: 'e' },
      { seq: 8, text: 'f' },
    ]);
  });
});

describe('text players type for others', () => {
  it('bidi controls, zero-width and other invisible characters are stripped; nothing visible left is no name', () => {
    expect(cleanText('gnp\u202Eexe.png')).toBe('gnpexe.png');
    expect(cleanText('a\u200Bb\u200Dc\u2066d\u2069\uFEFFe')).toBe('abcde');
    expect(cleanText('  two   spaces  ')).toBe('two spaces');
    expect(cleanName('\u3164\u200B')).toBeNull();
    expect(cleanName('Zoé')).toBe('Zoé');
    expect(cleanText('مرحبا')).toBe('مرحبا');
  });
});

/** A meter that counts each piece of work as one unit, whatever the machine. */
const units: Meter = { start: () => 0, cost: () => 1 };

describe('shares of the CPU per address', () => {
  it('an address spends its share, then is refused while others are served; the clock refills it', async () => {
    const clock = new ManualClock();
    const budget = new CpuBudget({ rate: 2, burst: 4, clock, meter: units });
    let runs = 0;
    const work = (): number => ++runs;
    const a = Array.from({ length: 6 }, () => budget.run('10.0.0.1', work));
    expect(a.map((r) => r !== null)).toEqual([true, true, true, true, false, false]);
    expect(budget.run('10.0.0.2', work)).not.toBeNull();
    await clock.advance(500); // one unit back
    expect(budget.run('10.0.0.1', work)).not.toBeNull();
    expect(budget.run('10.0.0.1', work)).toBeNull();
    expect(budget.refused).toBe(3);
    expect(runs).toBe(6);
  });

  it('bot decisions: the owners are served in turn, one decision each at a time, and a spent share sheds', async () => {
    const clock = new ManualClock();
    const budget = new CpuBudget({ rate: 1, burst: 3, clock, meter: units });
    const pending: (() => void)[] = [];
    const engine: BotEngine = {
      decide: () => new Promise((resolve) => pending.push(() => resolve({ type: 'end' }))),
      close: async () => undefined,
    };
    const q = new BotQueue(engine, { running: 1, waiting: 10, budget });
    for (const g of ['a1', 'a2', 'a3', 'a4']) q.own(g, 'attacker');
    q.own('b1', 'victim');
    const job = { kind: 'prison', view: {}, legal: [], level: 4 } as never;
    const decisions = ['a1', 'a2', 'a3', 'a4', 'b1'].map((g) =>
      q.decide(job, 0, g).then(
        () => g,
        (e) => e,
      ),
    );
    // One runs (the first attacker decision); the victim's comes next, before the attacker's second.
    while (pending.length) pending.shift()!();
    await new Promise((r) => setImmediate(r));
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    const out = await Promise.all(decisions);
    expect(q.served.slice(0, 2)).toEqual(['attacker', 'victim']);
    // The attacker's share (3 units) paid for three decisions; its fourth was shed.
    expect(out.filter((x) => x instanceof BotShed)).toHaveLength(1);
    expect(q.served.filter((o) => o === 'attacker')).toHaveLength(3);
  });

  it('password checks: an address flooding the gate waits in its own line, the next address goes second', async () => {
    const gate = new Gate(1, 64, 2);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = (key: string) => gate.run(() => held.then(() => key), key);
    const flood = Array.from({ length: 10 }, () => job('flooder'));
    const honest = job('honest');
    release();
    const answers = await Promise.all([...flood, honest]);
    // The flooder: one running, two waiting, seven refused; the honest address served right after the first.
    expect(answers.filter((x) => x === null)).toHaveLength(7);
    expect(gate.started.slice(0, 2)).toEqual(['flooder', 'honest']);
  });
});

describe('the rate limit tells a flood from a stall', () => {
  it('messages queued by a stall arrive at one instant: refused, but no flood; refusals that go on for a while are one', async () => {
    const clock = new ManualClock();
    const stalled = new TokenBucket(20, 40, clock);
    for (let i = 0; i < 300; i++) stalled.take();
    expect(stalled.refused).toBe(260);
    expect(stalled.flooding).toBe(false);
    // An honest socket then pauses: its bucket fills again and the streak is forgotten.
    await clock.advance(2000);
    stalled.take();
    expect(stalled.refused).toBe(0);

    const flooder = new TokenBucket(20, 40, clock);
    for (let t = 0; t <= FLOOD_MS; t += 100) {
      for (let i = 0; i < 50; i++) flooder.take();
      await clock.advance(100);
    }
    expect(flooder.flooding).toBe(true);
  });
});
