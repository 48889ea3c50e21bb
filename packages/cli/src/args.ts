// Command-line options, declared once per command: the same table parses argv, validates
// values and prints the help, so the two cannot drift apart. Usage errors are values; the
// dispatcher turns them into a message and exit code 2.
import { ALL_SCENARIOS } from '@dt/engine';
import { GAMES, type GameKind } from '@dt/games';
import type { Io } from './io.ts';

export interface OptionSpec {
  /** Long name without dashes, e.g. "max-turns". */
  name: string;
  kind: 'string' | 'int' | 'flag';
  /** Allowed values of a string option. */
  choices?: readonly string[];
  /** Lowest value of an int option. */
  min?: number;
  default?: string | number | boolean;
  /** Placeholder shown in the help, e.g. "N". */
  arg?: string;
  help: string;
  /** Given as a bare word rather than `--name value` (a file to read). */
  positional?: boolean;
  /** Applied once every option is read: may set others (an alias), or return a usage error. */
  then?: (value: string | number | boolean | undefined, options: Options) => string | null;
}

/** The `--scenario` option of the commands that start games. */
export const scenarioOption = (fallback: string): OptionSpec => ({
  name: 'scenario',
  kind: 'string',
  choices: ALL_SCENARIOS,
  default: fallback,
  arg: 'name',
  help: 'scenario',
});

/**
 * The `--set` option, from when the 2004 set was a scenario of Prison: the board game of that
 * set, the same as `--game` with its name.
 */
export const setOption: OptionSpec = {
  name: 'set',
  kind: 'string',
  choices: ['prison', 'classic'] satisfies GameKind[],
  arg: 'name',
  help: 'board game set, the same as --game with its name',
  then(value, options) {
    if (value === undefined) return null;
    const kind = value as GameKind;
    if (options['game'] !== undefined && options['game'] !== kind)
      return `--set ${kind} is not --game ${options['game']}`;
    const scenario = options['scenario'] as string | undefined;
    if (scenario !== undefined && !GAMES[kind].scenarios.includes(scenario))
      return `--set ${kind} has no scenario ${scenario}`;
    options['game'] = kind;
    return null;
  },
};

export type Options = Record<string, string | number | boolean | undefined>;

export interface Command {
  name: string;
  summary: string;
  options: readonly OptionSpec[];
  examples?: readonly string[];
  run(opts: Options, io: Io): Promise<number>;
}

export type Parsed = { ok: true; options: Options } | { ok: false; error: string };

/** Parses `--name value`, `--name=value`, `--flag`, and bare words for positional options. */
export function parseOptions(argv: readonly string[], specs: readonly OptionSpec[]): Parsed {
  const options: Options = {};
  for (const s of specs) options[s.name] = s.default ?? (s.kind === 'flag' ? false : undefined);
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      const slot = specs.find((s) => s.positional && options[s.name] === undefined);
      if (!slot) return { ok: false, error: `unexpected argument '${word}'` };
      options[slot.name] = word;
      continue;
    }
    const eq = word.indexOf('=');
    const name = word.slice(2, eq < 0 ? undefined : eq);
    const spec = specs.find((s) => s.name === name);
    if (!spec) return { ok: false, error: `unknown option '--${name}'` };
    if (spec.kind === 'flag') {
      if (eq >= 0) return { ok: false, error: `--${name} takes no value` };
      options[name] = true;
      continue;
    }
    const raw = eq >= 0 ? word.slice(eq + 1) : argv[++i];
    if (raw === undefined || (eq < 0 && raw.startsWith('--')))
      return { ok: false, error: `--${name} needs a value (${spec.arg ?? 'value'})` };
    if (spec.kind === 'int') {
      const n = Number(raw);
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(n))
        return { ok: false, error: `--${name} must be a whole number, not '${raw}'` };
      if (spec.min !== undefined && n < spec.min)
        return { ok: false, error: `--${name} must be at least ${spec.min}` };
      options[name] = n;
    } else {
      if (spec.choices && !spec.choices.includes(raw))
        return { ok: false, error: `--${name} must be one of ${spec.choices.join(', ')}; got '${raw}'` };
      options[name] = raw;
    }
  }
  for (const s of specs) {
    const error = s.then?.(options[s.name], options);
    if (error) return { ok: false, error };
  }
  return { ok: true, options };
}

/** The option table as help text lines. */
export function optionHelp(specs: readonly OptionSpec[]): string[] {
  const left = (s: OptionSpec): string =>
    s.positional
      ? `<${s.arg ?? s.name}>`
      : `--${s.name}` + (s.kind === 'flag' ? '' : ` <${s.arg ?? 'value'}>`);
  const width = Math.max(0, ...specs.map((s) => left(s).length));
  return specs.map((s) => {
    const choices = s.choices ? `: ${s.choices.join(', ')}` : '';
    const def = s.default !== undefined && s.kind !== 'flag' ? ` (default ${s.default})` : '';
    return `  ${left(s).padEnd(width)}  ${s.help}${choices}${def}`;
  });
}

export function commandHelp(c: Command): string {
  const lines = [`dt ${c.name} — ${c.summary}`, '', 'Options:', ...optionHelp(c.options)];
  if (c.examples?.length) lines.push('', 'Examples:', ...c.examples.map((e) => `  ${e}`));
  return lines.join('\n');
}
