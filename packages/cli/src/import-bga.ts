// dt import-bga: a Board Game Arena table snapshot of Dungeon Twister (2004) as a position in
// the Classic notation, complete or as one seat may know it (engine: classic/bga.ts), so a
// BGA game can be continued (dt play) or analysed here. Bad or foreign files get one clear
// error line and exit code 1; nothing is written.
import { readFileSync } from 'node:fs';
import { SEATS, fromBga, makePosition, type Seat } from '@dt/engine';
import type { Command, Options } from './args.ts';
import type { Io } from './io.ts';

export const importBga: Command = {
  name: 'import-bga',
  summary: 'turn a Board Game Arena table snapshot (JSON) into a Classic position',
  options: [
    {
      name: 'file',
      kind: 'string',
      positional: true,
      arg: 'file.json',
      help: 'the snapshot (BGA gamedatas)',
    },
    {
      name: 'seat',
      kind: 'string',
      choices: SEATS,
      arg: 'colour',
      help: 'what this seat may know; the rest is a neutral guess (default: complete)',
    },
    {
      name: 'complete',
      kind: 'flag',
      help: 'every face-down token identified by BGA’s token ids (the default)',
    },
  ],
  examples: ['dt import-bga table.json', 'dt import-bga table.json --seat blue > blue.txt'],
  run: runImport,
};

async function runImport(opts: Options, io: Io): Promise<number> {
  const file = opts['file'] as string | undefined;
  if (!file) {
    io.err('dt import-bga: name the snapshot file (dt import-bga <file.json>)');
    return 2;
  }
  if (opts['seat'] !== undefined && opts['complete']) {
    io.err('dt import-bga: --seat and --complete exclude each other');
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const why =
      e instanceof SyntaxError ? 'it is not JSON' : ((e as NodeJS.ErrnoException).code ?? 'unreadable');
    io.err(`dt import-bga: cannot read ${file}: ${why}`);
    return 1;
  }
  const seat = opts['seat'] === undefined ? undefined : (SEATS.indexOf(opts['seat'] as 'yellow') as Seat);
  const r = fromBga(json, seat);
  if (!r.ok) {
    io.err(`dt import-bga: ${file}: ${r.error.message}`);
    return 1;
  }
  io.out(makePosition(r.value).trimEnd());
  return 0;
}
