// The `dt` command: finds the subcommand, parses its options from its own table, and runs
// it. Each command lives in its own file; this one only dispatches. Exit codes: 0 success,
// 1 the command ran and failed (an error, an invariant violation), 2 bad usage.
import { loadKinds } from '@dt/games';
import { commandHelp, parseOptions, type Command } from './args.ts';
import { bench } from './bench-command.ts';
import { importBga } from './import-bga.ts';
import { processIo, type Io } from './io.ts';
import { puzzles } from './puzzles.ts';
import { reviewCheck } from './review-check.ts';
import { reviewCommand } from './review.ts';
import { play } from './play.ts';
import { selfplay } from './selfplay.ts';
import { tournament } from './tournament.ts';
import { tune } from './tune.ts';

export const COMMANDS: readonly Command[] = [
  play,
  selfplay,
  bench,
  tournament,
  tune,
  importBga,
  reviewCommand,
  reviewCheck,
  puzzles,
];

export function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'dt — Dungeon Twister (Prison and the 2004 Classic set) in the terminal',
    '',
    'Usage: dt <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    ...COMMANDS.flatMap((c) => [commandHelp(c), '']),
    'Run "dt <command> --help" for one command. Exit codes: 0 ok, 1 failure, 2 bad usage.',
  ].join('\n');
}

export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  try {
    // Every facet of the kinds that bring their own package (nothing to load for built-in ones).
    await loadKinds();
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.out(usage());
      return name === undefined ? 2 : 0;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command) {
      io.err(
        `dt: unknown command '${name}'. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. See dt --help.`,
      );
      return 2;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(commandHelp(command));
      return 0;
    }
    const parsed = parseOptions(rest, command.options);
    if (!parsed.ok) {
      io.err(`dt ${name}: ${parsed.error}. See dt ${name} --help.`);
      return 2;
    }
    return await command.run(parsed.options, io);
  } catch (e) {
    io.err(`dt: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    return 1;
  } finally {
    io.close();
  }
}
