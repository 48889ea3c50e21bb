// `npm run bench:server -- --attack`: what each costly request costs the server within the
// production limits, and what it does to an honest game meanwhile (issue 41, item 3; targets:
// each vector at most 25% of a core, the victim's p99 at most 50 ms). One server process (the
// production build, SQLite, production limits, behind a "proxy" so that the victim and the
// attacker are different addresses); a victim game played at 5 actions a second throughout;
// phases of `seconds` each: none (the baseline), then one attack vector at a time from its own
// address(es). Per phase: the server's CPU (utime + stime of /proc/<pid>/stat, all threads:
// the bot workers and the password hashing included) as a share of one core, and the victim's
// act round-trip p50/p99.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Action } from '@dt/engine';
import { GameClient } from '@dt/protocol/client';
import type { SeatReply } from '@dt/protocol';

type Stop = () => boolean;
/** Called by a vector once its set-up is done (the measurement starts then). */
type Ready = () => void;
/** Counts the answers to the attack's costly requests by code (OK or the error's), so that a phase shows the attack was served and not merely refused. */
type Tally = (answer: { ok: true } | { ok: false; error: { code: string } }) => void;
/** A login's JSON answer as a tally counts it. */
const asAnswer = (r: { error?: { code: string } }) =>
  r.error ? { ok: false as const, error: r.error } : { ok: true as const };

/** CPU seconds the process has used so far (all its threads). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

async function post<T>(url: string, path: string, body: unknown, from: string, token?: string): Promise<T> {
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await r.json()) as T;
}

/** A game with both seats held by clients from `from`. */
async function seatedGame(url: string, from: string, body: object) {
  const made = await post<SeatReply>(url, '/api/games', body, from);
  const other = await post<SeatReply>(url, `/api/games/${made.gameId}/join`, {}, from);
  const client = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 60_000 });
  const second = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 60_000 });
  await client.join(made.gameId, made.token);
  await second.join(made.gameId, other.token);
  const bySeat = { [made.seat]: client, [other.seat]: second } as Record<string, GameClient>;
  const tokens = new Map([
    [client, made.token],
    [second, other.token],
  ]);
  return { gameId: made.gameId, bySeat, tokens, close: () => (client.close(), second.close()) };
}
type Seated = Awaited<ReturnType<typeof seatedGame>>;

/** The same game's seats held again by clients from `from` (a seat's token is the seat's, not an address's). */
async function reseated(url: string, g: Seated, from: string): Promise<Seated> {
  g.close();
  const bySeat: Record<string, GameClient> = {};
  const tokens = new Map<GameClient, string>();
  for (const [seat, old] of Object.entries(g.bySeat)) {
    const c = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 60_000 });
    await c.join(g.gameId, g.tokens.get(old)!);
    bySeat[seat] = c;
    tokens.set(c, g.tokens.get(old)!);
  }
  return { gameId: g.gameId, bySeat, tokens, close: () => tokens.forEach((_, c) => c.close()) };
}

/** Plays random legal actions in a game until `stop`, at most one per `everyMs`; the act round-trips. */
async function play(url: string, from: string, everyMs: number, stop: Stop, times: number[]): Promise<void> {
  let g = await seatedGame(url, from, { scenario: 'standalone' });
  try {
    while (!stop()) {
      const paced = sleep(everyMs);
      let acted = false;
      // The seat to move is the one with legal actions (a cached list: a cheap request).
      for (const c of Object.values(g.bySeat)) {
        const legal = await c.legal(g.gameId, {});
        if (!legal.ok || legal.actions.length === 0) continue;
        const moves = legal.actions.filter((a) => a.type !== 'end');
        const from = moves.length && Math.random() < 0.85 ? moves : legal.actions;
        const action = from[Math.floor(Math.random() * from.length)] as Action;
        const t0 = performance.now();
        const r = await c.act(g.gameId, legal.version, action);
        if (r.ok) times.push(performance.now() - t0);
        acted = true;
        break;
      }
      if (!acted) {
        g.close(); // over: another game
        g = await seatedGame(url, from, { scenario: 'standalone' });
      }
      await paced;
    }
  } finally {
    g.close();
  }
}

/** Asks legal lists of `games` games in turn, each new to the cache when there are more than it keeps. */
async function legalFlood(url: string, stop: Stop, ready: Ready, tally: Tally, games = 250): Promise<void> {
  const from = '10.9.0.1';
  const client = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 60_000 });
  const ids: string[] = [];
  for (let i = 0; i < games; i++) {
    const made = await post<SeatReply>(url, '/api/games', { scenario: 'standalone' }, from);
    await post(url, `/api/games/${made.gameId}/join`, {}, from);
    await Promise.all([client.join(made.gameId, made.token), sleep(100)]);
    ids.push(made.gameId);
  }
  ready();
  // At the message rate the production limit allows a socket (20 a second).
  for (let i = 0; !stop(); i++) {
    const [answer] = await Promise.all([client.legal(ids[i % ids.length]!, {}), sleep(50)]);
    tally(answer);
  }
  client.close();
}

