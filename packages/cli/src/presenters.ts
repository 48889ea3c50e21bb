// kind -> how `dt` shows it: each kind's view drawn as text. `dt play` asks here and never by
// kind; a kind without a presenter does not compile. Prison and the 2004 Classic set share the
// board's drawing (it reads the set from the view).
import type { GameKind, ViewOf } from '@dt/games';
import { render } from './ascii.ts';
import { renderCardgame } from './cardgame-text.ts';

export interface TextPresenter<V> {
  /** The view as a seat sees it; `legend` adds the key to the drawing's marks. */
  render(view: V, legend?: boolean): string;
}

const board: TextPresenter<ViewOf<'prison'>> = { render };

export const PRESENTERS: { readonly [K in GameKind]: TextPresenter<ViewOf<K>> } = {
  prison: board,
  classic: board,
  cardgame: { render: (v) => renderCardgame(v) },
};
