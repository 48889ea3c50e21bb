// The record envelope: written and read back as written, replayed action by action, the
// first refused action named; broken records refused with BAD_NOTATION.
import { describe, expect, it } from 'vitest';
import {
  err,
  makeRecordText,
  ok,
  parseRecordText,
  replayRecord,
  type RecordFormat,
  type Result,
} from '../src/index.ts';

type Act = { n: number };
const FORMAT: RecordFormat<Act> = {
  header: 'DT-Test record 1',
  makeAction: (a) => `add ${a.n}`,
  parseAction: (t): Result<Act> =>
    /^add \d+$/.test(t) ? ok({ n: Number(t.slice(4)) }) : err('BAD_NOTATION', `'${t}': add <n>`),
};
const GAME = {
  newGame: (c: { start: number }, seed: number | string): Result<number> =>
    typeof seed === 'number' || typeof seed === 'string' ? ok(c.start) : err('BAD_CONFIG', 'seed'),
  apply: (s: number, a: Act): Result<{ state: number }> =>
    a.n > 5 ? err('ILLEGAL_ACTION', 'too much') : ok({ state: s + a.n }),
  makeAction: FORMAT.makeAction,
};

describe('the record envelope', () => {
  it('reads back a record as written and replays it', () => {
    for (const seed of [7, 'a seed', -2]) {
      const text = makeRecordText(FORMAT, { config: { start: 1 }, seed, actions: [{ n: 2 }, { n: 3 }] });
      const r = parseRecordText<{ start: number }, Act>(FORMAT, text);
      expect(r.ok && makeRecordText(FORMAT, r.value)).toBe(text);
      expect(r.ok && replayRecord(GAME, r.value)).toEqual({ ok: true, value: 6 });
    }
  });

  it('names the first action that is refused, and refuses broken records', () => {
    const r = replayRecord(GAME, { config: { start: 0 }, seed: 1, actions: [{ n: 1 }, { n: 9 }] });
    expect(r.ok ? '' : `${r.error.code} ${r.error.message}`).toBe(
      'ILLEGAL_ACTION action 2 (add 9): too much',
    );
    const bad = (t: unknown): string => {
      const p = parseRecordText(FORMAT, t as string);
      return p.ok ? 'ok' : p.error.message;
    };
    expect(bad('DT-Other record 1')).toMatch(/starts with 'DT-Test record 1'/);
    expect(bad('DT-Test record 1\nconfig {}\n')).toMatch(/config line and a seed line/);
    expect(bad('DT-Test record 1\nconfig {nope}\nseed 1')).toMatch(/JSON/);
    expect(bad('DT-Test record 1\nconfig {}\nseed true')).toMatch(/number or a string/);
    expect(bad('DT-Test record 1\nconfig {}\nseed 1\nsub 2')).toMatch(/^line 4: 'sub 2'/);
    expect(bad(3)).toMatch(/text/);
  });
});
