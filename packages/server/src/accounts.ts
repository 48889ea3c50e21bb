// Players: guests (a display name and a session) and accounts (username + scrypt password).
// Both are users with bearer session tokens; only accounts are rated. Sessions expire after
// a set lifetime, can be listed and revoked, and end on logout. Password checks are few on
// purpose: a global cap on how many run at once, waiting in fair lines per client address
// (gate.ts), and per account a lockout that doubles with each wrong password past the first
// few, during which no hash is computed. Registrations are limited per address and day.
import type { RatingPool } from './ratings.ts';
import type { SessionInfo, SessionReply, WireErrorCode } from '@dt/protocol';
import type { Clock } from './clock.ts';
import type { Db, UsersTable } from './db.ts';
import { cleanName } from './clean.ts';
import { Gate } from './gate.ts';
import { isProvisional } from './glicko.ts';
import { mixesScripts, nameKey } from './names.ts';
import { SCRYPT_N, SCRYPT_WORK, hashToken, newId, newToken, type PasswordWork } from './secrets.ts';

export type User = UsersTable;
export type Result<T> = { ok: true; value: T } | { ok: false; code: WireErrorCode };

export interface AccountOptions {
  /** How long a session lasts (ms). */
  sessionMs: number;
  /** scrypt's N for new hashes (tests lower it; the default is OWASP's 2^17). */
  scryptN?: number;
  /** Password checks at once, and how many more may wait. */
  passwordChecks?: number;
  passwordQueue?: number;
  /** The hashing itself (scrypt by default). */
  work?: PasswordWork;
  /** Accounts one client address may register within a day. */
  accountsPerAddress?: number;
  /**
   * What time it is once a password has been checked: a lockout counts from the wrong
   * password, not from the request's arrival (a check may wait its turn a long while).
   */
  clock?: Clock;
  /** Wrong passwords allowed before the lockout starts, and its longest length (ms). */
  freeFailures?: number;
  maxLockMs?: number;
}

const DAY = 24 * 3_600_000;

/** A session's `last_seen` is written at most this often. */
const SEEN_EVERY = 60_000;

export class Accounts {
  /** The cap on password checks at once (read by tests to control the arrival of a flood). */
  readonly gate: Gate;
  private readonly n: number;
  private readonly work: PasswordWork;

  constructor(
    private readonly db: Db,
    private readonly opts: AccountOptions,
  ) {
    this.gate = new Gate(opts.passwordChecks ?? 1, opts.passwordQueue ?? 64);
    this.n = opts.scryptN ?? SCRYPT_N;
    this.work = opts.work ?? SCRYPT_WORK;
  }

