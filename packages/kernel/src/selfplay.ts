// Self-play: two random players play a game to its end with every check run after every
// action, a fuzz test of an engine and a measure of how games end (`dt selfplay`, the card
// game's tests). Written once against the few functions every engine offers. A game depends
// only on its configuration, the run's seed and its index, so how games are spread over
// workers never changes a result.
import { randomAction } from './random.ts';
import type { Result } from './result.ts';
import { createRng, type Rng, type RngKind } from './rng.ts';

/**
 * What to verify after every action: `all` the state invariants and view secrecy, `strict`
 * also the secrecy of each seat's legal actions (where the engine checks it), `state` the
 * invariants only, or nothing.
 */
export const CHECKS = ['strict', 'all', 'state', 'none'] as const;
export type Check = (typeof CHECKS)[number];

/** What self-play needs of an engine. */
export interface SelfplayGame<C, S, A> {
  /** The generator the engine's games and bots draw from (records stay replayable). */
  rng: RngKind;
  newGame(config: C, seed: number | string): Result<S>;
  legalActions(s: S): A[];
  apply(s: S, a: A): Result<{ state: S }>;
  makeAction(a: A): string;
  checkInvariants(s: S): string[];
  checkViewSecrecy(s: S, strict: boolean): string[];
  /** Where the game stands: over or not, the winner (null while playing), why it ended, the turn. */
  outcome(s: S): { over: boolean; winner: -1 | 0 | 1 | null; endReason: string; turn: number };
  /** The random player's choice (default: randomAction, by type). */
  policy?: (legal: readonly A[], rng: Rng) => A;
}

export interface GameOutcome {
  index: number;
  seed: string;
  actions: number;
  turns: number;
  /** 0 yellow, 1 blue, -1 draw; null when the game was cut short by an error. */
  winner: -1 | 0 | 1 | null;
  endReason: string;
  violations: number;
  /** The first invariant violation or error, with where it happened; null if none. */
  problem: string | null;
  error: boolean;
}

/** The game's seed, and the players' own: distinct streams, both fixed by the run seed and index. */
export const gameSeed = (runSeed: string, index: number): string => `${runSeed}/${index}`;
export const botSeed = (runSeed: string, index: number): string => `${runSeed}/${index}/bots`;

/** Safety net against a rules bug that never lets a game end. */
const MAX_ACTIONS = 200_000;

/** Game `index` of a run between two random players, checked after every action. */
export function playRandomGame<C, S, A>(
  g: SelfplayGame<C, S, A>,
  config: C,
  runSeed: string,
  index: number,
  check: Check,
): GameOutcome {
  const seed = gameSeed(runSeed, index);
  const out: GameOutcome = {
    index,
    seed,
    actions: 0,
    turns: 0,
    winner: null,
    endReason: '',
    violations: 0,
    problem: null,
    error: false,
  };
  const where = (a: A | null): string =>
    `game ${index} (seed "${seed}"), action ${out.actions}${a ? ` (${g.makeAction(a)})` : ''}`;
  const start = g.newGame(config, seed);
  if (!start.ok) return { ...out, error: true, problem: `game ${index}: ${start.error.message}` };
  let s = start.value;
  const rng = createRng(g.rng, botSeed(runSeed, index));
  const policy = g.policy ?? randomAction;
  let last: A | null = null;
  try {
    while (!g.outcome(s).over) {
      if (out.actions >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
      const a = policy(g.legalActions(s) as never, rng) as A;
      last = a;
      const r = g.apply(s, a);
      out.actions++;
      if (!r.ok) {
        out.error = true;
        out.problem ??= `${where(a)}: ${r.error.code} ${r.error.message}`;
        break;
      }
      s = r.value.state;
      const broken = checked(g, s, check);
      out.violations += broken.length;
      if (broken.length) out.problem ??= `${where(a)}: ${broken.join('; ')}`;
    }
  } catch (e) {
    out.error = true;
    out.problem ??= `${where(last)}: exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
  const o = g.outcome(s);
  out.turns = o.turn;
  if (!out.error) {
    out.winner = o.winner;
    out.endReason = o.endReason;
  }
  return out;
}

function checked<C, S, A>(g: SelfplayGame<C, S, A>, s: S, check: Check): string[] {
  if (check === 'none') return [];
  if (check === 'state') return g.checkInvariants(s);
  return [...g.checkInvariants(s), ...g.checkViewSecrecy(s, check === 'strict')];
}

export interface SelfplaySummary {
  games: number;
  /** Ended by the scenario's goal (not by the turn limit, not by an error). */
  finished: number;
  /** Drawn games, whether by the goal (equal VP, ...) or by the turn limit. */
  draws: number;
  wins: { yellow: number; blue: number };
  turnLimitReached: number;
  actions: number;
  invariantViolations: number;
  /** Games cut short by a rejected action or an exception. */
  errors: number;
}

export function summarise(outcomes: readonly GameOutcome[]): SelfplaySummary {
  const s: SelfplaySummary = {
    games: outcomes.length,
    finished: 0,
    draws: 0,
    wins: { yellow: 0, blue: 0 },
    turnLimitReached: 0,
    actions: 0,
    invariantViolations: 0,
    errors: 0,
  };
  for (const o of outcomes) {
    s.actions += o.actions;
    s.invariantViolations += o.violations;
    if (o.error) {
      s.errors++;
      continue;
    }
    // Prison ends 'turn limit', the card game 'turn limit (T) reached'.
    if (o.endReason.startsWith('turn limit')) s.turnLimitReached++;
    else s.finished++;
    if (o.winner === 0) s.wins.yellow++;
    else if (o.winner === 1) s.wins.blue++;
    else s.draws++;
  }
  return s;
}
