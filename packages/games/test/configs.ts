// Test support (exported as @dt/games/test-support): the configurations of a kind worth telling
// apart, for the tests that go over every kind, scenario and variant (the wire schemas here, the
// server's round trip of every legal action).
import type { AnyGameModule, BaseConfig } from '../src/index.ts';

/** Every configuration a kind offers worth telling apart: each scenario, and its variants. */
export function configsOf(m: AnyGameModule): BaseConfig[] {
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
