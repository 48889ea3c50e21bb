// kind -> web presenter. The one place the web lists its presenters; a kind without one does
// not compile. The board's serves Prison and the 2004 Classic set alike.
import type { GameKind } from '@dt/games/catalog';
import { classicPresenter, prisonPresenter } from './board.tsx';
import { cardgamePresenter } from './cardgame.tsx';
import type { WebPresenter } from './presenter.ts';

export const PRESENTERS: { readonly [K in GameKind]: WebPresenter<K> } = {
  prison: prisonPresenter,
  classic: classicPresenter,
  cardgame: cardgamePresenter,
};
