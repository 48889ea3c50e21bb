// Every action a seat is handed as legal passes its kind's wire schema, so a client that sends
// back what it was offered is never refused as BAD_MESSAGE (issue 41: the card game's attacks on
// a wall card, written `#10`, were). Seeded random games of every kind, scenario and variant,
// every legal action of every seat at every step sent through the schema.
import { describe, expect, it } from 'vitest';
import { GAME_KINDS, GAMES, gameModule, type AnyGameModule, type BaseConfig } from '../src/index.ts';
import { configsOf } from './configs.ts';

// A border holding two portcullises, one printed on each room's half (card game, CN33): the
// actions name the room of the one they work (cardgame/test/perft/positions.txt, the same position).
const TWIN_PORTCULLISES = [
  'DT-CardGame position 1',
  'scenario standard selection=mutual timer=- secret=no handicap=- maxturns=-',
  'rooms orange-B/3* red-B/0* orange-A/0* red-A/0* blue-A/0* blue-B/0* green-A/0* green-B/0*',
  'phase actions active=yellow turn=3 firsts=yellow,yellow,yellow deal=yellow done=no,no',
  'wheels 3 0',
  'hand yellow combat=0,1,2,2,3,3,4,5,6 jumps=3 wallcard=yes vp=0 bonus=0',
  'hand blue combat=0,1,2,2,3,3,4,5,6 jumps=3 wallcard=yes vp=0 bonus=0',
  'pieces yBs:b1 yCo:b1 bNg:d8',
  'flags -',
  'aliases 0 -',
  'result - draw=- reason=""',
].join('\n');

function rng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** The legal actions refused by the schema over one seeded game, as their notation. */
function refusedOver(m: AnyGameModule, config: BaseConfig, seed: number): string[] {
  const g = m.newGame({ ...config, maxTurns: 12 }, seed);
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const pick = rng(seed);
  const refused = new Set<string>();
  while (!m.outcome(s).over) {
    const seats = m.toMove(s);
    for (const seat of seats)
      for (const a of m.legalActionsFor(s, seat)) {
        // Through JSON, as the action travels.
        if (!m.actionSchema.safeParse(JSON.parse(JSON.stringify(a))).success) refused.add(m.makeAction(a));
      }
    const legal = m.legalActionsFor(s, seats[pick(seats.length)]!);
    const r = m.apply(s, legal[pick(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return [...refused];
}

describe.each(GAME_KINDS)('every legal action of %s fits its wire schema', (kind) => {
  const m = gameModule(kind);
  for (const config of configsOf(m))
    it(`in ${JSON.stringify(config)}`, () => {
      for (const seed of [1, 2, 3]) expect(refusedOver(m, config, seed)).toEqual([]);
    });
});

describe("the card game's wire schema", () => {
  it('takes the portcullis actions that name their room, where one border holds two (CN33)', () => {
    const m = GAMES.cardgame;
    const s = m.parsePosition(TWIN_PORTCULLISES);
    if (!s.ok) throw new Error(s.error.message);
    const named = m.legalActionsFor(s.value, 0).filter((a) => a.type === 'portcullis' && 'room' in a);
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const a of named) expect(m.actionSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
  });
});
