// The card game's sampled worlds: built from one seat's view alone, each is a legal position
// (parsePosition checks the invariants) that this seat cannot tell from the real one: its view
// of the world is its view of the game. Checked along seeded random games of every scenario,
// in both team selections where the opponent's team is public and where it is secret, with
// the secret objects variant (handles for carried objects and the wounded) and the handicap
// (characters removed in secret, Combat cards removed).
import { describe, expect, it } from 'vitest';
import { Rng, SCENARIOS, apply, newGame, view, type GameConfig, type State } from '@dt/cardgame';
import { randomAction } from '@dt/cardgame/selfplay';
import { buildWorld } from '../../src/cardgame/worlds.ts';

const CONFIGS: GameConfig[] = [
  ...SCENARIOS.map((scenario) => ({ scenario, maxTurns: 40 })),
  { scenario: 'standard', selection: 'frontal', maxTurns: 40 },
  { scenario: 'advanced', selection: 'draft', maxTurns: 40 },
  { scenario: 'standard', secretObjects: true, maxTurns: 40 },
  {
    scenario: 'standard',
    handicap: { seat: 'yellow', stronger: 'experienced', weaker: 'beginner' },
    maxTurns: 40,
  },
  {
    scenario: 'advanced',
    selection: 'frontal',
    secretObjects: true,
    handicap: { seat: 'blue', stronger: 'very-experienced', weaker: 'newbie' },
    maxTurns: 40,
  },
];

describe('a sampled world of the card game', () => {
  const name = (c: GameConfig): string =>
    [c.scenario, c.selection, c.secretObjects && 'secret objects', c.handicap && 'handicap']
      .filter(Boolean)
      .join(' ');
  it.each(CONFIGS.map((c) => [name(c), c] as const))(
    '%s: is built from the view during play and shows that seat the same view',
    (_, config) => {
      let checked = 0;
      for (let g = 0; g < 2; g++) {
        const r = newGame(config, `worlds/${g}`);
        if (!r.ok) throw new Error(r.error.message);
        let s: State = r.value;
        const rng = new Rng(`worlds/${g}/bots`);
        for (let n = 0; s.phase !== 'over'; n++) {
          if (n % 7 === 0 && ['actions', 'moving', 'place'].includes(s.phase))
            for (const seat of [0, 1] as const) {
              const v = view(s, seat);
              const world = buildWorld(v, rng);
              if (typeof world === 'string') expect.fail(`game ${g}, action ${n}: ${world}`);
              expect(JSON.parse(JSON.stringify(view(world, seat)))).toEqual(JSON.parse(JSON.stringify(v)));
              checked++;
            }
          const next = apply(s, randomAction(rng, s));
          if (!next.ok) throw new Error(next.error.message);
          s = next.value.state;
        }
      }
      expect(checked).toBeGreaterThan(10);
    },
  );
});
