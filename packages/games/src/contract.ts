// The game-module contract: what every game kind offers its hosts (server, `dt`, bots, web
// shell). Its rules half has the board engine's shape, so that engine satisfies it as it is; its
// host half (titles, options, ladder, the wire shape of an action) is what a host would otherwise
// ask the kind for by name. A host that holds a `GameModule` knows nothing of the rules, only of
// states, actions and views it passes back to the module. Types are parameters: a host generic
// over every kind sees them as `unknown` and never looks inside; code for one kind gets that
// kind's own types (kinds.ts). The kind's name is a parameter too (`Kind`): the registry (kinds.ts)
// lists the kinds' entries, which name the rules they load, so the contract cannot import it.
import type { z } from 'zod';

import {
  META_TYPES,
  type Deadlines,
  type EngineError,
  type ErrorCode,
  type GameRecord,
  type Result,
  type Seat,
  type SeatName,
} from '@dt/kernel';

// Seats, results and their error codes, records and timers are the kernel's, which both
// engines share; the contract names them as its hosts know them.
export { SEATS as SEAT_NAMES, ERROR_CODES as GAME_ERROR_CODES, isSeatName } from '@dt/kernel';
export type { Seat, SeatName, Deadlines };
export type Viewer = Seat | 'spectator';

/** An expected failure: a stable code that doubles as a wire code, and a message for people. */
export type GameError = EngineError;
export type GameErrorCode = ErrorCode;
export type GameResult<T> = Result<T>;

/** A whole game: configuration, seed and actions; it replays exactly. */
export type RecordOf<Config, Action> = GameRecord<Config, Action>;

/** Where a game stands, for hosts that list, rate and end games without reading a state. */
export interface Outcome {
  over: boolean;
  /** 0 yellow, 1 blue, -1 draw; null while playing. */
  winner: -1 | Seat | null;
  endReason: string;
  turn: number;
  vp: [number, number];
}

/** The outcome of a state that keeps it in the usual fields (both engines do). */
export const outcomeOf = (s: {
  phase: string;
  winner: -1 | Seat | null;
  endReason: string;
  turn: number;
  vp: readonly number[];
}): Outcome => ({
  over: s.phase === 'over',
  winner: s.winner,
  endReason: s.endReason,
  turn: s.turn,
  vp: [s.vp[0]!, s.vp[1]!],
});

/** The options every kind's configuration accepts (each kind adds its own). */
export interface BaseConfig {
  scenario: string;
  timerSeconds?: number | null;
  /** Automated play only: after this many turns the game is a draw. */
  maxTurns?: number | null;
}

/** A text in every language the hosts speak. */
export interface Words {
  en: string;
  fr: string;
}

export interface GameModule<
  Config extends BaseConfig = BaseConfig,
  // Methods (not function-typed fields) on purpose: a kind's module is then assignable to
  // GameModule<BaseConfig, unknown, ...>, the opaque form a host generic over kinds holds.
  State = unknown,
  Action = unknown,
  View = unknown,
  Event = unknown,
  Kind extends string = string,
> {
  readonly kind: Kind;
  /** The game's name, for menus, lists and usage lines. */
  readonly title: Words;
  /** One sentence on what the game is, for a menu. */
  readonly description: Words;
  /** Its scenarios, in the order a menu offers them. */
  readonly scenarios: readonly string[];
  /** The scenario a host starts when none is asked for (the full game). */
  readonly defaultScenario: string;

  /**
   * The options a player may choose (zod; the turn limit is automated play's, not a player's):
   * the server builds its create-game schema from it, a menu its defaults.
   */
  readonly optionsSchema: z.ZodType<Omit<Config, 'maxTurns'>>;
  /** A configuration from untrusted data, or BAD_CONFIG naming the field and what is wrong. */
  parseConfig(raw: unknown): GameResult<Config>;
  /** The rating ladder a configuration's games count for, or null when they are not rated. */
  ladder(config: Config): Kind | null;
  /** The shape of an action as a client sends it (meta actions included, the host's timeout not). */
  readonly actionSchema: z.ZodType<Action>;

  newGame(config: Config, seed: number | string): GameResult<State>;
  /** The configuration the game was started with. */
  configOf(s: State): Config;
  /** Who must decide now (both seats during simultaneous secret choices). */
  toMove(s: State): Seat[];
  /** Every legal decision of every seat in toMove, one entry per distinct outcome. */
  legalActions(s: State): Action[];
  /** What a host hands to one seat. */
  legalActionsFor(s: State, seat: Seat): Action[];
  /** The entry for untrusted input: a typed error, or the next state; `s` is never changed. */
  apply(s: State, a: Action): GameResult<{ state: State; events: Event[] }>;
  /** The seat an action is made by; null for the host's own (timeout). */
  actorOf(s: State, a: Action): Seat | null;
  /** Exactly what a seat may know: the only thing a UI, a frame or a bot ever sees. */
  view(s: State, viewer: Viewer): View;
  /** An event as a viewer may see it (`s` is the state after it); null when it shows nothing. */
  viewEvent(s: State, e: Event, viewer: Viewer): Record<string, unknown> | null;
  outcome(s: State): Outcome;

  makePosition(s: State): string;
  parsePosition(text: string): GameResult<State>;
  makeAction(a: Action): string;
  parseAction(text: string): GameResult<Action>;
  makeRecord(r: RecordOf<Config, Action>): string;
  parseRecord(text: string): GameResult<RecordOf<Config, Action>>;
  replay(r: RecordOf<Config, Action>): GameResult<State>;

  /** Whether the game is still in its set-up (secret choices before the first turn). */
  isSetup(s: State): boolean;
  /**
   * How many of the last `played` actions `seat` may take back now (the own actions of its
   * turn in progress that revealed nothing); 0 for a kind that offers no take-backs.
   */
  undoableSteps(played: readonly { action: Action; events: readonly Event[] }[], seat: SeatName): number;

  /** The golden rules and conservation laws; [] when all hold. */
  checkInvariants(s: State): string[];
  /** Changes every hidden thing and reports any view that changed; [] when secrets hold. */
  checkViewSecrecy(s: State): string[];
  /** The timers' deadlines after a change from `prev` (null: the game just started) to `next`. */
  nextDeadlines(prev: State | null, next: State, turnDeadline: number | null, now: number): Deadlines;
}

/**
 * The actions every kind accepts from a seat at any time and never lists as legal (a
 * resignation, a draw offered and answered), and the host's own `timeout`: same spelling
 * in every kind, so a host handles them without knowing the kind.
 */
export const META_ACTIONS: ReadonlySet<string> = new Set(META_TYPES);
export const TIMEOUT = 'timeout';
