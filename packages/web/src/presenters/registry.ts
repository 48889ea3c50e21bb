// kind -> web presenter: the presenter part of every kind's web facet (web-facet.ts), found from
// the registry of kinds. The first kinds' are the web's own, listed here; a kind whose entry
// counts on a built-in presenter this lacks does not compile. The board's serves Prison and the
// 2004 Classic set alike.
import { classicPresenter, prisonPresenter } from './board.tsx';
import { cardgamePresenter } from './cardgame.tsx';
import { webParts } from './web-facet.ts';

export const PRESENTERS = webParts('presenter', {
  prison: prisonPresenter,
  classic: classicPresenter,
  cardgame: cardgamePresenter,
});
