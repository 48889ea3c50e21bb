// A card game record replayed step by step: the board after any number of actions, seen by
// yellow, blue or a spectator (each sees only what its view shows), with the step's words. The
// steps (buttons, keys, playing by itself) are the board replay's (screens/ReplaySteps.tsx).
import { useMemo, useState, type ReactElement } from 'react';
import { view as viewOf, type Seat } from '@dt/cardgame';
import { useAidKind } from '../aid-kind.ts';
import { SpeedField, StepButtons, useReplaySteps } from '../screens/ReplaySteps.tsx';
import { useLang } from '../i18n.ts';
import { Board, type Marks } from './Board.tsx';
import { Hand } from './Hand.tsx';
import { play, startCardSession, type CardSession } from './session.ts';
import { useCT } from './strings.ts';
import { actionWords } from './words.ts';

const NONE: Marks = {
  sources: new Set(),
  targets: new Set(),
  selected: null,
  label: () => null,
  onPoint: () => undefined,
};

export function CardReplay({ session, onExit }: { session: CardSession; onExit: () => void }): ReactElement {
  useAidKind('cardgame');
  const t = useCT();
  const lang = useLang();

  const [viewer, setViewer] = useState<Seat | 'spectator'>('spectator');
  // Every position once, from the start (a record is a few thousand actions at most).
  const states = useMemo(() => {
    const start = startCardSession(session.config, session.seed, session.players);
    if (!start.ok) return [session.state];
    let s: CardSession = start.value;
    const out = [s.state];
    for (const a of session.actions) {
      const r = play(s, a);
      if (!r.ok) break;
      s = r.value;
      out.push(s.state);
    }
    return out;
  }, [session]);
  const n = states.length - 1;
  const steps = useReplaySteps(n, n);
  const { i } = steps;
  const view = viewOf(states[Math.min(i, n)]!, viewer);
  const last = i > 0 ? session.log[i - 1] : undefined;
  return (
    <main className="cg-table cg-replay" data-testid="card-replay">
      <StepButtons steps={steps}>
        <span className="cg-status" role="status" data-testid="card-replay-step">
          {t('replayStep', { i, n })}
          {last && ` · ${actionWords(last.action, lang, view, viewer === last.actor)}`}
        </span>
      </StepButtons>
      <div className="cg-choices">
        <SpeedField steps={steps} />
        <select
          aria-label={t('replay')}
          value={String(viewer)}
          onChange={(e) =>
            setViewer(e.target.value === 'spectator' ? 'spectator' : (Number(e.target.value) as Seat))
          }
        >
          <option value="spectator">{t('replay')}</option>
          <option value="0">{t('yellow')}</option>
          <option value="1">{t('blue')}</option>
        </select>
        <button type="button" onClick={onExit}>
          {t('menu')}
        </button>
      </div>
      <Hand view={view} seat={1} marks={NONE} />
      <Board view={view} marks={NONE} />
      <Hand view={view} seat={0} marks={NONE} />
    </main>
  );
}
