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
import type { CardSession } from './session.ts';
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
  // Every position once, from the start: each step of the session keeps the one it left.
  const states = useMemo(() => [session.initial, ...session.steps.map((st) => st.state)], [session]);
  const n = states.length - 1;
  const steps = useReplaySteps(n, n);
  const { i } = steps;
  const view = viewOf(states[Math.min(i, n)]!, viewer);
  const last = i > 0 ? session.steps[i - 1] : undefined;
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
