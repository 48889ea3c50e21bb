// The page's side of the analysis worker (@dt/ai/analysis-worker): one request at a time, a
// newer one cancelling the older (the worker is ended and a fresh one started, so a long
// review never keeps the CPU after the player moved on). Where no Worker exists (jsdom), the
// search runs in the page.
import { answer, type AnalysisReply, type AnalysisRequest } from '@dt/ai/analysis-worker';
import AnalysisWorkerScript from '@dt/ai/analysis-worker?worker';

export type Reply = AnalysisReply;

export class AnalysisClient {
  private worker: Worker | null = null;
  private next = 1;

  /** Runs `req`; every message comes to `onReply`; the last one holds the answer or the error. */
  run(req: AnalysisRequest, onReply: (m: Reply) => void): void {
    this.cancel();
    const id = this.next++;
    if (typeof Worker === 'undefined') {
      setTimeout(() => answer(id, req, onReply), 0);
      return;
    }
    const w = new AnalysisWorkerScript();
    this.worker = w;
    w.addEventListener('message', (e: MessageEvent<Reply>) => {
      if (this.worker === w) onReply(e.data);
    });
    w.postMessage({ ...req, id });
  }

  /** Stops the search in progress, if any (its answer never comes). */
  cancel(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
