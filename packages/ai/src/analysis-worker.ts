// The analysis board's and the review's searches in a browser Web Worker, so that a review of
// a whole game (tens of seconds) never blocks the page. The page posts `{ id, ...request }`
// and receives progress messages, then `{ id, analysis }`, `{ id, review }` or `{ id, error }`.
// Positions and records travel as their text notations: the worker reads them itself.
import { parsePosition, parseRecord } from '@dt/engine';
import { analyse, type Analysis } from './analysis.ts';
import { review, type Review } from './review.ts';
import type { Action } from '@dt/engine';

export type AnalysisRequest =
  | { type: 'analyse'; position: string; complete: boolean; iterations: number; seed: number }
  | { type: 'review'; record: string; iterations: number; seed: number; threshold: number };

export type AnalysisReply =
  | { id: number; searched: number; line: Action[] }
  | { id: number; done: number; total: number }
  | { id: number; analysis: Analysis | null }
  | { id: number; review: Review }
  | { id: number; error: string };

type Post = (m: AnalysisReply) => void;

/** Answers one request through `post` (also used in the page where no Worker exists). */
export function answer(id: number, req: AnalysisRequest, post: Post): void {
  try {
    if (req.type === 'analyse') {
      const s = parsePosition(req.position);
      if (!s.ok) return post({ id, error: s.error.message });
      const analysis = analyse(s.value, {
        iterations: req.iterations,
        seed: req.seed,
        complete: req.complete,
        onProgress: (searched, line) => post({ id, searched, line }),
      });
      return post({ id, analysis });
    }
    const rec = parseRecord(req.record);
    if (!rec.ok) return post({ id, error: rec.error.message });
    const r = review(rec.value, {
      iterations: req.iterations,
      seed: req.seed,
      threshold: req.threshold,
      onProgress: (done, total) => post({ id, done, total }),
    });
    post(r.ok ? { id, review: r.value } : { id, error: r.error });
  } catch (e) {
    post({ id, error: e instanceof Error ? e.message : String(e) });
  }
}

interface WorkerScope {
  addEventListener(type: 'message', f: (e: { data: AnalysisRequest & { id: number } }) => void): void;
  postMessage(m: AnalysisReply): void;
}

// Only inside a worker: imported in the page (the fallback), this file must not listen.
const scope = globalThis as unknown as WorkerScope & { document?: unknown };
if (typeof scope.document === 'undefined' && typeof scope.addEventListener === 'function')
  scope.addEventListener('message', (e) => {
    const { id, ...req } = e.data;
    answer(id, req as AnalysisRequest, (m) => scope.postMessage(m));
  });
