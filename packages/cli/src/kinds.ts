// kind -> what `dt` does with it: its view drawn as text (`dt play`), a seeded game between two
// random players checked after every action (`dt selfplay`), and its engine's timings
// (`dt bench`), the contract's DtHooks. The one place `dt` finds the kinds: every command asks
// here or the kind's module (@dt/games) and never by kind. Found from the registry of kinds
// (@dt/games facetTable): a kind whose entry brings its hooks has them loaded from its package
// by the host's loadKinds (`dt` awaits it at start); the first kinds' hooks are this package's own (their entries
// say BUILT_IN), listed below, and a kind whose entry counts on them without a line here does
// not compile. Prison and the 2004 Classic set share the board engine's hooks: the drawing reads
// the set from the view, and the bench times Prison's stand-alone positions (the Classic set
// runs the same core).
import { configFor, playRandomGame as cardgameRandomGame, type RunConfig } from '@dt/cardgame/selfplay';
import { facetTable, type BuiltInFacets, type DtHooks, type GameKind, type ViewOf } from '@dt/games';
import { render } from './ascii.ts';
import { renderCardgame } from './cardgame-text.ts';
import { playRandomGame } from './random-game.ts';

export type { RandomConfig } from '@dt/games';

export type DtKind<K extends GameKind> = DtHooks<ViewOf<K>>;

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

const OWN: BuiltInFacets<'dt'> = { prison: board, classic: board, cardgame };

export const DT_KINDS: { readonly [K in GameKind]: DtKind<K> } = facetTable('dt', OWN);
