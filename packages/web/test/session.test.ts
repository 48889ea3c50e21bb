// The page's host: records round-trip, logs are redacted per seat, timers (R21) and whose turn
// it is at this device.
import { describe, expect, it } from 'vitest';
import { legalActionsFor, toMove, Rng } from '@dt/engine';
import { KEYS, LANGS, translator } from '../src/i18n.ts';
import {
  act,
  botToAct,
  deadline,
  humanToAct,
  recordText,
  redactedLog,
  sessionFromRecord,
  startSession,
  stateOf,
  type Session,
} from '../src/session.ts';
import { eventWords } from '../src/words.ts';

function played(seed: number, steps: number, config = { scenario: 'standalone' as const }): Session {
  const start = startSession(config, seed, [{ kind: 'human' }, { kind: 'human' }]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const rng = new Rng(seed);
  for (let i = 0; i < steps && stateOf(s).phase !== 'over'; i++) {
    const st = stateOf(s);
    const legal = legalActionsFor(st, toMove(st)[0]!);
    const r = act(s, legal[rng.int(legal.length)]!, 1000 * i);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe('a game hosted in the page', () => {
  it('downloads a record that replays to the same position (R24)', () => {
    const s = played(7, 300);
    const back = sessionFromRecord(recordText(s));
    expect(back.ok).toBe(true);
    if (back.ok) expect(recordText(back.value)).toBe(recordText(s));
    if (back.ok) expect(stateOf(back.value).vp).toEqual(stateOf(s).vp);
  });

  it('rejects a file that is not a record, with an error and no game', () => {
    const r = sessionFromRecord('hello');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_NOTATION');
  });

  it('keeps an illegal action out of the game: an error, and the session unchanged', () => {
    const s = played(3, 40);
    const r = act(s, { type: 'reveal', room: 99 });
    expect(r.ok).toBe(false);
    expect(s.steps.length).toBe(40);
  });

  it('never tells a seat the identity of the opponent’s face-down tokens in its log (R5)', () => {
    const s = played(5, 40);
    for (const [seat, other] of [
      [0, 'b'],
      [1, 'y'],
    ] as const) {
      const tokens = redactedLog(s, s.steps, seat)
        .flat()
        .filter((e) => e.type === 'token' && typeof e.piece === 'string');
      expect(tokens.every((e) => !String(e.piece).startsWith(other))).toBe(true);
    }
  });

  it('phrases every event of a game in both languages', () => {
    const s = played(11, 600);
    for (const lang of LANGS)
      for (const e of redactedLog(s, s.steps, 'spectator').flat()) {
        const text = eventWords(e, lang);
        if (text !== null) expect(text).not.toMatch(/undefined|NaN|\{/);
      }
  });

  it('has the same placeholders in English and French', () => {
    const en = translator('en');
    const fr = translator('fr');
    for (const k of KEYS) {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(fr(k))).toEqual(names(en(k)));
    }
  });

  it('runs the turn timer from the start of the turn (R21)', () => {
    const start = startSession({ scenario: 'tutorial-1', timerSeconds: 120 }, 2, [
      { kind: 'human' },
      { kind: 'human' },
    ]);
    if (!start.ok) throw new Error();
    let s = start.value;
    expect(deadline(s)).toBeNull();
    let t = 0;
    while (stateOf(s).phase !== 'card') {
      const st = stateOf(s);
      const r = act(s, legalActionsFor(st, toMove(st)[0]!)[0]!, (t += 10));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    expect(deadline(s)).toBe(t + 120_000);
  });

  it('knows who acts at this device: people in hot seat, the computer in its seat', () => {
    const start = startSession({ scenario: 'tutorial-1' }, 2, [{ kind: 'human' }, { kind: 'bot', level: 0 }]);
    if (!start.ok) throw new Error();
    expect(humanToAct(start.value, 0)).toBe(0);
    expect(botToAct(start.value)).toBe(1);
  });
});
