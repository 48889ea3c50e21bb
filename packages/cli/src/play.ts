// `dt play`: a game in the terminal, against the random bot, a bot of any level the kind has
// (L0-L4; the card game's L0-L2) or hotseat. Each seat sees only its own view and the events it
// may see (viewEvent); when the device passes between two human players the screen is cleared,
// so secret choices (starting characters, tokens, Combat cards) stay secret. Works on piped
// input, which is how the tests play it. A bot of a level decides as the web's and the server's
// do (the kind's bot of that level, with its default budget), seeded from the game's seed.
import { writeFileSync } from 'node:fs';
import type { Player } from '@dt/ai/bot';
import { BOTS } from '@dt/ai/bots';
import {
  GAMES,
  SEAT_NAMES,
  type ActionOf,
  type GameKind,
  type KindModule,
  type Seat,
  type SeatName,
  type StateOf,
  type ViewOf,
} from '@dt/games';
import { setOption, type Command, type Options } from './args.ts';
import { eventText } from './ascii.ts';
import { chooseGame, gameOption, gameScenarioOption } from './games.ts';
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
import { DT_KINDS } from './kinds.ts';
import type { TextPresenter } from './presenters.ts';

/** `dt play` starts a kind's first tutorial when no scenario is asked for (its default otherwise). */
const TUTORIAL = { prison: 'tutorial-1', cardgame: 'tutorial-1' };

/** Who can sit in the other seat: the random bot (level 0), a person, or a bot level. */
const OPPONENTS = ['random', 'human', 'L0', 'L1', 'L2', 'L3', 'L4'] as const;

