// The server's settings: every option with its default, and how `npm start` reads them from
// the environment (README's table lists the same variables). Durations are given in the
// environment in seconds, minutes or hours as named, and held here in milliseconds.
import { availableParallelism } from 'node:os';
import type { BotEngine } from './bots.ts';
import type { Meter } from './budget.ts';
import { systemClock, type Clock } from './clock.ts';
import { MIN_RATED_MOVES, PAIR_GAMES_PER_DAY } from './ratings.ts';
import { SCRYPT_WORK, type PasswordWork } from './secrets.ts';

export interface ServerOptions {
  /** `sqlite:<path>`, a path, or `postgres://...` (default ./data/dt.sqlite). */
  databaseUrl?: string;
  redisUrl?: string;
  /** Folder of the built web client (default packages/web/dist); served at / when it exists. */
  webRoot?: string | null;
  /** How bot seats decide (default: the AI's worker pool with `botWorkers` threads). */
  bot?: BotEngine;
  botWorkers?: number;
  /** Sweeper period (ms) and how long a bot seat may look idle before it is woken. */
  sweepMs?: number;
  botIdleMs?: number;
  /** Messages per second per socket and per HTTP client address; bursts default to 2x and 3x that. */
  rate?: number;
  burst?: number;
  /**
   * Which peers are reverse proxies whose X-Forwarded-For to believe: `true` (any), `false`
   * (none, the default), or addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`).
   */
  trustProxy?: boolean | string[];
  /** Origins allowed to open sockets and call the API from a browser (default: the page's own origin only). */
  origins?: string[];
  /** Sockets one address may hold at once. */
  socketsPerAddress?: number;
  /** Session lifetime (ms). */
  sessionMs?: number;
  /** scrypt's N for new password hashes (default 2^17; tests lower it). */
  scryptN?: number;
  /** Password checks running at once. */
  passwordChecks?: number;
  /** How passwords are hashed and checked (scrypt); tests wrap it to hold and count the checks. */
  passwords?: PasswordWork;
  /** How long the seat to move may stay silent before the other may claim the game (ms). */
  abandonMs?: number;
  /** A live game nobody has acted in for this long is aborted (ms). */
  idleAbortMs?: number;
  /** An open game nobody joined expires after this long (ms). */
  openGameMs?: number;
  /** Timeouts in a row, with no action by a player between them, after which a game is aborted. */
  maxIdleTimeouts?: number;
  /** A snapshot of the position every this many actions. */
  snapshotEvery?: number;
  /** With Redis: how often the versions of the games shown are compared with the database (ms). */
  resyncMs?: number;
  /** Milliseconds of CPU per second one client address may use on costly requests (budget.ts). */
  cpuShareMs?: number;
  /** Milliseconds of CPU per second the bot games one address made may use (bot-queue.ts). */
  botShareMs?: number;
  /** How costly work is measured for those shares (elapsed time; tests count units). */
  meter?: Meter;
  /** Real moves each seat must make for a rated game to move ratings, and rated results of one pair per day that do. */
  minRatedMoves?: number;
  pairGamesPerDay?: number;
  /** Accounts one address may register per day. */
  accountsPerAddress?: number;
  /** How long chat lines are kept (ms). */
  chatRetentionMs?: number;
  /** PostgreSQL: how often its health is checked, and how long an unanswered check may take (ms; health.ts). */
  dbCheckMs?: number;
  dbTimeoutMs?: number;
  /** The access log (pino, one JSON line per request); off by default in tests. */
  accessLog?: boolean;
  log?: (line: string) => void;
  /** What time it is, and the periodic jobs (the system's clock; tests pass a ManualClock). */
  clock?: Clock;
}

export type Settings = Required<
  Omit<ServerOptions, 'databaseUrl' | 'redisUrl' | 'bot' | 'webRoot' | 'log' | 'meter'>
> &
  Pick<ServerOptions, 'databaseUrl' | 'redisUrl' | 'bot' | 'webRoot' | 'meter'> & {
    log: (line: string) => void;
  };

const MIN = 60_000;
const HOUR = 60 * MIN;

