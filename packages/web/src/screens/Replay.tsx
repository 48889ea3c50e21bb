// A recorded game step by step, seen by a chosen seat or as a spectator; the arrow keys step.
import { useEffect, useMemo, useState } from 'react';
import { view as viewOf, type Viewer } from '@dt/engine';
import { Board } from '../board/Board.tsx';
import { useT } from '../i18n.ts';
import { Log } from '../panels/Log.tsx';
import { Status } from '../panels/Status.tsx';
import { redactedLog, type Session } from '../session.ts';
import { useBoardLabel } from '../words.ts';
import { downloadRecord } from './Game.tsx';

export function Replay({ session, onExit }: { session: Session; onExit: () => void }) {
  const t = useT();
  const n = session.steps.length;
  const [i, setI] = useState(n);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const state = i === 0 ? session.initial : session.steps[i - 1]!.state;
  const view = useMemo(() => viewOf(state, viewer), [state, viewer]);
  const log = useMemo(() => redactedLog(session.steps.slice(0, i), viewer), [session.steps, i, viewer]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setI((k) => Math.min(n, k + 1));
      if (e.key === 'ArrowLeft') setI((k) => Math.max(0, k - 1));
      if (e.key === 'Home') setI(0);
      if (e.key === 'End') setI(n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [n]);
  const label = useBoardLabel();
  const noop = () => undefined;
  return (
    <div className="game" data-testid="replay">
      <div className="board-wrap">
        <div className="row" role="toolbar" aria-label={t('replay')}>
          <button onClick={() => setI(0)} disabled={i === 0}>
            ⏮ {t('first')}
          </button>
          <button onClick={() => setI(i - 1)} disabled={i === 0}>
            ◀ {t('prev')}
          </button>
          <span data-testid="replay-step">{t('replayStep', { i, n })}</span>
          <button onClick={() => setI(i + 1)} disabled={i === n}>
            {t('next')} ▶
          </button>
          <button onClick={() => setI(n)} disabled={i === n}>
            {t('last')} ⏭
          </button>
          <label className="row">
            {t('viewAs')}
            <select
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
        <Board
          view={view}
          flip={viewer === 1}
          choices={null}
          selected={null}
          pieceChoices={null}
          token={null}
          path={null}
          label={label}
          onSquare={noop}
          onPiece={noop}
          onRoom={noop}
          onDir={noop}
          onHover={noop}
        />
      </div>
      <aside className="side">
        <Status view={view} timeLeft={null} />
        <div className="row">
          <button onClick={() => downloadRecord(session)}>{t('download')}</button>
          <button onClick={onExit}>{t('menu')}</button>
        </div>
        <Log entries={log} />
      </aside>
    </div>
  );
}
