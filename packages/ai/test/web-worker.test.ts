// The Web Worker entry answers a decision request with progress messages and the action
// `decide` would give, and reports bad requests as an error message instead of throwing.
import { describe, expect, it } from 'vitest';
import { legalActionsFor, makeAction, newGame, view, type Action } from '@dt/engine';
import { decide } from '../src/index.ts';
import type { WorkerReply, WorkerRequest } from '../src/web-worker.ts';

describe('web worker', () => {
  it('posts progress, then the decision', async () => {
    const posted: WorkerReply[] = [];
    let handler: ((e: { data: WorkerRequest }) => void) | null = null;
    const g = globalThis as unknown as Record<string, unknown>;
    g['addEventListener'] = (_type: string, f: (e: { data: WorkerRequest }) => void) => (handler = f);
    g['postMessage'] = (m: WorkerReply) => posted.push(m);
    try {
      await import('../src/web-worker.ts');
      const s = newGame({ scenario: 'standalone' }, 4);
      if (!s.ok) throw new Error(s.error.message);
      const legal = legalActionsFor(s.value, 0);
      const opts = { level: 3 as const, seed: 1, iterations: 20 };
      handler!({ data: { id: 7, kind: 'prison', view: view(s.value, 0), legal, ...opts } });
      const last = posted.at(-1)!;
      expect('action' in last && makeAction(last.action as Action)).toBe(
        makeAction(decide(view(s.value, 0), legal, opts)),
      );
      expect(posted.some((m) => 'progress' in m)).toBe(true);
      handler!({ data: { id: 8, kind: 'prison', view: view(s.value, 0), legal: [], ...opts } });
      expect(posted.at(-1)).toEqual({ id: 8, error: 'decide: no legal action to choose from' });
    } finally {
      delete g['addEventListener'];
      delete g['postMessage'];
    }
  });
});
