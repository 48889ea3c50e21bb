// `dt bench`: its options, and the chosen kind's timings (each kind's bench, kinds.ts).
import type { Command } from './args.ts';
import { chosenKind, gameOption } from './games.ts';
import { DT_KINDS } from './kinds.ts';

export const bench: Command = {
  name: 'bench',
  summary:
    'time clone, legalActions, apply, move generation and whole random games in CPU time (Prison stand-alone, or --game cardgame)',
  options: [
    gameOption,
    { name: 'json', kind: 'flag', help: 'print only the JSON result on stdout' },
    { name: 'quick', kind: 'flag', help: 'a few iterations only (seconds, for tests and smoke runs)' },
    {
      name: 'ai',
      kind: 'flag',
      help: 'time the AI instead: search iterations per second and the calls they are made of',
    },
    {
      name: 'game-turns',
      kind: 'int',
      min: 1,
      arg: 'T',
      help: 'turn limit of the timed random games (default 100)',
    },
  ],
  examples: [
    'dt bench',
    'dt bench --json',
    'dt bench --quick',
    'dt bench --ai --json',
    'dt bench --game cardgame --json',
  ],
  run: async (opts, io) => DT_KINDS[chosenKind(opts)].bench(opts, io),
};
