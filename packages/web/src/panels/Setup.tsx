// Set-up decisions offered from the legal actions: the handicap removal, the starting
// characters on the dots (secret until both are in, R9) and the face-down tokens. Starting
// characters go on the board's dots by a tap on a character then a dot, or by dragging; the
// drop-downs do the same from the keyboard. Dots with one possible answer fill themselves.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Action, View } from '@dt/engine';
import { PieceArt } from '../board/art.tsx';
import {
  dotOptions,
  findHandicap,
  findStarters,
  starterPieces,
  type Choices,
  type Dots,
} from '../intents.ts';
import { useLang, useT } from '../i18n.ts';
import { pieceName, pieceWord } from '../words.ts';

export function Starters(props: {
  choices: Choices;
  dots: Dots;
  picked: string | null;
  onPick: (piece: string) => void;
  onPut: (dot: number, piece: string | null) => void;
  onAct: (a: Action) => void;
}) {
  const { choices, dots } = props;
  const t = useT();
  const lang = useLang();
  const n = choices.starters[0]?.dots.length ?? 0;
  const full = Array.from({ length: n }, (_, i) => dots[i]);
  const done = full.every((p) => p !== undefined) ? findStarters(choices.starters, full) : undefined;
  const seat = choices.starters[0]?.seat ?? 'yellow';
  const placed = new Set(full.filter((p): p is string => !!p));
  const [drag, setDrag] = useState<{ piece: string; x: number; y: number; x0: number; y0: number } | null>(
    null,
  );
  const dragRef = useRef(drag);
  dragRef.current = drag;
  // Dragging a character: it follows the pointer and lands on the dot under it.
  useEffect(() => {
    if (!drag) return;
    const move = (e: PointerEvent) => setDrag((d) => d && { ...d, x: e.clientX, y: e.clientY });
    const up = (e: PointerEvent) => {
      const d = dragRef.current;
      setDrag(null);
      const dot = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-dot]');
      if (d && dot) props.onPut(Number(dot.getAttribute('data-dot')), d.piece);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
  }, [drag !== null]);
  const startDrag = (piece: string) => (e: ReactPointerEvent) => {
    if (e.button !== 0) return;
    setDrag({ piece, x: e.clientX, y: e.clientY, x0: e.clientX, y0: e.clientY });
  };
  return (
    <section className="panel starters" aria-label={t('starters')}>
      <h3>{t('starters')}</h3>
      <p className="help">{t('startersHelp')}</p>
      <div className="tray" role="group" aria-label={t('startersTray')}>
        {starterPieces(choices.starters).map((p) => (
          <button
            key={p}
            className={`chip${props.picked === p ? ' picked' : ''}${placed.has(p) ? ' placed' : ''}`}
            aria-pressed={props.picked === p}
            data-starter={p}
            title={pieceWord(p, lang)}
            onClick={() => props.onPick(p)}
            onPointerDown={startDrag(p)}
          >
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <PieceArt id={p} seat={seat} kind="character" />
            </svg>
            {pieceName(p, lang)}
          </button>
        ))}
      </div>
      {drag && Math.hypot(drag.x - drag.x0, drag.y - drag.y0) > 6 && (
        <svg
          className="drag-ghost"
          viewBox="0 0 100 100"
          style={{ left: drag.x, top: drag.y }}
          aria-hidden="true"
        >
          <PieceArt id={drag.piece} seat={seat} kind="character" />
        </svg>
      )}
      <button className="primary" disabled={!done} onClick={() => done && props.onAct(done)}>
        {t('confirm')}
      </button>
      <div className="dots">
        {full.map((p, i) => (
          <label key={i}>
            {t('dot', { n: i + 1 })}
            <select
              data-dot-select={i}
              value={p === undefined ? '' : (p ?? '-')}
              onChange={(e) => props.onPut(i, e.target.value === '-' ? null : e.target.value)}
            >
              <option value="" disabled>
                …
              </option>
              {dotOptions(choices.starters, dots, i).map((o) => (
                <option key={o ?? '-'} value={o ?? '-'}>
                  {o ? pieceWord(o, lang) : t('empty')}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </section>
  );
}

export function Handicap({
  view,
  choices,
  onAct,
}: {
  view: View;
  choices: Choices;
  onAct: (a: Action) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [removed, setRemoved] = useState<string[]>([]);
  const all = [...new Set(choices.handicap.flatMap((a) => (a.type === 'handicap' ? a.remove : [])))];
  const found = findHandicap(choices.handicap, removed);
  return (
    <section className="panel" aria-label={t('handicapChoose')}>
      <h3>{t('handicapChoose')}</h3>
      <p>{t('handicapHelp', { n: view.handicap?.characters ?? 0 })}</p>
      {all.map((p) => (
        <label key={p} className="row">
          <input
            type="checkbox"
            checked={removed.includes(p)}
            onChange={(e) => setRemoved(e.target.checked ? [...removed, p] : removed.filter((x) => x !== p))}
          />
          {pieceWord(p, lang)}
        </label>
      ))}
      <button className="primary" disabled={!found} onClick={() => found && onAct(found)}>
        {t('confirm')}
      </button>
    </section>
  );
}

/** Hot seat: placements planned ahead, made on this person's turns (rulebook p. 3: players alternate). */
export interface TokenPlan {
  planned: Action[];
  onUnplan: () => void;
  onDone: () => void;
}

export function Tokens({
  pieces,
  token,
  onToken,
  plan,
}: {
  /** The tokens still to place (planned ones left out). */
  pieces: string[];
  token: string | null;
  onToken: (piece: string) => void;
  plan: TokenPlan | null;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="panel" aria-label={t('yourTokens')}>
      <h3>{t('yourTokens')}</h3>
      <p className="help">{t(plan ? 'placeTokensPlan' : 'placeTokens')}</p>
      <div className="tray">
        {pieces.map((p) => (
          <button
            key={p}
            data-token={p}
            aria-pressed={token === p}
            className={token === p ? 'primary' : ''}
            onClick={() => onToken(p)}
            title={pieceWord(p, lang)}
          >
            {pieceName(p, lang)}
          </button>
        ))}
      </div>
      {plan && plan.planned.length > 0 && (
        <div data-testid="plan">
          <p>{t('planned')}</p>
          <ol>
            {plan.planned.map((a, i) =>
              a.type === 'token' ? (
                <li key={i}>{t('plannedToken', { piece: pieceWord(a.piece, lang), n: a.room + 1 })}</li>
              ) : null,
            )}
          </ol>
          <div className="row">
            <button onClick={plan.onUnplan}>{t('unplan')}</button>
            <button className="primary" data-testid="plan-done" onClick={plan.onDone}>
              {t('planDone')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
