// Configurations from untrusted data: every kind describes its options with zod, and this turns
// a refusal into the contract's BAD_CONFIG with a sentence a person can act on (the field and
// what is wrong with it), so `dt`, the server and a menu report the same reasons.
import { z } from 'zod';
import type { GameResult } from './contract.ts';

/** The options every kind shares: a turn timer (R21) in seconds. */
export const timerSeconds = z.number().int().min(10).max(3600).nullable().optional();
/** Automated play only: after this many turns the game is a draw. */
export const maxTurns = z.number().int().min(1).nullable().optional();

/** The first problem of a refused value, as `field: reason`. */
export function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid options';
  const where = issue.path.length ? issue.path.join('.') : 'options';
  return `${where}: ${issue.message}`;
}

/** A parser of a kind's configuration: its options and a turn limit. */
export function configParser<C>(schema: z.ZodType<C>, kind: string): (raw: unknown) => GameResult<C> {
  return (raw) => {
    const r = schema.safeParse(raw ?? {});
    return r.success
      ? { ok: true, value: r.data }
      : { ok: false, error: { code: 'BAD_CONFIG', message: `${kind}: ${problemOf(r.error)}` } };
  };
}

/** A full game's ladder: rated when it is that scenario, without handicap. */
export const fullGameLadder =
  <K extends string>(kind: K, scenario: string) =>
  (config: { scenario: string; handicap?: unknown }): K | null =>
    config.scenario === scenario && !config.handicap ? kind : null;
