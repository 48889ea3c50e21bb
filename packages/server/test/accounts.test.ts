// Accounts as a player and an attacker meet them. Sessions expire, end on logout, and can be
// listed and revoked one by one. Wrong passwords lock the account for a while that doubles
// with each further one, and a locked account answers without computing a hash. Password
// checks run a few at a time, whatever the number of addresses asking; the rest get BUSY.
// A password stored at an older, cheaper cost is re-hashed at OWASP's on the next login.
// A registered username is reserved: no guest or other account may be shown under it, in
// any lookalike spelling. Time is a ManualClock the tests move (lifetimes and lockouts are
// checked to the millisecond), and the password checks are counted and, for the flood,
// held until every login has arrived, so no answer depends on the machine's speed.
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionInfo, SessionReply, WireError } from '@dt/protocol';
import { api, ManualClock, register, startLocal, tempDir } from './helpers.ts';
import type { DtServer } from '../src/app.ts';
import { createServer } from '../src/app.ts';
import { checkPassword, hashPassword, type PasswordWork } from '../src/secrets.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function local(
  opts: Parameters<typeof startLocal>[0] = {},
): Promise<{ url: string; server: DtServer }> {
  const s = await startLocal(opts);
  cleanups.push(() => s.server.close());
  return s;
}

/** scrypt, with the checks counted (and the most at once), held while the test says so. */
class CountedPasswords implements PasswordWork {
  checks = 0;
  most = 0;
  private running = 0;
  private held: Promise<void> | null = null;
  private letGo = (): void => undefined;

  hash = (password: string, n: number): Promise<string> => hashPassword(password, n);

  check = async (password: string, stored: string | null, n: number) => {
    this.checks++;
    this.most = Math.max(this.most, ++this.running);
    try {
      await this.held;
      return await checkPassword(password, stored, n);
    } finally {
      this.running--;
    }
  };

  hold(): void {
    this.held = new Promise((resolve) => (this.letGo = resolve));
  }

  release(): void {
    this.letGo();
    this.held = null;
  }
}

const login = (url: string, username: string, password: string) =>
  api<SessionReply & { error: WireError }>(url, 'POST', '/api/login', { username, password });

/** A login from a chosen loopback address (each address has its own request budget). */
function loginFrom(url: string, from: string, username: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ username, password });
    const req = request(
      `${url}/api/login`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve(res.statusCode === 200 ? 'OK' : (JSON.parse(text) as { error: WireError }).error.code),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sessions', () => {
  it('expire after their lifetime', async () => {
    const clock = new ManualClock();
    const { url } = await local({ clock, sessionMs: 60_000 });
    const token = await register(url, 'erin');
    expect((await api(url, 'GET', '/api/me', undefined, token)).status).toBe(200);
    await clock.advance(60_000 - 1);
    expect((await api(url, 'GET', '/api/me', undefined, token)).status).toBe(200);
    await clock.advance(1);
    expect((await api(url, 'GET', '/api/me', undefined, token)).status).toBe(401);
  });

  it('end on logout; each device has its own, listed and revocable', async () => {
    const { url } = await local();
    const first = await register(url, 'frank');
    const phone = (await login(url, 'frank', 'correct horse')).body.token;
    const laptop = (await login(url, 'frank', 'correct horse')).body.token;
    const listed = await api<{ sessions: SessionInfo[] }>(url, 'GET', '/api/me/sessions', undefined, phone);
    expect(listed.body.sessions).toHaveLength(3);
    expect(listed.body.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(phone);

    // The phone ends the laptop's session: the laptop is signed out, the phone is not.
    const laptopId = (
      await api<{ sessions: SessionInfo[] }>(url, 'GET', '/api/me/sessions', undefined, laptop)
    ).body.sessions.find((s) => s.current)!.id;
    expect((await api(url, 'DELETE', `/api/me/sessions/${laptopId}`, undefined, phone)).status).toBe(200);
    expect((await api(url, 'GET', '/api/me', undefined, laptop)).status).toBe(401);
    expect((await api(url, 'GET', '/api/me', undefined, phone)).status).toBe(200);
    // Another account cannot revoke it.
    const other = await register(url, 'gina');
    const firstId = (
      await api<{ sessions: SessionInfo[] }>(url, 'GET', '/api/me/sessions', undefined, first)
    ).body.sessions.find((s) => s.current)!.id;
    expect((await api(url, 'DELETE', `/api/me/sessions/${firstId}`, undefined, other)).status).toBe(404);
    expect((await api(url, 'GET', '/api/me', undefined, first)).status).toBe(200);

    expect((await api(url, 'POST', '/api/logout', undefined, phone)).status).toBe(200);
    expect((await api(url, 'GET', '/api/me', undefined, phone)).status).toBe(401);
    expect((await api(url, 'POST', '/api/logout', undefined, phone)).status).toBe(401);
  });
});

