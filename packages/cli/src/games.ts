// The game kinds as `dt` offers them: the `--game` option, the scenario a command starts when
// none is given, and each kind's seeded random game (selfplay and bench). Everything else a
// command needs of a kind comes from its module (@dt/games).
import { playRandomGame as cardgameRandomGame, configFor } from '@dt/cardgame/selfplay';
import type { GameConfig as CardgameConfig } from '@dt/cardgame';
import { GAME_KINDS, gameModule, type AnyGameModule, type GameKind } from '@dt/games';
import type { OptionSpec, Options } from './args.ts';
import { playRandomGame, type Check, type GameOutcome } from './random-game.ts';

export const gameOption: OptionSpec = {
  name: 'game',
  kind: 'string',
  choices: GAME_KINDS,
  default: 'prison',
  arg: 'kind',
  help: 'game kind',
};

/** `--scenario`, checked against the chosen game's own scenarios (`fallback` per kind). */
export const gameScenarioOption = (fallback: Partial<Record<GameKind, string>> = {}): OptionSpec => ({
  name: 'scenario',
  kind: 'string',
  arg: 'name',
  help:
    'scenario: ' +
    GAME_KINDS.map(
      (k) =>
        `${k} ${gameModule(k).scenarios.join(', ')} (default ${fallback[k] ?? gameModule(k).defaultScenario})`,
    ).join('; '),
});

/** The card game's team selection, for the commands that start card games. */
export const selectionOption: OptionSpec = {
  name: 'selection',
  kind: 'string',
  choices: ['mutual', 'frontal', 'draft', 'all'],
  arg: 'mode',
  help: 'card game, standard and advanced: team selection (all: the three in turn)',
};

export interface GameChoice {
  kind: GameKind;
  module: AnyGameModule;
  scenario: string;
}

/** The game and scenario asked for, or a usage error (exit code 2). */
export function chooseGame(
  opts: Options,
  fallback: Partial<Record<GameKind, string>> = {},
): { ok: true; value: GameChoice } | { ok: false; error: string } {
  const kind = opts['game'] as GameKind;
  const module = gameModule(kind);
  const scenario = (opts['scenario'] as string | undefined) ?? fallback[kind] ?? module.defaultScenario;
  if (!module.scenarios.includes(scenario))
    return {
      ok: false,
      error: `--scenario must be one of ${module.scenarios.join(', ')}; got '${scenario}'`,
    };
  if (opts['selection'] !== undefined && kind !== 'cardgame')
    return { ok: false, error: '--selection is an option of the card game (--game cardgame)' };
  return { ok: true, value: { kind, module, scenario } };
}

/** What a selfplay run plays: a kind, its configuration (card game: `selection` may be 'all'). */
export interface RandomRun {
  kind: GameKind;
  config: { scenario: string; maxTurns: number; selection?: string; secretObjects?: boolean };
  runSeed: string;
  check: Check;
}

/** Game `index` of a run between two random bots, checked after every action. */
export function randomGame(run: RandomRun, index: number): GameOutcome {
  if (run.kind === 'cardgame')
    return cardgameRandomGame(
      configFor(run.config as Parameters<typeof configFor>[0], index) as CardgameConfig,
      run.runSeed,
      index,
      run.check,
    );
  return playRandomGame(run.config as Parameters<typeof playRandomGame>[0], run.runSeed, index, run.check);
}
