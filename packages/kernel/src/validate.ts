// Checking plain data before it becomes engine state (STYLE 3): a builder states what must
// hold with check(); the first thing that does not fit throws Invalid with a sentence, and
// validated() turns that into a Result with a stable code. Programmer errors still throw.
import { err, ok, type ErrorCode, type Result } from './result.ts';
import type { Seat } from './seats.ts';

export class Invalid extends Error {}

export const check = (holds: boolean, message: string): void => {
  if (!holds) throw new Invalid(message);
};
export const invalid = (message: string): never => {
  throw new Invalid(message);
};
export const isSeat = (x: unknown): x is Seat => x === 0 || x === 1;
export const intIn = (x: unknown, lo: number, hi: number): boolean =>
  Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

/** What `build` returns, or `code` with the sentence of the first check that failed. */
export function validated<T>(build: () => T, code: ErrorCode = 'BAD_NOTATION'): Result<T> {
  try {
    return ok(build());
  } catch (e) {
    if (e instanceof Invalid) return err(code, e.message);
    throw e;
  }
}
