// kind -> its table for a game on the server: the online part of every kind's web facet
// (web-facet.ts). Apart from the presenters (registry.ts) so that the home screen, which lists
// kinds and their options, loads no table: this registry comes with online play
// (screens/OnlineGame.tsx, loaded when opened; issue 38's first load). The first kinds' tables
// are the web's own, listed here; a kind whose entry counts on one this lacks does not compile.
import { CardOnline } from '../online/CardOnline.tsx';
import { BoardOnline } from './BoardOnline.tsx';
import { webParts } from './web-facet.ts';

export const ONLINE_TABLES = webParts('online', {
  prison: BoardOnline,
  classic: BoardOnline,
  // The card table drops a half-made choice at every new version, so it gets only a current
  // list of actions.
  cardgame: (p) => <CardOnline {...p} legal={p.legalAt === p.version ? p.legal : []} />,
});
