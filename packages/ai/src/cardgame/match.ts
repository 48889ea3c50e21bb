// One card game between two bots of the given levels, each deciding from its own seat's view
// only (the loop is module-match.ts). Shared by tests, `dt tournament --game cardgame` and the
// bot pool's workers; each seat's bot has its own random stream, fixed by the seed.
import { Rng, type GameConfig } from '@dt/cardgame';
import { cardgameModule } from '@dt/games';
import { playModuleMatch, type MatchResult } from '../module-match.ts';
import { cardgameBot, type CardgameLevel } from './index.ts';

/** Safety net against a bot that never ends a turn. */
const MAX_DECISIONS = 50_000;

export function playCardgameMatch(
  config: GameConfig,
  seed: string,
  levels: [CardgameLevel, CardgameLevel],
  botSeed: number,
): MatchResult {
  const bots = levels.map(cardgameBot);
  const rngs = [new Rng(`${seed}/${botSeed}/yellow`), new Rng(`${seed}/${botSeed}/blue`)];
  return playModuleMatch(
    cardgameModule,
    config,
    seed,
    [(v, legal) => bots[0]!(v, legal, rngs[0]!), (v, legal) => bots[1]!(v, legal, rngs[1]!)],
    MAX_DECISIONS,
  );
}
