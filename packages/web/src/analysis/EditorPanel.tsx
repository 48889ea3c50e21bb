// The position editor's panel beside the board: every piece of the game by side (choose one to
// move it), what can be done to the piece chosen (off the board, escaped, wounded), whose turn
// it is and the AP left, the refusal of the last edit, the position's notation, Done and Cancel.
import { makePosition, type Seat, type State } from '@dt/engine';
import { useLang, type Lang } from '../i18n.ts';
import { pieceWord, seatWord } from '../words.ts';
import type { Edit, Listed } from './editor.ts';
import { useAT, type AT } from './words.ts';

export interface EditorPanelProps {
  pos: State;
  pieces: Listed[];
  selected: string | null;
  selectedName: string | null;
  message: string | null;
  onSelect: (code: string) => void;
  onEdit: (e: Edit, keep?: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

export function EditorPanel(props: EditorPanelProps) {
  const at = useAT();
  const lang = useLang();
  const { pos, selected } = props;
  const chosen = props.pieces.find((p) => p.code === selected);
  return (
    <section className="dock editor-panel" aria-label={at('editTitle')}>
      <h2>{at('editTitle')}</h2>
      <p className="hint-text">{at('editHelp')}</p>
      {props.message && (
        <p className="feedback" role="alert" data-testid="editor-refusal">
          {props.message}
        </p>
      )}
      <SideFields pos={pos} onEdit={props.onEdit} at={at} lang={lang} />
      {chosen && (
        <div className="row" role="group" aria-label={props.selectedName ?? ''} data-testid="editor-chosen">
          <strong>{props.selectedName}</strong>
          <button onClick={() => props.onEdit({ kind: 'remove', piece: chosen.code })}>
            {at('editOff')}
          </button>
          {chosen.character && (
            <button onClick={() => props.onEdit({ kind: 'escape', piece: chosen.code })}>
              {at('editEscape')}
            </button>
          )}
          {chosen.character && (
            <label className="row">
              <input
                type="checkbox"
                name="wounded"
                checked={chosen.wounded}
                onChange={(e) =>
                  props.onEdit({ kind: 'wounded', piece: chosen.code, wounded: e.target.checked }, true)
                }
              />
              {at('editWounded')}
            </label>
          )}
        </div>
      )}
      {([0, 1] as const).map((seat) => (
        <div key={seat} className="editor-pieces" role="group" aria-label={seatWord(SEAT[seat], lang)}>
          {props.pieces
            .filter((p) => p.seat === seat)
            .map((p) => (
              <button
                key={p.code}
                className={`editor-piece ${SEAT[seat]}`}
                aria-pressed={p.code === selected}
                data-piece-button={p.code}
                onClick={() => props.onSelect(p.code)}
              >
                {pieceWord(p.code, lang)} <small>{whereWord(p.where, at, lang)}</small>
              </button>
            ))}
        </div>
      ))}
      <details>
        <summary>{at('editNotation')}</summary>
        <pre className="editor-notation" data-testid="editor-notation">
          {makePosition(pos)}
        </pre>
      </details>
      <div className="row">
        <button className="primary" data-testid="editor-done" onClick={props.onDone}>
          {at('editDone')}
        </button>
        <button onClick={props.onCancel}>{at('editCancel')}</button>
      </div>
    </section>
  );
}

const SEAT = ['yellow', 'blue'] as const;

/** Whose turn it is, and the AP left when the position is in its actions phase. */
function SideFields(props: { pos: State; onEdit: (e: Edit, keep?: boolean) => void; at: AT; lang: Lang }) {
  const { pos, at, lang } = props;
  const aps = [1, 2, 3, 4, 5];
  if (!aps.includes(pos.ap)) aps.push(pos.ap);
  return (
    <div className="row">
      <label className="row">
        {at('editToMove')}
        <select
          name="to-move"
          value={pos.active}
          onChange={(e) => props.onEdit({ kind: 'side', seat: Number(e.target.value) as Seat }, true)}
        >
          {SEAT.map((s, i) => (
            <option key={s} value={i}>
              {seatWord(s, lang)}
            </option>
          ))}
        </select>
      </label>
      {pos.phase === 'actions' && (
        <label className="row">
          {at('editAp')}
          <select
            name="ap"
            value={pos.ap}
            onChange={(e) => props.onEdit({ kind: 'ap', ap: Number(e.target.value) }, true)}
          >
            {aps.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** Where a piece of the list is, in words (squares as they are). */
function whereWord(where: string, at: AT, lang: Lang): string {
  if (where.startsWith('>')) return at('editCarriedBy', { who: pieceWord(where.slice(1), lang) });
  const key = WHERE[where];
  return key ? at(key) : where;
}

const WHERE: Record<string, Parameters<AT>[0]> = {
  escaped: 'editEscaped',
  eliminated: 'editEliminated',
  discarded: 'editDiscarded',
  rescued: 'editRescued',
  reserve: 'editReserve',
  room: 'editInRoom',
};
