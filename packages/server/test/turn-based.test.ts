// Turn-based play (issue 28 item 12): a game created with `moveHours` gives each decision up
// to that many hours. There is no automatic timeout: once the time per decision has passed,
// the other seat may claim the game (a loss for the silent seat once both have played, as
// any abandonment), and the idle sweeper leaves the game alone until then. Games live in the
// database, so they go on across a server killed between two moves; a registered player
// finds them in "my games" from any device and plays them with its session. The in-process
// server runs on a ManualClock: the test moves time by hours, and the sweeper runs as it does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Rng, type SeatName } from '@dt/engine';
import type { GameSummary, MyGamesPage, SeatReply, WireError } from '@dt/protocol';
import type { DtServer } from '../src/app.ts';
import {
  api,
  ChildServer,
  ManualClock,
  newMatch,
  playPastFirstTurns,
  playRandomly,
  register,
  startLocal,
  tempDir,
  Watcher,
} from './helpers.ts';

const HOUR = 3_600_000;
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
const summary = async (id: string): Promise<GameSummary> =>
  (await api<GameSummary>(url, 'GET', `/api/games/${id}`)).body;

describe('turn-based games', () => {
  it('the time per decision is 1 hour to 30 days, whole hours, and excludes the turn timer; a refused game is not created', async () => {
    const count = async (): Promise<number> =>
      (await server.db.selectFrom('games').select('id').execute()).length;
    const before = await count();
    for (const bad of [0, 721, 1.5, -24, '24', true]) {
      const r = await api<{ error: WireError }>(url, 'POST', '/api/games', {
        scenario: 'tutorial-1',
        moveHours: bad,
      });
      expect([r.status, r.body.error.code]).toEqual([400, 'BAD_MESSAGE']);
    }
    const both = await api<{ error: WireError }>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      moveHours: 24,
      timerSeconds: 60,
    });
    expect([both.status, both.body.error.code]).toEqual([400, 'BAD_CONFIG']);
    expect(await count()).toBe(before);
    const ok = await api<SeatReply>(url, 'POST', '/api/games', { scenario: 'tutorial-1', moveHours: 720 });
    expect(ok.status).toBe(200);
    expect((await summary(ok.body.gameId)).moveHours).toBe(720);
  });

  it('a silent seat may be claimed against only once its time per decision has passed; the idle sweeper waits as long', async () => {
    const { gameId, seats } = await newMatch(url, { scenario: 'tutorial-1', moveHours: 24 });
    const w = { yellow: new Watcher(url), blue: new Watcher(url) };
    watchers.push(w.yellow, w.blue);
    await w.yellow.client.join(gameId, seats.yellow);
    await w.blue.client.join(gameId, seats.blue);
    await playPastFirstTurns(gameId, w, new Rng('turn-based'));
    const s = await summary(gameId);
    expect(s).toMatchObject({ moveHours: 24, deadline: null, timerSeconds: null });
    expect(s.claimableAt).toBe(s.updatedAt + 24 * HOUR);
    const mover = s.toMove[0]!;
    const other: SeatName = mover === 'yellow' ? 'blue' : 'yellow';
    expect(code(await w[other].client.claim(gameId))).toBe('NOT_ABANDONED');
    // 23 hours: still within the time per decision (a real-time game is claimable after 5 minutes).
    await clock.advance(23 * HOUR);
    expect(code(await w[other].client.claim(gameId))).toBe('NOT_ABANDONED');
    // 25 hours in all: past IDLE_ABORT_HOURS (24), but the game waits for the claim.
    await clock.advance(2 * HOUR);
    expect((await summary(gameId)).status).toBe('live');
    const r = await w[other].client.claim(gameId);
    expect(r.ok && r.status).toBe('finished');
    expect(await summary(gameId)).toMatchObject({
      status: 'finished',
      winner: other,
      endReason: 'abandoned',
    });
  });

  it('joining by session: bad fields are refused, a session holding no seat watches, a private game refuses it', async () => {
    const { gameId } = await newMatch(url, { scenario: 'tutorial-1', moveHours: 24 });
    const w = new Watcher(url);
    watchers.push(w);
    for (const bad of [
      { gameId, session: 'short' },
      { gameId, session: 'x'.repeat(129) },
      { gameId, session: 'a-valid-looking-session', seat: 'green' },
      { gameId, session: 'a-valid-looking-session', extra: 1 },
    ])
      expect(code(await w.client.raw('join', bad))).toBe('BAD_MESSAGE');
    const stranger = await register(url, 'stranger_tb');
    const r = await w.client.join(gameId, undefined, undefined, { session: stranger });
    expect(r.ok && r.viewer).toBe('spectator');
    const hidden = await api<SeatReply>(url, 'POST', '/api/games', {
      scenario: 'tutorial-1',
      moveHours: 24,
      public: false,
    });
    const x = new Watcher(url);
    watchers.push(x);
    expect(code(await x.client.join(hidden.body.gameId, undefined, undefined, { session: stranger }))).toBe(
      'UNAUTHORIZED',
    );
  });

  it('a game both players left is aborted once its time per decision and the idle time have passed', async () => {
    const { gameId } = await newMatch(url, { scenario: 'tutorial-1', moveHours: 48 });
    await clock.advance(50 * HOUR);
    expect((await summary(gameId)).status).toBe('live');
    await clock.advance(23 * HOUR);
    expect(await summary(gameId)).toMatchObject({ status: 'aborted', endReason: 'abandoned' });
  });
});

