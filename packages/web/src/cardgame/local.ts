// A card game on this device, in the one store of saved games (../saved.ts) with every other
// kind: started from the home or a rematch and saved at once (its table at `#/cards/play/<id>`
// and Continue read it back), saved after every action, kept once finished for its replay.
// Its guidance choice is the first person's tips setting, so a reload keeps it too.
import type { GameConfig } from '@dt/cardgame';
import type { Player } from '../game-session.ts';
import { loadGame, newGameId, type TipsState } from '../saved.ts';
import { saveSession } from '../save-session.ts';
import { sessionFromRecord, startCardSession, type CardSession } from './session.ts';

export interface NewCardGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

/** Saves a card game under `id`, keeping its guidance setting. */
export function saveCardGame(id: string, s: CardSession, guidance = cardGuidance(id)): void {
  const tips: TipsState = { seen: [], off: !guidance };
  saveSession(id, s, [tips, tips]);
}

/** A saved card game as a session, or why it cannot be read. */
export function loadCardGame(id: string): CardSession | string {
  const g = loadGame(id);
  if (!g) return `no saved card game ${id}`;
  const s = sessionFromRecord(g.record, g.players);
  return s.ok ? s.value : s.error.message;
}

/** The new game's id, or the engine's message for options it refuses. */
export function startLocalCardGame(
  g: NewCardGame,
): { ok: true; id: string } | { ok: false; message: string } {
  const s = startCardSession(g.config, g.seed, g.players);
  if (!s.ok) return { ok: false, message: s.error.message };
  const id = newGameId();
  saveCardGame(id, s.value, g.guidance);
  return { ok: true, id };
}

/** Whether a game's tutorial guidance shows: as chosen when it started (shown if unknown). */
export const cardGuidance = (id: string): boolean => !(loadGame(id)?.tips[0].off ?? false);
