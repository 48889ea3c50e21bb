// Players: guests (a display name and a session) and accounts (username + scrypt password).
// Both are users with bearer session tokens; only accounts are rated.
import type { SessionReply } from '@dt/protocol';
import type { Db, UsersTable } from './db.ts';
import { checkPassword, hashPassword, hashToken, newId, newToken } from './secrets.ts';

export type User = UsersTable;

export class Accounts {
  constructor(private readonly db: Db) {}

  private async session(user: User, now: number): Promise<SessionReply> {
    const token = newToken();
    await this.db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: user.id, created_at: now })
      .execute();
    return { token, user: await this.describe(user) };
  }

  async describe(user: User): Promise<SessionReply['user']> {
    const r = await this.db
      .selectFrom('ratings')
      .select('rating')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return {
      id: user.id,
      name: user.name,
      username: user.username,
      guest: !!user.guest,
      rating: r ? r.rating : null,
    };
  }

  async guest(name: string, now: number): Promise<SessionReply> {
    const user: User = { id: newId(), username: null, name, password_hash: null, guest: 1, created_at: now };
    await this.db.insertInto('users').values(user).execute();
    return this.session(user, now);
  }

  /** null when the username is taken. */
  async register(
    username: string,
    password: string,
    name: string | undefined,
    now: number,
  ): Promise<SessionReply | null> {
    const taken = await this.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (taken) return null;
    const user: User = {
      id: newId(),
      username,
      name: name ?? username,
      password_hash: await hashPassword(password),
      guest: 0,
      created_at: now,
    };
    try {
      await this.db.insertInto('users').values(user).execute();
    } catch {
      return null; // lost a race for the same username (unique constraint)
    }
    return this.session(user, now);
  }

  async login(username: string, password: string, now: number): Promise<SessionReply | null> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    const good = await checkPassword(password, user?.password_hash ?? null);
    return user && good ? this.session(user, now) : null;
  }

  /** The user behind a session token, if any. */
  async fromToken(token: string | undefined): Promise<User | undefined> {
    if (!token || token.length > 128) return undefined;
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', hashToken(token))
      .executeTakeFirst();
  }

  byUsername(username: string): Promise<User | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  async ratingsOf(ids: string[]): Promise<Map<string, { rating: number; username: string | null }>> {
    const out = new Map<string, { rating: number; username: string | null }>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('ratings', 'ratings.user_id', 'users.id')
      .select(['users.id', 'users.username', 'ratings.rating'])
      .where('users.id', 'in', ids)
      .execute();
    for (const r of rows) out.set(r.id, { rating: r.rating ?? 0, username: r.username });
    return out;
  }

  leaderboard(
    limit = 20,
  ): Promise<{ username: string | null; name: string; rating: number; games: number }[]> {
    return this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['users.username', 'users.name', 'ratings.rating', 'ratings.games'])
      .orderBy('ratings.rating', 'desc')
      .limit(limit)
      .execute();
  }
}
