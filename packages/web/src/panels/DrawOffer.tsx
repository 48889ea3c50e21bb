// A draw offered by the other seat, with the buttons that accept or decline it: the same
// prompt on every game's table (Prison's and the card game's), since the offer, acceptance
// and refusal are the same meta actions in both engines.
import type { ReactElement } from 'react';
import { useLang, useT } from '../i18n.ts';
import { seatWord } from '../words.ts';

type Seat = 'yellow' | 'blue';
export type DrawAnswer = { type: 'accept-draw' | 'decline-draw'; seat: Seat };

export function DrawOffer({
  viewer,
  drawOffer,
  onAnswer,
}: {
  viewer: string;
  drawOffer: string | null;
  onAnswer: (a: DrawAnswer) => void;
}): ReactElement | null {
  const t = useT();
  const lang = useLang();
  if (viewer === 'spectator' || !drawOffer || drawOffer === viewer) return null;
  const seat = viewer as Seat;
  return (
    <div className="prompt row" data-testid="draw-offer">
      <span>{t('drawOffered', { seat: seatWord(drawOffer, lang) })}</span>
      <button className="primary" onClick={() => onAnswer({ type: 'accept-draw', seat })}>
        {t('acceptDraw')}
      </button>
      <button onClick={() => onAnswer({ type: 'decline-draw', seat })}>{t('declineDraw')}</button>
    </div>
  );
}
