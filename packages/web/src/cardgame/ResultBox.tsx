// The end of a card game on this device: who won and why, the record to download, a rematch
// with the seats swapped, a new game and the menu.
import type { ReactElement } from 'react';
import type { View } from '@dt/cardgame';
import { downloadRecord } from '../record-file.ts';
import type { CardSession } from './session.ts';
import { useCT } from './strings.ts';
import { ResultHead } from './TableParts.tsx';

export interface EndChoices {
  onExit: () => void;
  onNew: () => void;
  /** A new game on this device with the same options, the seats swapped. */
  onRematch?: (s: CardSession) => void;
}

export function ResultBox({
  view,
  session,
  onExit,
  onNew,
  onRematch,
}: EndChoices & { view: View; session: CardSession }): ReactElement {
  const t = useCT();
  return (
    <section className="cg-result" data-testid="card-result" aria-label={t('result')}>
      <ResultHead view={view} t={t} />
      <div className="cg-choices">
        <button type="button" onClick={() => downloadRecord(session)}>
          {t('download')}
        </button>
        {onRematch && (
          <button
            type="button"
            className="primary"
            data-testid="card-rematch"
            onClick={() => onRematch(session)}
          >
            {t('rematch')}
          </button>
        )}
        <button type="button" onClick={onNew}>
          {t('newCardGame')}
        </button>
        <button type="button" onClick={onExit}>
          {t('menu')}
        </button>
      </div>
    </section>
  );
}
