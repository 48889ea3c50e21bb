// Named bot players for matches and tournaments ("L0".."L4", with optional budgets), and the
// seeded match between two of them. Browser-safe: the pool's workers and the tests run the
// same code as an in-process caller.
import type { GameConfig as CardgameConfig } from '@dt/cardgame';
import type { GameConfig } from '@dt/engine';
import type { GameKind } from '@dt/games';
import { playCardgameMatch } from './cardgame/match.ts';
import type { CardgameLevel } from './cardgame/index.ts';
import { withWeights, type Weights } from './evaluate.ts';
import { decide, type Level } from './index.ts';
import { playMatch, type Decider, type MatchResult } from './match.ts';

export interface PlayerSpec {
  level: Level;
  iterations?: number;
  ms?: number;
  /** Evaluation weights of this player (self-play tuning); the defaults otherwise. */
  weights?: Partial<Weights>;
}

/** "L3" or "3" → level 3; "L4@1200" → level 4 with 1200 iterations; null for anything else. */
export function parsePlayer(name: string): PlayerSpec | null {
  const m = /^L?([0-4])(?:@(\d+))?$/i.exec(name.trim());
  if (!m) return null;
  const spec: PlayerSpec = { level: Number(m[1]) as Level };
  if (m[2] !== undefined && Number(m[2]) > 0) spec.iterations = Number(m[2]);
  else if (m[2] !== undefined) return null;
  return spec;
}

export interface MatchJob {
  /** The game kind (default Prison); the card game's players are levels 0-2. */
  game?: GameKind;
  config: GameConfig | CardgameConfig;
  /** The game's seed (set-up, rooms, tokens). */
  seed: string;
  /** Player for yellow and for blue. */
  players: [PlayerSpec, PlayerSpec];
  /** Mixed into each bot's decision seeds. */
  botSeed: number;
}

export function deciderFor(p: PlayerSpec, seed: number): Decider {
  return (v, legal, _seat, n) =>
    withWeights(p.weights, () =>
      decide(v, legal, { level: p.level, seed: (seed * 7919 + n) | 0, iterations: p.iterations, ms: p.ms }),
    );
}

export function runMatch(job: MatchJob): MatchResult {
  if (job.game === 'cardgame') {
    const levels = job.players.map((p) => p.level) as [CardgameLevel, CardgameLevel];
    if (levels.some((l) => l > 2)) throw new Error('the card game has bot levels L0-L2');
    return playCardgameMatch(job.config as CardgameConfig, job.seed, levels, job.botSeed);
  }
  return playMatch(job.config as GameConfig, job.seed, [
    deciderFor(job.players[0], job.botSeed * 2 + 1),
    deciderFor(job.players[1], job.botSeed * 2 + 2),
  ]);
}