export const play: Command = {
  name: 'play',
  summary: 'play a game in the terminal, against the random bot, a bot level (L0-L4) or hotseat',
  options: [
    gameOption,
    gameScenarioOption(TUTORIAL),
    setOption,
    {
      name: 'opponent',
      kind: 'string',
      choices: OPPONENTS,
      arg: 'who',
      default: 'random',
      help: 'the other seat',
    },
    {
      name: 'seat',
      kind: 'string',
      choices: SEAT_NAMES,
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
    {
      name: 'iterations',
      kind: 'int',
      min: 1,
      arg: 'N',
      help: 'L3, L4: search iterations per decision (default: the level budget)',
    },
    { name: 'max-turns', kind: 'int', min: 1, arg: 'T', help: 'the game is a draw after T turns' },
    { name: 'record', kind: 'string', arg: 'FILE', help: 'write the game record to FILE at the end' },
  ],
  examples: [
    'dt play --scenario tutorial-1',
    'dt play --scenario standalone --opponent human',
    'dt play --seat blue --seed 42',
    'dt play --scenario standalone --opponent L3',
    'dt play --game classic --opponent L2',
    'dt play --game cardgame --scenario standard --opponent L1',
    'dt play --game cardgame --scenario standard --opponent human',
    'dt play --game classic --opponent human',
  ],
  run: runPlay,
};

const HELP = [
  'Type the number of an option to play it.',
  'Type a piece code (e.g. yNg) to list everything that piece can do, or any words to narrow the list.',
  'b: back to the full list   v: show the board again   ?: this help   q: resign and quit',
].join('\n');

type Choice<A> = { action: A } | { quit: true } | null;

/** A game of kind K in the terminal: its module, its presenter, the random opponent. */
interface Game<K extends GameKind> {
  module: KindModule<K>;
  render: (view: ViewOf<K>, legend?: boolean) => string;
  /** The opponent: the kind's bot of the level asked for (level 0: the random bot). */
  bot: Player<ViewOf<K>, ActionOf<K>>;
  state: StateOf<K>;
  actions: ActionOf<K>[];
  humans: Seat[];
  /** Event lines each human has not seen yet. */
  unseen: [string[], string[]];
  lastAsked: Seat | null;
}

async function runPlay(opts: Options, io: Io): Promise<number> {
  const seed = (opts['seed'] as string | undefined) ?? String(Date.now() % 1_000_000_000);
  const chosen = chooseGame(opts, TUTORIAL);
  if (!chosen.ok) {
    io.err(`dt play: ${chosen.error}. See dt play --help.`);
    return 2;
  }
  return playKind(chosen.value.kind, chosen.value.scenario, seed, opts, io);
}

async function playKind<K extends GameKind>(
  kind: K,
  scenario: string,
  seed: string,
  opts: Options,
  io: Io,
): Promise<number> {
  const module: KindModule<K> = GAMES[kind];
  const parsed = module.parseConfig({ scenario, maxTurns: opts['max-turns'] });
  const g = parsed.ok ? module.newGame(parsed.value, seed) : parsed;
  if (!parsed.ok || !g.ok) {
    io.err(`dt play: ${g.ok ? '' : g.error.message}`);
    return 2;
  }
  const config = parsed.value;
  const opponent = opts['opponent'] as (typeof OPPONENTS)[number];
  const level = opponent.startsWith('L') ? Number(opponent.slice(1)) : 0;
  if (!BOTS[kind].levels.includes(level)) {
    const top = Math.max(...BOTS[kind].levels);
    io.err(`dt play: ${module.title.en} has bot levels L0-L${top}, not ${opponent}. See dt play --help.`);
    return 2;
  }
  const botName = opponent.startsWith('L') ? `the ${opponent} bot` : 'the random bot';
  const hotseat = opponent === 'human';
  const humans: Seat[] = hotseat ? [0, 1] : [SEAT_NAMES.indexOf(opts['seat'] as SeatName) as Seat];
  const presenter: TextPresenter<ViewOf<K>> = DT_KINDS[kind].text;
  const game: Game<K> = {
    module,
    render: (v, legend) => presenter.render(v, legend),
    bot: BOTS[kind].player(
      { level, iterations: opts['iterations'] as number | undefined },
      { seed: `${seed}/bot`, botSeed: 0, seat: humans[0] === 0 ? 1 : 0 },
    ),
    state: g.value,
    actions: [],
    humans,
    unseen: [[], []],
    lastAsked: null,
  };
  io.out(
    `${module.title.en} — ${config.scenario}, seed ${seed}` +
      (hotseat ? ', hotseat' : `, you play ${SEAT_NAMES[humans[0]!]} against ${botName}`),
  );
  io.out(HELP);
  const code = await loop(game, io, hotseat);
  const s = game.state;
  for (const seat of humans) flush(io, game, seat);
  io.out('');
  io.out(game.render(module.view(s, hotseat ? 'spectator' : humans[0]!)));
  const o = module.outcome(s);
  if (o.over) {
    const result = o.winner === -1 ? 'draw' : `${SEAT_NAMES[o.winner as Seat]} wins`;
    io.out(`Result: ${result} (${o.endReason}) after ${o.turn} turns and ${game.actions.length} actions.`);
  }
  const file = opts['record'] as string | undefined;
  if (file) {
    writeFileSync(file, module.makeRecord({ config, seed, actions: game.actions }));
    io.out(`Game record written to ${file}.`);
  }
  return code;
}

/** Turns until the game ends or a human leaves: 0, or 1 when input ended or an action failed. */
async function loop<K extends GameKind>(game: Game<K>, io: Io, hotseat: boolean): Promise<number> {
  const { module, humans } = game;
  let decisions = 0;
  while (!module.outcome(game.state).over) {
    const deciding = module.toMove(game.state);
    const botSeat = deciding.find((seat) => !humans.includes(seat));
    if (botSeat !== undefined) {
      const legal = module.legalActionsFor(game.state, botSeat);
      const a = game.bot(module.view(game.state, botSeat), legal, botSeat, decisions++);
      if (!perform(game, a, io)) return 1;
      continue;
    }
    const seat = deciding[0]!;
    if (hotseat && game.lastAsked !== seat) await passDevice(io, seat);
    game.lastAsked = seat;
    const choice = await ask(io, game, seat);
    if (choice === null) {
      io.out('Input ended: the game is abandoned.');
      return 1;
    }
    if ('quit' in choice) {
      perform(game, resignation(module, seat), io);
      return 0;
    }
    if (!perform(game, choice.action, io)) return 1;
  }
  return 0;
}

/** The seat's resignation, spelled the same in every kind (META_ACTIONS), read as the kind's action. */
function resignation<K extends GameKind>(m: KindModule<K>, seat: Seat): ActionOf<K> {
  const r = m.parseAction(`resign ${SEAT_NAMES[seat]}`);
  if (!r.ok) throw new Error(`${m.kind} cannot read a resignation: ${r.error.message}`);
  return r.value;
}

/** Applies an action and queues what each human may see of it. */
function perform<K extends GameKind>(game: Game<K>, a: ActionOf<K>, io: Io): boolean {
  const m = game.module;
  const r = m.apply(game.state, a);
  if (!r.ok) {
    io.err(`dt play: ${m.makeAction(a)} was rejected: ${r.error.message}`);
    return false;
  }
  game.state = r.value.state;
  game.actions.push(a);
  for (const seat of game.humans) {
    for (const e of r.value.events) {
      const seen = m.viewEvent(game.state, e, seat);
      if (seen) game.unseen[seat].push(eventText(seen));
    }
  }
  return true;
}

function flush<K extends GameKind>(io: Io, game: Game<K>, seat: Seat): void {
  const lines = game.unseen[seat];
  if (lines.length === 0) return;
  io.out(`What happened (as ${SEAT_NAMES[seat]} sees it):`);
  for (const l of lines) io.out(`  ${l}`);
  game.unseen[seat] = [];
}

/** Hotseat: nothing of one player's secrets may stay on screen for the other. */
async function passDevice(io: Io, seat: Seat): Promise<void> {
  io.out('');
  await io.ask(`Pass the device to ${SEAT_NAMES[seat].toUpperCase()}, then press Enter. `);
  io.out(io.tty ? '\x1b[2J\x1b[3J\x1b[H' : '-'.repeat(60));
}

/** Shows the seat its view and its options, and reads until it picks an action or quits. */
async function ask<K extends GameKind>(io: Io, game: Game<K>, seat: Seat): Promise<Choice<ActionOf<K>>> {
  const s = game.state;
  const { module: m, render: draw } = game;
  const write = (a: ActionOf<K>): string => m.makeAction(a);
  const mine = m.legalActionsFor(s, seat);
  flush(io, game, seat);
  io.out('');
  io.out(draw(m.view(s, seat)));
  const top = topMenu(mine, write);
  let items: MenuItem<ActionOf<K>>[] = top;
  let title = `${SEAT_NAMES[seat]} to decide`;
  for (;;) {
    io.out('');
    io.out(`${title}:`);
    io.out(menuLines(items).join('\n'));
    const line = await io.ask(`${SEAT_NAMES[seat]}> `);
    if (line === null) return null;
    const text = line.trim();
    if (text === 'q' || text === 'quit') return { quit: true };
    if (text === '?' || text === 'help') {
      io.out(HELP);
      continue;
    }
    if (text === 'v') {
      io.out(draw(m.view(s, seat), true));
      continue;
    }
    if (text === '' || text === 'b') {
      [items, title] = [top, `${SEAT_NAMES[seat]} to decide`];
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
      [items, title] = [item.group!.actions.map((a) => actionItem(a, write)), item.group!.title];
      continue;
    }
    const byPiece = isPieceCode(text) ? pieceMenu(mine, text, write) : [];
    const narrowed = byPiece.length > 0 ? byPiece : filterMenu(mine, text.split(/\s+/), write);
    if (narrowed.length === 0) {
      io.out(`Nothing matches '${text}'. Type b for the full list, ? for help.`);
      continue;
    }
    [items, title] = [narrowed, byPiece.length > 0 ? `what ${text} can do` : `options matching '${text}'`];
  }
}
