// A named player of matches and tournaments (the contract's shape, @dt/games bot.ts): a level,
// an optional search budget, and (board games) the evaluation weights a tuning run tries.
import type { PlayerSpec as ContractSpec } from '@dt/games';
import type { Weights } from './evaluate.ts';

export type PlayerSpec = ContractSpec<Weights>;

/** "L3" or "3" → level 3; "L4@1200" → level 4 with 1200 iterations; null for anything else. */
export function parsePlayer(name: string): PlayerSpec | null {
  const m = /^L?([0-9])(?:@(\d+))?$/i.exec(name.trim());
  if (!m) return null;
  const spec: PlayerSpec = { level: Number(m[1]) };
  if (m[2] !== undefined && Number(m[2]) > 0) spec.iterations = Number(m[2]);
  else if (m[2] !== undefined) return null;
  return spec;
}
