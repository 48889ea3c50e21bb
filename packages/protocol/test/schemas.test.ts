// The wire schemas: an action is checked by its game's kind (every legal action of every kind
// passes: games/test/schemas.test.ts), and refused when it is not an action of that kind,
// oversize or with stray fields; a create-game body by its kind's options.
import { describe, expect, it } from 'vitest';
import type { Action } from '@dt/engine';
import {
  ActSchema,
  MAX_MESSAGE_BYTES,
  actionOf,
  parseCreateGame,
  parseMessage,
  ERROR_MESSAGES,
  HTTP_STATUS,
} from '../src/index.ts';

const board = (a: unknown): boolean => actionOf('prison', a).ok;

describe('action schema', () => {
  it("accepts the meta actions of every kind and the Classic set's own", () => {
    for (const kind of ['prison', 'classic', 'cardgame'] as const)
      for (const type of ['resign', 'offer-draw', 'accept-draw', 'decline-draw'] as const)
        expect(actionOf(kind, { type, seat: 'blue' }).ok).toBe(true);
    // The Classic set's own actions, rare in short random games.
    for (const a of [
      { type: 'wallwalk', piece: 'yWw', dir: 'n' },
      { type: 'regenerate', piece: 'bTr' },
      { type: 'drink', piece: 'yTh' },
    ])
      expect(actionOf('classic', a).ok).toBe(true);
  });

  it("refuses one kind's action in a game of another", () => {
    expect(board({ type: 'step', to: 'b3' })).toBe(false);
    expect(actionOf('cardgame', { type: 'step', to: 'b3' }).ok).toBe(true);
    expect(actionOf('cardgame', { type: 'card', value: 3 }).ok).toBe(false);
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
    for (const b of bad) expect(board(b), JSON.stringify(b)).toBe(false);
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

  it("game options: by the kind's own schema, scenarios by name, bounded timers", () => {
    const made = parseCreateGame({ scenario: 'standalone', timerSeconds: 120, vpTarget: 6, opponent: 'bot' });
    expect(made).toEqual({
      ok: true,
      value: {
        kind: 'prison',
        opponent: 'bot',
        options: { scenario: 'standalone', timerSeconds: 120, vpTarget: 6 },
      },
    });
    // A body without a kind, from a client written when Classic was a Prison scenario.
    expect(parseCreateGame({ scenario: 'classic' })).toMatchObject({ ok: true, value: { kind: 'classic' } });
    expect(parseCreateGame({ kind: 'cardgame', scenario: 'standard', selection: 'draft' }).ok).toBe(true);
    expect(parseCreateGame({ scenario: 'chess' }).ok).toBe(false);
    expect(parseCreateGame({ scenario: 'standalone', timerSeconds: 1 }).ok).toBe(false);
    expect(parseCreateGame({ kind: 'classic', scenario: 'classic', handicap: null }).ok).toBe(false);
    expect(parseCreateGame({ kind: 'prison', scenario: 'standard' }).ok).toBe(false);
  });

  it('every error code has its sentence and its HTTP status', () => {
    for (const [code, msg] of Object.entries(ERROR_MESSAGES)) {
      expect(msg.length, code).toBeGreaterThan(5);
      expect(HTTP_STATUS[code as keyof typeof HTTP_STATUS]).toBeGreaterThanOrEqual(400);
    }
  });
});
