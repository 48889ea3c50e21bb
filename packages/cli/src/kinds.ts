// kind -> what `dt` does with it: its view drawn as text (`dt play`), a seeded game between two
// random players checked after every action (`dt selfplay`), and its engine's timings
// (`dt bench`). The one place `dt` lists the kinds: every command asks here or the kind's module
// (@dt/games) and never by kind, and a kind without an entry does not compile. Prison and the
// 2004 Classic set share the board engine's entry: the drawing reads the set from the view, and
// the bench times Prison's stand-alone positions (the Classic set runs the same core).
import { configFor, playRandomGame as cardgameRandomGame, type RunConfig } from '@dt/cardgame/selfplay';
import type { GameKind, ViewOf } from '@dt/games';
import type { Options } from './args.ts';
import { render } from './ascii.ts';
import { renderCardgame } from './cardgame-text.ts';
import type { Io } from './io.ts';
import type { TextPresenter } from './presenters.ts';
import { playRandomGame, type Check, type GameOutcome } from './random-game.ts';

/** What a selfplay run plays (card game: `selection` may be 'all', each game taking the next mode). */
export interface RandomConfig {
  scenario: string;
  maxTurns: number;
  selection?: string;
  secretObjects?: boolean;
}

export interface DtKind<K extends GameKind> {
  /** The view as a seat sees it, drawn as text. */
  text: TextPresenter<ViewOf<K>>;
  /** Game `index` of a seeded run between two random players, checked after every action. */
  randomGame(config: RandomConfig, runSeed: string, index: number, check: Check): GameOutcome;
  /** `dt bench`'s timings, loaded when asked (selfplay's workers never load the benches). */
  bench(opts: Options, io: Io): Promise<number>;
}

const board: DtKind<'prison' | 'classic'> = {
  text: { render },
  randomGame: (config, ...rest) => playRandomGame(config as Parameters<typeof playRandomGame>[0], ...rest),
  bench: async (opts, io) => (await import('./bench.ts')).runBench(opts, io),
};

const cardgame: DtKind<'cardgame'> = {
  text: { render: (v) => renderCardgame(v) },
  randomGame: (config, runSeed, index, check) =>
    cardgameRandomGame(configFor(config as RunConfig, index), runSeed, index, check),
  bench: async (opts, io) => (await import('./bench.ts')).runCardgameBench(opts, io),
};

export const DT_KINDS: { readonly [K in GameKind]: DtKind<K> } = {
  prison: board,
  classic: board,
  cardgame,
};
