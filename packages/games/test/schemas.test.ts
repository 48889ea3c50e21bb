// Every action a seat is handed as legal passes its kind's wire schema, so a client that sends
// back what it was offered is never refused as BAD_MESSAGE (issue 41: the card game's attacks on
// a wall card, written `#10`, were). Seeded random games of every kind, scenario and variant,
// every legal action of every seat at every step sent through the schema.
import { describe, expect, it } from 'vitest';
import { GAME_KINDS, gameModule, type AnyGameModule, type BaseConfig } from '../src/index.ts';

function rng(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Every configuration a kind offers worth telling apart: each scenario, and its variants. */
function configsOf(m: AnyGameModule): BaseConfig[] {
  const out: BaseConfig[] = [];
  for (const scenario of m.scenarios) {
    out.push({ scenario });
    for (const variant of [
      { selection: 'frontal' },
      { selection: 'draft', secretObjects: true },
      { handicap: { seat: 'blue', stronger: 'experienced', weaker: 'beginner' } },
      { handicap: { seat: 'yellow', characters: 6, removeCombat: [6] } },
    ]) {
      const config = { scenario, ...variant };
      if (m.parseConfig(config).ok && m.newGame(config, 1).ok) out.push(config);
    }
  }
  return out;
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
