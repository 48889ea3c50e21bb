// A recorded game step by step, seen by a chosen seat or as a spectator. It opens at the
// start; the arrow keys step, Home and End jump, and it plays by itself at a chosen speed
// (ReplaySteps.tsx, shared with the card game's viewer).
import { useMemo, useRef, useState } from 'react';
import { view as viewOf, type Viewer } from '@dt/engine';
import { Board } from '../board/Board.tsx';
import { margins, viewBox } from '../board/geometry.ts';
import { eventHighlight, mergeHighlights, type Highlight } from '../highlight.ts';
import { useT } from '../i18n.ts';
import { Log } from '../panels/Log.tsx';
import { Status } from '../panels/Status.tsx';
import { ReviewPanel } from '../analysis/ReviewPanel.tsx';
import { handOff } from '../analysis/setup.ts';
import { useAT } from '../analysis/words.ts';
import { recordText, redactedLog, type Session } from '../session.ts';
import { useSettings } from '../settings.ts';
import { useFit, useMedia } from '../table/fit.ts';
import { downloadRecord } from '../record-file.ts';
import { SpeedField, StepButtons, useReplaySteps } from './ReplaySteps.tsx';

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
  const n = session.steps.length;
  const steps = useReplaySteps(n);
  const { i } = steps;
  const [viewer, setViewer] = useState<Viewer>('spectator');
  /** On a phone held upright the cards and the log open over the board. */
  const [details, setDetails] = useState(false);
  const state = i === 0 ? session.initial : session.steps[i - 1]!.state;
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
          <label className="row">
            {t('viewAs')}
            <select
              name="viewer"
              value={String(viewer)}
              onChange={(e) =>
                setViewer(e.target.value === 'spectator' ? 'spectator' : (Number(e.target.value) as 0 | 1))
              }
            >
              <option value="spectator">{t('spectator')}</option>
              <option value="0">{t('yellow')}</option>
              <option value="1">{t('blue')}</option>
            </select>
          </label>
        </div>
        <ReviewPanel record={record} step={i} onStep={steps.setI} auto={autoReview} />
        <div className="row">
          <button onClick={() => downloadRecord(session)}>{t('download')}</button>
          <button
            data-testid="analyse-here"
            onClick={() => {
              handOff(record, i);
              location.hash = '#/analysis';
            }}
          >
            {at('analyseHere')}
          </button>
          <button onClick={onExit}>{t('menu')}</button>
          <button className="details-toggle" aria-expanded={details} onClick={() => setDetails(!details)}>
            {t('details')}
          </button>
        </div>
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
