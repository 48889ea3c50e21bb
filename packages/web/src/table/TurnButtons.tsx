// The dock's row of turn buttons: End turn (E), Undo (U), the host's controls, and the toggle
// of the side panel (cards and log) on a narrow screen.
import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';
import type { TableInput } from './input.ts';
import { endTurn } from './keys.ts';

export function TurnButtons(p: {
  input: TableInput;
  undo?: { label: string; run: () => void } | null;
  controls?: ReactNode;
  details: boolean;
  onDetails: (open: boolean) => void;
}) {
  const t = useT();
  const i = p.input;
  return (
    <div className="row">
      {i.choices?.end && !i.ui.pending && (
        <button
          className="primary"
          onClick={() => endTurn(i)}
          data-testid="end-turn"
          title={`${t('endTurn')} (E)`}
        >
          {t('endTurn')}
        </button>
      )}
      {p.undo && (
        <button onClick={p.undo.run} data-testid="undo" title={`${p.undo.label} (U)`}>
          {t('undo')}
        </button>
      )}
      {p.controls}
      <button className="details-toggle" aria-expanded={p.details} onClick={() => p.onDetails(!p.details)}>
        {t('details')}
      </button>
    </div>
  );
}
