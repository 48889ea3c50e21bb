// The rules of the kinds that bring their own package (their registry entry loads them,
// @dt/games facets.ts), fetched once before a screen shows: the page's screens read every kind's
// module at once (GAMES). Renders its children at once when every kind's rules are built in, as
// the first three kinds' are, so the home screen's first load is unchanged (issue 38).
import { use, type ReactNode } from 'react';
import { kindsLoaded, loadKinds } from '@dt/games/catalog';

let loading: Promise<void> | null = null;

export function KindsReady({ children }: { children: ReactNode }): ReactNode {
  if (!kindsLoaded(['rules'])) use((loading ??= loadKinds(['rules'])));
  return children;
}
