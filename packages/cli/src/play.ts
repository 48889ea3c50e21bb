// `dt play`: a game in the terminal, against the random bot, a bot of any level (L0-L4; the
// card game's L0-L2) or hotseat. Each seat sees only its own view and the events it may see
// (viewEvent); when the device passes between two human players the screen is cleared, so
// secret choices (starting characters, tokens, Combat cards) stay secret. Works on piped
// input, which is how the tests play it. A bot of a level decides as the web's and the
// server's do (decide, with the level's default budget), seeded from the game's seed.
import { writeFileSync } from 'node:fs';
import { decide, type Level } from '@dt/ai';
import { cardgameBot, type CardgameLevel } from '@dt/ai/cardgame';
import { Rng as CardgameRng, type Action as CardgameAction, type View as CardgameView } from '@dt/cardgame';
import { Rng, SEATS, type Action, type Seat, type View } from '@dt/engine';
import type { AnyGameModule } from '@dt/games';
import { setOption, type Command, type Options } from './args.ts';
import { eventText, render } from './ascii.ts';
import { renderCardgame } from './cardgame-text.ts';
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

/** Who can sit in the other seat: a uniformly random bot, a person, or a bot level. */
const OPPONENTS = ['random', 'human', 'L0', 'L1', 'L2', 'L3', 'L4'] as const;

