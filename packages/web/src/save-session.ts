// Saving a game of any kind on this device under its id: its record, players, guidance and how
// far it has gone. Apart from saved.ts, which the home screen reads without loading a session
// or an engine (issue 38's first load); this comes with a game.
import { recordText, sessionOutcome, type GameSession, type GameTypes } from './game-session.ts';
import { saveGame, type TipsState } from './saved.ts';

/** Saves a game on this device, of any kind, under `id`. */
export function saveSession<T extends GameTypes>(
  id: string,
  session: GameSession<T>,
  tips: [TipsState, TipsState],
): void {
  const end = sessionOutcome(session);
  saveGame({
    id,
    record: recordText(session),
    players: session.players,
    tips,
    updated: Date.now(),
    turn: end.turn,
    over: end.over,
  });
}
