// The search on the analysis board: every new position (or budget, or knowledge) starts a new
// search in the worker, which ends the one before; progress (iterations and the line so far)
// shows as it comes.
import { useEffect, useRef, useState } from 'react';
import type { Analysis } from '@dt/ai/analysis';
import { makePosition, type Action, type State } from '@dt/engine';
import { AnalysisClient } from './worker.ts';

export type Search =
  | { at: 'running'; searched: number; line: Action[] }
  | { at: 'done'; analysis: Analysis | null }
  | { at: 'failed'; message: string };

export function useAnalysis(state: State | null, complete: boolean, iterations: number): Search | null {
  const [search, setSearch] = useState<Search | null>(null);
  const client = useRef<AnalysisClient | null>(null);
  useEffect(() => () => client.current?.cancel(), []);
  useEffect(() => {
    if (!state) return;
    client.current ??= new AnalysisClient();
    setSearch({ at: 'running', searched: 0, line: [] });
    client.current.run(
      { type: 'analyse', position: makePosition(state), complete, iterations, seed: 1 },
      (m) => {
        if ('searched' in m) setSearch({ at: 'running', searched: m.searched, line: m.line });
        else if ('analysis' in m) setSearch({ at: 'done', analysis: m.analysis });
        else if ('error' in m) setSearch({ at: 'failed', message: m.error });
      },
    );
  }, [state, complete, iterations]);
  return search;
}
