// The board engine as a game module of one set: Prison and the 2004 Classic set are two kinds
// played by the same engine, each module the engine's functions with its own scenarios. A
// module takes only its set's scenarios (a new game, a record, a position of another set is
// refused), so a stored game, a record or a replay is always read by the kind that made it.
import * as board from '@dt/engine';
import type { z } from 'zod';
import { boardActionSchema } from './board-actions.ts';
import { configParser } from './config.ts';
import { outcomeOf, type BaseConfig, type GameModule, type GameResult, type Words } from './contract.ts';

const SETUP = new Set<board.State['phase']>(['handicap', 'starters', 'tokens']);

export type BoardModule<C extends BaseConfig, K extends string = string> = GameModule<
  C,
  board.State,
  board.Action,
  board.View,
  board.GameEvent,
  K
>;

/** What a board kind's registry entry names it (kinds/prison.ts, kinds/classic.ts). */
export type BoardNames<C extends BaseConfig, K extends string> = Pick<
  BoardKind<C, K>,
  'kind' | 'title' | 'description' | 'scenarios' | 'defaultScenario'
>;

export interface BoardKind<C extends BaseConfig, K extends string> {
  kind: K;
  title: Words;
  description: Words;
  scenarios: readonly C['scenario'][];
  defaultScenario: C['scenario'];
  optionsSchema: z.ZodType<Omit<C, 'maxTurns'>>;
  /** The options and the turn limit. */
  configSchema: z.ZodType<C>;
  ladder(config: C): K | null;
}

/** The board engine's functions, answering for the scenarios of one set only. */
export function boardModule<C extends BaseConfig, K extends string>(k: BoardKind<C, K>): BoardModule<C, K> {
  const mine = (scenario: unknown): boolean => k.scenarios.includes(scenario as C['scenario']);
  const refuse = (code: 'BAD_CONFIG' | 'BAD_NOTATION', scenario: unknown) =>
    ({
      ok: false,
      error: { code, message: `'${String(scenario)}' is not a scenario of ${k.title.en}` },
    }) as const;
  // The engine's configuration is any set's; this kind's are the ones `mine` lets through.
  const engine = (c: C): board.GameConfig => c as unknown as board.GameConfig;
  const ofKind = (c: board.GameConfig): C => c as unknown as C;
  return {
    kind: k.kind,
    title: k.title,
    description: k.description,
    scenarios: k.scenarios,
    defaultScenario: k.defaultScenario,
    optionsSchema: k.optionsSchema,
    parseConfig: configParser(k.configSchema, k.title.en),
    ladder: k.ladder,
    actionSchema: boardActionSchema,
    newGame: (config, seed) =>
      mine(config?.scenario) ? board.newGame(engine(config), seed) : refuse('BAD_CONFIG', config?.scenario),
    configOf: (s) => ofKind(s.config),
    toMove: board.toMove,
    legalActions: (s) => board.legalActions(s),
    legalActionsFor: (s, seat) => board.legalActionsFor(s, seat),
    apply: board.apply,
    actorOf: board.actorOf,
    view: board.view,
    viewEvent: board.viewEvent,
    outcome: outcomeOf,
    makePosition: board.makePosition,
    parsePosition: (text) => {
      const p = board.parsePosition(text);
      return !p.ok || mine(p.value.config.scenario) ? p : refuse('BAD_NOTATION', p.value.config.scenario);
    },
    makeAction: board.makeAction,
    parseAction: board.parseAction,
    makeRecord: (r) => board.makeRecord({ ...r, config: engine(r.config) }),
    parseRecord: (text): GameResult<{ config: C; seed: number | string; actions: board.Action[] }> => {
      const r = board.parseRecord(text);
      if (!r.ok) return r;
      if (!mine(r.value.config.scenario)) return refuse('BAD_NOTATION', r.value.config.scenario);
      return { ok: true, value: { ...r.value, config: ofKind(r.value.config) } };
    },
    replay: (r) =>
      mine(r.config?.scenario)
        ? board.replay({ ...r, config: engine(r.config) })
        : refuse('BAD_CONFIG', r.config?.scenario),
    isSetup: (s) => SETUP.has(s.phase),
    undoableSteps: board.undoableSteps,
    checkInvariants: board.checkInvariants,
    checkViewSecrecy: board.checkViewSecrecy,
    nextDeadlines: board.nextDeadlines,
  };
}