/** An answer's refusal code, or null when it was served. */
const refusalOf = (a: { ok: true } | { ok: false; error: { code: string } }): string | null =>
  a.ok ? null : a.error.code;

/**
 * A request asked again after a pause while the server refuses it for the address's limits
 * (its message rate, or its share of costly work): the preparation of a vector takes its time
 * instead of reading a refusal as a finished game, which made it start game after game.
 */
async function withinLimits<T extends { ok: true } | { ok: false; error: { code: string } }>(
  ask: () => Promise<T>,
): Promise<T> {
  for (;;) {
    const r = await ask();
    const code = refusalOf(r);
    if (code !== 'RATE_LIMITED' && code !== 'BUSY') return r;
    await sleep(250);
  }
}

/**
 * Plays random legal actions in a seated game (its two clients) until `enough` says so (given
 * the actions played and the latest legal list) or the game is over; the seat to move's client
 * at the end, or null when the game ended.
 */
async function advance(
  g: Seated,
  enough: (played: number, legal: Action[]) => boolean,
): Promise<GameClient | null> {
  for (let played = 0; ;) {
    let mover: GameClient | null = null;
    for (const c of Object.values(g.bySeat)) {
      const legal = await withinLimits(() => c.legal(g.gameId, {}));
      if (!legal.ok || legal.actions.length === 0) continue;
      if (enough(played, legal.actions as Action[])) return c;
      const moves = legal.actions.filter((a) => a.type !== 'end');
      const pool = moves.length && Math.random() < 0.9 ? moves : legal.actions;
      const action = pool[Math.floor(Math.random() * pool.length)] as Action;
      const r = await withinLimits(() => c.act(g.gameId, legal.version, action));
      if (r.ok) played++;
      mover = c;
      break;
    }
    if (!mover) return null;
  }
}

/** A game from `from` played until its actions phase; its id and the seat to move's token, or null when it ended first. */
async function midGame(url: string, from: string): Promise<{ gameId: string; token: string } | null> {
  const g = await seatedGame(url, from, { scenario: 'standalone' });
  try {
    const mover = await advance(g, (_, legal) => legal.some((a) => a.type === 'move'));
    return mover ? { gameId: g.gameId, token: g.tokens.get(mover)! } : null;
  } finally {
    g.close();
  }
}

/**
 * Legal lists of games in their actions phase (long lists: every movement of every piece),
 * `games` of them in turn from one socket, each new to the cache when there are more than it
 * keeps. The games are prepared first, each from an address of its own and several at once
 * (an attacker's preparation over time: from one address the per-address game, socket and
 * message limits kept the preparation from ever finishing); the attack itself is one address.
 */
async function midGameLegalFlood(
  url: string,
  stop: Stop,
  ready: Ready,
  tally: Tally,
  games = 210,
): Promise<void> {
  const asked: { gameId: string; token: string }[] = [];
  let next = 0;
  const preparer = async (): Promise<void> => {
    while (asked.length < games) {
      const n = next++;
      const g = await midGame(url, `10.6.${Math.floor(n / 250)}.${(n % 250) + 1}`);
      if (g && asked.length < games) asked.push(g);
    }
  };
  await Promise.all(Array.from({ length: 8 }, preparer));
  const from = '10.9.0.4';
  const client = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 60_000 });
  // Joined at the rate the production limits let one socket join.
  for (const { gameId, token } of asked) await Promise.all([client.join(gameId, token), sleep(100)]);
  ready();
  for (let i = 0; !stop(); i++) {
    const [answer] = await Promise.all([client.legal(asked[i % asked.length]!.gameId, {}), sleep(50)]);
    tally(answer);
  }
  client.close();
}

/**
 * A game of `actions` actions, played 100 at a time from a new address each time (an
 * attacker's preparation over time: from one address its CPU share, measured in elapsed time,
 * slowed the preparation to a halt on a loaded machine).
 */
async function longGame(url: string, actions: number): Promise<Seated> {
  let part = 0;
  const address = (): string => `10.5.${Math.floor(part / 250)}.${(part++ % 250) + 1}`;
  for (;;) {
    let g = await seatedGame(url, address(), { scenario: 'standalone' });
    let played = 0;
    while (played < actions && (await advance(g, (n) => n >= Math.min(100, actions - played)))) {
      played += Math.min(100, actions - played);
      g = await reseated(url, g, address());
    }
    if (played >= actions) return g;
    g.close(); // over before its length: another game
  }
}

/** Spectators joining a 600-action game from its start (a catch-up each time), at a socket's message rate. */
async function spectatorFlood(url: string, stop: Stop, ready: Ready, tally: Tally): Promise<void> {
  const g = await longGame(url, 600);
  const watcher = new GameClient(url, { headers: { 'x-forwarded-for': '10.9.0.5' }, timeoutMs: 60_000 });
  ready();
  while (!stop()) tally((await Promise.all([watcher.join(g.gameId, undefined, 0), sleep(50)]))[0]);
  watcher.close();
  g.close();
}

