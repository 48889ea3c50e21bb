// The one shape of a bot, whatever the game: a seeded decision from a seat's view and its legal
// actions, within a budget. A bot never sees a state; the same view, actions and seed always
// give the same action, so a decision made in a worker, a server or a browser is the same one.
// Part of the contract (not of @dt/ai) because a kind's registry entry (entry.ts) names its
// bots: a kind that brings its own implements this shape in its package, which imports no host.
import type { Seat } from './contract.ts';

/**
 * A named player of matches and tournaments: a level, an optional search budget, and the
 * evaluation weights a tuning run tries (`W`: the names its bots weigh; @dt/ai's board bots
 * name theirs).
 */
export interface PlayerSpec<W = Readonly<Record<string, number>>> {
  level: number;
  iterations?: number;
  ms?: number;
  /** Evaluation weights of this player (self-play tuning); the defaults otherwise. */
  weights?: Partial<W>;
}

export interface Progress<A> {
  iterations: number;
  elapsedMs: number;
  /** The best line so far, the best action first (a searching bot's plan, or that action alone). */
  line: A[];
}

export interface Budget<A> {
  /** Mixed with where the game stands into the decision's own random stream. */
  seed: number;
  /** Search budget overrides; the default is the level's. */
  iterations?: number;
  ms?: number;
  /** Called now and then while thinking (a bot that does not search reports once, at the end). */
  onProgress?: (p: Progress<A>) => void;
}

export interface Bot<V, A> {
  decide(view: V, legal: A[], budget: Budget<A>): A;
}

/** A whole game's player for one seat: asked in turn, `decision` counting the game's decisions. */
export type Player<V, A> = (view: V, legal: A[], seat: Seat, decision: number) => A;

/** Which player of which match: the game's seed, the match's bot seed, the seat. */
export interface MatchSeat {
  seed: string;
  botSeed: number;
  seat: Seat;
}

export interface BotKind<V, A> {
  /** The levels, weakest first (0: random legal play). */
  readonly levels: readonly number[];
  /** The bot of a level (a level not in `levels` is a programmer's error). */
  bot(level: number): Bot<V, A>;
  /** A player for a whole game (matches, tournaments), its random stream fixed by the match. */
  player(spec: PlayerSpec, match: MatchSeat): Player<V, A>;
}
