// The game kinds as `dt` offers them: the `--game` option, the scenario a command starts when
// none is given, and a selfplay run's game. What a command needs of a kind comes from its
// module (@dt/games) or its entry in `DT_KINDS` (kinds.ts).
import { GAME_KINDS, gameModule, kindOfScenario, type AnyGameModule, type GameKind } from '@dt/games';
import type { OptionSpec, Options } from './args.ts';
import { DT_KINDS, type RandomConfig } from './kinds.ts';
import type { Check, GameOutcome } from './random-game.ts';

/** The kind a command plays when neither --game nor a scenario says. */
const DEFAULT_KIND: GameKind = GAME_KINDS[0];

export const gameOption: OptionSpec = {
  name: 'game',
  kind: 'string',
  choices: GAME_KINDS,
  arg: 'kind',
  help: `game kind (default: the kind whose scenario --scenario names, else ${DEFAULT_KIND})`,
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

/** The kind asked for: --game, else the kind of --scenario, else the first kind. */
export function chosenKind(opts: Options): GameKind {
  const asked = opts['scenario'] as string | undefined;
  return (
    (opts['game'] as GameKind | undefined) ??
    (asked === undefined ? null : kindOfScenario(asked)) ??
    DEFAULT_KIND
  );
}

/** The game and scenario asked for, or a usage error (exit code 2). */
export function chooseGame(
  opts: Options,
  fallback: Partial<Record<GameKind, string>> = {},
): { ok: true; value: GameChoice } | { ok: false; error: string } {
  const kind = chosenKind(opts);
  const module = gameModule(kind);
  const scenario = (opts['scenario'] as string | undefined) ?? fallback[kind] ?? module.defaultScenario;
  if (!module.scenarios.includes(scenario))
    return {
      ok: false,
      error: `--scenario must be one of ${module.scenarios.join(', ')}; got '${scenario}'`,
    };
  // An option of some kinds only: asked of the kind's own options.
  if (opts['selection'] !== undefined && !module.parseConfig({ scenario, selection: null }).ok)
    return { ok: false, error: `--selection is not an option of ${module.title.en}` };
  if (opts['secret'] && !module.parseConfig({ scenario, secretObjects: true }).ok)
    return { ok: false, error: `--secret is not an option of ${module.title.en}` };
  return { ok: true, value: { kind, module, scenario } };
}

/** What a selfplay run plays: a kind, its configuration (card game: `selection` may be 'all'). */
export interface RandomRun {
  kind: GameKind;
  config: RandomConfig;
  runSeed: string;
  check: Check;
}

/** Game `index` of a run between two random bots, checked after every action. */
export const randomGame = (run: RandomRun, index: number): GameOutcome =>
  DT_KINDS[run.kind].randomGame(run.config, run.runSeed, index, run.check);
