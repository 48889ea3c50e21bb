// A card game on this device: the one session of every kind (../game-session.ts) with the card
// game's types. What differs from the board's host is only who the table waits for: a person
// deciding now goes first (during simultaneous secret choices the computer answers after them).
import type { GameConfig, Result, Seat } from '@dt/cardgame';
import type { KindTypes } from '@dt/games';
import type { LocalGame } from '../local-game.ts';
import {
  botToAct,
  gameFromRecord,
  humanToAct,
  startGame,
  type GameSession,
  type GameStep,
  type Player,
} from '../game-session.ts';

/** The card game's types, as one of its games on this device holds them. */
export type CardTypes = KindTypes['cardgame'] & { kind: 'cardgame' };
export type CardSession = GameSession<CardTypes>;
export type CardStep = GameStep<CardTypes>;
/** A card game on this device as the shell hands it to the card table. */
export type CardGame = LocalGame & { session: CardSession };

export const startCardSession = (
  config: GameConfig,
  seed: number,
  players: [Player, Player],
): Result<CardSession> => startGame<CardTypes>('cardgame', config, seed, players);

/** A session rebuilt from a record (a saved game or a file), its timers counting from `now`. */
export const sessionFromRecord = (
  text: string,
  players: [Player, Player] = [{ kind: 'human' }, { kind: 'human' }],
  now = Date.now(),
): Result<CardSession> => gameFromRecord<CardTypes>('cardgame', text, players, now);

/** The person who decides now (the first, during simultaneous secret choices), or null. */
export const humanToMove = (session: CardSession): Seat | null => humanToAct(session, null);

/** The computer seat that decides now, when no person has to. */
export const botToMove = (session: CardSession): Seat | null =>
  humanToMove(session) !== null ? null : botToAct(session);
