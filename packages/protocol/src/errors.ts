// Stable error codes on the wire. The game-module contract's codes (every kind's rules) pass
// through unchanged; the server adds its own. A client branches on `code`; `message` is a fixed
// sentence per code chosen by the server (never the engine's text), so an error can never carry
// hidden information.
import { GAME_ERROR_CODES } from '@dt/games/catalog';

export const SERVER_ERROR_CODES = [
  'STALE_VERSION',
  'BAD_MESSAGE',
  'TOO_LARGE',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'NOT_STARTED',
  'SEAT_TAKEN',
  'NOT_FINISHED',
  'USERNAME_TAKEN',
  'BAD_CREDENTIALS',
  'LOCKED',
  'BUSY',
  'NAME_RESERVED',
  'ACCOUNT_REQUIRED',
  'NOT_ABANDONED',
  'CHAT_TOO_FAST',
  'NOTHING_TO_UNDO',
  'BAD_BOT_LEVEL',
  'UNAVAILABLE',
  'INTERNAL',
  'TOO_MANY_OFFERS',
  'TOO_MANY_ACCOUNTS',
] as const;

/** Codes after which the same request may simply be sent again a little later. */
export const RETRYABLE_CODES: ReadonlySet<WireErrorCode> = new Set([
  'RATE_LIMITED',
  'BUSY',
  'UNAVAILABLE',
  'CHAT_TOO_FAST',
]);

export const WIRE_ERROR_CODES = [...GAME_ERROR_CODES, ...SERVER_ERROR_CODES] as const;
export type WireErrorCode = (typeof WIRE_ERROR_CODES)[number];

export interface WireError {
  code: WireErrorCode;
  message: string;
}

/** The one sentence sent with each code. */
export const ERROR_MESSAGES: Record<WireErrorCode, string> = {
  MALFORMED_ACTION: 'the action does not have the expected fields',
  NOT_YOUR_TURN: 'it is not your decision now',
  WRONG_PHASE: 'this action does not belong to the current phase',
  ILLEGAL_ACTION: 'this action is not legal now',
  GAME_OVER: 'the game is over',
  BAD_CONFIG: 'the game options are not valid',
  BAD_NOTATION: 'the notation could not be read',
  STALE_VERSION: 'the game has moved on since the version you sent; refresh and retry',
  BAD_MESSAGE: 'the message does not match the protocol',
  TOO_LARGE: 'the message is too large',
  UNAUTHORIZED: 'missing or wrong token for this request',
  NOT_FOUND: 'no such game or user',
  RATE_LIMITED: 'too many messages; slow down',
  NOT_STARTED: 'the game is waiting for its second player',
  SEAT_TAKEN: 'that seat is already taken',
  NOT_FINISHED: 'only a game that is over can be downloaded, replayed or rematched',
  USERNAME_TAKEN: 'that username is already taken',
  BAD_CREDENTIALS: 'wrong username or password',
  LOCKED: 'too many wrong passwords for this account; try again later',
  BUSY: 'the server is busy checking passwords; try again in a moment',
  NAME_RESERVED: 'that name belongs to (or looks like) a registered player, or mixes alphabets',
  ACCOUNT_REQUIRED: 'rated games are played between two different registered accounts',
  NOT_ABANDONED: 'your opponent has not been away long enough to claim the game',
  CHAT_TOO_FAST: 'too many chat messages; wait a few seconds',
  NOTHING_TO_UNDO: 'there are not that many actions of your turn that can be taken back',
  BAD_BOT_LEVEL: "this game's bots have no such level",
  UNAVAILABLE: 'the server cannot reach its database right now; retry in a moment',
  INTERNAL: 'the server failed to handle this request',
  TOO_MANY_OFFERS: 'you have offered a draw as often as a game allows',
  TOO_MANY_ACCOUNTS: 'too many accounts were created from your address today; try again tomorrow',
};

export const wireError = (code: WireErrorCode): WireError => ({ code, message: ERROR_MESSAGES[code] });

/** HTTP status for each code (the body is always `{ error: WireError }`). */
export const HTTP_STATUS: Record<WireErrorCode, number> = {
  MALFORMED_ACTION: 400,
  NOT_YOUR_TURN: 409,
  WRONG_PHASE: 409,
  ILLEGAL_ACTION: 409,
  GAME_OVER: 409,
  BAD_CONFIG: 400,
  BAD_NOTATION: 400,
  STALE_VERSION: 409,
  BAD_MESSAGE: 400,
  TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  NOT_STARTED: 409,
  SEAT_TAKEN: 409,
  NOT_FINISHED: 409,
  USERNAME_TAKEN: 409,
  BAD_CREDENTIALS: 401,
  LOCKED: 429,
  BUSY: 503,
  NAME_RESERVED: 409,
  ACCOUNT_REQUIRED: 403,
  NOT_ABANDONED: 409,
  CHAT_TOO_FAST: 429,
  NOTHING_TO_UNDO: 409,
  BAD_BOT_LEVEL: 400,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  TOO_MANY_OFFERS: 409,
  TOO_MANY_ACCOUNTS: 429,
};
