// The code a game on this device needs, fetched in one go when it starts or is opened: the
// shell's start and resume of every kind (local-game.ts, with the session, the engines and zod)
// and the kind's table (presenters/local-tables.tsx) together, not the one after the other,
// since each round trip costs most on a slow network (issue 38: time to a playable board on
// Fast 3G).
import type { GameKind } from '@dt/games/catalog';
import { LOCAL_TABLES } from './presenters/local-tables.tsx';

/** The start, resume and rematch of a game on this device, with kind `kind`'s table. */
export const localGameCode = (kind: GameKind) =>
  Promise.all([import('./local-game.ts'), LOCAL_TABLES[kind].table()]);

/** A fetch ahead of need: one that fails is simply made again when the game starts. */
export const ahead = (load: () => Promise<unknown>) => (): void => void load().catch(() => undefined);
