// A chat per game (issue 28 item 11): players write, players and spectators read; lines are
// plain text, length-limited, rate-limited per player (CHAT_TOO_FAST), stored with the game
// and sent again with every join (the history after a reload). A chat frame carries the
// seat, the display name and the text: never a token or an account id. The server runs on a
// ManualClock, so the chat limit's window is exact however slowly the lines go out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatLine } from '@dt/protocol';
import type { DtServer } from '../src/app.ts';
import { CHAT_LIMIT, CHAT_WINDOW_MS } from '../src/live.ts';
import { api, ManualClock, newMatch, startLocal, Watcher } from './helpers.ts';

const clock = new ManualClock();
let server: DtServer;
let url: string;
const watchers: Watcher[] = [];
beforeAll(async () => {
  ({ server, url } = await startLocal({ clock }));
});
afterAll(async () => {
  for (const w of watchers) w.close();
  await server.close();
});

const code = (r: { ok: boolean; error?: { code: string } }): string => (r.ok ? 'OK' : r.error!.code);

/** A client that keeps the chat lines it hears, and can wait until it has heard `n`. */
function chatter(): {
  w: Watcher;
  lines: ChatLine[];
  histories: ChatLine[][];
  heard(n: number): Promise<void>;
} {
  const w = new Watcher(url);
  watchers.push(w);
  const lines: ChatLine[] = [];
  const histories: ChatLine[][] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  w.client.onChat((got, history) => {
    if (history) return void histories.push(got);
    lines.push(...got);
    for (const x of waiting.filter((x) => lines.length >= x.n)) x.resolve();
  });
  const heard = (n: number): Promise<void> =>
    lines.length >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }));
  return { w, lines, histories, heard };
}