describe('passwords', () => {
  it('wrong passwords lock the account with a doubling backoff; a locked account computes no hash', async () => {
    const clock = new ManualClock();
    const passwords = new CountedPasswords();
    const { url } = await local({ clock, passwords });
    await register(url, 'hugo');
    // From a new address each time, so that the per-address limit on sign-ins is not what answers.
    let n = 0;
    const attempt = (password: string) => loginFrom(url, `127.0.2.${++n}`, 'hugo', password);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push(await attempt('wrong pass'));
    expect(codes).toEqual(Array(6).fill('BAD_CREDENTIALS'));
    const checked = passwords.checks;
    expect(await attempt('correct horse')).toBe('LOCKED');
    expect(passwords.checks).toBe(checked);
    // The first lock lasts a second.
    await clock.advance(999);
    expect(await attempt('correct horse')).toBe('LOCKED');
    await clock.advance(1);
    expect(await attempt('wrong pass')).toBe('BAD_CREDENTIALS');
    // The second, two.
    await clock.advance(1999);
    expect(await attempt('correct horse')).toBe('LOCKED');
    await clock.advance(1);
    expect(await attempt('correct horse')).toBe('OK');
    expect(passwords.checks).toBe(checked + 2);
    // A good password starts the count again.
    expect(await attempt('wrong pass')).toBe('BAD_CREDENTIALS');
    expect(await attempt('correct horse')).toBe('OK');
  });

  it('a flood of logins from many addresses: one check at a time, 64 more wait their turn, the rest get BUSY at once', async () => {
    const passwords = new CountedPasswords();
    const { url, server } = await local({ passwordChecks: 1, passwords });
    await register(url, 'iris');
    const gate = server.accounts.gate;
    const before = gate.arrivals;
    // The first check is held, and each login is sent once the one before it has reached the
    // gate: which logins run, wait or are refused is then the same on any machine.
    passwords.hold();
    const answers: Promise<string>[] = [];
    for (let i = 0; i < 70; i++) {
      answers.push(loginFrom(url, `127.0.1.${i + 1}`, 'iris', i % 2 ? 'wrong pass' : 'correct horse'));
      await gate.arrived(before + i + 1);
    }
    expect(gate.load()).toEqual({ running: 1, waiting: 64 });
    // Those beyond the line are answered at once, while the first check is still held.
    expect(await Promise.all(answers.slice(65))).toEqual(Array(5).fill('BUSY'));
    passwords.release();
    const served = await Promise.all(answers.slice(0, 65));
    expect(served).toEqual(served.map((_, i) => (i % 2 ? 'BAD_CREDENTIALS' : 'OK')));
    expect([passwords.checks, passwords.most]).toEqual([65, 1]);
  });

  it('one address flooding sign-ins holds two places in line; the next address is checked right after the check running', async () => {
    const passwords = new CountedPasswords();
    const { url, server } = await local({ passwordChecks: 1, passwords });
    await register(url, 'jane');
    const gate = server.accounts.gate;
    const before = gate.arrivals;
    passwords.hold();
    const flood: Promise<string>[] = [];
    for (let i = 0; i < 8; i++) {
      flood.push(loginFrom(url, '127.0.2.1', 'jane', 'wrong pass'));
      await gate.arrived(before + i + 1);
    }
    // One runs, two wait, the five others are refused at once: the flood cannot fill the line.
    expect(await Promise.all(flood.slice(3))).toEqual(Array(5).fill('BUSY'));
    const honest = loginFrom(url, '127.0.2.2', 'jane', 'correct horse');
    await gate.arrived(before + 9);
    passwords.release();
    expect(await honest).toBe('OK');
    expect(await Promise.all(flood.slice(0, 3))).toEqual(Array(3).fill('BAD_CREDENTIALS'));
    expect(gate.started.slice(-4)).toEqual(['127.0.2.1', '127.0.2.2', '127.0.2.1', '127.0.2.1']);
  });

  it('a password stored at the older cost is re-hashed at N = 2^17 on its next good login', async () => {
    const dir = tempDir('rehash');
    const db = `sqlite:${join(dir, 'dt.sqlite')}`;
    const old = await createServer({
      databaseUrl: db,
      webRoot: null,
      log: () => undefined,
      scryptN: 2 ** 14,
    });
    const oldUrl = await old.listen(0, '127.0.0.1');
    await register(oldUrl, 'jules');
    await old.close();
    const { url, server } = await local({ databaseUrl: db, scryptN: 2 ** 17 });
    const stored = async () =>
      (
        await server.db
          .selectFrom('users')
          .select('password_hash')
          .where('username', '=', 'jules')
          .executeTakeFirstOrThrow()
      ).password_hash!;
    expect(await stored()).toMatch(/^scrypt\$16384\$/);
    expect((await login(url, 'jules', 'correct horse')).status).toBe(200);
    expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await login(url, 'jules', 'correct horse')).status).toBe(200);
    expect((await login(url, 'jules', 'wrong horse')).status).toBe(401);
  });
});

