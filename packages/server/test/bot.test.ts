// Games against the server's bot seat: the bot answers through the same authority as any
// client, from its own seat's view, and thinks in the AI's worker pool.
import { describe, expect, it } from 'vitest';
import { Rng } from '@dt/engine';
import type { ActionOf, GameKind } from '@dt/games';
import { Api, type SeatReply } from '@dt/protocol';
import { api, localServer, newMatch, randomAction, startLocal, Watcher } from './helpers.ts';
import { PoolBot, type BotJob } from '../src/bots.ts';

let url: string;
localServer((local) => ({ url } = local));

describe('bot seats', () => {
  it('a human plays tutorial 1 against the server bot (in the AI worker pool) to the end', async () => {
    // Through the protocol's typed HTTP client, as the web client does: a guest, then a game.
    const http = new Api(url);
    const guest = await http.guest('Ann');
    if (!guest.ok) throw new Error(guest.error.code);
    http.session = guest.token;
    const created = await http.createGame({
      kind: 'prison',
      scenario: 'tutorial-1',
      opponent: 'bot',
      botLevel: 0,
    });
    if (!created.ok) throw new Error(created.error.code);
    const g = { body: created as SeatReply };
    expect(g.body.invite).toBeNull();
    const listed = await http.lobby();
    expect(listed.ok && listed.live.some((x) => x.id === g.body.gameId)).toBe(true);
    const w = new Watcher(url);
    const rng = new Rng('bot-test');
    try {
      await w.client.join(g.body.gameId, g.body.token);
      const me = g.body.seat;
      let mine = 0;
      for (let i = 0; i < 3000 && w.latest!.view.phase !== 'over'; i++) {
        const u = w.latest!;
        if (!u.view.toMove.includes(me)) {
          await w.waitFor(u.version + 1);
          continue;
        }
        // After a while the human gives up: the game ends either way, and the test stays short.
        const a =
          mine >= 80 ? { type: 'resign' as const, seat: me } : await randomAction(w, g.body.gameId, rng);
        if (!a) continue; // the view moved on meanwhile
        const r = await w.client.act(g.body.gameId, u.version, a);
        if (r.ok) mine++;
        else expect(r.error.code).toBe('STALE_VERSION');
        await w.waitFor(r.ok ? r.version : u.version + 1);
      }
      expect(w.latest!.view.phase).toBe('over');
      expect(w.latest!.version).toBeGreaterThan(mine);
      expect(w.latest!.summary.players[me === 'yellow' ? 'blue' : 'yellow']).toMatchObject({ bot: true });
      const finished = await http.finishedGames();
      expect(finished.ok && finished.games.map((x) => x.id)).toEqual([g.body.gameId]);
      const rec = await http.record(g.body.gameId);
      expect(rec.ok && rec.text.startsWith('DT-Prison record 1')).toBe(true);
    } finally {
      w.close();
    }
  });

  it('a thinking bot does not stall the server: its search runs off the main thread', async () => {
    // A search that never ends, so the server's answers cannot race the bot's decision on any
    // machine: if it ran on the server's thread, nothing below would ever be answered.
    const bot = new EndlessSearch();
    const { server, url: local } = await startLocal({ bot });
    const created = await new Api(local).createGame({
      kind: 'prison',
      scenario: 'tutorial-1',
      opponent: 'bot',
      botLevel: 3,
      name: 'Ann',
    });
    if (!created.ok) throw new Error(created.error.code);
    const w = new Watcher(local);
    const rng = new Rng('stall');
    try {
      await w.client.join(created.gameId, created.token);
      // Play the human's part until the bot starts a search of its own.
      let searching = false;
      void bot.searching.then(() => (searching = true));
      for (let i = 0; i < 500 && !searching; i++) {
        const u = w.latest!;
        if (u.view.toMove.includes(created.seat)) {
          const a = await randomAction(w, created.gameId, rng);
          if (a) await w.client.act(created.gameId, u.version, a);
        }
        await Promise.race([w.waitFor(u.version + 1), bot.searching]);
      }
      const version = await bot.searching;
      await w.waitFor(version);
      // While it searches, the server answers: HTTP, this game's socket, and a game of others.
      expect((await api(local, 'GET', '/api/lobby')).status).toBe(200);
      const legal = await w.client.legal(created.gameId);
      expect(legal.ok && legal.actions).toEqual([]);
      const other = await newMatch(local);
      const ann = new Watcher(local);
      try {
        await ann.client.join(other.gameId, other.seats.yellow);
        const resign = await ann.client.act(other.gameId, 0, { type: 'resign', seat: 'yellow' });
        expect(resign.ok).toBe(true);
      } finally {
        ann.close();
      }
      // Still thinking: the game waits at the version the search started from.
      expect(w.latest!.version).toBe(version);
      expect(w.latest!.view.toMove).toEqual([created.seat === 'yellow' ? 'blue' : 'yellow']);
    } finally {
      w.close();
      await server.close(); // stops the pool's worker in the middle of its search
    }
  });
});

/** The AI's worker pool with an endless search budget, telling when its first real search starts. */
class EndlessSearch extends PoolBot {
  private started: (version: number) => void = () => undefined;
  /** Resolves with the version of the game the search is for. */
  readonly searching = new Promise<number>((resolve) => (this.started = resolve));

  constructor() {
    super(1, { iterations: Infinity, ms: Infinity });
  }

  override decide(job: BotJob, seed: number, game: string): Promise<ActionOf<GameKind>> {
    const decision = super.decide(job, seed, game);
    // Level 3 searches a card or an action of its turn when it has a choice (ai `decide`);
    // the server seeds each decision with its version (bots.ts).
    const { phase } = job.view;
    if (job.kind === 'prison' && (phase === 'card' || phase === 'actions') && job.legal.length > 1)
      this.started(Math.floor(seed / 2));
    return decision;
  }
}