describe('chat', () => {
  it('a line reaches both players and the spectator, as text, with no token; a later join gets the history', async () => {
    const { gameId, seats } = await newMatch(url);
    const [y, b, s] = [chatter(), chatter(), chatter()];
    await y.w.client.join(gameId, seats.yellow);
    await b.w.client.join(gameId, seats.blue);
    await s.w.client.join(gameId);
    const payload = '<script>alert(1)</script> <b>hi</b> & “quotes”';
    const r = await y.w.client.chat(gameId, `  ${payload}  `);
    expect(r.ok && r.seq).toBe(1);
    await Promise.all([y, b, s].map((x) => x.heard(1)));
    for (const x of [y, b, s]) expect(x.lines).toHaveLength(1);
    for (const x of [y, b, s])
      expect(x.lines[0]).toMatchObject({ gameId, seq: 1, seat: 'yellow', name: 'Ann', text: payload });
    expect(Object.keys(y.lines[0]!).sort()).toEqual(['at', 'gameId', 'name', 'seat', 'seq', 'text']);
    const wire = JSON.stringify(
      [...y.w.frames, ...b.w.frames, ...s.w.frames].filter((f) => f.name === 'chat'),
    );
    for (const secret of Object.values(seats)) expect(wire).not.toContain(secret);
    expect(code(await b.w.client.chat(gameId, 'bonjour'))).toBe('OK');

    // A reload: the history comes with the join, oldest first.
    const again = chatter();
    await again.w.client.join(gameId);
    expect(again.histories.at(-1)!.map((l) => [l.seat, l.text])).toEqual([
      ['yellow', payload],
      ['blue', 'bonjour'],
    ]);
  });

  it('spectators read but may not write; bad lines are refused and nothing is stored', async () => {
    const { gameId, seats } = await newMatch(url);
    const y = chatter();
    const s = chatter();
    await y.w.client.join(gameId, seats.yellow);
    await s.w.client.join(gameId);
    expect(code(await s.w.client.chat(gameId, 'hello'))).toBe('UNAUTHORIZED');
    const stranger = chatter();
    expect(code(await stranger.w.client.chat(gameId, 'not joined'))).toBe('UNAUTHORIZED');
    for (const text of ['', '   ', 'x'.repeat(301), 'two\nlines', 'bell\u0007', 42, null])
      expect(code(await y.w.client.raw('chat', { gameId, text }))).toBe('BAD_MESSAGE');
    expect(code(await y.w.client.raw('chat', { gameId, text: 'hi', extra: 1 }))).toBe('BAD_MESSAGE');
    expect(code(await y.w.client.raw('chat', { gameId: 'bad id!', text: 'hi' }))).toBe('BAD_MESSAGE');
    expect(code(await y.w.client.chat(gameId, 'x'.repeat(300)))).toBe('OK');
    const stored = await server.db.selectFrom('chat').selectAll().where('game_id', '=', gameId).execute();
    expect(stored.map((l) => l.text)).toEqual(['x'.repeat(300)]);
  });

  it('spectators signed in chat among themselves: the players are never sent those lines during the game, and read them once it is over (issue 38 item 9)', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1', public: true });
    const guest = async (name: string) =>
      (await api<{ token: string }>(url, 'POST', '/api/guest', { name })).body.token;
    const [y, b, s1, s2] = [chatter(), chatter(), chatter(), chatter()];
    await y.w.client.join(gameId, seats.yellow);
    await b.w.client.join(gameId, seats.blue);
    await s1.w.client.join(gameId, undefined, undefined, { session: await guest('Cleo') });
    await s2.w.client.join(gameId, undefined, undefined, { session: await guest('Dan') });
    const r = await s1.w.client.chat(gameId, 'blue should open the portcullis');
    expect(code(r)).toBe('OK');
    await Promise.all([s1, s2].map((x) => x.heard(1)));
    expect(s2.lines[0]).toMatchObject({
      seat: 'spectator',
      name: 'Cleo',
      text: 'blue should open the portcullis',
    });
    // A player's line after it reaches everyone; the players have heard that one only.
    expect(code(await y.w.client.chat(gameId, 'good luck'))).toBe('OK');
    await Promise.all([y, b].map((x) => x.heard(1)));
    await Promise.all([s1, s2].map((x) => x.heard(2)));
    for (const p of [y, b]) {
      expect(p.lines.map((l) => l.text)).toEqual(['good luck']);
      const wire = JSON.stringify(p.w.frames.filter((f) => f.name === 'chat'));
      expect(wire).not.toContain('portcullis');
    }
    // A player joining again during the game: the history leaves the spectators' lines out.
    const again = chatter();
    await again.w.client.join(gameId, seats.blue);
    expect(again.histories.at(-1)!.map((l) => l.text)).toEqual(['good luck']);
    // A spectator joining gets both.
    const late = chatter();
    await late.w.client.join(gameId);
    expect(late.histories.at(-1)!.map((l) => l.seat)).toEqual(['spectator', 'yellow']);
    // Anonymous spectators only read.
    expect(code(await late.w.client.chat(gameId, 'me too'))).toBe('UNAUTHORIZED');
    // Once the game is over the players read the spectators' room too.
    const resigned = await y.w.client.act(gameId, y.w.latest!.version, { type: 'resign', seat: 'yellow' });
    expect(code(resigned)).toBe('OK');
    const after = chatter();
    await after.w.client.join(gameId, seats.yellow);
    expect(after.histories.at(-1)!.map((l) => l.text)).toEqual([
      'blue should open the portcullis',
      'good luck',
    ]);
  });

  it(`a player sending more than ${CHAT_LIMIT} lines in 10 s gets CHAT_TOO_FAST, whatever its sockets`, async () => {
    const { gameId, seats } = await newMatch(url);
    const one = chatter();
    const two = chatter();
    await one.w.client.join(gameId, seats.blue);
    await two.w.client.join(gameId, seats.blue);
    for (let i = 0; i < CHAT_LIMIT; i++)
      expect(code(await (i % 2 ? two : one).w.client.chat(gameId, `line ${i}`))).toBe('OK');
    const r = await two.w.client.chat(gameId, 'one too many');
    expect(code(r)).toBe('CHAT_TOO_FAST');
    expect(!r.ok && r.error.message).toMatch(/too many chat messages/);
    const count = await server.db.selectFrom('chat').select('seq').where('game_id', '=', gameId).execute();
    expect(count.length).toBe(CHAT_LIMIT);
    // The other player is not held back by it.
    const y = chatter();
    await y.w.client.join(gameId, seats.yellow);
    expect(code(await y.w.client.chat(gameId, 'my turn to talk'))).toBe('OK');
    // Once the window has moved past the first lines, the first player may talk again.
    await clock.advance(CHAT_WINDOW_MS - 1);
    expect(code(await one.w.client.chat(gameId, 'still too soon'))).toBe('CHAT_TOO_FAST');
    await clock.advance(1);
    expect(code(await one.w.client.chat(gameId, 'later'))).toBe('OK');
  });
});
