// A game on this device, of any kind, as the shell starts, resumes and rematches it: one path
// for every kind (`#/play/<id>`), the kind read from the record's heading and the rules from the
// kind's module (game-session.ts). The kind's table and replay viewer come from its local
// presenter (presenters/local-tables.ts); nothing here asks which kind it holds.
import { recordHeading, type GameKind, type OptionsOf } from '@dt/games/catalog';
import { gameFromRecord, startGame, type GameSession, type GameTypes, type Player } from './game-session.ts';
import { freshTips } from './tips.ts';
import { newGameId, type SavedGame, type TipsState } from './saved.ts';
import { saveSession } from './save-session.ts';

/** A game of some kind on this device, as its table is handed it. */
export type AnySession = GameSession<GameTypes>;

/** A new game on this device: the kind's options, the game number, who plays each seat. */
export interface LocalStart<K extends GameKind = GameKind> {
  config: OptionsOf<K>;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

export interface LocalGame {
  id: string;
  session: AnySession;
  /** Guidance dismissed by each person (the card game reads the first one's "off" as its tips' switch). */
  tips: [TipsState, TipsState];
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A new game of `kind`, saved at once under a new id (so Continue and a reload find it). */
export function startLocal(kind: GameKind, g: LocalStart): Outcome<LocalGame> {
  const s = startGame<GameTypes>(kind, g.config, g.seed, g.players);
  if (!s.ok) return { ok: false, message: s.error.message };
  const tips = freshTips(g.guidance);
  const id = newGameId();
  saveSession(id, s.value, tips);
  return { ok: true, value: { id, session: s.value, tips } };
}

/** A record of any kind, replayed to its end; the kind is the one its heading names. */
export function sessionOfRecord(text: string, players?: [Player, Player], now = 0): Outcome<AnySession> {
  const kind = recordHeading(text)?.kind;
  if (!kind) return { ok: false, message: 'not a record of a game this client plays' };
  const s = gameFromRecord<GameTypes>(kind, text, players, now);
  return s.ok ? s : { ok: false, message: s.error.message };
}

/** A saved game as a session, its timers counting from now (a resumed turn gets its full time). */
export function resumeLocal(g: SavedGame): Outcome<LocalGame> {
  const s = sessionOfRecord(g.record, g.players, Date.now());
  return s.ok ? { ok: true, value: { id: g.id, session: s.value, tips: g.tips } } : s;
}

/** The next game of a rematch on this device: the same options, the next seed, the seats swapped. */
export const rematchOf = (s: AnySession): LocalStart => ({
  config: s.config as OptionsOf<GameKind>,
  seed: s.seed + 1,
  players: [s.players[1], s.players[0]],
  guidance: false,
});
