// What every kind's replay viewer shares (the board's Replay.tsx, the card game's CardReplay):
// the position after any number of steps of a recorded game, seen by a chosen seat or as a
// spectator (each sees only what its view shows), the step buttons and autoplay
// (ReplaySteps.tsx), the choice of viewer, the record to download and the menu. The kind
// draws the position and may add its own tools (the board's review and analysis).
import { useMemo, useState, type ReactNode } from 'react';
import type { Viewer } from '@dt/games';
import type { GameSession, GameStep, GameTypes } from '../game-session.ts';
import { useT } from '../i18n.ts';
import { downloadRecord } from '../record-file.ts';
import { useReplaySteps, type Steps } from './ReplaySteps.tsx';

export interface ReplayAt<T extends GameTypes> {
  steps: Steps;
  /** The position after `steps.i` steps. */
  state: T['state'];
  /** The step that led there (none at the start). */
  last: GameStep<T> | undefined;
  viewer: Viewer;
  setViewer: (v: Viewer) => void;
}

/** A recorded game stepped through, opening at step `start` (the start or the end). */
export function useReplay<T extends GameTypes>(session: GameSession<T>, start: 'start' | 'end'): ReplayAt<T> {
  const n = session.steps.length;
  const steps = useReplaySteps(n, start === 'end' ? n : 0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  // Every step of the session keeps the position it left.
  const states = useMemo(() => [session.initial, ...session.steps.map((st) => st.state)], [session]);
  const i = Math.min(steps.i, n);
  return { steps, state: states[i], last: i > 0 ? session.steps[i - 1] : undefined, viewer, setViewer };
}

/** Who the replay is seen as: a spectator, yellow or blue. */
export function ViewerField({ viewer, onChange }: { viewer: Viewer; onChange: (v: Viewer) => void }) {
  const t = useT();
  return (
    <label className="row">
      {t('viewAs')}
      <select
        name="viewer"
        value={String(viewer)}
        onChange={(e) =>
          onChange(e.target.value === 'spectator' ? 'spectator' : (Number(e.target.value) as 0 | 1))
        }
      >
        <option value="spectator">{t('spectator')}</option>
        <option value="0">{t('yellow')}</option>
        <option value="1">{t('blue')}</option>
      </select>
    </label>
  );
}

/** The record to download, the kind's own tools (`children`), and the menu. */
export function ReplayButtons<T extends GameTypes>(p: {
  session: GameSession<T>;
  onExit: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="row">
      <button onClick={() => downloadRecord(p.session)}>{t('download')}</button>
      {p.children}
      <button onClick={p.onExit}>{t('menu')}</button>
    </div>
  );
}
