// One game between two random bots, checked as it goes. Shared by `dt selfplay` (in-process
// or in worker threads) and `dt bench`. A game depends only on its configuration, the run's
// seed and its index, so how games are spread over workers never changes a result.
import {
  Rng,
  apply,
  checkInvariants,
  checkViewSecrecy,
  legalActions,
  makeAction,
  newGame,
  type Action,
  type GameConfig,
  type State,
} from '@dt/engine';

/** What to verify after every action: state invariants, those plus view secrecy, or nothing. */
export const CHECKS = ['all', 'state', 'none'] as const;
export type Check = (typeof CHECKS)[number];

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

/** The game's seed, and the bots' own: distinct streams, both fixed by the run seed and index. */
export const gameSeed = (runSeed: string, index: number): string => `${runSeed}/${index}`;
const botSeed = (runSeed: string, index: number): string => `${runSeed}/${index}/bots`;

/** Safety net against a rules bug that never lets a game end. */
const MAX_ACTIONS = 200_000;

/** A uniformly random legal action; both seats' choices are listed during simultaneous phases. */
export const randomAction = (rng: Rng, s: State): Action => rng.pick(legalActions(s));

/**
 * A random action chosen by type first (move, attack, end...), ending the turn less often:
 * reaches varied mid-game positions in far fewer actions than the uniform choice, where
 * the many movements drown everything else.
 */
export function typedAction(rng: Rng, s: State): Action {
  const actions = legalActions(s);
  let types = [...new Set(actions.map((a) => a.type))];
  if (types.length > 1 && rng.int(4) > 0) types = types.filter((t) => t !== 'end');
  const type = rng.pick(types);
  return rng.pick(actions.filter((a) => a.type === type));
}

export function playRandomGame(
  config: GameConfig,
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
  const where = (a: Action | null): string =>
    `game ${index} (seed "${seed}"), action ${out.actions}${a ? ` (${makeAction(a)})` : ''}`;
  const g = newGame(config, seed);
  if (!g.ok) return { ...out, error: true, problem: `game ${index}: ${g.error.message}` };
  let s = g.value;
  const rng = new Rng(botSeed(runSeed, index));
  let last: Action | null = null;
  try {
    while (s.phase !== 'over') {
      if (out.actions >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
      const a = randomAction(rng, s);
      last = a;
      const r = apply(s, a);
      out.actions++;
      if (!r.ok) {
        out.error = true;
        out.problem ??= `${where(a)}: ${r.error.code} ${r.error.message}`;
        break;
      }
      s = r.value.state;
      if (check !== 'none') {
        const broken = check === 'all' ? [...checkInvariants(s), ...checkViewSecrecy(s)] : checkInvariants(s);
        out.violations += broken.length;
        if (broken.length) out.problem ??= `${where(a)}: ${broken.join('; ')}`;
      }
    }
  } catch (e) {
    out.error = true;
    out.problem ??= `${where(last)}: exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
  out.turns = s.turn;
  if (!out.error) {
    out.winner = s.winner;
    out.endReason = s.endReason;
  }
  return out;
}
