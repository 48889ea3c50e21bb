// Secrets: random bearer tokens (seats, invites, sessions) stored only as SHA-256 hashes,
// and passwords stored with scrypt and a per-user salt (node's crypto, no native module).
// A stolen database therefore holds no usable token and no cheap-to-crack password.
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

// N = 2^14, r = 8: about 16 MB and tens of milliseconds per hash.
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, SCRYPT, (e, key) => (e ? reject(e) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$key`, all in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, randomBytes(16)); // same cost whether or not the user exists
    return false;
  }
  const key = await derive(password, Buffer.from(parts[4]!, 'base64url'));
  const want = Buffer.from(parts[5]!, 'base64url');
  return key.length === want.length && timingSafeEqual(key, want);
}