/** `undo {count: 200}` in a game of its own, over and over (NOTHING_TO_UNDO each time). */
async function undoFlood(url: string, stop: Stop, ready: Ready, tally: Tally): Promise<void> {
  const g = await seatedGame(url, '10.9.0.2', { scenario: 'standalone' });
  const c = Object.values(g.bySeat)[0]!;
  ready();
  while (!stop()) tally((await Promise.all([c.undo(g.gameId, c.version(g.gameId), 200), sleep(50)]))[0]);
  g.close();
}

/** Resolves once `stop` says the phase is over (checked every 100 ms). */
async function untilStopped(stop: Stop): Promise<void> {
  while (!stop()) await sleep(100);
}

/** Twelve games against the strongest bot, each played by the attacker as fast as the bot answers. */
async function botGames(url: string, stop: Stop, ready: Ready, tally: Tally): Promise<void> {
  const from = '10.9.0.3';
  ready();
  const games = Array.from({ length: 12 }, async () => {
    const made = await post<SeatReply & { error?: { code: string } }>(
      url,
      '/api/games',
      { scenario: 'standalone', opponent: 'bot', botLevel: 4 },
      from,
    );
    if (made.error) return tally(asAnswer(made));
    const c = new GameClient(url, { headers: { 'x-forwarded-for': from }, timeoutMs: 120_000 });
    await c.join(made.gameId, made.token);
    while (!stop()) {
      const legal = await c.legal(made.gameId, {});
      if (!legal.ok) {
        tally(legal);
        break;
      }
      if (legal.actions.length === 0) {
        // The bot's move, or the phase's end (a bot of level 4 held to its address's share may
        // think for longer than the phase lasts).
        let off = (): void => undefined;
        await Promise.race([
          new Promise<void>((resolve) => {
            off = c.onUpdate((u) => (u.version > legal.version ? resolve() : undefined));
          }),
          untilStopped(stop),
        ]);
        off();
        continue;
      }
      tally(
        await c.act(
          made.gameId,
          legal.version,
          legal.actions[Math.floor(Math.random() * legal.actions.length)]!,
        ),
      );
    }
    c.close();
  });
  await Promise.all(games);
}

/** Thirty addresses sending wrong passwords for an account as fast as their limits let them. */
async function passwordFlood(url: string, stop: Stop, ready: Ready, tally: Tally): Promise<void> {
  await post(
    url,
    '/api/register',
    { username: 'victim_acct', password: 'correct horse battery' },
    '10.8.0.1',
  );
  ready();
  await Promise.all(
    Array.from({ length: 30 }, async (_, i) => {
      while (!stop()) {
        const r = await post<{ error?: { code: string } }>(
          url,
          '/api/login',
          { username: 'victim_acct', password: `wrong ${i}` },
          `10.7.0.${i + 1}`,
        );
        tally(asAnswer(r));
        if (r.error?.code === 'RATE_LIMITED') await sleep(1000);
      }
    }),
  );
}

const pct = (xs: number[], q: number): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))]! * 10) / 10;
};

export const VECTORS: Record<
  string,
  ((url: string, stop: Stop, ready: Ready, tally: Tally) => Promise<void>) | null
> = {
  none: null,
  legal: legalFlood,
  'legal-midgame': midGameLegalFlood,
  spectators: spectatorFlood,
  undo: undoFlood,
  bots: botGames,
  passwords: passwordFlood,
};

/** One phase: the victim game and one vector for `seconds`; the server's CPU share and the victim's latencies. */
export async function phase(url: string, pid: number, name: string, seconds: number): Promise<object> {
  let over = false;
  const stop = (): boolean => over;
  const times: number[] = [];
  const victim = play(url, '10.1.0.1', 200, stop, times);
  const vector = VECTORS[name];
  let ready: Ready = () => undefined;
  const set = new Promise<void>((resolve) => (ready = resolve));
  const answers = new Map<string, number>();
  const tally: Tally = (a) => {
    const code = a.ok ? 'OK' : a.error.code;
    answers.set(code, (answers.get(code) ?? 0) + 1);
  };
  const attack = vector ? vector(url, stop, ready, tally) : (ready(), Promise.resolve());
  // Measured once the attack's set-up (games made and joined) is done, and it has begun.
  await set;
  await sleep(2000);
  times.length = 0;
  answers.clear();
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const share = (cpuSeconds(pid) - cpu0) / ((performance.now() - t0) / 1000);
  const result = {
    vector: name,
    serverCorePct: Math.round(share * 100),
    victimActs: times.length,
    victimP50Ms: pct(times, 0.5),
    victimP99Ms: pct(times, 0.99),
    attackAnswers: Object.fromEntries(answers),
  };
  over = true;
  await Promise.all([victim, attack.catch(() => undefined)]);
  return result;
}
