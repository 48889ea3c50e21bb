// The card table's tutorial guidance on this device (tutorial.ts: what to do at this step),
// which a player hides or shows again, and the Resign button beside it while the game is on.
import { useState, type ReactElement } from 'react';
import type { Action, View } from '@dt/cardgame';
import { useLang } from '../i18n.ts';
import { useCT } from './strings.ts';
import { tutorialTips } from './tutorial.ts';

export function TipsBox({
  view,
  legal,
  guidance,
  onResign,
}: {
  view: View;
  legal: Action[];
  /** Whether the tips show at first (as the game was started). */
  guidance: boolean;
  /** Null once the game is over. */
  onResign: (() => void) | null;
}): ReactElement {
  const t = useCT();
  const lang = useLang();
  const [on, onShow] = useState(guidance);
  const lines = tutorialTips(view, legal, lang);
  return (
    <>
      {on && lines.length > 0 && (
        <aside className="cg-tips" aria-label={t('tutorial')} data-testid="card-tips">
          {lines.map((l) => (
            <p key={l}>{l}</p>
          ))}
          <button type="button" onClick={() => onShow(false)}>
            {t('hideTips')}
          </button>
        </aside>
      )}
      {onResign && (
        <p className="cg-choices">
          {!on && lines.length > 0 && (
            <button type="button" onClick={() => onShow(true)}>
              {t('showTips')}
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              if (window.confirm(t('confirmResign'))) onResign();
            }}
          >
            {t('resign')}
          </button>
        </p>
      )}
    </>
  );
}