describe('names', () => {
  it('a registered username is reserved against guests and lookalikes, not against its owner', async () => {
    const { url } = await local();
    const magnus = await register(url, 'magnus');
    for (const name of ['magnus', 'Magnus', 'MAGNUS', 'Mаgnus', 'Ｍagnus', 'magnus.', 'rnagnus']) {
      const g = await api<{ error: WireError }>(url, 'POST', '/api/guest', { name });
      expect([name, g.body.error?.code]).toEqual([name, 'NAME_RESERVED']);
      const game = await api<{ error: WireError }>(url, 'POST', '/api/games', {
        scenario: 'tutorial-1',
        name,
      });
      expect([name, game.body.error?.code]).toEqual([name, 'NAME_RESERVED']);
    }
    expect(
      (await api(url, 'POST', '/api/register', { username: 'rnagnus', password: 'correct horse' })).status,
    ).toBe(409);
    expect(
      (await api(url, 'POST', '/api/register', { username: 'magnus', password: 'correct horse' })).status,
    ).toBe(409);
    // Mixed alphabets are refused even when nobody holds the name.
    const mixed = await api<{ error: WireError }>(url, 'POST', '/api/guest', { name: 'Kаsparov' });
    expect(mixed.body.error.code).toBe('NAME_RESERVED');
    expect((await api(url, 'POST', '/api/guest', { name: 'Kasparov' })).status).toBe(200);
    expect((await api(url, 'POST', '/api/guest', { name: 'Владимир' })).status).toBe(200);
    // The owner plays under the account's own name.
    const mine = await api<{ gameId: string }>(url, 'POST', '/api/games', { scenario: 'tutorial-1' }, magnus);
    const summary = await api<{
      players: { yellow: { name: string } | null; blue: { name: string } | null };
    }>(url, 'GET', `/api/games/${mine.body.gameId}`);
    expect([summary.body.players.yellow?.name, summary.body.players.blue?.name]).toContain('magnus');
  });
});
