// The end of a game in the dock: who won and why (or the host's verdict), the scores, and the
// host's buttons (rematch, download).
import type { ReactNode } from 'react';
import type { View } from '@dt/engine';
import { useLang, useT } from '../i18n.ts';
import { reasonWord, seatWord } from '../words.ts';
import { Scores } from './Scores.tsx';

export function ResultPanel(p: {
  view: View;
  log: Record<string, unknown>[][];
  verdict?: string | null;
  finished?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const { view } = p;
  return (
    <section className="panel" data-testid="result">
      <h2>{t('result')}</h2>
      {p.verdict ? (
        <p>{p.verdict}</p>
      ) : (
        <>
          <p>{view.winner === 'draw' ? t('draw') : t('wins', { seat: seatWord(view.winner ?? '', lang) })}</p>
          <p>{t('reason', { reason: reasonWord(view.endReason, lang) })}</p>
        </>
      )}
      <Scores view={view} log={p.log} />
      <div className="row">{p.finished}</div>
    </section>
  );
}
