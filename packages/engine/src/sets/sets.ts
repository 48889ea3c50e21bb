// The game sets this engine plays, and which set a scenario belongs to. A new set is one
// more entry (see set.ts and docs/engine.md).
import { CLASSIC } from './classic/set.ts';
import { PRISON } from './prison/prison.ts';
import type { ScenarioDef } from './prison/scenarios.ts';
import type { GameSet } from '../core/set.ts';

export const SETS: readonly GameSet[] = [PRISON, CLASSIC];

/** The set whose scenario this is. */
export function setOfScenario(name: string): GameSet | undefined {
  return SETS.find((set) => set.scenarios.some((sc) => sc.name === name));
}

/** A scenario of any set, by name. */
export function scenarioDef(name: string): ScenarioDef | undefined {
  for (const set of SETS) for (const sc of set.scenarios) if (sc.name === name) return sc;
  return undefined;
}

/** Every scenario name of every set. */
export const scenarioNames = (): string[] => SETS.flatMap((set) => set.scenarios.map((sc) => sc.name));
