// The card game's computer players (@dt/ai/cardgame, L0-L2) in a Web Worker, so the table
// never freezes while L2 thinks. The page posts `{ id, view, legal, level, seed }` and gets
// `{ id, action }` or `{ id, error }` back; the bot sees only the seat's view and legal actions.
import { decideCardgame, type CardgameLevel } from '@dt/ai/cardgame';
import type { Action, View } from '@dt/cardgame';

export interface CardAiRequest {
  id: number;
  view: View;
  legal: Action[];
  level: CardgameLevel;
  seed: number;
}
export type CardAiReply = { id: number; action: Action } | { id: number; error: string };

interface WorkerScope {
  addEventListener(type: 'message', f: (e: { data: CardAiRequest }) => void): void;
  postMessage(m: CardAiReply): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (e) => {
  const { id, view, legal, level, seed } = e.data;
  try {
    scope.postMessage({ id, action: decideCardgame(view, legal, { level, seed }) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
