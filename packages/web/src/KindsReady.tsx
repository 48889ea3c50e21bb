// The facets of the kinds that bring their own package (their registry entry loads them,
// @dt/games facets.ts), fetched once before a screen shows: the web's (presenters/web-facet.ts)
// before every screen, the home's option fields included; the rules before every screen but the
// home, which read every kind's module at once (GAMES), while the home reads only the registry's
// data, so its first load never waits for a kind's rules. Whether a kind loads a facet is read
// from the registry's data alone, so the home carries no loading code (issue 38) and this renders
// its children at once when every kind's facets are built in, as the first three kinds' are.
import { use, type ReactNode } from 'react';
import { BUILT_IN, GAME_KINDS, KINDS } from '@dt/games/catalog';

type Loaded = 'rules' | 'web';
/** Whether some kind's entry loads its facet (read from the registry's data alone). */
const loads = (facet: Loaded): boolean => GAME_KINDS.some((k) => KINDS[k][facet] !== BUILT_IN);
const LOADS_RULES = loads('rules');
const LOADS_WEB = loads('web');
const loading = new Map<string, Promise<void>>();

function load(facets: Loaded[]): Promise<void> {
  const key = facets.join(' ');
  let p = loading.get(key);
  if (!p) loading.set(key, (p = import('@dt/games').then((g) => g.loadKinds(facets))));
  return p;
}

export function KindsReady({ when, children }: { when: boolean; children: ReactNode }): ReactNode {
  const facets: Loaded[] = [
    ...(LOADS_WEB ? ['web' as const] : []),
    ...(when && LOADS_RULES ? ['rules' as const] : []),
  ];
  if (facets.length > 0) use(load(facets));
  return children;
}
