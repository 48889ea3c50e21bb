// Seeded games between the card game's bots, kept to check that a change inside the engine or
// the bots leaves every decision as it was (issue 37: "the bots' decisions unchanged on
// replayed games"). record.ts plays them and writes decisions.txt; check.ts plays them again
// and names the first decision that differs. Both run outside the test suite (minutes of CPU).
import { Rng, makeAction, type Action, type GameConfig, type View } from '@dt/cardgame';
import { cardgameModule } from '@dt/games';
import { playModuleMatch } from '../../../src/module-match.ts';
import { cardgameBot, type CardgameLevel } from '../../../src/cardgame/index.ts';

export interface ReplayGame {
  name: string;
  config: GameConfig;
  seed: string;
  levels: [CardgameLevel, CardgameLevel];
}

const CONFIGS: [string, GameConfig][] = [
  ['tutorial-2', { scenario: 'tutorial-2', maxTurns: 30 }],
  ['tutorial-3', { scenario: 'tutorial-3', maxTurns: 30 }],
  ['standard', { scenario: 'standard', maxTurns: 30 }],
  ['standard frontal', { scenario: 'standard', selection: 'frontal', maxTurns: 30 }],
  [
    'standard draft, secret objects, handicap',
    {
      scenario: 'standard',
      selection: 'draft',
      secretObjects: true,
      handicap: { seat: 'blue', stronger: 'experienced', weaker: 'beginner' },
      maxTurns: 30,
    },
  ],
  ['advanced', { scenario: 'advanced', maxTurns: 30 }],
];

const PAIRINGS: [CardgameLevel, CardgameLevel][] = [
  [1, 2],
  [2, 1],
  [1, 1],
];

/** Seeds per configuration and pairing. */
const SEEDS = 3;

export const GAMES: ReplayGame[] = CONFIGS.flatMap(([name, config]) =>
  PAIRINGS.flatMap((levels) =>
    Array.from({ length: SEEDS }, (_, k) => ({
      name: `${name} L${levels[0]}-L${levels[1]} #${k}`,
      config,
      seed: `replay/${name}/${k}`,
      levels,
    })),
  ),
);

/** Every decision of a game, one line each: the seat that decided and the action. */
export function playGame(g: ReplayGame): string[] {
  const bots = g.levels.map(cardgameBot);
  const rngs = [new Rng(`${g.seed}/yellow`), new Rng(`${g.seed}/blue`)];
  const out: string[] = [];
  playModuleMatch(
    cardgameModule,
    g.config,
    g.seed,
    [0, 1].map((seat) => (v: View, legal: Action[]) => {
      const a = bots[seat]!(v, legal, rngs[seat]!);
      out.push(`${seat} ${makeAction(a)}`);
      return a;
    }) as never,
    50_000,
  );
  return out;
}