export const play: Command = {
  name: 'play',
  summary: 'play a game in the terminal, against the random bot, a bot level (L0-L4) or hotseat',
  options: [
    gameOption,
    gameScenarioOption({ prison: 'tutorial-1', cardgame: 'tutorial-1' }),
    setOption,
    {
      name: 'opponent',
      kind: 'string',
      choices: OPPONENTS,
      arg: 'who',
      default: 'random',
      help: 'the other seat: the random bot, a person (hotseat), or a bot level (the card game has L0-L2)',
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
    {
      name: 'iterations',
      kind: 'int',
      min: 1,
      arg: 'N',
      help: 'L3, L4: search iterations per decision (default: the level budget, 300 or 1,500 within 1 or 5 s)',
    },
    { name: 'max-turns', kind: 'int', min: 1, arg: 'T', help: 'the game is a draw after T turns' },
    { name: 'record', kind: 'string', arg: 'FILE', help: 'write the game record to FILE at the end' },
  ],
  examples: [
    'dt play --scenario tutorial-1',
    'dt play --scenario standalone --opponent human',
    'dt play --seat blue --seed 42',
    'dt play --scenario standalone --opponent L3',
    'dt play --set classic --opponent L2',
    'dt play --game cardgame --scenario standard --opponent L1',
    'dt play --game cardgame --scenario standard --opponent human',
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

/** What play needs of a game kind beyond its module: drawing a view, its bot opponent. */
interface Kit {
  module: AnyGameModule;
  title: string;
  render(view: unknown, legend?: boolean): string;
  /** The bot's choice among its legal actions, and what to call it ("the random bot", "L3"). */
  bot(view: unknown, legal: Action[]): Action;
  botName: string;
}

/** The bot of the other seat: 'random' (a uniform pick) or a level, whose seeds come from the game's. */
function kitFor(
  kind: string,
  module: AnyGameModule,
  seed: string,
  opponent: string,
  iterations?: number,
): Kit {
  const level = opponent.startsWith('L') ? Number(opponent.slice(1)) : -1;
  const botName = level < 0 ? 'the random bot' : `the L${level} bot`;
  if (kind === 'cardgame') {
    // The card game's random bot is its L0.
    const rng = new CardgameRng(`${seed}/bot`);
    const bot = cardgameBot(Math.max(0, level) as CardgameLevel);
    return {
      module,
      title: 'Dungeon Twister: The Card Game',
      render: (v) => renderCardgame(v as CardgameView),
      bot: (v, legal) =>
        bot(v as CardgameView, legal as unknown as CardgameAction[], rng) as unknown as Action,
      botName,
    };
  }
  const rng = new Rng(`${seed}/bot`);
  let decisions = 0;
  return {
    module,
    title: 'Dungeon Twister: Prison',
    render: (v, legend) => render(v as View, legend),
    bot: (v, legal) =>
      level < 0
        ? rng.pick(legal)
        : decide(v as View, legal, {
            level: level as Level,
            seed: seedNumber(seed) + decisions++,
            iterations,
          }),
    botName,
  };
}

/** A bot's decision seed from the game's seed text. */
const seedNumber = (seed: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 1_000_000;
};

interface Game {
  kit: Kit;
  state: unknown;
  actions: Action[];
  humans: Seat[];
  /** Event lines each human has not seen yet. */
  unseen: [string[], string[]];
  lastAsked: Seat | null;
}

async function runPlay(opts: Options, io: Io): Promise<number> {
  const seed = (opts['seed'] as string | undefined) ?? String(Date.now() % 1_000_000_000);
  const chosen = chooseGame(opts, { prison: 'tutorial-1', cardgame: 'tutorial-1' });
  if (!chosen.ok) {
    io.err(`dt play: ${chosen.error}. See dt play --help.`);
    return 2;
  }
  const { module } = chosen.value;
  const opponent = opts['opponent'] as string;
  if (chosen.value.kind === 'cardgame' && (opponent === 'L3' || opponent === 'L4')) {
    io.err(`dt play: the card game has bot levels L0-L2, not ${opponent}. See dt play --help.`);
    return 2;
  }
  const kit = kitFor(chosen.value.kind, module, seed, opponent, opts['iterations'] as number | undefined);
  const config: { scenario: string; maxTurns?: number } = { scenario: chosen.value.scenario };
  if (opts['max-turns'] !== undefined) config.maxTurns = opts['max-turns'] as number;
  const g = module.newGame(config, seed);
  if (!g.ok) {
    io.err(`dt play: ${g.error.message}`);
    return 2;
  }
  const hotseat = opponent === 'human';
  const humans: Seat[] = hotseat ? [0, 1] : [SEATS.indexOf(opts['seat'] as 'yellow' | 'blue') as Seat];
  const game: Game = { kit, state: g.value, actions: [], humans, unseen: [[], []], lastAsked: null };
  io.out(
    `${config.scenario === 'classic' ? 'Dungeon Twister: Classic' : kit.title} — ${config.scenario}, seed ${seed}` +
      (hotseat ? ', hotseat' : `, you play ${SEATS[humans[0]!]} against ${kit.botName}`),
  );
  io.out(HELP);

  let code = 0;
  while (!module.outcome(game.state).over) {
    const deciding = module.toMove(game.state);
    const botSeat = deciding.find((seat) => !humans.includes(seat));
    if (botSeat !== undefined) {
      const mine = module.legalActionsFor(game.state, botSeat) as Action[];
      if (!perform(game, kit.bot(module.view(game.state, botSeat), mine), io)) return 1;
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
  io.out(kit.render(module.view(s, hotseat ? 'spectator' : humans[0]!)));
  const o = module.outcome(s);
  if (o.over) {
    const result = o.winner === -1 ? 'draw' : `${SEATS[o.winner as Seat]} wins`;
    io.out(`Result: ${result} (${o.endReason}) after ${o.turn} turns and ${game.actions.length} actions.`);
  }
  const file = opts['record'] as string | undefined;
  if (file) {
    writeFileSync(file, module.makeRecord({ config, seed, actions: game.actions }));
    io.out(`Game record written to ${file}.`);
  }
  return code;
}

/** Applies an action and queues what each human may see of it. */
function perform(game: Game, a: Action, io: Io): boolean {
  const m = game.kit.module;
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
  const { module: m, render: draw } = game.kit;
  const write = (a: Action): string => m.makeAction(a);
  const mine = m.legalActionsFor(s, seat) as Action[];
  flush(io, game, seat);
  io.out('');
  io.out(draw(m.view(s, seat)));
  const top = topMenu(mine, write);
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
      io.out(draw(m.view(s, seat), true));
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