  private async session(user: User, agent: string, now: number): Promise<SessionReply> {
    const token = newToken();
    const expiresAt = now + this.opts.sessionMs;
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        id: newId(),
        user_id: user.id,
        created_at: now,
        last_seen: now,
        expires_at: expiresAt,
        agent: agent.slice(0, 120),
      })
      .execute();
    return { token, expiresAt, user: await this.describe(user) };
  }

  async describe(user: User): Promise<SessionReply['user']> {
    const r = await this.db
      .selectFrom('ratings')
      .select('rating')
      .where('user_id', '=', user.id)
      .where('pool', '=', 'prison')
      .executeTakeFirst();
    return {
      id: user.id,
      name: user.name,
      username: user.username,
      guest: !!user.guest,
      rating: r ? r.rating : null,
    };
  }

  /** NAME_RESERVED when a display name mixes alphabets or looks like another account's username. */
  async checkName(name: string, self?: User): Promise<WireErrorCode | null> {
    if (mixesScripts(name)) return 'NAME_RESERVED';
    const owner = await this.db
      .selectFrom('users')
      .select('id')
      .where('name_key', '=', nameKey(name))
      .executeTakeFirst();
    return owner && owner.id !== self?.id ? 'NAME_RESERVED' : null;
  }

  async guest(given: string, agent: string, now: number): Promise<Result<SessionReply>> {
    const name = cleanName(given);
    if (name === null) return { ok: false, code: 'BAD_MESSAGE' };
    const bad = await this.checkName(name);
    if (bad) return { ok: false, code: bad };
    const user: User = {
      id: newId(),
      username: null,
      name_key: null,
      name,
      password_hash: null,
      guest: 1,
      created_at: now,
      failed_logins: 0,
      locked_until: null,
      created_from: null,
    };
    await this.db.insertInto('users').values(user).execute();
    return { ok: true, value: await this.session(user, agent, now) };
  }

  async register(
    username: string,
    password: string,
    given: string | undefined,
    agent: string,
    now: number,
    address = '',
  ): Promise<Result<SessionReply>> {
    const name = given === undefined ? undefined : cleanName(given);
    if (name === null) return { ok: false, code: 'BAD_MESSAGE' };
    const from = hashToken(`address:${address}`);
    if (await this.registeredFrom(from, now)) return { ok: false, code: 'TOO_MANY_ACCOUNTS' };
    const key = nameKey(username);
    const taken = await this.db
      .selectFrom('users')
      .select('id')
      .where('name_key', '=', key)
      .executeTakeFirst();
    if (taken) return { ok: false, code: 'USERNAME_TAKEN' };
    const user: User = {
      id: newId(),
      username,
      name_key: key,
      name: name ?? username,
      password_hash: null,
      guest: 0,
      created_at: now,
      failed_logins: 0,
      locked_until: null,
      created_from: from,
    };
    if (name !== undefined && nameKey(name) !== key) {
      const bad = await this.checkName(name);
      if (bad) return { ok: false, code: bad };
    }
    const hash = await this.gate.run(() => this.work.hash(password, this.n), address);
    if (hash === null) return { ok: false, code: 'BUSY' };
    try {
      await this.db
        .insertInto('users')
        .values({ ...user, password_hash: hash })
        .execute();
    } catch {
      return { ok: false, code: 'USERNAME_TAKEN' }; // lost a race for the same key (unique index)
    }
    return { ok: true, value: await this.session(user, agent, now) };
  }

  /**
   * Whether this address (its hash) registered as many accounts as it may within the last
   * day: fresh accounts are what rating farms and sock puppets are made of.
   */
  private async registeredFrom(from: string, now: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_from', '=', from)
      .where('created_at', '>', now - DAY)
      .executeTakeFirstOrThrow();
    return Number(r.n) >= (this.opts.accountsPerAddress ?? 5);
  }

  async login(
    username: string,
    password: string,
    agent: string,
    now: number,
    address = '',
  ): Promise<Result<SessionReply>> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    if (user?.locked_until && user.locked_until > now) return { ok: false, code: 'LOCKED' };
    const check = await this.gate.run(
      () => this.work.check(password, user?.password_hash ?? null, this.n),
      address,
    );
    if (check === null) return { ok: false, code: 'BUSY' };
    if (!user) return { ok: false, code: 'BAD_CREDENTIALS' };
    if (!check.ok) {
      await this.failed(user.id, this.opts.clock?.now() ?? now);
      return { ok: false, code: 'BAD_CREDENTIALS' };
    }
    // The reset applies only if no lock started while the password was being checked (wrong
    // guesses sent beside this one): a right guess among a flood of wrong ones still waits.
    const reset = await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) !== 1) return { ok: false, code: 'LOCKED' };
    if (check.stale) {
      const hash = await this.gate.run(() => this.work.hash(password, this.n), address);
      if (hash)
        await this.db.updateTable('users').set({ password_hash: hash }).where('id', '=', user.id).execute();
    }
    return { ok: true, value: await this.session(user, agent, now) };
  }

  /**
   * Counts one more wrong password in one statement (every process and connection adds to
   * the same count, none overwrites another's), and locks the account from that count:
   * `freeFailures` are free, then 1 s doubling with each further one, at most `maxLockMs`. A
   * lock only ever grows here, so concurrent failures cannot shorten one another's.
   */
  private async failed(id: string, now: number): Promise<void> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', id)
      .returning('failed_logins')
      .executeTakeFirst();
    const failures = row?.failed_logins ?? 0;
    const free = this.opts.freeFailures ?? 5;
    if (failures <= free) return;
    const until =
      now + Math.min(this.opts.maxLockMs ?? 15 * 60_000, 1000 * 2 ** Math.min(30, failures - free - 1));
    await this.db
      .updateTable('users')
      .set({ locked_until: until })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', until)]))
      .execute();
  }

  /** The user behind a live session token, that session's public id, its token's hash and its end. */
  async fromToken(
    token: string | undefined,
    now: number,
  ): Promise<{ user: User; session: string; hash: string; expiresAt: number } | undefined> {
    if (!token || token.length > 128) return undefined;
    const hash = hashToken(token);
    const s = await this.db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'last_seen', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!s || s.expires_at <= now) return undefined;
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', s.user_id).executeTakeFirst();
    if (!user) return undefined;
    if (now - s.last_seen > SEEN_EVERY) {
      await this.db.updateTable('sessions').set({ last_seen: now }).where('token_hash', '=', hash).execute();
    }
    return { user, session: s.id, hash, expiresAt: s.expires_at };
  }

  /** Ends a session: the hash of its token (its live sockets are filed under it). */
  async logout(token: string): Promise<string> {
    const hash = hashToken(token);
    await this.db.deleteFrom('sessions').where('token_hash', '=', hash).execute();
    return hash;
  }

  /** Of these token hashes, the ones that still name a session that has not expired. */
  async stillThere(hashes: string[], now: number): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', hashes)
      .where('expires_at', '>', now)
      .execute();
    return new Set(rows.map((r) => r.token_hash));
  }

  async sessions(user: User, current: string, now: number): Promise<SessionInfo[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen,
      expiresAt: r.expires_at,
      agent: r.agent,
      current: r.id === current,
    }));
  }

  /** Ends one of the user's sessions: its token's hash, or null when the user has no such session. */
  async revoke(user: User, id: string): Promise<string | null> {
    const row = await this.db
      .deleteFrom('sessions')
      .where('user_id', '=', user.id)
      .where('id', '=', id)
      .returning('token_hash')
      .executeTakeFirst();
    return row?.token_hash ?? null;
  }

  /** Forgets expired sessions (the sweeper calls this now and then). */
  async purge(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  }

  byUsername(username: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  /** Each account's username and its rating (with its deviation) on every ladder it has played. */
  async ratingsOf(
    ids: string[],
  ): Promise<
    Map<
      string,
      { ratings: Partial<Record<RatingPool, { rating: number; rd: number }>>; username: string | null }
    >
  > {
    const out = new Map<
      string,
      { ratings: Partial<Record<RatingPool, { rating: number; rd: number }>>; username: string | null }
    >();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('ratings', 'ratings.user_id', 'users.id')
      .select(['users.id', 'users.username', 'ratings.rating', 'ratings.rd', 'ratings.pool'])
      .where('users.id', 'in', ids)
      .execute();
    for (const r of rows) {
      const u = out.get(r.id) ?? { ratings: {}, username: r.username };
      if (r.pool && r.rating !== null && r.rd !== null)
        u.ratings[r.pool as RatingPool] = { rating: r.rating, rd: r.rd };
      out.set(r.id, u);
    }
    return out;
  }

  /** Rated accounts by rating, a page at a time (the cursor is the number of rows already shown). */
  async leaderboard(
    limit: number,
    cursor?: string,
    pool: RatingPool = 'prison',
  ): Promise<{
    rows: { username: string; name: string; rating: number; games: number; provisional: boolean }[];
    next: string | null;
  }> {
    const offset = cursor && /^\d{1,7}$/.test(cursor) ? Number(cursor) : 0;
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['users.username', 'users.name', 'ratings.rating', 'ratings.rd', 'ratings.games'])
      .where('users.username', 'is not', null)
      .where('ratings.pool', '=', pool)
      .orderBy('ratings.rating', 'desc')
      .orderBy('users.username')
      .offset(offset)
      .limit(limit + 1)
      .execute();
    const kept = rows.slice(0, limit).map(({ rd, ...r }) => ({
      ...r,
      username: r.username!,
      rating: Math.round(r.rating),
      provisional: isProvisional(rd),
    }));
    return { rows: kept, next: rows.length > limit ? String(offset + limit) : null };
  }
}