export function withDefaults(o: ServerOptions): Settings {
  const rate = o.rate ?? 20;
  return {
    databaseUrl: o.databaseUrl,
    redisUrl: o.redisUrl,
    webRoot: o.webRoot,
    bot: o.bot,
    meter: o.meter,
    // One core is left to the main thread, whose commands must not wait behind searches.
    botWorkers: o.botWorkers ?? Math.max(1, availableParallelism() - 1),
    cpuShareMs: o.cpuShareMs ?? 200,
    botShareMs: o.botShareMs ?? 250,
    accountsPerAddress: o.accountsPerAddress ?? 5,
    minRatedMoves: o.minRatedMoves ?? MIN_RATED_MOVES,
    pairGamesPerDay: o.pairGamesPerDay ?? PAIR_GAMES_PER_DAY,
    chatRetentionMs: o.chatRetentionMs ?? 30 * 24 * HOUR,
    sweepMs: o.sweepMs ?? 250,
    botIdleMs: o.botIdleMs ?? 3000,
    rate,
    burst: o.burst ?? 2 * rate,
    trustProxy: o.trustProxy ?? false,
    origins: o.origins ?? [],
    socketsPerAddress: o.socketsPerAddress ?? 20,
    sessionMs: o.sessionMs ?? 30 * 24 * HOUR,
    scryptN: o.scryptN ?? 2 ** 17,
    passwordChecks: o.passwordChecks ?? 1,
    passwords: o.passwords ?? SCRYPT_WORK,
    abandonMs: o.abandonMs ?? 5 * MIN,
    idleAbortMs: o.idleAbortMs ?? 24 * HOUR,
    openGameMs: o.openGameMs ?? 24 * HOUR,
    maxIdleTimeouts: o.maxIdleTimeouts ?? 6,
    snapshotEvery: o.snapshotEvery ?? 50,
    resyncMs: o.resyncMs ?? 5000,
    dbCheckMs: o.dbCheckMs ?? 500,
    dbTimeoutMs: o.dbTimeoutMs ?? 1000,
    accessLog: o.accessLog ?? false,
    log: o.log ?? ((line: string) => console.log(`[dt-server] ${line}`)),
    clock: o.clock ?? systemClock,
  };
}

/** A positive number from the environment, or undefined. */
const num = (v: string | undefined): number | undefined => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};
const ms = (v: string | undefined, unit: number): number | undefined => {
  const n = num(v);
  return n === undefined ? undefined : n * unit;
};
const list = (v: string | undefined): string[] | undefined =>
  v
    ? v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : undefined;

/** The options `npm start` takes from the environment (see README). */
export function fromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const proxy = env.TRUST_PROXY?.trim();
  return {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    rate: num(env.RATE_LIMIT),
    trustProxy: proxy === 'true' ? true : proxy === 'false' || !proxy ? false : list(proxy),
    origins: list(env.ALLOWED_ORIGINS),
    socketsPerAddress: num(env.SOCKETS_PER_ADDRESS),
    sessionMs: ms(env.SESSION_DAYS, 24 * HOUR),
    abandonMs: ms(env.ABANDON_MINUTES, MIN),
    idleAbortMs: ms(env.IDLE_ABORT_HOURS, HOUR),
    openGameMs: ms(env.OPEN_GAME_HOURS, HOUR),
    maxIdleTimeouts: num(env.MAX_IDLE_TIMEOUTS),
    snapshotEvery: num(env.SNAPSHOT_EVERY),
    resyncMs: ms(env.RESYNC_SECONDS, 1000),
    botWorkers: num(env.BOT_WORKERS),
    passwordChecks: num(env.PASSWORD_CHECKS),
    cpuShareMs: num(env.CPU_SHARE_MS),
    botShareMs: num(env.BOT_SHARE_MS),
    accountsPerAddress: num(env.ACCOUNTS_PER_ADDRESS),
    chatRetentionMs: ms(env.CHAT_RETENTION_DAYS, 24 * HOUR),
    accessLog: env.ACCESS_LOG !== '0',
  };
}
