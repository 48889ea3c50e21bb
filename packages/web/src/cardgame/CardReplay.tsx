// A card game record replayed step by step, in the frame every kind's viewer shares
// (screens/ReplayFrame.tsx: the steps, the viewer, the record and the menu): the card table
// after any number of actions, seen by yellow, blue or a spectator, with the step's words and
// the log so far as that seat reads it.
import type { ReactElement } from 'react';
import { view as viewOf } from '@dt/cardgame';
import { useAidKind } from '../aid-kind.ts';
import { SpeedField, StepButtons } from '../screens/ReplaySteps.tsx';
import { ReplayButtons, ViewerField, useReplay } from '../screens/ReplayFrame.tsx';
import { useLang } from '../i18n.ts';
import type { Marks } from './Board.tsx';
import { CardLog } from './CardLog.tsx';
import { TableMain } from './TableParts.tsx';
import type { CardSession, CardTypes } from './session.ts';
import { useCT } from './strings.ts';
import { actionWords } from './words.ts';
import './cardgame.css';

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
  // The card game's viewer opens on the final position (the board's at the start).
  const { steps, state, last, viewer, setViewer } = useReplay<CardTypes>(session, 'end');
  const view = viewOf(state, viewer);
  return (
    <main className="cg-table cg-replay" data-testid="card-replay">
      {/* Laid out as the table: the hands and the board, then the steps, the viewer and the log. */}
      <TableMain view={view} seat={viewer === 'spectator' ? 0 : viewer} marks={NONE} />
      <div className="cg-side">
        <StepButtons steps={steps}>
          <span className="cg-status" role="status" data-testid="card-replay-step">
            {t('replayStep', { i: steps.i, n: steps.n })}
            {last && ` · ${actionWords(last.action, lang, view, viewer === last.actor)}`}
          </span>
        </StepButtons>
        <div className="cg-choices">
          <SpeedField steps={steps} />
          <ViewerField viewer={viewer} onChange={setViewer} />
          <ReplayButtons session={session} onExit={onExit} />
        </div>
        <CardLog steps={session.steps.slice(0, steps.i)} seat={viewer} view={view} now={false} />
      </div>
    </main>
  );
}
