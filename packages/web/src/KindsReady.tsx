// The rules of the kinds that bring their own package (their registry entry loads them,
// @dt/games facets.ts), fetched once before a screen other than the home shows: those screens
// read every kind's module at once (GAMES); the home reads only the registry's data, so its
// first load never waits for a kind's rules (issue 38). Renders its children at once when
// every kind's rules are built in, as the first three kinds' are.
import { use, type ReactNode } from 'react';
import { kindsLoaded, loadKinds } from '@dt/games/catalog';

let loading: Promise<void> | null = null;

export function KindsReady({ when, children }: { when: boolean; children: ReactNode }): ReactNode {
  if (when && !kindsLoaded(['rules'])) use((loading ??= loadKinds(['rules'])));
  return children;
}
