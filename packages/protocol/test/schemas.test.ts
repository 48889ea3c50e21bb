// The wire schemas accept every action the engine can list for a seat (else a client could
// not play a legal move) and refuse what is not an action, oversize or with stray fields.
import { describe, expect, it } from 'vitest';
import { Rng, ALL_SCENARIOS, apply, legalActionsFor, newGame, toMove, type Action } from '@dt/engine';
import {
  ActSchema,
  ActionSchema,
  CreateGameSchema,
  MAX_MESSAGE_BYTES,
  parseMessage,
  ERROR_MESSAGES,
  HTTP_STATUS,
} from '../src/index.ts';

describe('action schema', () => {
  it('accepts every legal action met in random games of every scenario, and the meta actions', () => {
    let checked = 0;
    for (const scenario of ALL_SCENARIOS) {
      const g = newGame({ scenario }, 11);
      if (!g.ok) throw new Error(g.error.message);
      let s = g.value;
      const rng = new Rng(`schemas/${scenario}`);
      for (let i = 0; i < 150 && s.phase !== 'over'; i++) {
        const seat = toMove(s)[0]!;
        const legal = legalActionsFor(s, seat);
        for (const a of legal.length > 400 ? legal.filter((_, j) => j % 13 === 0) : legal) {
          const r = ActionSchema.safeParse(a);
          if (!r.success) throw new Error(`${scenario}: refused ${JSON.stringify(a)}`);
          checked++;
        }
        const next = apply(s, rng.pick(legal));
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    for (const type of ['resign', 'offer-draw', 'accept-draw', 'decline-draw'] as const) {
      expect(ActionSchema.safeParse({ type, seat: 'blue' }).success).toBe(true);
    }
    // The Classic set's own actions, rare in short random games.
    for (const a of [
      { type: 'wallwalk', piece: 'yWw', dir: 'n' },
      { type: 'regenerate', piece: 'bTr' },
      { type: 'drink', piece: 'yTh' },
    ])
      expect(ActionSchema.safeParse(a).success).toBe(true);
  });

  it('refuses timeouts, unknown types, stray fields and wrong types', () => {
    const bad: unknown[] = [
      { type: 'timeout' },
      { type: 'teleport' },
      { type: 'end', seat: 'yellow' },
      { type: 'card', value: '3' },
      { type: 'move', piece: 'yNg', path: [], exchanges: [] },
      { type: 'move', piece: 'Naga', path: ['a1'], exchanges: [] },
      { type: 'resign', seat: 'green' },
      null,
      'end',
      [],
    ];
    for (const b of bad) expect(ActionSchema.safeParse(b).success, JSON.stringify(b)).toBe(false);
  });
});

describe('messages', () => {
  it('checks size before shape', () => {
    const ok: Action = { type: 'end' };
    expect(parseMessage(ActSchema, { gameId: 'abcdefgh', version: 3, action: ok })).toEqual({
      ok: true,
      value: { gameId: 'abcdefgh', version: 3, action: ok },
    });
    const huge = { gameId: 'abcdefgh', version: 3, action: ok, pad: 'x'.repeat(MAX_MESSAGE_BYTES) };
    expect(parseMessage(ActSchema, huge)).toEqual({ ok: false, code: 'TOO_LARGE' });
    expect(parseMessage(ActSchema, { gameId: 'abcdefgh', version: -1, action: ok })).toEqual({
      ok: false,
      code: 'BAD_MESSAGE',
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(parseMessage(ActSchema, cyclic)).toEqual({ ok: false, code: 'BAD_MESSAGE' });
  });

  it('game options: scenarios by name, bounded timers', () => {
    expect(
      CreateGameSchema.safeParse({ scenario: 'standalone', timerSeconds: 120, vpTarget: 6 }).success,
    ).toBe(true);
    expect(CreateGameSchema.safeParse({ scenario: 'chess' }).success).toBe(false);
    expect(CreateGameSchema.safeParse({ scenario: 'standalone', timerSeconds: 1 }).success).toBe(false);
  });

  it('every error code has its sentence and its HTTP status', () => {
    for (const [code, msg] of Object.entries(ERROR_MESSAGES)) {
      expect(msg.length, code).toBeGreaterThan(5);
      expect(HTTP_STATUS[code as keyof typeof HTTP_STATUS]).toBeGreaterThanOrEqual(400);
    }
  });
});
