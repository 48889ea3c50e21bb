// kind -> its table for a game on the server. Apart from the presenters (registry.ts) so that
// the home screen, which lists kinds and their options, loads no table: this registry comes with
// online play (screens/OnlineGame.tsx, loaded when opened; issue 38's first load). A kind
// without a table does not compile.
import type { GameKind } from '@dt/games/catalog';
import { CardOnline } from '../online/CardOnline.tsx';
import { BoardOnline } from './BoardOnline.tsx';
import type { OnlineTable } from './presenter.ts';

export const ONLINE_TABLES: { readonly [K in GameKind]: OnlineTable<K> } = {
  prison: BoardOnline,
  classic: BoardOnline,
  // The card table drops a half-made choice at every new version, so it gets only a current
  // list of actions.
  cardgame: (p) => <CardOnline {...p} legal={p.legalAt === p.version ? p.legal : []} />,
};
