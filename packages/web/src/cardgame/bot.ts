// The computer's decisions in a card game on this device: the card game's bots (L0 random, L1
// greedy, L2 lookahead; see docs/ai.md) from the seat's view and legal actions only, through the
// one bot worker. Seeded by the game number and the move count, so a game replays the same.
import { BOTS } from '@dt/ai/bots';
import { legalActionsFor, view, type Action, type Seat } from '@dt/cardgame';
import { BotWorker } from '../bot.ts';
import type { CardSession } from './session.ts';

export const CARD_AI_LEVELS = BOTS.cardgame.levels;

// Both seats may ask at once (simultaneous choices): no request supersedes another.
let worker: BotWorker | null = null;

/** The computer's action for `seat`, or null when it has nothing to decide. */
export async function botAction(session: CardSession, seat: Seat): Promise<Action | null> {
  const legal = legalActionsFor(session.state, seat);
  if (!legal.length) return null;
  const player = session.players[seat];
  const top = CARD_AI_LEVELS[CARD_AI_LEVELS.length - 1]!;
  const level = player.kind === 'bot' ? Math.min(top, Math.max(0, player.level)) : 0;
  worker ??= new BotWorker(false);
  const seed = session.seed + session.actions.length;
  return worker.ask({ kind: 'cardgame', view: view(session.state, seat), legal, level, seed });
}
