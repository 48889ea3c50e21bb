// `dt play`: a game in the terminal, against the random bot or hotseat. Each seat sees only
// its own view and the events it may see (viewEvent); when the device passes between two
// human players the screen is cleared, so secret choices (starting characters, tokens,
// Combat cards) stay secret. Works on piped input, which is how the tests play it.
import { writeFileSync } from 'node:fs';
import {
  Rng,
  SEATS,
  apply,
  legalActionsFor,
  makeAction,
  makeRecord,
  newGame,
  toMove,
  view,
  viewEvent,
  type Action,
  type GameConfig,
  type ScenarioName,
  type Seat,
  type State,
} from '@dt/engine';
import { scenarioOption, setOption, type Command, type Options } from './args.ts';
import { eventText, render } from './ascii.ts';
import type { Io } from './io.ts';
import {
  MENU_LIMIT,
  actionItem,
  filterMenu,
  isPieceCode,
  menuLines,
  pieceMenu,
  topMenu,
  type MenuItem,
} from './menu.ts';

export const play: Command = {
  name: 'play',
  summary: 'play a game in the terminal, against the random bot or hotseat',
  options: [
    scenarioOption('tutorial-1'),
    setOption,
    {
      name: 'opponent',
      kind: 'string',
      choices: ['random', 'human'],
      arg: 'who',
      default: 'random',
      help: 'the other seat',
    },
    {
      name: 'seat',
      kind: 'string',
      choices: SEATS,
      arg: 'colour',
      default: 'yellow',
      help: 'your seat against the bot',
    },
    {
      name: 'seed',
      kind: 'string',
      arg: 'N',
      help: 'game seed (default: drawn from the clock, and printed)',
    },
    { name: 'max-turns', kind: 'int', min: 1, arg: 'T', help: 'the game is a draw after T turns' },
    { name: 'record', kind: 'string', arg: 'FILE', help: 'write the game record to FILE at the end' },
  ],
  examples: [
    'dt play --scenario tutorial-1',
    'dt play --scenario standalone --opponent human',
    'dt play --seat blue --seed 42',
    'dt play --set classic --opponent human',
  ],
  run: runPlay,
};

const HELP = [
  'Type the number of an option to play it.',
  'Type a piece code (e.g. yNg) to list everything that piece can do, or any words to narrow the list.',
  'b: back to the full list   v: show the board again   ?: this help   q: resign and quit',
].join('\n');

type Choice = { action: Action } | { quit: true } | null;

interface Game {
  state: State;
  actions: Action[];
  humans: Seat[];
  /** Event lines each human has not seen yet. */
  unseen: [string[], string[]];
  lastAsked: Seat | null;
}

async function runPlay(opts: Options, io: Io): Promise<number> {
  const seed = (opts['seed'] as string | undefined) ?? String(Date.now() % 1_000_000_000);
  const config: GameConfig = { scenario: opts['scenario'] as ScenarioName };
  if (opts['max-turns'] !== undefined) config.maxTurns = opts['max-turns'] as number;
  const g = newGame(config, seed);
  if (!g.ok) {
    io.err(`dt play: ${g.error.message}`);
    return 2;
  }
  const hotseat = opts['opponent'] === 'human';
  const humans: Seat[] = hotseat ? [0, 1] : [SEATS.indexOf(opts['seat'] as 'yellow' | 'blue') as Seat];
  const bot = new Rng(`${seed}/bot`);
  const game: Game = { state: g.value, actions: [], humans, unseen: [[], []], lastAsked: null };
  io.out(
    `Dungeon Twister: ${g.value.set.name} — ${config.scenario}, seed ${seed}` +
      (hotseat ? ', hotseat' : `, you play ${SEATS[humans[0]!]} against the random bot`),
  );
  io.out(HELP);

  let code = 0;
  while (game.state.phase !== 'over') {
    const deciding = toMove(game.state);
    const botSeat = deciding.find((seat) => !humans.includes(seat));
    if (botSeat !== undefined) {
      const mine = legalActionsFor(game.state, botSeat);
      if (!perform(game, bot.pick(mine), io)) return 1;
      continue;
    }
    const seat = deciding[0]!;
    if (hotseat && game.lastAsked !== seat) await passDevice(io, seat);
    game.lastAsked = seat;
    const choice = await ask(io, game, seat);
    if (choice === null) {
      io.out('Input ended: the game is abandoned.');
      code = 1;
      break;
    }
    if ('quit' in choice) {
      perform(game, { type: 'resign', seat: SEATS[seat] }, io);
      break;
    }
    if (!perform(game, choice.action, io)) return 1;
  }
  const s = game.state;
  for (const seat of humans) flush(io, game, seat);
  io.out('');
  io.out(render(view(s, hotseat ? 'spectator' : humans[0]!)));
  if (s.phase === 'over') {
    const result = s.winner === -1 ? 'draw' : `${SEATS[s.winner as Seat]} wins`;
    io.out(`Result: ${result} (${s.endReason}) after ${s.turn} turns and ${game.actions.length} actions.`);
  }
  const file = opts['record'] as string | undefined;
  if (file) {
    writeFileSync(file, makeRecord({ config, seed, actions: game.actions }));
    io.out(`Game record written to ${file}.`);
  }
  return code;
}

