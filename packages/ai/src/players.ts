// Seeded matches between two named players ("L0".."L4", with optional budgets) of any game kind,
// each deciding from its own seat's view only. Browser-safe: the pool's workers and the tests run
// the same code as an in-process caller.
import { GAMES, type ConfigOf, type GameKind } from '@dt/games';
import { BOTS } from './bots.ts';
import { playModuleMatch, type MatchResult } from './module-match.ts';
import type { PlayerSpec } from './player-spec.ts';

export { parsePlayer, type PlayerSpec } from './player-spec.ts';

/** Safety net against a bot that never ends a turn (the card game's turns take many decisions). */
const MAX_DECISIONS = 50_000;

export type MatchJobOf<K extends GameKind> = {
  kind: K;
  config: ConfigOf<K>;
  /** The game's seed (set-up, rooms, tokens). */
  seed: string;
  /** Player for yellow and for blue. */
  players: [PlayerSpec, PlayerSpec];
  /** Mixed into each bot's decision seeds. */
  botSeed: number;
};
export type MatchJob = { [K in GameKind]: MatchJobOf<K> }[GameKind];

/** Why a match cannot be played with these players (a level the kind's bots lack), or null. */
export function matchProblem(kind: GameKind, players: readonly PlayerSpec[]): string | null {
  const { levels } = BOTS[kind];
  return players.every((p) => levels.includes(p.level))
    ? null
    : `${GAMES[kind].title.en} has bot levels L${levels[0]}-L${levels[levels.length - 1]}`;
}

export function runMatch<K extends GameKind>(job: MatchJobOf<K>): MatchResult {
  const problem = matchProblem(job.kind, job.players);
  if (problem) throw new Error(problem);
  const bots = BOTS[job.kind];
  const { seed, botSeed } = job;
  return playModuleMatch(
    GAMES[job.kind],
    job.config,
    seed,
    [
      bots.player(job.players[0], { seed, botSeed, seat: 0 }),
      bots.player(job.players[1], { seed, botSeed, seat: 1 }),
    ],
    MAX_DECISIONS,
  );
}
