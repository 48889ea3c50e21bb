// The computer's decisions in a card game on this device: the AI package's card game bots
// (L0 random, L1 greedy, L2 lookahead; see docs/ai.md) from the seat's view and legal actions
// only, in a Web Worker. Seeded by the game number and the move count, so a game replays the
// same. Where no Worker exists (the component tests' jsdom), they run in the page.
import { decideCardgame, type CardgameLevel } from '@dt/ai/cardgame';
import { legalActionsFor, view, type Action, type Seat } from '@dt/cardgame';
import type { CardAiReply, CardAiRequest } from './ai-worker.ts';
import type { CardSession } from './session.ts';

export const CARD_AI_LEVELS: readonly CardgameLevel[] = [0, 1, 2];

let worker: Worker | null = null;
let next = 1;

function ask(req: Omit<CardAiRequest, 'id'>): Promise<Action> {
  if (typeof Worker === 'undefined') return Promise.resolve(decideCardgame(req.view, req.legal, req));
  worker ??= new Worker(new URL('./ai-worker.ts', import.meta.url), { type: 'module' });
  const w = worker;
  const id = next++;
  return new Promise((resolve, reject) => {
    const onMessage = (e: MessageEvent<CardAiReply>) => {
      if (e.data.id !== id) return;
      w.removeEventListener('message', onMessage);
      if ('action' in e.data) resolve(e.data.action);
      else reject(new Error(e.data.error));
    };
    w.addEventListener('message', onMessage);
    w.postMessage({ ...req, id } satisfies CardAiRequest);
  });
}

/** The computer's action for `seat`, or null when it has nothing to decide. */
export async function botAction(session: CardSession, seat: Seat): Promise<Action | null> {
  const legal = legalActionsFor(session.state, seat);
  if (!legal.length) return null;
  const player = session.players[seat];
  const level = (player.kind === 'bot' ? Math.min(2, Math.max(0, player.level)) : 0) as CardgameLevel;
  return ask({ view: view(session.state, seat), legal, level, seed: session.seed + session.actions.length });
}
