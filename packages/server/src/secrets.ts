// Secrets: random bearer tokens (seats, invites, sessions) stored only as SHA-256 hashes,
// and passwords stored with scrypt at OWASP's current parameters (N = 2^17, r = 8, p = 1)
// and a per-user salt (node's crypto, no native module). A stolen database therefore holds
// no usable token and no cheap-to-crack password. Hashes record their parameters, so a
// password stored at an older cost is re-hashed at the current one on its next good login.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(24).toString('base64url');
export const newId = (): string => randomBytes(9).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** OWASP's scrypt work factor (about 128 MiB and a few hundred milliseconds per hash). */
export const SCRYPT_N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const maxmem = 256 * n * r + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r, p, maxmem }, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, n = SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Whether the password matches, and whether the stored hash is weaker than `n` (then the
 * caller stores a new one). Without a stored hash it still spends one hash's time, so an
 * unknown username answers as slowly as a wrong password.
 */
export async function checkPassword(
  password: string,
  stored: string | null,
  n = SCRYPT_N,
): Promise<{ ok: boolean; stale: boolean }> {
  const parts = stored?.split('$') ?? [];
  const [kind, sn, sr, sp, salt, key] = parts;
  const params = [Number(sn), Number(sr), Number(sp)];
  if (parts.length !== 6 || kind !== 'scrypt' || !params.every((x) => Number.isInteger(x) && x > 0)) {
    await derive(password, randomBytes(16), n, R, P);
    return { ok: false, stale: false };
  }
  const got = await derive(password, Buffer.from(salt!, 'base64url'), params[0]!, params[1]!, params[2]!);
  const want = Buffer.from(key!, 'base64url');
  const ok = got.length === want.length && timingSafeEqual(got, want);
  return { ok, stale: ok && (params[0]! < n || params[1]! < R) };
}

/** The password hashing the accounts use: scrypt here; tests wrap it to hold and count the checks. */
export interface PasswordWork {
  hash(password: string, n: number): Promise<string>;
  check(password: string, stored: string | null, n: number): Promise<{ ok: boolean; stale: boolean }>;
}

export const SCRYPT_WORK: PasswordWork = { hash: hashPassword, check: checkPassword };