describe('turn-based games across a server crash and devices', () => {
  const dir = tempDir('turns');
  const child = new ChildServer({ DATABASE_URL: `sqlite:${join(dir, 'dt.sqlite')}` });
  afterAll(async () => {
    await child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('killed (SIGKILL) between two moves, the server comes back with the game; the player signs in elsewhere, sees it is its turn and plays', async () => {
    let base = await child.start();
    const ann = await register(base, 'ann_turns');
    const bob = await register(base, 'bob_turns');
    const created = await api<SeatReply>(
      base,
      'POST',
      '/api/games',
      { scenario: 'tutorial-1', moveHours: 72, seat: 'yellow', rated: false },
      ann,
    );
    expect(created.status).toBe(200);
    const gameId = created.body.gameId;
    const joined = await api<SeatReply>(base, 'POST', `/api/games/${gameId}/join`, {}, bob);
    expect(joined.status).toBe(200);
    let w = { yellow: new Watcher(base), blue: new Watcher(base) };
    await w.yellow.client.join(gameId, created.body.token);
    await w.blue.client.join(gameId, joined.body.token);
    // A few decisions, until blue must decide alone.
    await playRandomly(gameId, w, [w.yellow, w.blue], new Rng('crash'), {
      until: (u) => u.version >= 2 && u.view.toMove.length === 1 && u.view.toMove[0] === 'blue',
    });
    const before = w.blue.latest!;
    w.yellow.close();
    w.blue.close();
    await child.kill();

    base = await child.start();
    // Bob on another device: a new session, no seat token.
    const login = await api<{ token: string }>(base, 'POST', '/api/login', {
      username: 'bob_turns',
      password: 'correct horse',
    });
    const page = await api<MyGamesPage>(base, 'GET', '/api/me/games', undefined, login.body.token);
    const listed = page.body.games.find((g) => g.id === gameId)!;
    expect(listed).toMatchObject({ you: 'blue', toMove: ['blue'], moveHours: 72, status: 'live' });
    expect(listed.version).toBe(before.version);
    const annPage = await api<MyGamesPage>(base, 'GET', '/api/me/games', undefined, ann);
    expect(annPage.body.games.find((g) => g.id === gameId)!.you).toBe('yellow');

    w = { yellow: new Watcher(base), blue: new Watcher(base) };
    watchers.push(w.yellow, w.blue);
    const back = await w.blue.client.join(gameId, undefined, undefined, { session: login.body.token });
    expect(back.ok && back.viewer).toBe('blue');
    expect(back.ok && back.view).toEqual(before.view);
    // Someone else's session only watches; a wrong one too.
    const other = new Watcher(base);
    watchers.push(other);
    const watching = await other.client.join(gameId, undefined, undefined, {
      session: ann.replace(/.$/, 'x'),
    });
    expect(watching.ok && watching.viewer).toBe('spectator');
    await w.yellow.client.join(gameId, undefined, undefined, { session: ann });
    expect(w.yellow.latest!.viewer).toBe('yellow');
    const legal = await w.blue.client.legal(gameId);
    expect(legal.ok && legal.actions.length).toBeGreaterThan(0);
    const r = await w.blue.client.act(gameId, before.version, legal.ok ? legal.actions[0]! : { type: 'end' });
    expect(code(r)).toBe('OK');
    await w.yellow.waitFor(before.version + 1);
  });
});
