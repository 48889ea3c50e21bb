// The contract test's last host: the web's games on this device (games/test/hosts.test.ts has
// the server, the bots and dt). The page hosts the state; a seat is handed its view and legal
// actions only, and the computer answers through the page's BotWorker (in the page here: Node has
// no Web Worker; the browser's worker runs the same request). Every kind plays a game between
// its lowest bots to its end, and the record the page offers reads back, through the contract,
// as that kind's game with the same result. The table of local hosts is typed by kind: a kind
// without one does not compile.
import { describe, expect, it } from 'vitest';
import { BOTS } from '@dt/ai/bots';
import {
  GAME_KINDS,
  GAMES,
  gameModule,
  readRecord,
  type ActionOf,
  type ConfigOf,
  type GameKind,
  type ViewOf,
} from '@dt/games';
import { BotWorker } from '../src/bot.ts';
import * as board from '../src/session.ts';
import * as card from '../src/cardgame/session.ts';

/** A game on this device as the page drives it, whatever its kind. */
interface LocalGame<V, A> {
  /** The seat the computer decides for now, or null (the game is over). */
  decider(): 0 | 1 | null;
  view(seat: 0 | 1): V;
  legal(seat: 0 | 1): A[];
  act(a: A): void;
  state(): unknown;
  record(): string;
}

/** The kind's default options, with a turn limit so that a game between bots ends soon. */
function shortGame<K extends GameKind>(kind: K): ConfigOf<K> {
  const c = GAMES[kind].parseConfig({ maxTurns: 4 });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** Both board kinds are hosted by the page's board session (session.ts), each with its scenario. */
function boardGame(
  config: board.Session['config'],
  seed: number,
): LocalGame<ViewOf<'prison'>, ActionOf<'prison'>> {
  const bot = { kind: 'bot', level: 0 } as const;
  const start = board.startSession(config, seed, [bot, bot]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  return {
    decider: () => board.botToAct(s),
    view: (seat) => board.seatView(s, seat),
    legal: (seat) => board.seatLegal(s, seat),
    act: (a) => {
      const r = board.act(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    },
    state: () => board.stateOf(s),
    record: () => board.recordText(s),
  };
}

/** The card game is hosted by its own session (cardgame/session.ts). */
function cardGame(seed: number): LocalGame<ViewOf<'cardgame'>, ActionOf<'cardgame'>> {
  const bot = { kind: 'bot', level: 0 } as const;
  const start = card.startCardSession(shortGame('cardgame'), seed, [bot, bot]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  return {
    decider: () => card.botToMove(s),
    view: (seat) => GAMES.cardgame.view(s.state, seat),
    legal: (seat) => GAMES.cardgame.legalActionsFor(s.state, seat),
    act: (a) => {
      const r = card.play(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    },
    state: () => s.state,
    record: () => card.recordOf(s),
  };
}

const LOCAL_HOSTS: { readonly [K in GameKind]: (seed: number) => LocalGame<ViewOf<K>, ActionOf<K>> } = {
  prison: (seed) => boardGame(shortGame('prison'), seed),
  classic: (seed) => boardGame(shortGame('classic'), seed),
  cardgame: cardGame,
};

/** A whole game of `kind` on this device between its lowest bots; the game at its end. */
async function playedLocally<K extends GameKind>(
  kind: K,
  seed: number,
): Promise<LocalGame<ViewOf<K>, ActionOf<K>>> {
  const game = LOCAL_HOSTS[kind](seed);
  const bots = new BotWorker(false);
  const level = Math.min(...BOTS[kind].levels);
  for (let n = 1, seat = game.decider(); seat !== null; n++, seat = game.decider()) {
    if (n > 20_000) throw new Error(`${kind}: no end after 20000 decisions`);
    game.act(await bots.ask({ kind, view: game.view(seat), legal: game.legal(seat), level, seed: n }));
  }
  bots.close();
  return game;
}

describe.each(GAME_KINDS)("the %s kind in the web's local host", (kind) => {
  it('plays to its end between bots, and its record reads back as its kind with the same result', async () => {
    const game = await playedLocally(kind, 3);
    const m = gameModule(kind);
    const end = m.outcome(game.state());
    expect(end.over).toBe(true);
    const read = readRecord(game.record());
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.kind).toBe(kind);
    const record = m.parseRecord(game.record());
    if (!record.ok) throw new Error(record.error.message);
    const replayed = m.replay(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(m.outcome(replayed.value)).toEqual(end);
    expect(m.checkInvariants(replayed.value)).toEqual([]);
  });
});
