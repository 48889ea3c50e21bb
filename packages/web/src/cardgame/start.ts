// Starting a card game on this device, from the app's home or a rematch: the session made from
// the options and saved at once (its table at `#/cards/play/<id>` and Continue read it back),
// and its guidance choice remembered for this page (a reload shows the guidance again).
import { newCardGameId, saveCardGame } from './saved.ts';
import { startCardSession } from './session.ts';
import type { GameConfig } from '@dt/cardgame';
import type { Player } from './session.ts';

export interface NewCardGame {
  config: GameConfig;
  seed: number;
  players: [Player, Player];
  guidance: boolean;
}

const guidance = new Map<string, boolean>();

/** The new game's id, or the engine's message for options it refuses. */
export function startLocalCardGame(
  g: NewCardGame,
): { ok: true; id: string } | { ok: false; message: string } {
  const s = startCardSession(g.config, g.seed, g.players);
  if (!s.ok) return { ok: false, message: s.error.message };
  const id = newCardGameId();
  saveCardGame(id, s.value);
  guidance.set(id, g.guidance);
  return { ok: true, id };
}

/** Whether a game's tutorial guidance shows: as chosen when it started on this page, else shown. */
export const cardGuidance = (id: string): boolean => guidance.get(id) ?? true;
