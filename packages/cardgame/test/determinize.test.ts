// Sampled worlds are the engine's: hiddenOf says what a seat's view hides, and determinize
// builds a world from any guess that fits, a world that passes checkInvariants and shows that
// seat exactly its view (checked along seeded random games of every scenario, selection mode
// and variant); a guess that does not fit is refused with BAD_NOTATION and a sentence.
import { describe, expect, it } from 'vitest';
import {
  PAIRS,
  ROOMS,
  Rng,
  apply,
  canSample,
  checkInvariants,
  determinize,
  hiddenOf,
  view,
  type Assignment,
  type GameConfig,
  type Hidden,
  type HiddenCards,
  type State,
  type View,
} from '../src/index.ts';
import { randomAction } from '../src/selfplay.ts';
import { game } from './helpers.ts';

/** The plainest guess that fits: rooms, cards and Combat cards in the order hiddenOf gives them. */
function plainGuess(h: Hidden): Assignment {
  const rooms = [...h.twins];
  for (const pair of h.pairs) for (const r of ROOMS) if (PAIRS[r.pair] === pair) rooms.push(r.name);
  const cards = (hc: HiddenCards): string[] => {
    let chars = hc.characters.slice();
    let objs = hc.objects.slice();
    if (hc.characterCount !== null) {
      chars = chars.slice(0, hc.characterCount);
      objs = objs.slice(0, hc.cards.length - hc.characterCount);
    }
    const out = hc.cards.map((c) =>
      c.kind === 'character' ? chars.shift() : c.kind === 'object' ? objs.shift() : undefined,
    );
    const rest = [...chars, ...objs];
    return out.map((c) => c ?? rest.shift()!);
  };
  return {
    rooms: rooms.slice(0, h.slots.length),
    orientations: h.slots.map((_, i) => i % 4),
    cards: [cards(h.hands[0]), cards(h.hands[1])],
    combat: [0, ...h.deck].slice(0, h.combatCount),
  };
}

const CONFIGS: GameConfig[] = [
  { scenario: 'tutorial-1' },
  { scenario: 'tutorial-3' },
  { scenario: 'standard', selection: 'frontal' },
  { scenario: 'advanced', selection: 'draft', secretObjects: true },
  {
    scenario: 'standard',
    selection: 'frontal',
    secretObjects: true,
    handicap: { seat: 'blue', stronger: 'very-experienced', weaker: 'newbie' },
  },
];

const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('determinize', () => {
  it.each(CONFIGS.map((c) => [JSON.stringify(c), c] as const))(
    '%s: every world of a guess that fits keeps the invariants and shows the seat its view',
    (_, config) => {
      let s: State = game({ ...config, maxTurns: 30 }, `determinize/${config.scenario}`);
      const rng = new Rng(`determinize/${config.scenario}/bots`);
      let checked = 0;
      for (let n = 0; s.phase !== 'over'; n++) {
        for (const seat of [0, 1] as const) {
          const v = view(s, seat);
          if (n % 5 !== 0 || !canSample(v)) continue;
          const w = determinize(v, plainGuess(hiddenOf(v)));
          if (!w.ok) expect.fail(`action ${n}: ${w.error.message}`);
          expect(checkInvariants(w.value)).toEqual([]);
          expect(plain(view(w.value, seat))).toEqual(plain(v));
          checked++;
        }
        const r = apply(s, randomAction(rng, s));
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
      expect(checked).toBeGreaterThan(10);
    },
  );

  it('refuses a guess that does not fit, saying what', () => {
    let s: State = game({ scenario: 'standard', selection: 'frontal', maxTurns: 30 }, 'determinize/refusals');
    const rng = new Rng('determinize/refusals/bots');
    let v: View = view(s, 0);
    while (!(canSample(v) && hiddenOf(v).hands[1].cards.length > 2 && hiddenOf(v).pairs.length > 0)) {
      const r = apply(s, randomAction(rng, s));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      v = view(s, 0);
    }
    const h = hiddenOf(v);
    const good = plainGuess(h);
    const bad = (change: Partial<Assignment>): string => {
      const w = determinize(v, { ...good, ...change });
      return w.ok ? 'ok' : `${w.error.code}: ${w.error.message}`;
    };
    expect(bad({})).toBe('ok');
    expect(bad({ rooms: good.rooms.slice(1) })).toMatch(
      /^BAD_NOTATION: one room and one orientation per face-down slot/,
    );
    expect(bad({ rooms: [...good.rooms.slice(1), good.rooms[1]!] })).toMatch(/each room once/);
    expect(bad({ rooms: good.rooms.map((r, i) => (i === good.rooms.length - 1 ? 'nowhere' : r)) })).toMatch(
      /unknown room nowhere/,
    );
    expect(bad({ orientations: good.orientations.map(() => 5) })).toMatch(/orientations are 0 to 3/);
    const theirs = good.cards[1];
    expect(bad({ cards: [good.cards[0], [theirs[1]!, ...theirs.slice(1)]] })).toMatch(/given twice/);
    expect(bad({ cards: [good.cards[0], ['yNg', ...theirs.slice(1)]] })).toMatch(/yNg is not a card of blue/);
    expect(bad({ combat: [1, ...good.combat.slice(1)] })).toMatch(/the \+0 among them/);
    expect(bad({ combat: [0] })).toMatch(/holds \d+ Combat cards/);
    expect(() => hiddenOf(view(s, 'spectator'))).toThrow(/no world is sampled for spectator/);
  });
});