/** Applies an action and queues what each human may see of it. */
function perform(game: Game, a: Action, io: Io): boolean {
  const r = apply(game.state, a);
  if (!r.ok) {
    io.err(`dt play: ${makeAction(a)} was rejected: ${r.error.message}`);
    return false;
  }
  game.state = r.value.state;
  game.actions.push(a);
  for (const seat of game.humans) {
    for (const e of r.value.events) {
      const seen = viewEvent(game.state, e, seat);
      if (seen) game.unseen[seat].push(eventText(seen));
    }
  }
  return true;
}

function flush(io: Io, game: Game, seat: Seat): void {
  const lines = game.unseen[seat];
  if (lines.length === 0) return;
  io.out(`What happened (as ${SEATS[seat]} sees it):`);
  for (const l of lines) io.out(`  ${l}`);
  game.unseen[seat] = [];
}

/** Hotseat: nothing of one player's secrets may stay on screen for the other. */
async function passDevice(io: Io, seat: Seat): Promise<void> {
  io.out('');
  await io.ask(`Pass the device to ${SEATS[seat].toUpperCase()}, then press Enter. `);
  io.out(io.tty ? '\x1b[2J\x1b[3J\x1b[H' : '-'.repeat(60));
}

/** Shows the seat its view and its options, and reads until it picks an action or quits. */
async function ask(io: Io, game: Game, seat: Seat): Promise<Choice> {
  const s = game.state;
  const mine = legalActionsFor(s, seat);
  flush(io, game, seat);
  io.out('');
  io.out(render(view(s, seat)));
  const top = topMenu(mine);
  let items: MenuItem[] = top;
  let title = `${SEATS[seat]} to decide`;
  for (;;) {
    io.out('');
    io.out(`${title}:`);
    io.out(menuLines(items).join('\n'));
    const line = await io.ask(`${SEATS[seat]}> `);
    if (line === null) return null;
    const text = line.trim();
    if (text === 'q' || text === 'quit') return { quit: true };
    if (text === '?' || text === 'help') {
      io.out(HELP);
      continue;
    }
    if (text === 'v') {
      io.out(render(view(s, seat), true));
      continue;
    }
    if (text === '' || text === 'b') {
      [items, title] = [top, `${SEATS[seat]} to decide`];
      continue;
    }
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      const item = n >= 1 && n <= Math.min(items.length, MENU_LIMIT) ? items[n - 1] : undefined;
      if (!item) {
        io.out(`No option ${n}; choose 1 to ${Math.min(items.length, MENU_LIMIT)}.`);
        continue;
      }
      if (item.action) return { action: item.action };
      [items, title] = [item.group!.actions.map(actionItem), item.group!.title];
      continue;
    }
    const byPiece = isPieceCode(text) ? pieceMenu(mine, text) : [];
    const narrowed = byPiece.length > 0 ? byPiece : filterMenu(mine, text.split(/\s+/));
    if (narrowed.length === 0) {
      io.out(`Nothing matches '${text}'. Type b for the full list, ? for help.`);
      continue;
    }
    [items, title] = [narrowed, byPiece.length > 0 ? `what ${text} can do` : `options matching '${text}'`];
  }
}
