// A kind's part of the home's "new game" form, so the home never asks which game it starts: the
// kind's option fields (its presenter's hook), the levels its bots play (@dt/ai/levels),
// and its start on this device, handed the options the fields made. The page says how each kind
// starts (`LocalStarts`, typed by kind: the board kinds open the board session, the card game
// its own shell), so a kind without a start does not compile.
import type { ReactElement } from 'react';
import { botLevels } from '@dt/ai/levels';
import type { GameKind, OptionsOf } from '@dt/games/catalog';
import type { Player } from '../session.ts';
import type { WebPresenter } from './presenter.ts';
import { PRESENTERS } from './registry.ts';

/** A new game on this device: the kind's options, the game number, who plays each seat. */
export interface LocalGame<K extends GameKind> {
  config: OptionsOf<K>;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

/** How the page starts a game of each kind on this device. */
export type LocalStarts = { readonly [K in GameKind]: (g: LocalGame<K>) => void };

export interface NewGameForm {
  /** The kind's option fields. */
  fields: ReactElement;
  /** The levels the kind's bots play, lowest first. */
  levels: readonly number[];
  /** Starts the game with the options the fields hold now. */
  start(g: Omit<LocalGame<GameKind>, 'config'>, starts: LocalStarts): void;
}

/** A hook: kind `K`'s part of the form (call it for every kind, in the same order, every time). */
export function useNewGameForm<K extends GameKind>(kind: K): NewGameForm {
  const presenter: WebPresenter<K> = PRESENTERS[kind];
  const [config, fields] = presenter.useOptions();
  return {
    fields,
    levels: botLevels(kind),
    start: (g, starts) => {
      const start: (g: LocalGame<K>) => void = starts[kind];
      start({ ...g, config });
    },
  };
}
