// The screen between two people sharing this device, for every kind: who takes the device, that
// nothing of their secrets shows until they are ready, and the button that shows their game.
import type { ReactElement } from 'react';
import { useLang, useT } from '../i18n.ts';
import { seatWord } from '../words.ts';
import { SeatBadge } from './Status.tsx';

export function Handoff({
  seat,
  onReady,
  testId = 'handoff',
  phase,
}: {
  seat: 'yellow' | 'blue';
  onReady: () => void;
  testId?: string;
  /** The game's phase, for the page's signals. */
  phase?: string;
}): ReactElement {
  const t = useT();
  const lang = useLang();
  const who = seatWord(seat, lang);
  return (
    <div className="overlay" data-testid={testId} data-phase={phase}>
      <div className="box">
        <h2>{t('passTo', { seat: who })}</h2>
        <p>{t('passHelp', { seat: who })}</p>
        <SeatBadge seat={seat} />
        <button className="primary" autoFocus onClick={onReady}>
          {t('ready', { seat: who })}
        </button>
      </div>
    </div>
  );
}
