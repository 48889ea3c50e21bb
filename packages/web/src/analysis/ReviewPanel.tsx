// The review of a finished game on the replay screen: computed in a Web Worker (the search of
// @dt/ai/review, bounded by iterations) with a progress bar, then the graph of yellow's win
// chance along the game and each side's costliest decisions, with what the computer would
// have played; pressing one shows the position before it. The replay's own controls stay.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Review, ReviewedDecision } from '@dt/ai/review';
import { useLang } from '../i18n.ts';
import { seatWord, actionWords } from '../words.ts';
import './analysis.css';
import { ReviewGraph } from './Graph.tsx';
import { AnalysisClient } from './worker.ts';
import { useAT } from './words.ts';

/** Search iterations per decision in the browser (docs/ai.md, "Analysis and review": the time it takes). */
export const REVIEW_ITERATIONS = 100;
const THRESHOLD = 0.1;

type Run =
  | { at: 'idle' }
  | { at: 'running'; done: number; total: number }
  | { at: 'done'; review: Review }
  | { at: 'failed'; message: string };

export function ReviewPanel(props: {
  record: string;
  step: number;
  onStep: (step: number) => void;
  auto?: boolean;
}) {
  const at = useAT();
  const lang = useLang();
  const [run, setRun] = useState<Run>({ at: 'idle' });
  const client = useRef<AnalysisClient | null>(null);
  useEffect(() => () => client.current?.cancel(), []);
  const start = () => {
    client.current ??= new AnalysisClient();
    setRun({ at: 'running', done: 0, total: 0 });
    client.current.run(
      { type: 'review', record: props.record, iterations: REVIEW_ITERATIONS, seed: 1, threshold: THRESHOLD },
      (m) => {
        if ('done' in m) setRun({ at: 'running', done: m.done, total: m.total });
        else if ('review' in m) setRun({ at: 'done', review: m.review });
        else if ('error' in m) setRun({ at: 'failed', message: m.error });
      },
    );
  };
  useEffect(() => {
    if (props.auto) start();
  }, []);
  const markLabel = useMemo(
    () => (d: ReviewedDecision) =>
      at('mistake', {
        turn: d.turn,
        seat: seatWord(d.seat === 0 ? 'yellow' : 'blue', lang),
        played: actionWords(d.played, lang),
        best: actionWords(d.best, lang),
        drop: Math.round(d.drop * 100),
      }),
    [lang],
  );
  return (
    <section className="panel review" aria-label={at('reviewTitle')} data-testid="review" data-state={run.at}>
      {run.at === 'idle' && (
        <button onClick={start} data-testid="review-start">
          {at('review')}
        </button>
      )}
      {run.at === 'running' && (
        <label className="review-progress">
          {at('reviewing', { done: run.done, total: run.total || '…' })}
          <progress max={run.total || 1} value={run.done} />
        </label>
      )}
      {run.at === 'failed' && <p role="alert">{at('reviewFailed', { message: run.message })}</p>}
      {run.at === 'done' && (
        <>
          <h3>{at('reviewTitle')}</h3>
          <ReviewGraph
            steps={run.review.steps}
            decisions={run.review.decisions}
            marked={run.review.marked}
            step={props.step}
            label={at('graphLabel')}
            onStep={props.onStep}
            markLabel={markLabel}
          />
          <h4>{at('costliest')}</h4>
          {run.review.marked.length === 0 && <p>{at('noMistakes', { p: Math.round(THRESHOLD * 100) })}</p>}
          <ol className="mistakes" data-testid="review-mistakes">
            {run.review.marked.map((d) => (
              <li key={d.step} className={d.seat === 0 ? 'yellow' : 'blue'}>
                <button className="link" onClick={() => props.onStep(d.step)} title={at('goToStep')}>
                  {markLabel(d)}
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
