// Which failures mean "a dependency is down, retry later" rather than a bug: the database
// restarting or unreachable (PostgreSQL's admin-shutdown and connection classes, refused or
// reset connections, the pool's connect timeout, a statement or a read that timed out, the
// health check's verdict that it is away) and SQLite's busy file. Those become the
// retryable wire code UNAVAILABLE; anything else stays INTERNAL.
import type { WireErrorCode } from '@dt/protocol';

const NET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'SQLITE_BUSY',
  'DB_AWAY',
  // statement_timeout: a lock or a server too slow for PG_TIMEOUTS.statementMs.
  '57014',
]);
const TEXT =
  /Connection terminated|connection error|timeout exceeded when trying to connect|not queryable|Query read timeout/i;

export function isUnavailable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (NET.has(code) || /^(08|57P)/.test(code))) return true;
  return TEXT.test(e.message);
}

/** The wire code for a failure thrown while serving a request. */
export const codeOfFailure = (e: unknown): WireErrorCode => (isUnavailable(e) ? 'UNAVAILABLE' : 'INTERNAL');
