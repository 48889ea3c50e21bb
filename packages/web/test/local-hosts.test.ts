// The contract test's last host: the web's games on this device (games/test/hosts.test.ts has
// the server, the bots and dt). The page hosts the state in its one session of every kind
// (game-session.ts); a seat is handed its view and legal actions only, and the computer answers
// through the page's BotWorker (in the page here: Node has no Web Worker; the browser's worker
// runs the same request). Every kind plays a game between its lowest bots to its end, and the
// record the page offers reads back, through the contract, as that kind's game with the same
// result.
import { describe, expect, it } from 'vitest';
import { BOTS } from '@dt/ai/bots';
import { GAME_KINDS, GAMES, gameModule, readRecord, type ConfigOf, type GameKind } from '@dt/games';
import { BotWorker } from '../src/bot.ts';
import {
  act,
  botToAct,
  recordText,
  startGame,
  stateOf,
  type GameSession,
  type GameTypes,
} from '../src/game-session.ts';

/** The kind's default options, with a turn limit so that a game between bots ends soon. */
function shortGame<K extends GameKind>(kind: K): ConfigOf<K> {
  const c = GAMES[kind].parseConfig({ maxTurns: 4 });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/**
 * A whole game of `kind` on this device between its lowest bots, as the page drives it: the one
 * session of every kind, and the one bot request (the seat's view and legal actions only).
 */
async function playedLocally(kind: GameKind, seed: number): Promise<GameSession<GameTypes>> {
  const bot = { kind: 'bot', level: Math.min(...BOTS[kind].levels) as 0 } as const;
  const start = startGame<GameTypes>(kind, shortGame(kind), seed, [bot, bot]);
  if (!start.ok) throw new Error(start.error.message);
  let s = start.value;
  const bots = new BotWorker(false);
  for (let n = 1, seat = botToAct(s); seat !== null; n++, seat = botToAct(s)) {
    if (n > 20_000) throw new Error(`${kind}: no end after 20000 decisions`);
    const a = await bots.decide(s, seat);
    if (a === null) throw new Error(`${kind}: the bot seat ${seat} had nothing to decide`);
    const r = act(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  bots.close();
  return s;
}

describe.each(GAME_KINDS)("the %s kind in the web's local host", (kind) => {
  it('plays to its end between bots, and its record reads back as its kind with the same result', async () => {
    const game = await playedLocally(kind, 3);
    const m = gameModule(kind);
    const end = m.outcome(stateOf(game));
    expect(end.over).toBe(true);
    const read = readRecord(recordText(game));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.kind).toBe(kind);
    const record = m.parseRecord(recordText(game));
    if (!record.ok) throw new Error(record.error.message);
    const replayed = m.replay(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(m.outcome(replayed.value)).toEqual(end);
    expect(m.checkInvariants(replayed.value)).toEqual([]);
  });
});
