// A recorded game step by step, seen by a chosen seat or as a spectator. It opens at the
// start; the arrow keys step, Home and End jump, and it plays by itself at a chosen speed.
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { downloadRecord } from './Game.tsx';

const SPEEDS = [0.5, 1, 2, 4] as const;

/** Media-player glyphs drawn as SVG (a font may lack ⏮ and ⏭). */
const ICONS = {
  first: 'M4 3h2v10H4z M14 3v10L7 8z',
  prev: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  last: 'M10 3h2v10h-2z M2 3v10l7-5z',
  play: 'M4 2v12l10-6z',
  pause: 'M3 2h4v12H3z M9 2h4v12H9z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

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
  const [i, setI] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  /** On a phone held upright the cards and the log open over the board. */
  const [details, setDetails] = useState(false);
  const state = i === 0 ? session.initial : session.steps[i - 1]!.state;
  const view = useMemo(() => viewOf(state, viewer), [state, viewer]);
  const log = useMemo(() => redactedLog(session.steps.slice(0, i), viewer), [session.steps, i, viewer]);
  const [logHighlight, setLogHighlight] = useState<Highlight | null>(null);
  const portrait = useMedia('(orientation: portrait)');
  const wrap = useRef<HTMLDivElement>(null);
  const box = viewBox({ h: view.height, flip: viewer === 1, portrait }, margins(settings.coordinates));
  const size = useFit(wrap, box.w, box.h, portrait);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') setI((k) => Math.min(n, k + 1));
      if (e.key === 'ArrowLeft') setI((k) => Math.max(0, k - 1));
      if (e.key === 'Home') setI(0);
      if (e.key === 'End') setI(n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n]);
  // Autoplay: one step every 1/speed seconds, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (i >= n) return setPlaying(false);
    const id = setTimeout(() => setI(i + 1), 1000 / speed);
    return () => clearTimeout(id);
  }, [playing, i, n, speed]);

  const last = log[log.length - 1] ?? [];
  const moved = last.find((e) => e.type === 'moved');
  const motion = moved ? { key: i, piece: String(moved.piece), path: moved.path as string[] } : null;
  const noop = () => undefined;
  const button = (name: keyof typeof ICONS, label: string, onClick: () => void, disabled: boolean) => (
    <button onClick={onClick} disabled={disabled} aria-label={label} title={label} data-control={name}>
      <Icon name={name} />
    </button>
  );
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
        <div className="row" role="toolbar" aria-label={t('replay')}>
          {button('first', t('first'), () => setI(0), i === 0)}
          {button('prev', t('prev'), () => setI(i - 1), i === 0)}
          {playing
            ? button('pause', t('pause'), () => setPlaying(false), false)
            : button('play', t('play'), () => setPlaying(true), i === n)}
          {button('next', t('next'), () => setI(i + 1), i === n)}
          {button('last', t('last'), () => setI(n), i === n)}
          <span data-testid="replay-step">{t('replayStep', { i, n })}</span>
        </div>
        <div className="row">
          <label className="row">
            {t('speed')}
            <select name="speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {t('stepsPerSecond', { n: s })}
                </option>
              ))}
            </select>
          </label>
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
        <ReviewPanel record={record} step={i} onStep={setI} auto={autoReview} />
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
