// L1 does not turn its characters back and forth on their starting zone (issue 39: "L1 turned
// its characters back and forth in its own starting zone for a whole turn"). Rulebook, Moving
// on the starting zone: a character there faces one of the zones in front and may turn to
// face another as part of a movement; a movement that ends on the same starting zone having
// only turned the character gains nothing a greedy player values, so L1 no longer makes one.
import { describe, expect, it } from 'vitest';
import {
  Rng,
  apply,
  legalActionsFor,
  newGame,
  toMove,
  view,
  type Action,
  type GameConfig,
  type State,
} from '@dt/cardgame';
import { cardgameBot } from '../../src/cardgame/index.ts';
import { purposefulBest } from '../../src/cardgame/purpose.ts';

/** Where a piece stands in `s` (a zone or a starting-zone place such as "Bws"). */
const placeOf = (s: State, piece: string): string | null =>
  view(s, 0).pieces.find((p) => p.id === piece)?.place ?? null;
const startZone = (place: string | null): string | null =>
  place && /^[YB][we]/.test(place) ? place.slice(0, 2) : null;

/**
 * Plays L1 against L1 for at most `limit` decisions; returns the movements the bots made and
 * those that began and ended on one starting zone with only the facing changed.
 */
function facingOnlyMovements(config: GameConfig, seed: string, limit: number) {
  const g = newGame(config, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const bots = [cardgameBot(1), cardgameBot(1)];
  const rngs = [new Rng(`${seed}/yellow`), new Rng(`${seed}/blue`)];
  let moving: { piece: string; from: string | null } | null = null;
  let movements = 0;
  const pointless: string[] = [];
  const close = (st: State) => {
    if (!moving) return;
    const to = placeOf(st, moving.piece);
    const zone = startZone(moving.from);
    if (zone && to !== moving.from && startZone(to) === zone)
      pointless.push(`${moving.piece} ${moving.from}→${to}`);
    moving = null;
  };
  for (let n = 0; n < limit && s.phase !== 'over'; n++) {
    const seat = toMove(s).find((x) => legalActionsFor(s, x).length > 0);
    if (seat === undefined) break;
    const a: Action = bots[seat]!(view(s, seat), legalActionsFor(s, seat), rngs[seat]!);
    if (a.type === 'move') {
      movements++;
      moving = { piece: a.piece, from: placeOf(s, a.piece) };
    }
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    if (s.phase !== 'moving') close(s);
  }
  return { movements, pointless };
}

describe('L1 moves with a purpose', () => {
  it.each([
    ['tutorial-2', { scenario: 'tutorial-2', maxTurns: 12 }, 'purpose/t2'],
    ['tutorial-3', { scenario: 'tutorial-3', maxTurns: 12 }, 'purpose/t3'],
    ['standard', { scenario: 'standard', maxTurns: 8 }, 'purpose/std'],
  ] as const)(
    'never ends a movement on its starting zone having only turned the character (%s)',
    (_, config, seed) => {
      const r = facingOnlyMovements(config as GameConfig, seed, 1500);
      // The bots did move: the check is not empty.
      expect(r.movements).toBeGreaterThan(5);
      expect(r.pointless).toEqual([]);
    },
  );

  it('stands still when a movement leads nowhere better than the position as it stands, and moves when it does', () => {
    const legal: Action[] = [{ type: 'move', piece: 'bCo' }, { type: 'end' }, { type: 'reveal', room: 1 }];
    expect(legal[purposefulBest(legal, [10.0004, 9, 9], 10)]!.type).toBe('end');
    expect(legal[purposefulBest(legal, [9.4, 9, 9.1], 9.2)]!.type).toBe('reveal');
    expect(legal[purposefulBest(legal, [14, 10, 9], 10)]!.type).toBe('move');
    const steps: Action[] = [{ type: 'step', to: 'Bws' }, { type: 'stop' }];
    expect(steps[purposefulBest(steps, [3.0009, 3.0001], 3)]!.type).toBe('stop');
  });
});
