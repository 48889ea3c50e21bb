// The rules of the kinds that bring their own package (their registry entry loads them,
// @dt/games facets.ts), fetched once before a screen other than the home shows: those screens
// read every kind's module at once (GAMES); the home reads only the registry's data, so its
// first load never waits for a kind's rules, nor carries the loading code (issue 38). Renders
// its children at once when every kind's rules are built in, as the first three kinds' are.
import { use, type ReactNode } from 'react';
import { BUILT_IN, GAME_KINDS, KINDS } from '@dt/games/catalog';

/** Whether some kind's entry loads its rules (read from the registry's data alone). */
const LOADS_RULES = GAME_KINDS.some((k) => KINDS[k].rules !== BUILT_IN);
let loading: Promise<void> | null = null;

export function KindsReady({ when, children }: { when: boolean; children: ReactNode }): ReactNode {
  if (when && LOADS_RULES) use((loading ??= import('@dt/games').then((g) => g.loadKinds(['rules']))));
  return children;
}
