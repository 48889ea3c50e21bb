// Expected failures are values, not exceptions (STYLE 4): a Result carries the value or a
// typed error with a stable code. The codes are the same in every game kind and double as wire
// codes, so a host reports any engine's refusal without knowing which game it is.

export const ERROR_CODES = [
  'MALFORMED_ACTION',
  'NOT_YOUR_TURN',
  'WRONG_PHASE',
  'ILLEGAL_ACTION',
  'GAME_OVER',
  'BAD_CONFIG',
  'BAD_NOTATION',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: ErrorCode, message: string): { ok: false; error: EngineError } => ({
  ok: false,
  error: { code, message },
});
