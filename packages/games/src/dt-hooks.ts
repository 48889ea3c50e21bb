// What the `dt` command needs of a kind beyond its module: its view drawn as text (`dt play`),
// a seeded game between two random players checked after every action (`dt selfplay`), and its
// engine's timings (`dt bench`). Part of the contract (not of @dt/cli) because a kind's entry
// (entry.ts) names these hooks: a kind that brings its own implements them in its package, which
// depends on no host. The terminal is the one `dt` hands every command (@dt/cli io.ts).
import type { Check, GameOutcome } from '@dt/kernel';

/** The terminal as `dt`'s commands see it: lines out, lines in. */
export interface DtIo {
  /** One line (or several, joined by newlines) to standard output. */
  out(text: string): void;
  /** One line to standard error: progress and diagnostics, never results. */
  err(text: string): void;
  /** Shows a prompt and reads one line of input; null at the end of input. */
  ask(prompt: string): Promise<string | null>;
  /** Whether output goes to a terminal (screen clearing, in-place progress). */
  readonly tty: boolean;
  /** Releases the input, so the process can exit. */
  close(): void;
}

/** A command's options as `dt` parsed them. */
export type DtOptions = Record<string, string | number | boolean | undefined>;

/** What a selfplay run plays (card game: `selection` may be 'all', each game taking the next mode). */
export interface RandomConfig {
  scenario: string;
  maxTurns: number;
  selection?: string;
  secretObjects?: boolean;
}

/** How `dt` shows a kind: its view drawn as text; `legend` adds the key to the drawing's marks. */
export interface TextPresenter<V> {
  render(view: V, legend?: boolean): string;
}

export interface DtHooks<V> {
  /** The view as a seat sees it, drawn as text. */
  readonly text: TextPresenter<V>;
  /** Game `index` of a seeded run between two random players, checked after every action. */
  randomGame(config: RandomConfig, runSeed: string, index: number, check: Check): GameOutcome;
  /** `dt bench`'s timings, loaded when asked (selfplay's workers never load the benches). */
  bench(opts: DtOptions, io: DtIo): Promise<number>;
}
