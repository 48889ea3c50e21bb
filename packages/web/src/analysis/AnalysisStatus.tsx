// The analysis board's panel in the table's dock: the moves tried (back, forward), the search's
// budget and progress, the evaluation for the seat to move and its best line.
import type { Seat } from '@dt/engine';
import { useLang } from '../i18n.ts';
import { actionWords, seatWord } from '../words.ts';
import type { Search } from './useAnalysis.ts';
import { useAT } from './words.ts';

const BUDGETS = [100, 400, 1500] as const;

export function AnalysisStatus(props: {
  search: Search | null;
  seat: Seat | null;
  complete: boolean;
  iterations: number;
  onIterations: (n: number) => void;
  cursor: number;
  moves: number;
  onCursor: (i: number) => void;
  onSetUp: () => void;
  onEdit: () => void;
}) {
  const at = useAT();
  const lang = useLang();
  const { search, seat } = props;
  const seatName = seat === null ? '' : seatWord(seat === 0 ? 'yellow' : 'blue', lang);
  const a = search?.at === 'done' ? search.analysis : null;
  const line = search?.at === 'running' ? search.line : (a?.line ?? []);
  return (
    <section
      className="analysis"
      aria-label={at('analysisBoard')}
      data-testid="analysis"
      data-state={search?.at}
    >
      <div className="row" role="toolbar" aria-label={at('analysisBoard')}>
        <button onClick={() => props.onCursor(props.cursor - 1)} disabled={props.cursor === 0}>
          {at('back')}
        </button>
        <button onClick={() => props.onCursor(props.cursor + 1)} disabled={props.cursor >= props.moves}>
          {at('forward')}
        </button>
        <span data-testid="analysis-move">{at('moveOf', { i: props.cursor, n: props.moves })}</span>
        <button onClick={props.onSetUp}>{at('setUp')}</button>
        <button onClick={props.onEdit} data-testid="edit-position">
          {at('editPosition')}
        </button>
        <label className="row">
          {at('analyse')}
          <select
            name="iterations"
            value={props.iterations}
            onChange={(e) => props.onIterations(Number(e.target.value))}
          >
            {BUDGETS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {seat !== null && (
        <p className="hint-text">
          {props.complete ? at('completeView') : at('seatView', { seat: seatName })}
        </p>
      )}
      {search?.at === 'running' && (
        <label className="review-progress">
          {at('searching', { n: search.searched, total: props.iterations })}
          <progress max={props.iterations} value={search.searched} />
        </label>
      )}
      {search?.at === 'failed' && <p role="alert">{search.message}</p>}
      {search?.at === 'done' && !a && <p>{at('nothingToDecide')}</p>}
      {a && (
        <p data-testid="evaluation" data-value={a.value.toFixed(3)}>
          {at('evaluation', { seat: seatName, p: Math.round(a.value * 100) })}
        </p>
      )}
      {line.length > 0 && (
        <div>
          <strong>{at('bestLine')}</strong>
          <ol className="best-line" data-testid="best-line">
            {line.map((x, i) => (
              <li key={i}>{actionWords(x, lang)}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
