// A recorded board game step by step, in the frame every kind's viewer shares
// (ReplayFrame.tsx: seen by a chosen seat or as a spectator, the arrow keys, Home and End,
// playing by itself at a chosen speed, the record and the menu). It opens at the start; the
// board's own tools are the log beside it, the computer's review and the analysis board.
import { useMemo, useRef, useState } from 'react';
import { view as viewOf } from '@dt/engine';
import { Board } from '../board/Board.tsx';
import { margins, viewBox } from '../board/geometry.ts';
import { eventHighlight, mergeHighlights, type Highlight } from '../highlight.ts';
import { useT } from '../i18n.ts';
import { Log } from '../panels/Log.tsx';
import { Status } from '../panels/Status.tsx';
import { ReviewPanel } from '../analysis/ReviewPanel.tsx';
import { handOff } from '../analysis/setup.ts';
import { useAT } from '../analysis/words.ts';
import { recordText, redactedLog, type BoardTypes, type Session } from '../session.ts';
import { useSettings } from '../settings.ts';
import { useFit, useMedia } from '../table/fit.ts';
import { ReplayButtons, ViewerField, useReplay } from './ReplayFrame.tsx';
import { SpeedField, StepButtons } from './ReplaySteps.tsx';

export function Replay({
  session,
  onExit,
  autoReview,
}: {
  session: Session;
  onExit: () => void;
  /** Start the computer's review at once (a finished game's Review link). */
  autoReview?: boolean;
}) {
  const t = useT();
  const at = useAT();
  const record = useMemo(() => recordText(session), [session]);
  const { settings } = useSettings();
  const { steps, state, viewer, setViewer } = useReplay<BoardTypes>(session, 'start');
  const { i, n } = steps;
  /** On a phone held upright the cards and the log open over the board. */
  const [details, setDetails] = useState(false);
  const view = useMemo(() => viewOf(state, viewer), [state, viewer]);
  const log = useMemo(() => redactedLog(session, session.steps.slice(0, i), viewer), [session, i, viewer]);
  const [logHighlight, setLogHighlight] = useState<Highlight | null>(null);
  const portrait = useMedia('(orientation: portrait)');
  const wrap = useRef<HTMLDivElement>(null);
  const box = viewBox({ h: view.height, flip: viewer === 1, portrait }, margins(settings.coordinates));
  const size = useFit(wrap, box.w, box.h, portrait);

  const last = log[log.length - 1] ?? [];
  const moved = last.find((e) => e.type === 'moved');
  const motion = moved ? { key: i, piece: String(moved.piece), path: moved.path as string[] } : null;
  const noop = () => undefined;
  return (
    <div className="game replay" data-testid="replay" data-phase={view.phase}>
      <div className="board-wrap" ref={wrap} tabIndex={0} role="region" aria-label={t('board')}>
        <Board
          view={view}
          flip={viewer === 1}
          portrait={portrait}
          coordinates={settings.coordinates}
          size={size}
          choices={null}
          selected={null}
          pieceChoices={null}
          path={null}
          motion={motion}
          highlight={logHighlight ?? (last.length ? mergeHighlights(last.map(eventHighlight)) : null)}
          onSquare={noop}
          onPiece={noop}
          onRoom={noop}
          onDir={noop}
          onHover={noop}
        />
      </div>
      <section className="dock" aria-label={t('replay')}>
        <StepButtons steps={steps}>
          <span data-testid="replay-step">{t('replayStep', { i, n })}</span>
        </StepButtons>
        <div className="row">
          <SpeedField steps={steps} />
          <ViewerField viewer={viewer} onChange={setViewer} />
        </div>
        <ReviewPanel record={record} step={i} onStep={steps.setI} auto={autoReview} />
        <ReplayButtons session={session} onExit={onExit}>
          <button
            data-testid="analyse-here"
            onClick={() => {
              handOff(record, i);
              location.hash = '#/analysis';
            }}
          >
            {at('analyseHere')}
          </button>
          <button className="details-toggle" aria-expanded={details} onClick={() => setDetails(!details)}>
            {t('details')}
          </button>
        </ReplayButtons>
      </section>
      <aside className={details ? 'side open' : 'side'} aria-label={t('details')}>
        <button className="details-toggle" onClick={() => setDetails(false)}>
          {t('close')}
        </button>
        <Status view={view} timeLeft={null} />
        <Log entries={log} onHighlight={setLogHighlight} />
      </aside>
    </div>
  );
}
